import Chrome
import Input
import Model

/// The log-out prompt as shown: the prompt, the monitor it shows on, and its spring (in, and out
/// once `isClosing`).
struct ShownLogOutPrompt {
    var prompt: LogOutPrompt
    var monitor: Rect
    var appear: SpringValue<Level>
    var isClosing = false

    var layout: LogOutPromptLayout { LogOutPromptLayout(prompt.phase, on: monitor) }
}

/// The log-out prompt (``LogOutPrompt``), over everything on the focused window's monitor. Asking
/// first it dims the screen behind it and has the keyboard (Left, Right and Tab choose, Enter answers, Escape cancels) and every
/// press; waiting, only presses on itself, so that an app's question to save can be answered.
/// An answer is `did-answer-log-out`, which the host acts on.
extension LivePanels {
    /// Asks whether to log out at `time`, with `apps` open; false when the prompt shows already.
    mutating func askLogOut(apps: [String], at time: Double) -> Bool {
        guard logOut == nil || logOut?.isClosing == true else { return false }
        let monitor = manager.focusedID.flatMap { manager.frame(of: $0) }.map(manager.monitor(under:)) ?? manager.monitorFrames[0]
        var shown = ShownLogOutPrompt(prompt: LogOutPrompt(confirming: apps), monitor: monitor, appear: SpringValue(Level(0), at: time))
        shown.appear.animate(to: Level(1), at: time, preference: preference)
        logOut = shown
        return true
    }

    /// Log out confirmed: the prompt waits for `apps` (moving to its place near the foot).
    mutating func waitForLogOut(apps: [String]) {
        guard var shown = logOut, !shown.isClosing, shown.prompt.phase == .confirming || shown.prompt.apps != apps else { return }
        shown.prompt.wait(for: apps)
        logOut = shown
    }

    /// Closes the prompt at `time` (it fades out).
    mutating func closeLogOut(at time: Double) {
        guard var shown = logOut, !shown.isClosing else { return }
        shown.isClosing = true
        shown.appear.animate(to: Level(0), at: time, preference: preference)
        logOut = shown
    }

    /// Whether the prompt asks whether to log out (and has the keyboard and the pointer).
    var confirmsLogOut: Bool { logOut.map { !$0.isClosing && $0.prompt.phase == .confirming } ?? false }

    /// A key while the prompt asks first: it takes every key (true); false when it does not ask.
    mutating func logOutKey(_ press: KeyPress) -> Bool {
        guard confirmsLogOut, var shown = logOut else { return false }
        switch press.key {
        case .escape: answerLogOut(.cancel)
        case .enter, .space: answerLogOut(shown.prompt.chosen)
        case .left: shown.prompt.move(by: -1)
        case .right: shown.prompt.move(by: 1)
        case .tab: shown.prompt.move(by: press.modifiers.contains(.shift) ? -1 : 1)
        default: break
        }
        if logOut?.prompt.phase == shown.prompt.phase { logOut?.prompt = shown.prompt }
        return true
    }

    /// A press while the prompt shows: on a button, its answer. Asking first, the prompt takes
    /// every press; waiting, those on its plate. False when it takes none.
    mutating func pressLogOut(at p: Point) -> Bool {
        guard let shown = logOut, !shown.isClosing else { return false }
        let layout = shown.layout
        if let i = layout.buttons.firstIndex(where: { $0.contains(p) }), i < shown.prompt.buttons.count {
            answerLogOut(shown.prompt.buttons[i])
            return true
        }
        return shown.prompt.phase == .confirming || layout.plate.contains(p)
    }

    /// Where the prompt takes the pointer while it waits (nil: nowhere, or everywhere while it asks first).
    var logOutPlate: Rect? { logOut.flatMap { !$0.isClosing && $0.prompt.phase == .waiting ? $0.layout.plate : nil } }

    private mutating func answerLogOut(_ answer: LogOutPrompt.Answer) {
        emit(.didAnswerLogOut(answer: answer))
    }

    /// Per frame: a prompt faded out goes.
    mutating func updateLogOut(at time: Double) {
        guard var shown = logOut else { return }
        _ = shown.appear.update(at: time)
        logOut = shown.isClosing && !shown.appear.isMoving ? nil : shown
    }

    /// The prompt drawn at `time`: growing from 0.94 of its size as it springs in (with reduced
    /// motion, only fading).
    func logOutLayer(at time: Double) -> [DisplayItem] {
        guard let shown = logOut else { return [] }
        let layout = shown.layout
        let level = shown.appear.value(at: time).value
        let layer = springingPlate(.logOut, plate: layout.plate, anchor: Point(x: layout.plate.midX, y: layout.plate.midY),
                                   items: LogOutChrome.items(shown.prompt, layout: layout, accent: style.accent), level: level, isMoving: shown.appear.isMoving)
        // Asking first it is modal: what is behind it is dimmed, as exposé dims.
        let dim = shown.prompt.phase == .confirming && level > 0 ? [DisplayItem.fill(manager.container, Color.black.withAlpha(multipliedBy: Self.exposeDim * min(1, level)))] : []
        return dim + [.layer(layer)]
    }
}
