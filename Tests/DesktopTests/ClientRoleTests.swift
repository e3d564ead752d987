import Desktop
import Testing

/// The one classification of a window that asks to be shown, without an X server: what `manage`
/// and `run` each make of it (until now decided twice, in two places, and tested only live).
@Suite("What a new window is")
struct ClientRoleTests {
    static let root: WindowID = 0x100
    /// Process 200 started 300, which started 400; 500 is a stranger.
    let classifier = ClientClassifier { pid, ancestor in
        let parents: [Int32: Int32] = [300: 200, 400: 300]
        var current: Int32? = pid
        while let p = current {
            if p == ancestor { return true }
            current = parents[p]
        }
        return false
    }

    func facts(parent: WindowID = root, types: [String] = [], pid: Int32? = nil, transientFor: WindowID? = nil, mark: String? = nil,
               windowClass: String? = nil, role: String? = nil) -> ClientFacts {
        ClientFacts(geometry: PixelRect(x: 10, y: 20, width: 300, height: 200), parent: parent, types: types, pid: pid,
                    transientFor: transientFor, appMark: mark, windowClass: windowClass.flatMap { WindowClass(Array($0.utf8)) }, role: role)
    }

    func managing(_ facts: ClientFacts, _ apps: [AppCandidate] = [], mapped: Bool = false, window: WindowID = 0x900) -> ClientRole {
        classifier.role(of: window, saying: facts, among: apps, root: Self.root, managing: true, mapped: mapped)
    }

    func running(_ facts: ClientFacts, _ apps: [AppCandidate]) -> ClientRole {
        classifier.role(of: 0x900, saying: facts, among: apps, root: Self.root, managing: false, mapped: true)
    }

    @Test func managingTheTypesThatAreNoPanelsComeFirst() {
        #expect(managing(facts(types: ["DOCK"])) == .dock)
        #expect(managing(facts(types: ["DESKTOP"])) == .desktop)
        for type in ClientClassifier.typesShownInPlace { #expect(managing(facts(types: [type])) == .inPlace, "\(type)") }
        #expect(managing(facts(types: ["NORMAL", "DOCK"])) == .dock, "the first type it lists that Flotilla knows")
        #expect(managing(facts(types: ["UTILITY"], windowClass: "gimp\0Gimp\0")) == .newWindow(key: "gimp", instance: "gimp", title: "Gimp"))
    }

    @Test func aWindowMovedOffTheRootSinceItAskedIsLeftAlone() {
        #expect(managing(facts(parent: 0x999, types: ["DOCK"])) == .leftAlone, "even a dock")
        // Shown already inside another manager's frame (Flotilla replacing it): taken.
        #expect(managing(facts(parent: 0x999, windowClass: "xterm\0XTerm\0"), mapped: true)
                == .newWindow(key: "xterm", instance: "xterm", title: "XTerm"))
    }

    /// The model side of the live `aWindowUnmappedAndMappedAtOnceShowsAgain`.
    @Test func aMapRequestFromAFrameGivenUpIsATopLevelsAndOneInAHeldFrameItsApps() {
        let root: WindowID = 0x1e7, frame: WindowID = 0x800
        #expect(ClientClassifier.mapRequestIsTopLevel(parent: root, root: root, parentIsFrame: false, windowIsFramed: false))
        #expect(ClientClassifier.mapRequestIsTopLevel(parent: frame, root: root, parentIsFrame: false, windowIsFramed: false),
                "unmapped and mapped at once: given back to the root before the request came")
        #expect(!ClientClassifier.mapRequestIsTopLevel(parent: frame, root: root, parentIsFrame: true, windowIsFramed: true),
                "mapping itself again in its frame: its app's")
        #expect(!ClientClassifier.mapRequestIsTopLevel(parent: frame, root: root, parentIsFrame: false, windowIsFramed: true),
                "held in another frame")
    }

    @Test func aDialogOfAnAppsWindowIsASheetAndAPaletteFloatsAbove() {
        let apps = [AppCandidate(id: "gimp", window: 0x500, process: 200)]
        for manages in [true, false] {
            let role = { (f: ClientFacts) in manages ? managing(f, apps) : running(f, apps) }
            #expect(role(facts(transientFor: 0x500)) == .dialog(ofApp: "gimp"))
            #expect(role(facts(types: ["TOOLBAR"], transientFor: 0x500)) == .palette(ofApp: "gimp"))
            #expect(role(facts(types: ["UTILITY"], transientFor: 0x500)) == .palette(ofApp: "gimp"))
        }
        // Transient for a window no app shows: as any other window.
        #expect(managing(facts(transientFor: 0x777, windowClass: "zenity\0Zenity\0")) == .newWindow(key: "zenity", instance: "zenity", title: "Zenity"))
        #expect(running(facts(pid: 500, transientFor: 0x777), apps) == .notOurs)
    }

    /// Issue 59: a window transient for one whose owners lead back to it is no dialog: the
    /// cycle is broken at the window taken last, which is a window of its own.
    @Test func aTransientCycleIsBrokenAtTheWindowTakenLast() {
        let b = AppCandidate(id: "cycle-a-sheet-1", window: 0x600, transientFor: 0x900)
        let a = facts(transientFor: 0x600, windowClass: "cycle-a\0cycle-a\0")
        #expect(managing(a, [b], window: 0x900) == .newWindow(key: "cycle-a", instance: "cycle-a", title: "cycle-a"))
        // Two steps round: 0x900 → c (0x700) → b (0x600) → 0x900.
        let c = AppCandidate(id: "c", window: 0x700, transientFor: 0x600)
        #expect(managing(facts(transientFor: 0x700, windowClass: "cycle-a\0cycle-a\0"), [b, c], window: 0x900)
                == .newWindow(key: "cycle-a", instance: "cycle-a", title: "cycle-a"))
        // A chain that does not come back is followed as ever, and a cycle among others ends.
        let d = AppCandidate(id: "d", window: 0x800, transientFor: 0x801), e = AppCandidate(id: "e", window: 0x801, transientFor: 0x800)
        #expect(managing(facts(transientFor: 0x700), [b, c], window: 0x950) == .dialog(ofApp: "c"))
        #expect(managing(facts(transientFor: 0x800), [d, e], window: 0x950) == .dialog(ofApp: "d"))
    }

    @Test func anAppsFirstWindowIsItsProcesssOrByMarkWhenFound() {
        let apps = [AppCandidate(id: "editor", process: 200), AppCandidate(id: "term", process: 900)]
        #expect(running(facts(pid: 400), apps) == .firstWindow(ofApp: "editor"), "a grandchild of the process started")
        #expect(managing(facts(pid: 200), apps) == .firstWindow(ofApp: "editor"))
        #expect(running(facts(pid: 500, mark: "found"), [AppCandidate(id: "found")]) == .firstWindow(ofApp: "found"), "the mark an earlier Flotilla left")
        // Issue 62: a launch's window is its process's; a mark (or a _NET_WM_PID) a window sets itself never takes it.
        #expect(running(facts(pid: 500, mark: "term"), apps) == .notOurs, "marked, but not term's process's")
        #expect(running(facts(pid: 900, mark: "term"), apps) == .firstWindow(ofApp: "term"), "marked, and term's process's")
        #expect(running(facts(pid: 400, mark: "other"), apps) == .notOurs, "a mark naming another app wins over the process")
        // An app being withdrawn from another manager takes no other window meanwhile.
        #expect(running(facts(pid: 400), [AppCandidate(id: "editor", withdrawing: true, process: 200)]) == .notOurs)
    }

    @Test func aFurtherWindowOfARunningAppIsAPanelOfItsOwnUnderRun() {
        let apps = [AppCandidate(id: "editor", window: 0x500, process: 200), AppCandidate(id: "found", window: 0x600)]
        #expect(running(facts(pid: 300), apps) == .furtherWindow(ofApp: "editor"))
        #expect(running(facts(pid: 500), apps) == .notOurs, "a stranger's window is not Flotilla's to take under run")
        #expect(running(facts(mark: "found"), apps) == .notOurs, "an app Flotilla did not start has no further windows")
        // Managing, such a window is a new window like any other (keyed by its class).
        #expect(managing(facts(pid: 300, windowClass: "mousepad\0Mousepad\0"), apps)
                == .newWindow(key: "mousepad", instance: "mousepad", title: "Mousepad"))
    }

    @Test func aNewWindowIsKeyedByItsInstanceAndRole() {
        #expect(managing(facts(windowClass: "gimp\0Gimp\0", role: "toolbox")) == .newWindow(key: "gimp-toolbox", instance: "gimp", title: "Gimp"))
        #expect(managing(facts()) == .newWindow(key: "window", instance: "window", title: nil), "no class")
        #expect(managing(facts(windowClass: "\0Nameless\0")) == .newWindow(key: "window", instance: "window", title: nil), "an empty instance")
    }
}

@Suite("The panel a new window opens in")
struct PanelNamesTests {
    @Test func aKeyedWindowTakesItsKeyWhileFreeThenTheFirstFreeNumberFromTwo() {
        #expect(PanelNames.firstFree("xterm", among: []) == "xterm")
        #expect(PanelNames.firstFree("xterm", among: ["xterm"]) == "xterm-2")
        #expect(PanelNames.firstFree("xterm", among: ["xterm", "xterm-2", "xterm-4"]) == "xterm-3")
        #expect(PanelNames.firstFree("xterm", among: ["xterm-2"]) == "xterm", "a number left by a closed window is no reason to skip the key")
    }

    @Test func anAppsFurtherWindowsAreCountedFromOne() {
        #expect(PanelNames.firstNumbered("gimp-sheet", among: ["gimp"]) == "gimp-sheet-1")
        #expect(PanelNames.firstNumbered("gimp-sheet", among: ["gimp-sheet-1", "gimp-sheet-2"]) == "gimp-sheet-3")
    }
}
