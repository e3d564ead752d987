import Model
import Testing

@Suite("Finding applications and windows by typing")
struct LaunchSearchTests {
    static func app(_ name: String, generic: String? = nil, keywords: [String] = [], id: String? = nil) throws -> DesktopEntry {
        let body = "Type=Application\nName=\(name)\nExec=x\n" + (generic.map { "GenericName=\($0)\n" } ?? "")
            + (keywords.isEmpty ? "" : "Keywords=\(keywords.joined(separator: ";"));\n")
        return try DesktopEntryTests.entry(body, id: id ?? name.lowercased() + ".desktop")
    }

    @Test func aNamePrefixThenAWordStartThenOtherTextsThenAnywhere() throws {
        let apps = [try Self.app("Terminal"), try Self.app("GNOME Terminal Server"), try Self.app("Text Editor", generic: "Terminal-like"),
                    try Self.app("Firefox ESR", keywords: ["internet", "web"]), try Self.app("Exterminator")]
        let windows = [LaunchSearch.Window(panel: "xterm", title: "bash — Terminal")]
        let found = LaunchSearch.results(for: "term", applications: apps, windows: windows).map(\.title)
        #expect(found == ["Terminal", "GNOME Terminal Server", "bash — Terminal", "Text Editor", "Exterminator"])
        #expect(LaunchSearch.results(for: "web", applications: apps, windows: windows).map(\.title) == ["Firefox ESR"])
        #expect(LaunchSearch.results(for: "  ", applications: apps, windows: windows).isEmpty)
    }

    @Test func caseAndAccentsDoNotCountAndRecentLaunchesComeFirstWithinATier() throws {
        let apps = [try Self.app("Éditeur de texte", id: "editor.desktop"), try Self.app("Edge", id: "edge.desktop")]
        #expect(LaunchSearch.results(for: "ED", applications: apps, windows: []).map(\.title) == ["Edge", "Éditeur de texte"])
        #expect(LaunchSearch.results(for: "ed", applications: apps, windows: [], recent: ["editor.desktop"]).map(\.title)
            == ["Éditeur de texte", "Edge"])
    }

    @Test func logOutIsFoundByItsNameAndByTheWordsPeopleUseForIt() throws {
        let apps = [try Self.app("LibreOffice"), try Self.app("Exit Survey")]
        #expect(LaunchSearch.results(for: "log", applications: apps, windows: [], actions: [.logOut]) == [.action(.logOut)])
        #expect(LaunchSearch.results(for: "sign out", applications: apps, windows: [], actions: [.logOut]) == [.action(.logOut)])
        #expect(LaunchSearch.results(for: "exit", applications: apps, windows: [], actions: [.logOut]).map(\.title) == ["Exit Survey", "Log Out"])
        #expect(LaunchSearch.results(for: "log", applications: apps, windows: []).isEmpty, "not offered, not found")
    }

    /// Issue 60: "xterm" with an xterm open finds its window first (Enter brings it forward),
    /// after the application while that window is in front (Enter again starts another).
    @Test func anOpenAppsWindowComesJustBeforeItsApplicationButAfterItWhileInFront() throws {
        let apps = [try Self.app("XTerm", id: "debian-xterm.desktop"), try Self.app("UXTerm", id: "debian-uxterm.desktop")]
        let behind = LaunchSearch.Window(panel: "xterm", title: "root@host: ~", app: "debian-xterm.desktop")
        #expect(LaunchSearch.results(for: "xterm", applications: apps, windows: [behind]).map(\.title) == ["root@host: ~", "XTerm", "UXTerm"])
        var front = behind
        front.isFront = true
        #expect(LaunchSearch.results(for: "xterm", applications: apps, windows: [front]).map(\.title) == ["XTerm", "root@host: ~", "UXTerm"])
        // Its title found it as before where the application's names do not.
        #expect(LaunchSearch.results(for: "host", applications: apps, windows: [behind]).map(\.title) == ["root@host: ~"])
        // A window of no known application is found by its title alone.
        #expect(LaunchSearch.results(for: "xterm", applications: apps, windows: [LaunchSearch.Window(panel: "w", title: "root@host: ~")])
            .map(\.title) == ["XTerm", "UXTerm"])
    }

    @Test func anApplicationOwnsTheWindowsItsStartupWMClassOrItsCommandNames() throws {
        let xterm = try DesktopEntryTests.entry("Type=Application\nName=XTerm\nExec=xterm\nStartupWMClass=XTerm\n", id: "debian-xterm.desktop")
        #expect(xterm.owns(windowOfClass: "XTerm", instance: "xterm"))
        #expect(!xterm.owns(windowOfClass: "UXTerm", instance: "uxterm"))
        let mousepad = try DesktopEntryTests.entry("Type=Application\nName=Mousepad\nExec=mousepad %U\n", id: "org.xfce.mousepad.desktop")
        #expect(mousepad.owns(windowOfClass: "Mousepad", instance: "mousepad"))
        let viewer = try DesktopEntryTests.entry("Type=Application\nName=Viewer\nExec=/usr/bin/eog %U\n", id: "org.gnome.eog.desktop")
        #expect(viewer.owns(windowOfClass: "Eog", instance: "eog") && !viewer.owns(windowOfClass: "Gimp", instance: "gimp"))
    }

    @Test func atMostTheLimit() throws {
        let apps = try (0..<20).map { try Self.app("App \($0)") }
        #expect(LaunchSearch.results(for: "app", applications: apps, windows: [], limit: 5).count == 5)
    }
}
