@testable import App
import Assets
import CXCB
import Foundation
import Glibc
import Input
import Testing
import TestSupport
@testable import X11

extension Live {
    /// Issue 24, item 4: a hosted app torn off (`n`) becomes an ordinary window of the desktop,
    /// a child of the root (or of the window manager's frame), not redirected, where it was on
    /// the screen; under openbox, dragged by openbox's title bar back over Flotilla's window and
    /// let go, it is a panel again; the session remembers it torn off.
    @Suite("Apps torn off to the desktop, live", .enabled(if: FlotillaBinary.exists, "build the flotilla executable first (scripts/test does)"))
    struct AppTearOffLiveTests {
        static let scene = Assets.scene(named: "panels").path
        static let xlogo = "xlogo -geometry 240x150"

        /// Flotilla on the panels scene with xlogo (plus `extra` arguments), once xlogo's window
        /// is adopted: it, its window and xlogo's pid.
        func startWithXlogo(_ extra: [String] = ["--fresh"], environment: [String: String]? = nil) throws
            -> (app: RunningFlotilla, window: WindowID, pid: Int32) {
            let app = try RunningFlotilla(["--scene", Self.scene, "--app", Self.xlogo] + extra, environment: environment)
            do {
                let (window, _, _) = try app.readyWindow()
                let pid = try #require((try app.wait(for: "did-adopt")["pid"] as? Int).map(Int32.init))
                return (app, window, pid)
            } catch {
                app.stop()
                throw error
            }
        }

        /// The last did-settle frame of `panel`, waiting until there are more than `count`.
        func settled(_ app: RunningFlotilla, _ panel: String, after count: Int = 0) throws -> (x: Int, y: Int, width: Int, height: Int) {
            let matching = { app.events.filter { $0["event"] as? String == "did-settle" && $0["panel"] as? String == panel } }
            _ = try app.wait(for: "did-settle") { _ in matching().count > count }
            let frame = try #require(matching().last?["frame"] as? [String: Double])
            return (Int(frame["x"]!), Int(frame["y"]!), Int(frame["width"]!), Int(frame["height"]!))
        }

        /// The adopted client in Flotilla's window `window` (inside its frame).
        func adoptedClient(in window: WindowID, _ connection: X11Connection) throws -> WindowID {
            let frame = try #require(try connection.children(of: window).first)
            return try #require(try connection.children(of: frame).first)
        }

        /// xlogo's panel, settled, torn off with Super+n (xlogo has the keyboard): the client and
        /// where its content was on the root.
        func tearOffXlogo(_ app: RunningFlotilla, in window: WindowID, _ connection: X11Connection, _ input: SyntheticInput) throws
            -> (client: WindowID, content: RootPoint) {
            let frame = try settled(app, "xlogo")
            let client = try adoptedClient(in: window, connection)
            let content = try connection.rootPosition(frame.x, frame.y + 44, in: window)
            try input.move(to: frame.x + 40, frame.y + 80, in: window)
            try input.key(KeyPress(.character("n"), modifiers: .super))
            let torn = try app.wait(for: "did-tear-off") { $0["panel"] as? String == "xlogo" }
            let tornFrame = try #require(torn["frame"] as? [String: Double])
            #expect(tornFrame == ["x": Double(frame.x), "y": Double(frame.y), "width": Double(frame.width), "height": Double(frame.height)])
            return (client, content)
        }

        @Test func nTearsAHostedXlogoOffToTheDesktopWhereItWas() throws {
            let folders = try PrivateUserFolders()
            let (app, window, pid) = try startWithXlogo(environment: folders.environment())
            defer { app.stop() }
            defer { kill(pid, SIGTERM) }
            let connection = try X11Connection()
            let input = try SyntheticInput(connection: connection)
            let (client, content) = try tearOffXlogo(app, in: window, connection, input)

            // A child of the root again, not redirected (a second manual redirect is taken), at
            // the same place on the screen, still marked as the app's; its panel closes here.
            #expect(try connection.parent(of: client) == connection.rootWindow)
            #expect(X11TestSupport.redirectError(of: client) == nil, "no longer redirected")
            #expect(try connection.rootPosition(0, 0, in: client) == content)
            #expect(try connection.size(of: client) == (240, 150))
            #expect(connection.appMark(of: client) == "xlogo")
            _ = try app.wait(for: "did-close") { $0["panel"] as? String == "xlogo" }
            // The screen shows xlogo itself there now: its own pixels, drawn by the server.
            let own = try connection.capture(client)
            #expect(try eventually { try connection.capture(connection.rootWindow, area: PixelRect(x: content.x, y: content.y, width: 240, height: 150)).pixels == own.pixels },
                    "the root shows xlogo's own pixels where it lies")

            // Torn off, it is in the session; its window closing on the desktop ends it there:
            // Flotilla runs on, with no panel for it, and the session no longer lists it.
            #expect(eventually { (try? Self.savedSession(in: folders))?.contains("\"tornOffApps\"") == true }, "saved torn off")
            kill(pid, SIGTERM)
            _ = try app.wait(for: "did-app-exit") { $0["panel"] as? String == "xlogo" }
            #expect(app.process.isRunning)
            app.stop()
            #expect(app.process.terminationStatus == 0)
            #expect(!app.events.drop { $0["event"] as? String != "did-tear-off" }.contains { $0["event"] as? String == "did-present" },
                    "nothing shows its panel again")
            #expect(try !Self.savedSession(in: folders).contains("tornOffApps"), "nothing torn off any more")
        }

        /// The session file the run with `folders` saved.
        static func savedSession(in folders: PrivateUserFolders) throws -> String {
            let files = try FileManager.default.contentsOfDirectory(at: folders.state.appendingPathComponent("flotilla"), includingPropertiesForKeys: nil)
            return try String(contentsOf: try #require(files.first { $0.pathExtension == "json" }), encoding: .utf8)
        }

        /// Dragged by its title bar out of Flotilla's window, the app's window goes back to the
        /// desktop and follows the pointer until the button is let go.
        @Test func draggedOutOfTheWindowAnAppFollowsThePointerOnTheDesktop() throws {
            let (app, window, pid) = try startWithXlogo()
            defer { app.stop() }
            defer { kill(pid, SIGTERM) }
            let width = 1100  // the panels scene's
            let frame = try settled(app, "xlogo")
            let connection = try X11Connection()
            let client = try adoptedClient(in: window, connection)
            let input = try SyntheticInput(connection: connection)
            // Grabbed 100 pt in and 20 pt down its title bar, carried 150 pt past the window's right edge.
            let from = (x: frame.x + 100, y: frame.y + 20)
            let step = ((width + 150 - from.x) / 10, 3)
            try input.gesture(in: window, from: from, step: step, count: 10, interval: 0.02, rest: 0.15)
            _ = try app.wait(for: "did-tear-off") { $0["panel"] as? String == "xlogo" }
            let pointer = try connection.rootPosition(from.x + step.0 * 10, from.y + step.1 * 10, in: window)
            let expected = RootPoint(x: pointer.x - 100, y: pointer.y - 20 + 44)
            #expect(try connection.parent(of: client) == connection.rootWindow)
            #expect(eventually { (try? connection.rootPosition(0, 0, in: client)) == expected },
                    "under the pointer as it was grabbed: \(String(describing: try? connection.rootPosition(0, 0, in: client))) vs \(expected)")
        }

        /// Torn off, Flotilla quit, the app ended meanwhile: the next run starts it on the desktop
        /// (marked as that app's, so a later run knows it), not in a panel.
        @Test func anAppTornOffAndGoneStartsOnTheDesktopNextTime() throws {
            let folders = try PrivateUserFolders()
            let (first, window, pid) = try startWithXlogo([], environment: folders.environment())
            let connection = try X11Connection()
            let (client, _) = try tearOffXlogo(first, in: window, connection, try SyntheticInput(connection: connection))
            first.stop()
            kill(pid, SIGTERM)
            #expect(eventually { (try? connection.size(of: client)) == nil }, "xlogo ended, its window gone")

            let second = try RunningFlotilla(["--scene", Self.scene, "--app", Self.xlogo], environment: folders.environment())
            defer { second.stop() }
            let (mainAgain, _, _) = try second.readyWindow()
            var started: WindowID?
            #expect(eventually { started = try? connection.topLevelWindows().first { connection.appMark(of: $0) == "xlogo" }; return started != nil },
                    "a new xlogo maps on the desktop, marked as the app's")
            let fresh = try #require(started)
            defer { if let pid = connection.clientPID(of: fresh) { kill(pid, SIGTERM) } }
            #expect(connection.clientPID(of: fresh) != pid, "a new process (its window id may be the old one again)")
            #expect(try connection.parent(of: fresh) == connection.rootWindow)
            #expect(try connection.children(of: mainAgain).isEmpty, "nothing adopted into Flotilla's window")
            #expect(!second.events.contains { $0["event"] as? String == "did-adopt" })
        }

        @Test func underOpenboxATornOffAppDroppedOverFlotillaIsAPanelAgain() throws {
            try Openbox.run { openbox in
                let (app, window, pid) = try startWithXlogo(["--fresh", "--log-level", "info"], environment: openbox.environment)
                defer { app.stop() }
                defer { kill(pid, SIGTERM) }
                let (client, content) = try tearOffXlogo(app, in: window, openbox.connection, openbox.input)
                // Openbox frames it, leaving it where it was (USPosition, static gravity).
                let frame = try openbox.frame(of: client)
                let framed = try openbox.connection.rootPosition(0, 0, in: frame)
                #expect(try openbox.connection.rootPosition(0, 0, in: client) == content, "openbox's frame at \(framed), the content was at \(content)")

                // Resized by openbox (from its lower-right corner) with the pointer let go over
                // Flotilla's window: no drop, it stays on the desktop.
                try openbox.resize(client, by: (40, 30))
                #expect(eventually { app.standardError.contains("was resized to 280x180, not dropped") }, "\(app.standardError)")
                #expect(app.events.filter { $0["event"] as? String == "did-adopt" }.count == 1)
                #expect(try openbox.connection.parent(of: client) == frame)

                // Dragged by openbox's title bar until the pointer is over Flotilla's window, let go
                // there: its panel floats where the window was let go, at its new size.
                let settles = app.events.filter { $0["event"] as? String == "did-settle" && $0["panel"] as? String == "xlogo" }.count
                let dropped = try openbox.dragTitleBar(of: frame, client: client, to: try openbox.connection.rootPosition(500, 400, in: window))
                let again = try app.wait(for: "did-adopt") { _ in app.events.filter { $0["event"] as? String == "did-adopt" }.count == 2 }
                #expect(again["pid"] as? Int == Int(pid) && again["panel"] as? String == "xlogo")
                let presented = try app.wait(for: "did-present") { $0["panel"] as? String == "xlogo" }
                #expect(presented["state"] as? String == "floating")
                let panel = try settled(app, "xlogo", after: settles)
                #expect(try openbox.connection.rootPosition(panel.x, panel.y + 44, in: window) == dropped, "\(panel)")
                #expect(panel.width == 280 && panel.height == 180 + 44)
                #expect(try adoptedClient(in: window, openbox.connection) == client, "in Flotilla's window again")
                #expect(try openbox.connection.rootPosition(0, 0, in: client) == dropped, "the real window lies under its content")
                #expect(X11TestSupport.redirectError(of: try openbox.connection.parent(of: client), display: openbox.display) == 10,
                        "its frame redirected again")
            }
        }

        /// Torn off, Flotilla quit, run again: the app stays on the desktop (its window is not
        /// taken back, nor is a second xlogo started), and it docks as before.
        @Test func aSessionRemembersAnAppTornOff() throws {
            try Openbox.run { openbox in
                let (first, window, pid) = try startWithXlogo([], environment: openbox.environment)
                defer { kill(pid, SIGTERM) }
                let (client, content) = try tearOffXlogo(first, in: window, openbox.connection, openbox.input)
                let frame = try openbox.frame(of: client)
                first.stop()
                #expect(first.process.terminationStatus == 0)
                #expect(kill(pid, 0) == 0, "xlogo runs on")
                #expect(try openbox.connection.parent(of: client) == frame, "still on the desktop, in openbox's frame")
                let saved = try Self.savedSession(in: openbox.folders)
                #expect(saved.contains("\"tornOffApps\" : [\n    \"xlogo\"\n  ]"), "\(saved)")

                let second = try RunningFlotilla(["--scene", Self.scene, "--app", Self.xlogo], environment: openbox.environment)
                defer { second.stop() }
                let (mainAgain, _, _) = try second.readyWindow()
                // Apps are settled before the window maps: a round trip through Flotilla (its ready) is enough.
                #expect(try openbox.connection.parent(of: client) == frame, "left in openbox's frame")
                #expect(try openbox.connection.rootPosition(0, 0, in: client) == content)
                #expect(try openbox.xlogoWindows() == [client], "no second xlogo")
                // Flotilla's window opened over it: brought to the front as a taskbar would.
                try openbox.activate(client, in: frame, above: try openbox.frame(of: mainAgain))
                try openbox.dragTitleBar(of: frame, client: client, to: try openbox.connection.rootPosition(500, 400, in: mainAgain))
                let docked = try second.wait(for: "did-adopt", timeout: 5)
                #expect(docked["pid"] as? Int == Int(pid))
                #expect(try adoptedClient(in: mainAgain, openbox.connection) == client)
            }
        }
    }
}

/// Openbox on a private Xvfb, with a connection, XTEST input and private user folders there.
struct Openbox {
    let display: String
    let environment: [String: String]
    let folders: PrivateUserFolders
    let connection: X11Connection
    let input: SyntheticInput

    /// Runs `body` with openbox up (its `_NET_SUPPORTED` published) on an Xvfb of its own.
    static func run(_ body: (Openbox) throws -> Void) throws {
        try #require(FileManager.default.fileExists(atPath: "/usr/bin/openbox"), "openbox is installed (scripts/test installs it)")
        let xvfb = try PrivateXvfb(width: 1280, height: 800)
        let folders = try PrivateUserFolders()
        let environment = folders.environment(["DISPLAY": xvfb.display])
        let process = try startDesktopProgram("/usr/bin/openbox", arguments: ["--sm-disable"], environment: environment)
        defer { ProcessStats.stop(process) }
        let connection = try X11Connection(display: xvfb.display)
        #expect(eventually(within: 10) { (try? connection.windowManagerMovesWindows()) == true }, "openbox runs")
        try body(Openbox(display: xvfb.display, environment: environment, folders: folders, connection: connection,
                         input: try SyntheticInput(connection: connection)))
    }

    /// The window manager's frame around `client` (the root's child holding it), once openbox
    /// has framed it.
    func frame(of client: WindowID) throws -> WindowID {
        var frame = client
        try waitOnEvents(of: client, "openbox framed window \(client)") { c in
            frame = client
            while let reply = xcb_query_tree_reply(c, xcb_query_tree(c, frame), nil) {
                let parent = reply.pointee.parent, root = reply.pointee.root
                free(reply)
                if parent == root || parent == 0 { break }
                frame = parent
            }
            return frame != client
        }
        return frame
    }

    /// Asks openbox to activate `client` in `frame` as a taskbar would (`_NET_ACTIVE_WINDOW`,
    /// from a pager) and waits until its frame is above window `other` (another frame).
    func activate(_ client: WindowID, in frame: WindowID, above other: WindowID) throws {
        var message = xcb_client_message_event_t()
        message.response_type = UInt8(XCB_CLIENT_MESSAGE)
        message.format = 32
        message.window = client
        message.type = try connection.atom("_NET_ACTIVE_WINDOW")
        message.data.data32.0 = 2
        send(message)
        try waitOnEvents(of: frame, "openbox raised window \(client)") { c in
            guard let reply = xcb_query_tree_reply(c, xcb_query_tree(c, connection.rootWindow), nil) else { return false }
            defer { free(reply) }
            let children = Array(UnsafeBufferPointer(start: xcb_query_tree_children(reply), count: Int(xcb_query_tree_children_length(reply))))
            guard let mine = children.firstIndex(of: frame), let theirs = children.firstIndex(of: other) else { return false }
            return mine > theirs
        }
    }

    /// Waits on X events (StructureNotify on `window`, up to 10 s) until `condition` holds on a
    /// connection of its own; fails naming `what` when it does not.
    private func waitOnEvents(of window: WindowID, _ what: String, until condition: (OpaquePointer) -> Bool) throws {
        let c = try #require(xcb_connect(display, nil))
        defer { xcb_disconnect(c) }
        xcb_change_window_attributes(c, window, UInt32(XCB_CW_EVENT_MASK.rawValue), [XCB_EVENT_MASK_STRUCTURE_NOTIFY.rawValue])
        let deadline = Date().addingTimeInterval(10)
        while !condition(c) {
            // Events that came while the condition was asked: ask again before waiting.
            var came = false
            while let event = xcb_poll_for_event(c) {
                free(event)
                came = true
            }
            if came { continue }
            let left = deadline.timeIntervalSinceNow
            try #require(left > 0, "\(what) within 10 s")
            var descriptor = pollfd(fd: xcb_get_file_descriptor(c), events: Int16(POLLIN), revents: 0)
            _ = poll(&descriptor, 1, Int32(left * 1000))
        }
    }

    /// Presses on openbox's title bar over `client` in `frame`, drags in steps until the pointer
    /// is at `target` (root pixels) and lets go there; returns where the client then lies (moved
    /// as far as the pointer).
    @discardableResult
    func dragTitleBar(of frame: WindowID, client: WindowID, to target: RootPoint) throws -> RootPoint {
        let top = try connection.rootPosition(0, 0, in: frame), inner = try connection.rootPosition(0, 0, in: client)
        let from = RootPoint(x: inner.x + 60, y: (top.y + inner.y) / 2)
        try input.drag(from: from, to: target)
        return RootPoint(x: inner.x + target.x - from.x, y: inner.y + target.y - from.y)
    }

    /// Has openbox resize `client` from its lower-right corner (`_NET_WM_MOVERESIZE`, as a client
    /// asks, with button 1 held) by `delta` pixels, and waits until it has that size.
    func resize(_ client: WindowID, by delta: (Int, Int)) throws {
        let size = try connection.size(of: client)
        let corner = try connection.rootPosition(size.width - 4, size.height - 4, in: client)
        try input.move(to: corner.x, corner.y)
        try input.press(button: 1)
        var message = xcb_client_message_event_t()
        message.response_type = UInt8(XCB_CLIENT_MESSAGE)
        message.format = 32
        message.window = client
        message.type = try connection.atom("_NET_WM_MOVERESIZE")
        let bottomRight: UInt32 = 4, button: UInt32 = 1, fromApplication: UInt32 = 1
        message.data.data32 = (UInt32(corner.x), UInt32(corner.y), bottomRight, button, fromApplication)
        send(message)
        for i in 1...6 {
            Thread.sleep(forTimeInterval: 0.03)
            try input.move(to: corner.x + delta.0 * i / 6, corner.y + delta.1 * i / 6)
        }
        try waitOnEvents(of: client, "openbox resized window \(client)") { _ in
            guard let now = try? connection.size(of: client) else { return false }
            return now == (size.width + delta.0, size.height + delta.1)
        }
        try input.release(button: 1)
    }

    /// Sends `message` to the root, as a client asks its window manager.
    private func send(_ message: xcb_client_message_event_t) {
        var message = message
        let mask = XCB_EVENT_MASK_SUBSTRUCTURE_REDIRECT.rawValue | XCB_EVENT_MASK_SUBSTRUCTURE_NOTIFY.rawValue
        _ = withUnsafeBytes(of: &message) { bytes in
            xcb_send_event(connection.raw, 0, connection.rootWindow, mask, bytes.baseAddress!.assumingMemoryBound(to: CChar.self))
        }
        connection.flush()
    }

    /// Every client window of class xlogo on the screen (in openbox's frames or on the root).
    func xlogoWindows() throws -> [WindowID] {
        try connection.topLevelWindows().flatMap { [$0] + (try connection.children(of: $0)) }.filter {
            try connection.property("WM_CLASS", of: $0)?.string.hasPrefix("xlogo\0") == true
        }
    }
}

extension X11Connection {
    /// The parent of `window` (one round trip).
    func parent(of window: WindowID) throws -> WindowID {
        let reply = try #require(xcb_query_tree_reply(raw, xcb_query_tree(raw, window), nil))
        defer { free(reply) }
        return reply.pointee.parent
    }
}
