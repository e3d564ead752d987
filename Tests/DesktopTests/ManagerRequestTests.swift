import Desktop
import Model
import Testing

/// A `_NET_WM_STATE` message (wmctrl -b, a client's own full-screen button) read as the states it
/// turns on and off, without an X server.
@Suite("What a state request turns on and off")
struct ManagerRequestTests {
    typealias Change = ManagerRequest.StateChange

    func turned(_ change: Change, _ asked: Set<WindowState>, of current: Set<WindowState>) -> [String] {
        change.turns(asked, of: current).map { "\($0.on ? "+" : "-")\($0.state.rawValue.dropFirst("_NET_WM_STATE_".count))" }
    }

    @Test func addAndRemoveTurnOnlyWhatIsNotSoAlready() {
        #expect(turned(.add, [.maximizedVertical, .maximizedHorizontal], of: [.maximizedVertical]) == ["+MAXIMIZED_HORZ"])
        #expect(turned(.remove, [.above, .fullscreen], of: [.fullscreen]) == ["-FULLSCREEN"])
        #expect(turned(.add, [.hidden], of: [.hidden]).isEmpty)
    }

    @Test func toggleTurnsEachAskedStateItsOwnWayInTheStatesOrder() {
        #expect(turned(.toggle, [.maximizedHorizontal, .maximizedVertical], of: [.maximizedHorizontal]) == ["+MAXIMIZED_VERT", "-MAXIMIZED_HORZ"])
    }

    @Test func focusIsTheManagersToSayNeverAClients() {
        #expect(turned(.add, [.focused, .above], of: []) == ["+ABOVE"])
        #expect(turned(.toggle, [.focused], of: [.focused]).isEmpty)
    }

    /// Whatever is asked, in whatever order, the states after the turns are what the request
    /// says: added, removed or flipped, focus untouched; and asking the same add or remove again turns nothing.
    @Test func anyRequestLeavesTheStatesItNames() {
        var generator = SystemRandomNumberGenerator()
        let all = WindowState.allCases
        var wrong: [String] = []
        for _ in 0..<100_000 where wrong.isEmpty {
            let current = Set(all.filter { _ in Bool.random(using: &generator) })
            let asked = Set((0..<Int.random(in: 1...2, using: &generator)).map { _ in all.randomElement(using: &generator)! })
            let change = [Change.add, .remove, .toggle].randomElement(using: &generator)!
            let turns = change.turns(asked, of: current)
            var after = current
            for (state, on) in turns {
                if on { after.insert(state) } else { after.remove(state) }
            }
            let expected = Set(all.filter { state in
                guard state != .focused, asked.contains(state) else { return current.contains(state) }
                return change == .toggle ? !current.contains(state) : change == .add
            })
            let case_ = "\(change) \(asked) of \(current)"
            if turns.contains(where: { current.contains($0.state) == $0.on }) { wrong.append("\(case_): turns a state already so") }
            if after != expected { wrong.append("\(case_): \(after), not \(expected)") }
            if change != .toggle, !change.turns(asked, of: after).isEmpty { wrong.append("\(case_): asked again, turns more") }
        }
        #expect(wrong.isEmpty, "\(wrong)")
    }

    /// `wmctrl -e` and `xdotool windowmove`/`windowsize` (and a program's own ConfigureRequest):
    /// the frame asked, at scale 2 with a title bar of 44 points.
    @Test func aMoveResizeReplacesWhatItGivesOfTheFrame() {
        let frame = Rect(x: 100, y: 50, width: 400, height: 344)
        func moved(x: Int? = nil, y: Int? = nil, width: Int? = nil, height: Int? = nil, isStatic: Bool = false) -> Rect? {
            ManagerRequest.moveResize(x: x, y: y, width: width, height: height, isStatic: isStatic).movedFrame(frame, titleBar: 44, scale: 2)
        }
        #expect(moved(x: 600, y: 400) == Rect(x: 300, y: 200, width: 400, height: 344), "the frame's top-left")
        #expect(moved(x: 600, y: 400, isStatic: true) == Rect(x: 300, y: 156, width: 400, height: 344), "the window's: the title bar above")
        #expect(moved(width: 1000, height: 600) == Rect(x: 100, y: 50, width: 500, height: 344), "the window's size, the title bar added")
        #expect(moved() == frame)
        #expect(ManagerRequest.close.movedFrame(frame, titleBar: 44, scale: 2) == nil)
        // A window that draws its own shadow (and title bar) asks for its whole window: its panel is inside the shadow.
        let shadow = EdgeInsets(top: 12, left: 14, bottom: 17, right: 14)
        #expect(ManagerRequest.moveResize(x: 300, y: 120, width: 1280, height: 840, isStatic: false).movedFrame(frame, titleBar: 0, scale: 2, shadow: shadow)
                == Rect(x: 164, y: 72, width: 612, height: 391))
    }
}
