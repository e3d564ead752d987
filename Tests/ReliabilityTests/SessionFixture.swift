@testable import App
import Compositor
import Model

/// Session files for the fuzzer: one per bundled scene as Flotilla writes it, and what restoring
/// one does to a compositor (what ``LiveSession`` does with the main window's entry).
enum SessionFixture {
    /// The session of scene `name` as it opens.
    static func session(of name: String) -> SessionState {
        let c = Compositor(scene: BundledScenes.scene(name), clock: ManualClock())
        var window = SessionState.Window(role: .main, x: 10, y: 20, width: Int(c.size.width), height: Int(c.size.height),
                                         layout: c.layoutState, sheets: [:])
        for id in c.sheetIDs {
            if let s = c.state(ofSheet: id) { window.sheets[id] = .init(state: s.name, order: s.order) }
        }
        let stacks = c.pageStacks
        if !stacks.isEmpty { window.popovers = stacks.mapValues { SessionState.Pages(stack: $0.stack, toggled: $0.toggled.sorted()) } }
        return SessionState(windows: [window])
    }

    /// Restores each main window of `state` on scene `name` as a live session does, then draws.
    static func restores(_ state: SessionState, scene name: String) -> FileFuzzer.Outcome {
        for saved in state.windows where saved.role == .main {
            let clock = ManualClock()
            let c = Compositor(scene: BundledScenes.scene(name), clock: clock)
            c.resize(to: Size(width: Double(saved.width), height: Double(saved.height)))
            c.restore(saved.layout)
            if let pages = saved.popovers { c.restore(pageStacks: pages.mapValues { ($0.stack, Set($0.toggled)) }) }
            for (id, position) in saved.sheets.sorted(by: { $0.key < $1.key }) {
                c.move(sheet: id, to: SheetState(name: position.state, order: position.order), animated: false)
            }
            if case .broken(let why) = FileFuzzer.drawsFinitely(c, clock: clock) { return .broken("restored: \(why)") }
        }
        return .valid
    }
}
