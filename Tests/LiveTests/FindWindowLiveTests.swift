@testable import App
import CXCB
import Desktop
import Foundation
import Glibc
import Input
import TestSupport
import Testing
@testable import X11

extension Live {
    /// Issue 26, "Find any window": under `flotilla manage`, a tap of Super alone and the pointer
    /// pushed into the top-left corner of the screen show exposé, and leave it.
    @Suite("Find any window, live", .enabled(if: FlotillaBinary.exists, "build the flotilla executable first (scripts/test does)"))
    struct FindWindowLiveTests {
        /// The times `event` was reported so far.
        static func count(_ event: String, in app: RunningFlotilla) -> Int { app.events.count { $0["event"] as? String == event } }

        /// Waits until exposé was entered `entered` times and left `left` times, and not more of either.
        static func expose(_ app: RunningFlotilla, entered: Int, left: Int) throws {
            _ = try app.wait(for: "did-enter-expose") { _ in count("did-enter-expose", in: app) >= entered && count("did-exit-expose", in: app) >= left }
            #expect(count("did-enter-expose", in: app) == entered && count("did-exit-expose", in: app) == left,
                    "entered \(count("did-enter-expose", in: app)) times, left \(count("did-exit-expose", in: app)) times: \(app.lines)")
        }

        /// With an xterm focused, a tap of Super shows exposé and another leaves it; Super+Left
        /// still tiles, with no exposé; the keyboard stays xterm's.
        @Test func aTapOfSuperTogglesExposeAndSuperLeftStillTiles() throws {
            let display = try ManagedDisplay()
            let app = try display.manage()
            defer { app.stop() }
            _ = try app.readyWindow()
            let typed = display.folders.state.appendingPathComponent("typed")
            try display.start("xterm", ["-geometry", "60x12+500+300", "-e", "sh", "-c", "read line; printf %s \"$line\" > \(typed.path)"])
            let xterm = try display.client(of: app, panel: "xterm")
            _ = try display.settled(app, "xterm")
            let root = display.connection.rootWindow
            #expect(eventually { (try? display.connection.property("_NET_ACTIVE_WINDOW", of: root))??.values32.first == xterm })

            try display.input.tap(.super)
            try Self.expose(app, entered: 1, left: 0)
            try display.input.tap(.super)
            _ = try app.wait(for: "did-exit-expose")

            // Super+Left tiles; its Super is no tap (a tap would show exposé: the next tap would leave it).
            try display.input.key(KeyPress(.left, modifiers: .super))
            _ = try app.wait(for: "did-tile") { $0["panel"] as? String == "xterm" && $0["arrangement"] as? String == "left-half" }
            try display.input.tap(.super)
            try Self.expose(app, entered: 2, left: 1)
            try display.input.tap(.super)
            try Self.expose(app, entered: 2, left: 2)

            _ = try display.output(of: "xdotool", ["type", "--delay", "10", "found"])
            _ = try display.output(of: "xdotool", ["key", "Return"])
            #expect(eventually { (try? String(contentsOf: typed, encoding: .utf8)) == "found" }, "typed into xterm")
        }

        /// Whether the topmost of the root's children at (0, 0) is the 1×1 hot corner.
        private static func cornerIsOnTop(_ display: ManagedDisplay) -> Bool {
            let connection = display.connection
            guard let children = try? connection.children(of: connection.rootWindow) else { return false }
            let top = children.last { window in
                guard display.isViewable(window), let at = try? connection.rootPosition(0, 0, in: window),
                      let size = try? connection.size(of: window) else { return false }
                return at.x <= 0 && at.y <= 0 && at.x + size.width > 0 && at.y + size.height > 0
            }
            return top.flatMap { try? connection.size(of: $0) }.map { $0 == (1, 1) } ?? false
        }

        /// With `desktop.hotCorner: instant`, the pointer's arrival in the top-left corner shows
        /// exposé once per arrival, over an xterm there too (full screen: raised above everything),
        /// and a click elsewhere in xterm is still xterm's.
        @Test func theInstantHotCornerTogglesExposeOncePerArrivalOverAnyWindow() throws {
            let display = try ManagedDisplay()
            try display.writeSettings("desktop:\n  hotCorner: instant\n")
            let app = try display.manage()
            defer { app.stop() }
            _ = try app.readyWindow()
            let typed = display.folders.state.appendingPathComponent("typed")
            // xterm reports presses to the program (X10 mouse reporting: ESC [ M …), which reads them as a line.
            try display.start("xterm", ["-geometry", "60x12+0+0", "-T", "corner", "-e", "sh", "-c",
                                        "printf '\\033[?9h'; read line; printf %s \"$line\" > \(typed.path)"])
            let xterm = try display.client(of: app, panel: "xterm")
            _ = try display.settled(app, "xterm")

            try display.input.move(to: 400, 300)
            try display.input.move(to: 0, 0)
            try Self.expose(app, entered: 1, left: 0)
            // Moving within the corner's pixel and staying there is one arrival; leaving and coming back is another.
            try display.input.move(to: 0, 0)
            try display.input.move(to: 300, 300)
            try display.input.move(to: 0, 0)
            try Self.expose(app, entered: 1, left: 1)

            // Full screen, xterm lies under the corner, raised above every window: the corner still works.
            _ = try display.output(of: "wmctrl", ["-r", "corner", "-b", "add,fullscreen"])
            #expect(eventually { (try? display.connection.rootPosition(0, 0, in: xterm)) == RootPoint(x: 0, y: 0) })
            #expect(eventually { (try? display.connection.size(of: xterm)).map { $0 == (1280, 800) } ?? false })
            // Its frame raised, the corner is raised above it again by the push after the next frame.
            #expect(eventually { Self.cornerIsOnTop(display) }, "the hot corner above the full-screen window")
            try display.input.move(to: 600, 400)
            try display.input.move(to: 0, 0)
            try Self.expose(app, entered: 2, left: 1)

            // A click elsewhere in xterm is xterm's: it reports it to the program (once its panel
            // rests after exposé: a moving panel's window takes no input).
            let settled = app.events.count { $0["event"] as? String == "did-settle" && $0["panel"] as? String == "xterm" }
            try display.input.move(to: 600, 400)
            try display.input.move(to: 0, 0)
            try Self.expose(app, entered: 2, left: 2)
            _ = try display.settled(app, "xterm", after: settled)
            try display.input.move(to: 300, 200, in: xterm)
            try display.input.press(button: 1)
            try display.input.release(button: 1)
            // Return goes where the keyboard is: once leaving exposé has given it back to xterm.
            #expect(eventually { display.has(focus: xterm) }, "xterm has the keyboard")
            _ = try display.output(of: "xdotool", ["key", "Return"])
            #expect(eventually { (try? String(contentsOf: typed, encoding: .utf8))?.contains("\u{1B}[M") == true }, "xterm reported the press")
            #expect(Self.count("did-enter-expose", in: app) == 2)
        }

        /// A window created over the instant corner (a menu, say: override-redirect, on top when
        /// made), then raised above it again, does not cover the hot corner for long: it still toggles exposé.
        @Test func theInstantHotCornerStaysAboveWindowsRaisedOverIt() throws {
            let display = try ManagedDisplay()
            try display.writeSettings("desktop:\n  hotCorner: instant\n")
            let app = try display.manage()
            defer { app.stop() }
            _ = try app.readyWindow()
            // (Exposé needs a window to show.)
            try display.start("xlogo", ["-geometry", "240x150+500+300"])
            _ = try display.client(of: app, panel: "xlogo")
            let connection = display.connection, root = connection.rootWindow
            let menu = xcb_generate_id(connection.raw)
            xcb_create_window(connection.raw, 0, menu, root, 0, 0, 200, 200, 0, UInt16(XCB_WINDOW_CLASS_INPUT_OUTPUT.rawValue), 0,
                              XCB_CW_OVERRIDE_REDIRECT.rawValue, [1])
            xcb_map_window(connection.raw, menu)
            connection.flush()
            defer { xcb_destroy_window(connection.raw, menu); connection.flush() }
            // The corner: the 1×1 window at (0, 0) of the root; on top, the last of its children.
            func cornerOnTop() -> Bool {
                (try? connection.children(of: root).last).flatMap { connection.rootRect(of: $0) } == PixelRect(x: 0, y: 0, width: 1, height: 1)
            }
            #expect(eventually { cornerOnTop() }, "the corner raised above the new window")
            try display.input.move(to: 400, 300)
            try display.input.move(to: 0, 0)
            try Self.expose(app, entered: 1, left: 0)

            connection.raise(menu)
            #expect(eventually { cornerOnTop() }, "the corner raised above the window raised over it")
            try display.input.move(to: 400, 300)
            try display.input.move(to: 0, 0)
            try Self.expose(app, entered: 1, left: 1)
        }

        /// The hot corner is a pressure barrier (issue 63): the pointer warped to the corner 100
        /// times (`xdotool mousemove 0 0`, as xdotool's own tests do) leaves exposé shut, and so does
        /// a pass along the top edge into it; a push into the corner — relative motion against the
        /// barriers, 150 px over half a second — shows it, once for the whole push. A push down
        /// against the bottom edge is told (where the dock comes up).
        @Test func theHotCornerFiresOnAPushNotOnAnArrival() throws {
            let display = try ManagedDisplay()
            let app = try display.manage()
            defer { app.stop() }
            _ = try app.readyWindow()
            try display.start("xlogo", ["-geometry", "240x150+500+300"])
            _ = try display.client(of: app, panel: "xlogo")
            for _ in 0..<100 {
                _ = try display.output(of: "xdotool", ["mousemove", "400", "300"])
                _ = try display.output(of: "xdotool", ["mousemove", "0", "0"])
            }
            // Along the top edge: pushing up a little, moving left a lot.
            try display.input.move(to: 300, 0)
            for _ in 0..<30 { try display.input.move(by: -10, -1) }
            try display.input.move(to: 40, 40)
            // A round trip through Flotilla: every event before it was handled.
            try display.input.tap(.super)
            try Self.expose(app, entered: 1, left: 0)
            try display.input.tap(.super)
            try Self.expose(app, entered: 1, left: 1)

            try display.input.move(to: 20, 20)
            for _ in 0..<15 {
                try display.input.move(by: -10, -10)
                Thread.sleep(forTimeInterval: 0.5 / 15)
            }
            try Self.expose(app, entered: 2, left: 1)

            try display.input.move(to: 600, 790)
            for _ in 0..<15 { try display.input.move(by: 0, 10) }
            let pushed = try app.wait(for: "did-push-bottom-edge")
            #expect((pushed["x"] as? Int, pushed["width"] as? Int) == (0, 1280))
        }

        /// A move an app asks for during exposé (`xdotool windowmove --sync`, which waits until the
        /// window is there) is granted at once, a real ConfigureNotify, and its panel is there when
        /// exposé ends.
        @Test func aMoveAskedDuringExposeIsGrantedAtOnceAndShownWhenItEnds() throws {
            let display = try ManagedDisplay()
            let app = try display.manage()
            defer { app.stop() }
            _ = try app.readyWindow()
            try display.start("xlogo", ["-geometry", "240x150+500+300"])
            let xlogo = try display.client(of: app, panel: "xlogo")
            let placed = try display.settled(app, "xlogo")
            try display.input.tap(.super)
            try Self.expose(app, entered: 1, left: 0)
            let moved = Process()
            moved.executableURL = URL(fileURLWithPath: "/usr/bin/xdotool")
            moved.arguments = ["windowmove", "--sync", String(xlogo), "100", "120"]
            moved.environment = display.environment
            try moved.run()
            #expect(eventually(within: 5) { !moved.isRunning }, "windowmove --sync returned during exposé")
            if moved.isRunning { moved.terminate() }
            #expect(try display.connection.rootPosition(0, 0, in: xlogo) == RootPoint(x: 100, y: 120 + placed.height - 150),
                    "the window is where it asked, under its title bar")
            let settles = app.events.count { $0["event"] as? String == "did-settle" && $0["panel"] as? String == "xlogo" }
            try display.input.tap(.super)
            let shown = try display.settled(app, "xlogo", after: settles)
            #expect((shown.x, shown.y) == (100, 120), "its panel there once exposé ended: \(shown)")
        }
    }
}
