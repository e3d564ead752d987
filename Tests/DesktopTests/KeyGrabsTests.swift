import Desktop
import Input
import Testing

/// The keys a managed display grabs, as a value of the push (the model side of the live tests of
/// Alt+Tab, the command keys and Super alone, and of the keys grabbed again when the settings change).
@Suite("The keys grabbed, pushed")
struct KeyGrabsTests {
    let root: WindowID = 0x1e7

    func lines(_ wanted: WantedXState, since pushed: WantedXState = WantedXState()) -> String {
        wanted.changes(since: pushed).map(\.description).joined(separator: "\n")
    }

    func wanted(_ bindings: KeyBindings) -> WantedXState {
        var state = WantedXState()
        state.keyGrabs = KeyGrabs(window: root, bindings: bindings)
        return state
    }

    @Test func theStandardBindingsGrabTheirKeysOutsideSuperAndSuperAlone() {
        #expect(lines(wanted(.standard)) == "keys grabbed on 0x1e7: Alt+F4 Alt+Tab Shift+Alt+Tab Control+Alt+Delete Super alone")
        #expect(wanted(.standard).changes(since: wanted(.standard)).isEmpty, "grabbed once")
    }

    @Test func bindingsChangedGrabTheNewKeysLettingTheOldGo() throws {
        var keys = KeyBindings.standard.keys
        keys[.switchWindows] = [KeyPress(.character("`"), modifiers: .control)]
        keys[.close] = [KeyPress(.character("q"), modifiers: .super)]
        keys[.logOut] = []
        let changed = try KeyBindings(keys: keys, commands: [KeyCommand(KeyPress(.character("t"), modifiers: [.control, .alt]), "xterm"),
                                                             KeyCommand(KeyPress(.print), "scrot")])
        let before = wanted(.standard), after = wanted(changed)
        #expect(lines(after, since: before) == "keys grabbed on 0x1e7: Control+` Shift+Control+` Control+Alt+t Print Super alone")
        let change = try #require(after.changes(since: before).first)
        #expect(change == .keyGrabs(after.keyGrabs!, releasing: before.keyGrabs), "the old grabs go first")
        #expect(!after.keyGrabs!.keys.contains(KeyPress(.tab, modifiers: .alt)))
        #expect(!after.keyGrabs!.keys.contains { $0.modifiers.contains(.super) }, "Super's keys are the Super grab's")
    }

    @Test func noGrabsWantedWriteNothing() {
        #expect(WantedXState().changes(since: wanted(.standard)).isEmpty, "nil: not known, nothing written")
    }
}
