@testable import App
@testable import Bench
import Assets
import CXCB
import Desktop
import Foundation
import Glibc
import Input
import TestSupport
import Testing
@testable import X11

/// Issue 25, continued: the window states `flotilla manage` keeps (full screen, maximised, the
/// docks' work area) and the protocols it speaks with windows (ping, sync requests).
extension Live.ManageLiveTests {
    @Test func aFullScreenWindowIsShownByTheServerAndFlotillaRestsWhileItRepaints() throws {
        let display = try ManagedDisplay()
        let app = try display.manage()
        defer { app.stop() }
        _ = try app.readyWindow()
        try display.start("xterm", ["-geometry", "40x8+100+100", "-T", "busy", "-e", "sh", "-c", "while true; do date +%N; done"])
        let client = try display.client(of: app, panel: "xterm")
        let panel = try display.settled(app, "xterm")
        let frame = try #require(display.connection.parent(of: client))
        _ = try display.output(of: "wmctrl", ["-r", "busy", "-b", "add,fullscreen"])
        // Said to be full screen (written last), it covers the screen and is unredirected: another
        // client may redirect it now.
        let fullScreen = try display.connection.atom("_NET_WM_STATE_FULLSCREEN")
        #expect(eventually { ((try? display.connection.property("_NET_WM_STATE", of: client))??.values32 ?? []).contains(fullScreen) },
                "in full screen")
        #expect(try display.connection.size(of: client) == (1280, 800))
        #expect(try display.connection.rootPosition(0, 0, in: client) == RootPoint(x: 0, y: 0))
        #expect(X11TestSupport.redirectError(of: frame, display: display.xvfb.display) == nil, "unredirected")
        // The screen shows what xterm draws, and Flotilla uses no CPU while it does.
        let ticks = { ProcessStats.cpuTicks(app.process.processIdentifier) }
        // (Once what entering full screen set going — the memory trim after rest, the session
        // file written up to SessionSaver.delay after the change — is done: a quiet spell longer
        // than that delay. A half-second one could end just before the save: 1 tick, under load.)
        #expect(eventually { let start = ticks(); Thread.sleep(forTimeInterval: SessionSaver.delay * 2); return ticks() == start })
        let before = ticks()
        Thread.sleep(forTimeInterval: 2)
        #expect(ticks() - before == 0, "CPU ticks of Flotilla over 2 s of a full-screen window repainting")
        // (Its right half, where the lines it prints never reach, holds still between two reads.)
        let still = PixelRect(x: 640, y: 0, width: 640, height: 800)
        #expect(try display.connection.capture(display.connection.rootWindow, area: still).pixels == display.connection.capture(client, area: still).pixels)

        // Leaving full screen, it is Flotilla's again, back under its panel's content.
        _ = try display.output(of: "wmctrl", ["-r", "busy", "-b", "remove,fullscreen"])
        // Probed only once Flotilla answered (it redirects the frame before it writes the state):
        // a probe's own redirect, made before Flotilla's, would be the one that holds the frame.
        #expect(eventually { !((try? display.connection.property("_NET_WM_STATE", of: client))??.values32 ?? [fullScreen]).contains(fullScreen) },
                "out of full screen")
        #expect(eventually { X11TestSupport.redirectError(of: frame, display: display.xvfb.display) != nil }, "redirected again")
        #expect(eventually { (try? display.connection.rootPosition(0, 0, in: client)) == RootPoint(x: panel.x, y: panel.y + Self.titleBar) })
    }

    /// A window kept above (`wmctrl -b add,above`) stays over another that is activated; let go,
    /// it is covered again.
    @Test func aWindowKeptAboveStaysOverTheOthers() throws {
        let display = try ManagedDisplay()
        let app = try display.manage()
        defer { app.stop() }
        _ = try app.readyWindow()
        let connection = display.connection, root = connection.rootWindow
        try display.start("xlogo", ["-name", "first", "-geometry", "240x150+100+100"])
        let first = try display.client(of: app, panel: "first")
        _ = try display.settled(app, "first")
        try display.start("xlogo", ["-name", "second", "-geometry", "240x150+200+150"])
        let second = try display.client(of: app, panel: "second")
        _ = try display.settled(app, "second")
        let stacking = { (try? connection.property("_NET_CLIENT_LIST_STACKING", of: root))??.values32 ?? [] }
        let hex = { (window: WindowID) in "0x" + String(window, radix: 16) }
        #expect(eventually { stacking().last == second })

        _ = try display.output(of: "wmctrl", ["-i", "-r", hex(first), "-b", "add,above"])
        #expect(eventually { stacking().last == first })
        let above = try connection.atom("_NET_WM_STATE_ABOVE")
        #expect(eventually { (try? connection.property("_NET_WM_STATE", of: first))??.values32.contains(above) == true })
        _ = try display.output(of: "wmctrl", ["-i", "-a", hex(second)])
        #expect(eventually { connection.inputFocus() == second }, "activated")
        #expect(stacking().last == first, "still over it")
        // Where they overlap (away from the first one's rounded corner), the screen shows its pixels.
        let overlap = PixelRect(x: 200, y: 194, width: 120, height: 80)
        #expect(try eventually {
            try connection.capture(root, area: overlap).pixels == connection.capture(first, area: PixelRect(x: 100, y: 50, width: 120, height: 80)).pixels
        })

        _ = try display.output(of: "wmctrl", ["-i", "-r", hex(first), "-b", "remove,above"])
        _ = try display.output(of: "wmctrl", ["-i", "-a", hex(second)])
        #expect(eventually { stacking().last == second }, "covered again")
    }

    /// A window that sets its `_NET_WM_STATE` before it maps (as GTK does for a window shown
    /// maximised or kept above) starts in those states.
    @Test func aWindowStartsInTheStatesItSetBeforeMapping() throws {
        let display = try ManagedDisplay()
        let app = try display.manage()
        defer { app.stop() }
        _ = try app.readyWindow()
        let connection = display.connection, raw = connection.raw, root = connection.rootWindow
        let window = xcb_generate_id(raw)
        xcb_create_window(raw, UInt8(XCB_COPY_FROM_PARENT), window, root, 100, 100, 300, 200, 0,
                          UInt16(XCB_WINDOW_CLASS_INPUT_OUTPUT.rawValue), 0, UInt32(XCB_CW_BACK_PIXEL.rawValue), [0x5E81AC])
        let wmClass = Array("asking\0asking\0".utf8)
        xcb_change_property(raw, UInt8(XCB_PROP_MODE_REPLACE.rawValue), window, XCB_ATOM_WM_CLASS.rawValue, XCB_ATOM_STRING.rawValue, 8,
                            UInt32(wmClass.count), wmClass)
        let asked = try ["_NET_WM_STATE_MAXIMIZED_VERT", "_NET_WM_STATE_MAXIMIZED_HORZ", "_NET_WM_STATE_ABOVE"].map { try connection.atom($0) }
        xcb_change_property(raw, UInt8(XCB_PROP_MODE_REPLACE.rawValue), window, try connection.atom("_NET_WM_STATE"), XCB_ATOM_ATOM.rawValue, 32,
                            UInt32(asked.count), asked)
        xcb_map_window(raw, window)
        connection.flush()
        defer {
            xcb_destroy_window(raw, window)
            connection.flush()
        }
        #expect(try display.settled(app, "asking") == (0, 0, 1280, 800), "maximised: the work area")
        let state = Set((try connection.property("_NET_WM_STATE", of: window)?.values32) ?? [])
        #expect(state.isSuperset(of: asked), "its states kept")
        // Kept above: a window mapped after it stays under it.
        try display.start("xlogo", ["-geometry", "240x150+200+200"])
        let xlogo = try display.client(of: app, panel: "xlogo")
        #expect(eventually { connection.inputFocus() == xlogo })
        #expect(eventually { (try? connection.property("_NET_CLIENT_LIST_STACKING", of: root))??.values32.last == window })
    }

    /// A window that asks to start iconic (`-iconic`: WM_HINTS' initial state) starts minimised,
    /// and shows when activated.
    @Test func aWindowAskingToStartIconicStartsMinimised() throws {
        let display = try ManagedDisplay()
        let app = try display.manage()
        defer { app.stop() }
        _ = try app.readyWindow()
        try display.start("xlogo", ["-iconic", "-geometry", "240x150+200+200"])
        let xlogo = try display.client(of: app, panel: "xlogo")
        _ = try app.wait(for: "did-minimise") { $0["panel"] as? String == "xlogo" }
        let wmState = { (try? display.connection.property("WM_STATE", of: xlogo))??.values32.first }
        #expect(eventually { wmState() == 3 }, "IconicState")
        _ = try display.output(of: "xdotool", ["windowactivate", String(xlogo)])
        _ = try app.wait(for: "did-restore") { $0["panel"] as? String == "xlogo" }
        #expect(eventually { wmState() == 1 }, "NormalState")
    }

    @Test func maximisedAWindowFillsTheMonitorItIsOn() throws {
        let display = try ManagedDisplay()
        for (name, x, output) in [("left", 0, "screen"), ("right", 640, "none")] {
            #expect(try display.output(of: "xrandr", ["--setmonitor", name, "640/169x800/212+\(x)+0", output]).status == 0)
        }
        #expect(display.connection.monitors().count == 2)
        let app = try display.manage()
        defer { app.stop() }
        _ = try app.readyWindow()
        try display.start("xlogo", ["-geometry", "240x150+800+200"])
        let client = try display.client(of: app, panel: "xlogo")
        _ = try display.settled(app, "xlogo")
        _ = try display.output(of: "wmctrl", ["-r", "xlogo", "-b", "add,maximized_vert,maximized_horz"])
        #expect(try display.settled(app, "xlogo", after: 1) == (640, 0, 640, 800))
        #expect(try display.connection.size(of: client) == (640, 800 - Self.titleBar))
        _ = try display.output(of: "wmctrl", ["-r", "xlogo", "-b", "remove,maximized_vert,maximized_horz"])
        #expect(try display.settled(app, "xlogo", after: 2) == (800, 200, 240, 150 + Self.titleBar))
        // Full screen covers that monitor only.
        _ = try display.output(of: "wmctrl", ["-r", "xlogo", "-b", "add,fullscreen"])
        #expect(eventually { (try? display.connection.size(of: client)).map { $0 == (640, 800) } ?? false })
        #expect(try display.connection.rootPosition(0, 0, in: client) == RootPoint(x: 640, y: 0))
    }

    @Test func aDockWithABottomStrutShrinksTheWorkAreaAndMaximiseKeepsClearOfIt() throws {
        let display = try ManagedDisplay()
        let app = try display.manage()
        defer { app.stop() }
        _ = try app.readyWindow()
        let root = display.connection.rootWindow
        // One work area for each of the 4 spaces.
        #expect(try display.connection.property("_NET_WORKAREA", of: root)?.values32 == Array([[UInt32]](repeating: [0, 0, 1280, 800], count: 4).joined()))
        // A window at the foot of the screen moves up out of the dock's strip when it comes.
        let low = try display.start("xterm", ["-geometry", "40x8+600+640"])
        _ = try display.client(of: app, panel: "xterm")
        let before = try display.settled(app, "xterm")
        #expect(before.y + before.height > 760)
        let dock = try display.start("python3", [Self.typedWindow, "DOCK", "0", "760", "1280", "40", "2E7D32", "40"])
        let cleared = try display.settled(app, "xterm", after: 1)
        #expect(cleared.y + cleared.height <= 760 && cleared.x == before.x, "\(cleared)")
        ProcessStats.stop(low)
        #expect(eventually { (try? display.connection.property("_NET_WORKAREA", of: root))??.values32.prefix(4) == [0, 0, 1280, 760] })
        // Not a panel: shown as it is, by the server, at the foot of the screen (xterm, ended,
        // leaves the list once Flotilla has seen it go).
        #expect(eventually { (try? display.connection.property("_NET_CLIENT_LIST", of: root))??.values32.isEmpty != false })
        let strip = try display.connection.capture(root, area: PixelRect(x: 0, y: 760, width: 1280, height: 40))
        #expect(strip.pixels.allSatisfy { $0 & 0xFF_FFFF == 0x2E7D32 }, "the dock's own green")

        try display.start("xlogo", ["-geometry", "240x150+300+200"])
        _ = try display.client(of: app, panel: "xlogo")
        _ = try display.settled(app, "xlogo")
        _ = try display.output(of: "wmctrl", ["-r", "xlogo", "-b", "add,maximized_vert,maximized_horz"])
        #expect(try display.settled(app, "xlogo", after: 1) == (0, 0, 1280, 760))
        // The dock quits: the maximised window grows back over its strip, as a tile would.
        ProcessStats.stop(dock)
        #expect(eventually { (try? display.connection.property("_NET_WORKAREA", of: root))??.values32.prefix(4) == [0, 0, 1280, 800] })
        #expect(try display.settled(app, "xlogo", after: 2) == (0, 0, 1280, 800))
    }

    /// Closed, a window that hangs (it answers no `_NET_WM_PING`) is ended by a second close a
    /// second later, not five.
    @Test func aWindowThatAnswersNoPingIsEndedByASecondClose() throws {
        let display = try ManagedDisplay()
        let app = try display.manage()
        defer { app.stop() }
        let (overlay, _, _) = try app.readyWindow()
        let client = TestClients.misbehave
        let hung = try display.start("python3", [client, "hangs"])
        let panel = try #require(try app.wait(for: "did-adopt")["panel"] as? String)
        let frame = try display.settled(app, panel)
        func pressClose() throws {
            try display.input.move(to: frame.x + 22, frame.y + 22, in: overlay)
            try display.input.press(button: 1)
            try display.input.release(button: 1)
        }
        try pressClose()
        _ = try app.wait(for: "did-request-close")
        Thread.sleep(forTimeInterval: 1.3)
        #expect(hung.isRunning, "asked once, it stays")
        try pressClose()
        _ = try app.wait(for: "did-close") { $0["panel"] as? String == panel }
        #expect(eventually { !hung.isRunning }, "killed (KillClient)")
        #expect(app.process.isRunning)
    }

    /// Resized, a GTK window is asked to say when it has drawn at its new size
    /// (`_NET_WM_SYNC_REQUEST`): its counter follows each resize, and its panel shows it whole.
    @Test func aResizedGtkWindowAnswersSyncRequests() throws {
        let display = try ManagedDisplay()
        let app = try display.manage()
        defer { app.stop() }
        _ = try app.readyWindow()
        try display.start("zenity", ["--entry", "--title", "Entry", "--text", "hello"])
        _ = try app.wait(for: "did-adopt") { $0["panel"] as? String == "zenity" }
        // (did-adopt is told as the window is adopted, before the pass's push lists it.)
        let listed = { (try? display.connection.property("_NET_CLIENT_LIST", of: display.connection.rootWindow))??.values32.first }
        #expect(eventually { listed() != nil }, "listed")
        let client = try #require(listed())
        _ = try display.settled(app, "zenity")
        let counter = try #require(try display.connection.property("_NET_WM_SYNC_REQUEST_COUNTER", of: client)?.values32.first)
        let c = display.connection.raw
        free(xcb_sync_initialize_reply(c, xcb_sync_initialize(c, 3, 1), nil))
        func value() -> UInt32 {
            guard let reply = xcb_sync_query_counter_reply(c, xcb_sync_query_counter(c, counter), nil) else { return 0 }
            defer { free(reply) }
            return reply.pointee.counter_value.lo
        }
        let before = value()
        for (step, size) in [(400, 300), (500, 350)].enumerated() {
            _ = try display.output(of: "wmctrl", ["-r", "Entry", "-e", "0,100,100,\(size.0),\(size.1)"])
            let panel = try display.settled(app, "zenity", after: step + 1)
            #expect((panel.width, panel.height) == (size.0, size.1 + Self.titleBar))
            #expect(eventually { value() == before + UInt32(step + 1) }, "the counter at \(value()), \(step + 1) resizes on")
            // What the panel shows is what the window drew at that size (above the panel's rounded foot).
            let rows = size.1 - 16
            #expect(try eventually {
                try display.connection.capture(display.connection.rootWindow, area: PixelRect(x: 100, y: 100 + Self.titleBar, width: size.0, height: rows)).pixels
                    == display.connection.capture(client, area: PixelRect(x: 0, y: 0, width: size.0, height: rows)).pixels
            })
        }
    }

    /// A window its program withdraws (unmaps, as GTK hides a dialog) leaves its panel and is given
    /// back unmapped — nothing of it shows or takes the pointer where it was —, and mapped again
    /// it is a panel again.
    @Test func aWithdrawnWindowIsGivenBackUnmappedAndIsAPanelAgainWhenMapped() throws {
        let display = try ManagedDisplay()
        let app = try display.manage()
        defer { app.stop() }
        let (overlay, _, _) = try app.readyWindow()
        let connection = display.connection, root = connection.rootWindow
        let (xlogo, frame) = try display.startXlogo(under: app)
        _ = try display.output(of: "xdotool", ["windowunmap", String(xlogo)])
        _ = try app.wait(for: "did-close") { $0["panel"] as? String == "xlogo" }
        #expect(eventually { !display.isViewable(xlogo) }, "left unmapped")
        #expect(connection.parent(of: xlogo) == root)
        #expect(try connection.property("WM_STATE", of: xlogo) == nil, "withdrawn: no WM_STATE")
        try display.input.move(to: frame.x + 120, frame.y + 100, in: overlay)
        #expect(eventually { connection.pointerChain().isEmpty }, "nothing takes the pointer there: \(connection.pointerReport())")

        _ = try display.output(of: "xdotool", ["windowmap", String(xlogo)])
        _ = try app.wait(for: "did-adopt") { _ in app.events.count { $0["event"] as? String == "did-adopt" } == 2 }
        #expect(eventually { display.isViewable(xlogo) && connection.parent(of: xlogo).map { $0 != root } == true }, "a panel's again")
    }

    /// Issue 59: an app writing the same `WM_NORMAL_HINTS` again and again (gtk4-widget-factory's
    /// spinners, about 15 times a second) lays nothing out and draws nothing: the debug log shows
    /// every write read and no frame drawn among them.
    @Test func theSameSizeHintsWrittenAgainDrawNoFrame() throws {
        let display = try ManagedDisplay()
        let app = try display.manage(["--log-level", "debug"])
        defer { app.stop() }
        _ = try app.readyWindow()
        let (xlogo, _) = try display.startXlogo(under: app)
        let c = display.connection
        let hints = try #require(c.rawProperty(XCB_ATOM_WM_NORMAL_HINTS.rawValue, of: xlogo, words: 18))
        let log = { app.standardError }
        #expect(eventually {
            let start = log().count
            Thread.sleep(forTimeInterval: 0.5)
            return !log().dropFirst(start).contains("drawn in")
        }, "Flotilla at rest")
        let mark = log().count
        let writes = 30
        for _ in 0..<writes {
            xcb_change_property(c.raw, UInt8(XCB_PROP_MODE_REPLACE.rawValue), xlogo, XCB_ATOM_WM_NORMAL_HINTS.rawValue, hints.type,
                                UInt8(hints.format), UInt32(hints.bytes.count * 8 / hints.format), hints.bytes)
            c.flush()
            Thread.sleep(forTimeInterval: 1.0 / 30)
        }
        let read = { log().dropFirst(mark).components(separatedBy: "sizeHintsChanged").count - 1 }
        #expect(eventually { read() >= writes }, "every write read: \(read())")
        let since = String(log().dropFirst(mark))
        let last = try #require(since.range(of: "sizeHintsChanged", options: .backwards))
        #expect(!since[..<last.lowerBound].contains("drawn in"), "no frame drawn for hints that changed nothing")
    }
}
