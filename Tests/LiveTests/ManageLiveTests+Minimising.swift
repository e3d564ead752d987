@testable import App
@testable import Bench
import CXCB
import Desktop
import Foundation
import Glibc
import Input
import Testing
@testable import X11

/// Issue 59: minimising works from every state a window can be in, and restoring brings that
/// state back.
extension Live.ManageLiveTests {
    /// A maximised, a full-screen, a tiled and a pinned xlogo minimised with `xdotool
    /// windowminimize` (WM_CHANGE_STATE Iconic): Iconic, its frame not drawn, not active; activated,
    /// it comes back as it was. (A maximised one used to be refitted, floated and focused again
    /// as the shelf came: Normal and active after `did-minimise`.)
    @Test func aWindowMinimisesFromEveryStateAndComesBackAsItWas() throws {
        let display = try ManagedDisplay()
        let app = try display.manage()
        defer { app.stop() }
        _ = try app.readyWindow()
        let connection = display.connection, root = connection.rootWindow
        let (xlogo, _) = try display.startXlogo(under: app)
        let frame = try #require(connection.parent(of: xlogo))
        let hex = "0x" + String(xlogo, radix: 16)
        let wmState = { (try? connection.property("WM_STATE", of: xlogo))??.values32.first }
        let active = { (try? connection.property("_NET_ACTIVE_WINDOW", of: root))??.values32.first }
        let netState = { Set((try? connection.property("_NET_WM_STATE", of: xlogo))??.values32 ?? []) }
        let count = { (name: String) in app.events.count { $0["event"] as? String == name && $0["panel"] as? String == "xlogo" } }

        // Whether the screen shows xlogo's pixels where its window is (a patch inside it: a
        // minimised window's frame stays mapped, its pixels drawn only in the shelf).
        func drawn() throws -> Bool {
            let at = try connection.rootPosition(0, 0, in: xlogo), size = try connection.size(of: xlogo)
            let patch = PixelRect(x: size.width / 2 - 60, y: size.height / 2 - 40, width: 120, height: 80)
            return try connection.capture(root, area: PixelRect(x: at.x + patch.x, y: at.y + patch.y, width: patch.width, height: patch.height)).pixels
                == connection.capture(xlogo, area: patch).pixels
        }

        func minimiseAndRestore(_ what: String) throws {
            let minimised = count("did-minimise"), restored = count("did-restore")
            _ = try display.output(of: "xdotool", ["windowminimize", String(xlogo)])
            _ = try app.wait(for: "did-minimise") { _ in count("did-minimise") > minimised }
            #expect(eventually { wmState() == 3 }, "\(what): Iconic")
            #expect(eventually { active() != xlogo }, "\(what): not active")
            #expect(try eventually { try !drawn() }, "\(what): not drawn")
            _ = try display.output(of: "xdotool", ["windowactivate", String(xlogo)])
            _ = try app.wait(for: "did-restore") { _ in count("did-restore") > restored }
            #expect(try eventually { try wmState() == 1 && drawn() }, "\(what): shown again")
        }

        // Maximised: back filling the work area, its states kept.
        let maximised = try Set(["_NET_WM_STATE_MAXIMIZED_VERT", "_NET_WM_STATE_MAXIMIZED_HORZ"].map { try connection.atom($0) })
        _ = try display.output(of: "wmctrl", ["-i", "-r", hex, "-b", "add,maximized_vert,maximized_horz"])
        #expect(eventually { netState().isSuperset(of: maximised) })
        #expect(try display.settled(app, "xlogo", after: 1) == (0, 0, 1280, 800))
        try minimiseAndRestore("maximised")
        #expect(netState().isSuperset(of: maximised))
        #expect(eventually { (try? connection.rootPosition(0, 0, in: xlogo)) == RootPoint(x: 0, y: Self.titleBar) }, "maximised again")
        #expect(try connection.size(of: xlogo) == (1280, 800 - Self.titleBar))
        _ = try display.output(of: "wmctrl", ["-i", "-r", hex, "-b", "remove,maximized_vert,maximized_horz"])

        // Full screen: given back to its panel while minimised, covering the screen again after.
        _ = try display.output(of: "wmctrl", ["-i", "-r", hex, "-b", "add,fullscreen"])
        #expect(eventually { (try? connection.size(of: xlogo)) ?? (0, 0) == (1280, 800) }, "full screen")
        try minimiseAndRestore("full screen")
        #expect(eventually {
            X11TestSupport.redirectError(of: frame, display: display.xvfb.display) == nil
                && (try? connection.size(of: xlogo)) ?? (0, 0) == (1280, 800)
                && (try? connection.rootPosition(0, 0, in: xlogo)) == RootPoint(x: 0, y: 0)
        }, "full screen again, shown by the server")
        _ = try display.output(of: "wmctrl", ["-i", "-r", hex, "-b", "remove,fullscreen"])
        // Probed only once Flotilla answered (it redirects the frame before it writes the state):
        // a probe's own redirect, made before Flotilla's, would be the one that holds the frame.
        let fullScreen = try connection.atom("_NET_WM_STATE_FULLSCREEN")
        #expect(eventually { !netState().contains(fullScreen) }, "out of full screen")
        #expect(eventually { X11TestSupport.redirectError(of: frame, display: display.xvfb.display) != nil }, "its panel's again")

        // Tiled in the left half (Super+Left): back in its tile.
        #expect(eventually { connection.inputFocus() == xlogo })
        let tiles = count("did-tile"), settles = count("did-settle")
        try display.input.key(KeyPress(.left, modifiers: .super))
        _ = try app.wait(for: "did-tile") { _ in count("did-tile") > tiles }
        let tiled = try display.settled(app, "xlogo", after: settles)
        #expect(tiled.x == 0 && tiled.width == 640, "the left half: \(tiled)")
        try minimiseAndRestore("tiled")
        #expect(eventually { (try? connection.rootPosition(0, 0, in: xlogo)) == RootPoint(x: tiled.x, y: tiled.y + Self.titleBar) }, "in its tile: \(tiled)")

        // On another space than the one shown: minimised there; activated, it comes back with its space shown.
        let desktop = { (try? connection.property("_NET_WM_DESKTOP", of: xlogo))??.values32.first }
        let current = { (try? connection.property("_NET_CURRENT_DESKTOP", of: root))??.values32.first }
        _ = try display.output(of: "wmctrl", ["-i", "-r", hex, "-t", "1"])
        #expect(eventually { desktop() == 1 && current() == 0 })
        try minimiseAndRestore("on another space")
        #expect(current() == 1, "its space shown")

        // Pinned (Super+p): pinned again where it was.
        let pins = count("did-pin")
        try display.input.key(KeyPress(.character("p"), modifiers: .super))
        let pinned = try app.wait(for: "did-pin") { _ in count("did-pin") > pins }
        try minimiseAndRestore("pinned")
        let again = try app.wait(for: "did-pin") { _ in count("did-pin") > pins + 1 }
        #expect(again["side"] as? String == pinned["side"] as? String && again["index"] as? Int == pinned["index"] as? Int, "pinned again: \(again)")
    }

    /// A full-screen, a maximised and a minimised window keep their states through Flotilla's
    /// SIGKILL and a restart: read from the windows as they are taken again (`_NET_WM_STATE`,
    /// `WM_STATE`), as openbox does.
    @Test func aRestartKeepsTheWindowsStates() throws {
        let display = try ManagedDisplay()
        let app = try display.manage()
        _ = try app.readyWindow()
        let connection = display.connection, root = connection.rootWindow
        var windows: [String: WindowID] = [:]
        for name in ["full", "max", "mini"] {
            try display.start("xlogo", ["-name", name, "-geometry", "240x150+200+200"])
            windows[name] = try display.client(of: app, panel: name)
            _ = try display.settled(app, name)
        }
        let full = try #require(windows["full"]), max = try #require(windows["max"]), mini = try #require(windows["mini"])
        let hex = { (window: WindowID) in "0x" + String(window, radix: 16) }
        let atoms = { (names: [String]) in Set(try names.map { try connection.atom($0) }) }
        let netState = { (window: WindowID) in Set((try? connection.property("_NET_WM_STATE", of: window))??.values32 ?? []) }
        let wmState = { (window: WindowID) in (try? connection.property("WM_STATE", of: window))??.values32.first }
        let fullScreen = try atoms(["_NET_WM_STATE_FULLSCREEN"]), maximised = try atoms(["_NET_WM_STATE_MAXIMIZED_VERT", "_NET_WM_STATE_MAXIMIZED_HORZ"])
        let hidden = try atoms(["_NET_WM_STATE_HIDDEN"])
        _ = try display.output(of: "wmctrl", ["-i", "-r", hex(full), "-b", "add,fullscreen"])
        _ = try display.output(of: "wmctrl", ["-i", "-r", hex(max), "-b", "add,maximized_vert,maximized_horz"])
        _ = try display.output(of: "xdotool", ["windowminimize", String(mini)])
        #expect(eventually { netState(full).isSuperset(of: fullScreen) && netState(max).isSuperset(of: maximised) && wmState(mini) == 3 })
        // (The maximised one fills the work area less the shelf the minimised one went into.)
        let place = { (window: WindowID) -> PixelRect? in
            guard let at = try? connection.rootPosition(0, 0, in: window), let size = try? connection.size(of: window) else { return nil }
            return PixelRect(x: at.x, y: at.y, width: size.0, height: size.1)
        }
        var filled: PixelRect?
        #expect(eventually {
            let now = place(max)
            defer { filled = now }
            return now.map { $0.x == 0 && $0.y == Self.titleBar && $0.width == 1280 && $0.height < 800 - Self.titleBar } == true && filled == now
        }, "maximised over the shelf: \(String(describing: filled))")

        kill(app.process.processIdentifier, SIGKILL)
        app.process.waitUntilExit()
        for window in [full, max, mini] {
            #expect(eventually { connection.parent(of: window) == root }, "back on the root (save-set)")
        }
        let again = try display.manage()
        defer { again.stop() }
        _ = try again.readyWindow()
        _ = try again.wait(for: "did-minimise") { $0["panel"] as? String == "mini" }
        #expect(eventually { wmState(mini) == 3 && netState(mini).isSuperset(of: hidden) }, "still minimised")
        #expect(eventually { netState(max).isSuperset(of: maximised) && wmState(max) == 1 }, "still maximised")
        #expect(eventually { place(max) == filled }, "filling the work area as before: \(String(describing: place(max)))")
        #expect(eventually { netState(full).isSuperset(of: fullScreen) && wmState(full) == 1 }, "still full screen")
        #expect(eventually {
            let frame = connection.parent(of: full) ?? root
            return frame != root && X11TestSupport.redirectError(of: frame, display: display.xvfb.display) == nil
                && (try? connection.size(of: full)) ?? (0, 0) == (1280, 800)
        }, "covering the screen, shown by the server")
        let active = (try? connection.property("_NET_ACTIVE_WINDOW", of: root))??.values32.first
        #expect(active != mini, "the minimised one not focused")
    }
}
