@testable import App
@testable import Bench
import Assets
import Desktop
import Foundation
import Glibc
import Render
import TestSupport
import Testing
@testable import X11

extension Live {
    /// Apps that draw their own title bar (gtk3-demo's header bar; `_MOTIF_WM_HINTS` asks for no
    /// decorations), each on a private Xvfb: no title bar of Flotilla's; the header bar drags its
    /// panel — through the ConfigureRequests GTK sends when no window manager moves windows, and
    /// through `_NET_WM_MOVERESIZE` under openbox — and a flick throws it; the shadow GTK draws
    /// itself (`_GTK_FRAME_EXTENTS`) lies outside the panel's frame.
    @Suite("Apps that draw their own title bar, live",
           .enabled(if: FlotillaBinary.exists && FileManager.default.fileExists(atPath: "/usr/bin/gtk3-demo"),
                    "needs the flotilla executable and gtk3-demo (scripts/test installs both)"))
    struct ClientDecorationsLiveTests {
        /// A 1200×760 window with nothing but the app, pinning off: a drag or flick ends floating.
        static let scene: String = {
            let url = FileManager.default.temporaryDirectory.appendingPathComponent("flotilla-csd-\(getpid()).json")
            try? Data(#"{"version": 1, "size": {"width": 1200, "height": 760}, "floating": {"pinning": {"enabled": false}}}"#.utf8).write(to: url)
            return url.path
        }()
        static let desktop = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
            .appendingPathComponent("Clients/frame-extents-desktop.py").path

        /// A private Xvfb with `programs` running on it (waited for with `ready`), Flotilla
        /// hosting gtk3-demo there, and gtk3-demo's settled frame.
        final class Hosting {
            let xvfb: PrivateXvfb
            let programs: [Process]
            let app: RunningFlotilla
            let connection: X11Connection
            let window: WindowID
            let client: WindowID
            let pid: Int32

            init(programs paths: [[String]], ready: (X11Connection) -> Bool) throws {
                xvfb = try PrivateXvfb(width: 1280, height: 800)
                let folders = try PrivateUserFolders()
                let environment = folders.environment(["DISPLAY": xvfb.display])
                programs = try paths.map { try startDesktopProgram($0[0], arguments: Array($0.dropFirst()), environment: environment) }
                let connection = try X11Connection(display: xvfb.display)
                #expect(eventually(within: 10) { ready(connection) }, "\(paths) run")
                self.connection = connection
                app = try RunningFlotilla(["--scene", ClientDecorationsLiveTests.scene, "--fresh", "--app", "gtk3-demo"], environment: environment)
                (window, _, _) = try app.readyWindow()
                let adopt = try app.wait(for: "did-adopt", timeout: 20)
                pid = Int32(try #require(adopt["pid"] as? Int))
                let frame = try #require(try connection.children(of: window).first)
                client = try #require(try connection.children(of: frame).first)
            }

            func stop() {
                kill(pid, SIGKILL)
                app.stop()
                for program in programs { ProcessStats.stop(program) }
            }

            /// The last settle frame of gtk3-demo's panel, waiting for the `count + 1`th.
            func settled(after count: Int = 0) throws -> (x: Int, y: Int, width: Int, height: Int) {
                let settles = { self.app.events.filter { $0["event"] as? String == "did-settle" && $0["panel"] as? String == "gtk3-demo" } }
                _ = try app.wait(for: "did-settle", timeout: 10) { _ in settles().count > count }
                let frame = try #require(settles().last?["frame"] as? [String: Double])
                return (Int(frame["x"]!), Int(frame["y"]!), Int(frame["width"]!), Int(frame["height"]!))
            }
        }

        @Test(arguments: ["none", "/usr/bin/openbox"])
        func gtk3DemosHeaderBarDragsAndThrowsItsPanel(manager: String) throws {
            let hosting = try Hosting(programs: manager == "none" ? [] : [[manager, "--sm-disable"]]) { connection in
                manager == "none" || (try? connection.windowManagerMovesWindows()) == true
            }
            defer { hosting.stop() }
            let connection = hosting.connection, window = hosting.window
            var frame = try hosting.settled()
            try expectFillsItsFrame(hosting, frame)
            // No title bar of Flotilla's: the panel's top rows are the app's own header bar.
            let strip = PixelRect(x: 20, y: 8, width: frame.width - 40, height: 24)
            var own: [UInt32] = [], drawn: [UInt32] = []
            #expect(try eventually {
                own = Image(try connection.capture(hosting.client, area: strip)).pixels
                drawn = Image(try connection.capture(window, area: PixelRect(x: frame.x + strip.x, y: frame.y + strip.y, width: strip.width,
                                                                              height: strip.height))).pixels
                return own == drawn
            }, "the header bar is drawn where a title bar would be: \(own.prefix(4)) vs \(drawn.prefix(4))")

            // Dragged by its header bar (away from its buttons) and let go at rest: it moved as far as the pointer.
            let input = try SyntheticInput(connection: connection)
            let grab = (x: frame.x + frame.width / 2, y: frame.y + 20)
            try input.gesture(in: window, from: grab, step: (10, 3), count: 10, interval: 0.02, rest: 0.3)
            let moved = try hosting.settled(after: 1)
            #expect(moved.x == frame.x + 100 && moved.y == frame.y + 30, "from \(frame) to \(moved)")
            try expectFillsItsFrame(hosting, moved)
            #expect(hosting.app.events.contains { $0["event"] as? String == "did-begin-dragging" && $0["panel"] as? String == "gtk3-demo" })

            // Flicked left: it flies on past where the pointer let go.
            frame = moved
            try input.gesture(in: window, from: (frame.x + frame.width / 2, frame.y + 20), step: (-12, 0), count: 6, interval: 0.016)
            let thrown = try hosting.settled(after: 2)
            let ended = try #require(hosting.app.events.last { $0["event"] as? String == "did-end-dragging" })
            let velocity = try #require(ended["velocity"] as? [String: Double])
            #expect(velocity["dx"]! < -300, "thrown leftwards: \(velocity)")
            #expect(thrown.x < frame.x - 72 - 20, "carried on past the release (72 px left): \(frame) → \(thrown)")
            try expectFillsItsFrame(hosting, thrown)
        }

        @Test func theShadowGtkDrawsItselfLiesOutsideThePanelsFrame() throws {
            // A desktop whose window manager lets GTK draw its shadows (as GNOME's does), composited.
            let hosting = try Hosting(programs: [["/usr/bin/xcompmgr"], ["/usr/bin/python3", Self.desktop]]) { connection in
                (try? connection.compositingManagerRuns()) == true && (try? connection.property("_NET_SUPPORTED", of: connection.rootWindow)) != nil
            }
            defer { hosting.stop() }
            let connection = hosting.connection
            let frame = try hosting.settled()
            let extents = try #require(try connection.property("_GTK_FRAME_EXTENTS", of: hosting.client)?.values32.map(Int.init))
            #expect(extents.count == 4 && extents.allSatisfy { $0 > 10 }, "GTK draws its own shadow: \(extents)")
            // The window is the frame grown by the shadow on each side (left, right, top, bottom).
            let origin = try connection.rootPosition(frame.x - extents[0], frame.y - extents[2], in: hosting.window)
            #expect(try connection.rootPosition(0, 0, in: hosting.client) == origin)
            #expect(try connection.size(of: hosting.client) == (frame.width + extents[0] + extents[1], frame.height + extents[2] + extents[3]))
        }

        /// gtk3-demo's window lies exactly on its panel's frame (no title bar above it).
        func expectFillsItsFrame(_ hosting: Hosting, _ frame: (x: Int, y: Int, width: Int, height: Int)) throws {
            let connection = hosting.connection
            #expect(try connection.rootPosition(0, 0, in: hosting.client) == (try connection.rootPosition(frame.x, frame.y, in: hosting.window)))
            #expect(try connection.size(of: hosting.client) == (frame.width, frame.height))
        }
    }
}
