import Compositor
import Input
import Model
import Testing

/// The log-out prompt: asking first it has the keyboard and every press, and answers with
/// `did-answer-log-out`; waiting for the apps to close it sits near the foot and takes the
/// pointer only over itself.
@Suite("The log-out prompt")
struct LogOutPromptTests {
    func asking() -> (Compositor, ManualClock) {
        let clock = ManualClock()
        let c = Compositor(scene: Floating.twoPanels(), clock: clock)
        _ = c.nextFrame()
        #expect(c.askLogOut(apps: ["mousepad", "xterm"]))
        #expect(!c.askLogOut(apps: ["mousepad"]), "it shows already")
        _ = settle(c, clock: clock)
        return (c, clock)
    }

    func answers(_ c: Compositor) -> [LogOutPrompt.Answer] {
        c.nextFrame().events.compactMap { if case .panel(.didAnswerLogOut(let a)) = $0 { a } else { nil } }
    }

    @Test func theKeyboardChoosesAndAnswers() {
        let (c, clock) = asking()
        #expect(c.surfaces.last == .logOut && c.pointerAreas == nil, "modal: it takes every press")
        #expect(c.logOutPrompt?.chosen == .logOut)
        c.handle(.key(KeyPress(.left), time: clock.now))
        #expect(c.logOutPrompt?.chosen == .cancel)
        c.handle(.key(KeyPress(.tab), time: clock.now))
        #expect(c.logOutPrompt?.chosen == .logOut)
        c.handle(.key(KeyPress(.character("a"), text: "a"), time: clock.now))
        #expect(answers(c).isEmpty, "other keys are taken, and do nothing")
        c.handle(.key(KeyPress(.enter), time: clock.now))
        #expect(answers(c) == [.logOut])
        c.handle(.key(KeyPress(.escape), time: clock.now))
        #expect(answers(c) == [.cancel])
    }

    @Test func waitingItSitsAtTheFootAndItsButtonsAnswerAPress() throws {
        let (c, clock) = asking()
        let monitor = Rect(origin: .zero, size: c.size)
        c.handle(.pointerPressed(Point(x: 20, y: 20), button: 1, time: clock.now))
        c.handle(.pointerReleased(Point(x: 20, y: 20), button: 1, time: clock.now))
        #expect(answers(c).isEmpty, "a press outside is taken while it asks")
        c.waitForLogOut(apps: ["mousepad"])
        _ = settle(c, clock: clock)
        let prompt = try #require(c.logOutPrompt)
        #expect(prompt.phase == .waiting && prompt.buttons == [.cancel, .logOutAnyway] && prompt.message == "Waiting for mousepad to close.")
        let layout = LogOutPromptLayout(.waiting, on: monitor)
        #expect(layout.plate.maxY == monitor.maxY - LogOutPromptLayout.margin)
        #expect(c.pointerAreas?.contains(layout.plate) == true, "it takes the pointer over itself: \(String(describing: c.pointerAreas))")
        c.handle(.key(KeyPress(.enter), time: clock.now))
        #expect(answers(c).isEmpty, "waiting, the keyboard is the apps'")
        let anyway = layout.buttons[1]
        c.handle(.pointerPressed(Point(x: anyway.midX, y: anyway.midY), button: 1, time: clock.now))
        c.handle(.pointerReleased(Point(x: anyway.midX, y: anyway.midY), button: 1, time: clock.now))
        #expect(answers(c) == [.logOutAnyway])
        c.closeLogOut()
        _ = settle(c, clock: clock)
        #expect(c.logOutPrompt == nil && !c.surfaces.contains(.logOut))
    }

    @Test func itNamesTheAppsInASentence() {
        var prompt = LogOutPrompt(confirming: [])
        #expect(prompt.message == "No apps are open.")
        prompt = LogOutPrompt(confirming: ["mousepad", "xterm", "Firefox", "mpv", "Tk"])
        #expect(prompt.message == "Open apps will be asked to close: mousepad, xterm, Firefox and 2 more.")
        prompt.wait(for: ["mousepad", "xterm"])
        #expect(prompt.message == "Waiting for mousepad and xterm to close." && prompt.chosen == .cancel)
    }
}
