@testable import App
@testable import Bench
import Assets
import CXCB
import Desktop
import Foundation
import Glibc
import Input
import Render
import TestSupport
import Testing
@testable import X11

extension Live {
    /// Real programs in panels (`run --app`): xlogo's window is taken into Flotilla's window,
    /// redirected, its pixels drawn in the panel; thrown and settled, the real window lies exactly
    /// under its drawn content; in exposé its pixels are scaled in its cell; typed keys reach xterm.
    @Suite("Apps in panels, live", .enabled(if: FlotillaBinary.exists, "build the flotilla executable first (scripts/test does)"))
    struct AppPanelLiveTests {
        static let scene = Assets.scene(named: "panels").path

        /// Starts flotilla with `apps`; returns it, its window and the adopted app's panel frame
        /// once it settled.
        func start(_ apps: [String], extra: [String] = [], quiet: Bool = false) throws -> (RunningFlotilla, WindowID) {
            let app = try RunningFlotilla(["--scene", Self.scene, "--fresh"] + apps.flatMap { ["--app", $0] } + extra, quiet: quiet)
            let (id, _, _) = try app.readyWindow()
            return (app, id)
        }

        /// The settle frame of panel `panel` (the last did-settle so far, waiting for one after `count` of them).
        func settled(_ app: RunningFlotilla, _ panel: String, after count: Int = 0) throws -> (x: Int, y: Int, width: Int, height: Int) {
            _ = try app.wait(for: "did-settle") { _ in
                app.events.filter { $0["event"] as? String == "did-settle" && $0["panel"] as? String == panel }.count > count
            }
            let last = try #require(app.events.last { $0["event"] as? String == "did-settle" && $0["panel"] as? String == panel })
            let frame = try #require(last["frame"] as? [String: Double])
            return (Int(frame["x"]!), Int(frame["y"]!), Int(frame["width"]!), Int(frame["height"]!))
        }

        /// The adopted client inside Flotilla's window `window`: its frame and the client.
        func adopted(in window: WindowID, _ connection: X11Connection) throws -> (frame: WindowID, client: WindowID) {
            let frames = try connection.children(of: window)
            let frame = try #require(frames.first)
            return (frame, try #require(try connection.children(of: frame).first))
        }

        @Test func xlogoIsDrawnInItsPanelAndLiesUnderItsDrawnContent() throws {
            let (app, window) = try start(["xlogo -geometry 500x300"])
            defer { app.stop() }
            let adopt = try app.wait(for: "did-adopt")
            #expect(adopt["panel"] as? String == "xlogo" && adopt["app"] as? String == "xlogo")
            var frame = try settled(app, "xlogo")
            let connection = try X11Connection()
            let (frameWindow, client) = try adopted(in: window, connection)
            #expect(connection.clientPID(of: client) == (adopt["pid"] as? Int).map(Int32.init))
            #expect(X11TestSupport.redirectError(of: frameWindow) == 10, "redirected by Flotilla: a second manual redirect is refused")
            try expectDrawnWhereItLies(client, in: window, panel: frame, connection)

            // Thrown by its title bar: once settled, the real window has followed.
            let input = try SyntheticInput(connection: connection)
            try input.gesture(in: window, from: (frame.x + 100, frame.y + 20), step: (-5, 4), count: 6, interval: 0.016)
            frame = try settled(app, "xlogo", after: 1)
            #expect(frame.x < 300 && frame.x >= 0 && frame.y + frame.height <= 700, "it moved left, staying in the window: \(frame)")
            try expectDrawnWhereItLies(client, in: window, panel: frame, connection)

            // Exposé (Super+F3: xlogo has the keyboard): its pixels scaled in its cell, its lower
            // corners rounded.
            try input.key(KeyPress(.function(3), modifiers: .super))
            _ = try app.wait(for: "did-enter-expose")
            let cell = try settled(app, "xlogo", after: 2)
            let scale = Double(cell.width) / Double(frame.width)
            #expect(scale < 0.9, "a 500×300 app is scaled down to fit: \(cell)")
            let shot = Image(try connection.capture(window))
            let top = cell.y + Int((44 * scale).rounded(.up)) + 2
            let inner = PixelRect(x: cell.x + 3, y: top, width: cell.width - 6, height: cell.y + cell.height - 12 - top)
            let drawn = crop(shot, inner)
            let own = Image(try connection.capture(client))
            #expect(abs(darkShare(drawn) - darkShare(own.pixels)) < 0.05,
                    "xlogo's drawing fills its cell: \(darkShare(drawn)) of it dark, \(darkShare(own.pixels)) at full size")
            // xlogo's own lower-left pixel is its white ground; drawn there, the corner is cut round.
            let corner = shot.pixels[(cell.y + cell.height - 2) * shot.width + cell.x + 1]
            #expect(own.pixels[(own.height - 1) * own.width] & 0xFF > 0xE0)
            #expect(corner & 0xFF < 0xC0, "the lower-left corner is cut round: \(String(corner, radix: 16))")
        }

        func crop(_ image: Image, _ r: PixelRect) -> [UInt32] {
            (r.y..<(r.y + r.height)).flatMap { y in image.pixels[(y * image.width + r.x)..<(y * image.width + r.x + r.width)] }
        }

        /// The share of `pixels` that are dark (xlogo's strokes).
        func darkShare(_ pixels: [UInt32]) -> Double {
            Double(pixels.filter { $0 & 0xFF < 0x40 && ($0 >> 8) & 0xFF < 0x40 && ($0 >> 16) & 0xFF < 0x40 }.count) / Double(max(1, pixels.count))
        }

        @Test func keysTypedAfterAThrowAndAPinReachXtermAndAClickOnAPanelAboveItStaysFlotillas() throws {
            let folder = FileManager.default.temporaryDirectory.appendingPathComponent("flotilla-xterm-\(UUID().uuidString)")
            try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
            defer { try? FileManager.default.removeItem(at: folder) }
            let file = folder.appendingPathComponent("typed").path
            // Its debug log (every X event it takes) goes into the message of a failed wait.
            let (app, window) = try start(["xterm -geometry 50x8 -e sh -c 'read l; echo $l > \(file); read m'"],
                                          extra: ["--log-level", "debug"], quiet: true)
            defer { app.stop() }
            _ = try app.wait(for: "did-adopt")
            var frame = try settled(app, "xterm")
            let connection = try X11Connection()
            let input = try SyntheticInput(connection: connection)
            try input.gesture(in: window, from: (frame.x + 60, frame.y + 20), step: (4, 3), count: 6, interval: 0.016)
            frame = try settled(app, "xterm", after: 1)
            // Its pin button (the title bar's trailing button) pins it to the first side with room.
            let pin = (x: frame.x + frame.width - 8 - 14, y: frame.y + 22)
            try input.move(to: pin.x, pin.y, in: window)
            try input.press(button: 1)
            try input.release(button: 1)
            _ = try app.wait(for: "did-pin") { $0["panel"] as? String == "xterm" }
            frame = try settled(app, "xterm", after: 2)
            let (_, client) = try adopted(in: window, connection)
            try expectLiesUnder(client, in: window, panel: frame, connection)

            // Date takes the focus (a click in its body), then a click in xterm gives xterm the
            // keyboard back: its did-focus says Flotilla took that click. What is typed reaches the program.
            let lastFocus = { app.events.last { $0["event"] as? String == "did-focus" }?["panel"] as? String }
            try input.move(to: 480 + 140, 170 + 80, in: window)
            try input.press(button: 1)
            try input.release(button: 1)
            _ = try app.wait(for: "did-focus") { _ in lastFocus() == "date" }
            try input.move(to: frame.x + 40, frame.y + 44 + 20, in: window)
            try input.press(button: 1)
            try input.release(button: 1)
            _ = try app.wait(for: "did-focus") { _ in lastFocus() == "xterm" }
            try connection.sync()
            for c in "hello" { try input.key(KeyPress(.character(c))) }
            try input.key(KeyPress(.enter))
            #expect(eventually { (try? String(contentsOfFile: file, encoding: .utf8)) == "hello\n" }, "typed text reached xterm")

            // Date dragged over it: a click where Date covers xterm is Date's.
            let date = (x: 480, y: 170, width: 280)
            let target = (x: frame.x + 20, y: frame.y + 60)
            let underDate = connection.windows(at: date.x + 140, date.y + 20)
            try input.gesture(in: window, from: (date.x + 140, date.y + 20), step: ((target.x - date.x - 140) / 10, (target.y - date.y - 20) / 10),
                              count: 10, interval: 0.02, rest: 0.2)
            let dateFrame: (x: Int, y: Int, width: Int, height: Int)
            do { dateFrame = try settled(app, "date") } catch {
                let log = app.standardError.split(separator: "\n").filter { $0.contains("x event") || $0.contains("flotilla:") }.suffix(40)
                Issue.record("Date's drag: \(underDate) before it; \(connection.pointerReport()); Flotilla's last X events:\n\(log.joined(separator: "\n"))")
                throw error
            }
            let overlap = (x: max(frame.x, dateFrame.x) + 10, y: max(frame.y + 44, dateFrame.y + 44) + 10)
            #expect(overlap.x < min(frame.x + frame.width, dateFrame.x + dateFrame.width), "Date covers part of xterm: \(dateFrame), \(frame)")
            // xterm has the focus back first, by a click where Date does not cover it.
            try input.move(to: frame.x + frame.width - 20, frame.y + frame.height - 20, in: window)
            try input.press(button: 1)
            try input.release(button: 1)
            let focusCount = { app.events.filter { $0["event"] as? String == "did-focus" }.count }
            _ = try app.wait(for: "did-focus") { _ in app.events.last { $0["event"] as? String == "did-focus" }?["panel"] as? String == "xterm" }
            let before = focusCount()
            try input.move(to: overlap.x, overlap.y, in: window)
            try input.press(button: 1)
            try input.release(button: 1)
            _ = try app.wait(for: "did-focus") { $0["panel"] as? String == "date" && focusCount() > before }
        }

        /// A scene file in a folder of its own: a 900×600 window running xterm at (40, 40) and xlogo
        /// at (480, 60), each 300 × 160 + its title bar.
        func twoAppScene() throws -> URL {
            let folder = FileManager.default.temporaryDirectory.appendingPathComponent("flotilla-apps-\(UUID().uuidString)")
            try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
            let url = folder.appendingPathComponent("apps.json")
            try Data(#"""
            {"version": 1, "size": {"width": 900, "height": 600},
             "apps": [{"id": "term", "command": ["xterm"], "frame": {"x": 40, "y": 40, "width": 300, "height": 204}},
                      {"id": "logo", "command": ["xlogo"], "frame": {"x": 480, "y": 60, "width": 300, "height": 204}}]}
            """#.utf8).write(to: url)
            return url
        }

        /// The pid each app's did-adopt named, once both were adopted.
        func adoptedPIDs(_ app: RunningFlotilla) throws -> [String: Int32] {
            _ = try app.wait(for: "did-adopt") { _ in app.events.filter { $0["event"] as? String == "did-adopt" }.count == 2 }
            return Dictionary(uniqueKeysWithValues: app.events.filter { $0["event"] as? String == "did-adopt" }.map {
                ($0["panel"] as! String, Int32($0["pid"] as! Int))
            })
        }

        @Test func theCloseButtonEndsXtermAndAKilledAppsPanelGoes() throws {
            let scene = try twoAppScene()
            defer { try? FileManager.default.removeItem(at: scene.deletingLastPathComponent()) }
            let app = try RunningFlotilla(["--scene", scene.path, "--fresh"])
            defer { app.stop() }
            let (window, _, _) = try app.readyWindow()
            let pids = try adoptedPIDs(app)
            _ = try settled(app, "term")
            let input = try SyntheticInput(connection: try X11Connection())
            // The close button: the title bar's leading one.
            try input.move(to: 40 + 8 + 14, 40 + 22, in: window)
            try input.press(button: 1)
            try input.release(button: 1)
            _ = try app.wait(for: "did-request-close") { $0["panel"] as? String == "term" }
            let exit = try app.wait(for: "did-app-exit") { $0["panel"] as? String == "term" }
            #expect(exit["app"] as? String == "xterm" && exit["signal"] == nil, "xterm closed itself, asked by WM_DELETE_WINDOW: \(exit)")
            _ = try app.wait(for: "did-close") { $0["panel"] as? String == "term" }

            kill(try #require(pids["logo"]), SIGKILL)
            let killed = try app.wait(for: "did-app-exit") { $0["panel"] as? String == "logo" }
            #expect(killed["signal"] as? Int == Int(SIGKILL))
            _ = try app.wait(for: "did-close") { $0["panel"] as? String == "logo" }
            #expect(app.process.isRunning, "Flotilla runs on")
        }

        @Test func aKilledFlotillaLeavesItsAppsOnTheDesktopAndARestartTakesThemBack() throws {
            let scene = try twoAppScene()
            defer { try? FileManager.default.removeItem(at: scene.deletingLastPathComponent()) }
            let first = try RunningFlotilla(["--scene", scene.path, "--fresh"])
            _ = try first.readyWindow()
            let pids = try adoptedPIDs(first)
            defer { for pid in pids.values { kill(pid, SIGKILL) } }
            kill(first.process.processIdentifier, SIGKILL)
            first.process.waitUntilExit()
            let connection = try X11Connection()
            #expect(eventually {
                let onRoot = connection.topLevelClients().compactMap(connection.clientPID(of:))
                return Set(pids.values).isSubset(of: Set(onRoot))
            }, "the save-set put xterm and xlogo back on the desktop, mapped")

            let second = try RunningFlotilla(["--scene", scene.path, "--fresh"])
            defer { second.stop() }
            _ = try second.readyWindow()
            #expect(try adoptedPIDs(second) == pids, "the same processes' windows are taken back: none started twice")
            _ = try settled(second, "logo")
        }

        @Test func aResizedXtermKeepsToItsCellsAndShowsItsNewPixels() throws {
            let (app, window) = try start(["xterm -geometry 40x8"])
            defer { app.stop() }
            _ = try app.wait(for: "did-adopt")
            let frame = try settled(app, "xterm")
            let connection = try X11Connection()
            let (_, client) = try adopted(in: window, connection)
            let hints = try #require(connection.rawProperty(XCB_ATOM_WM_NORMAL_HINTS.rawValue, of: client, words: 18)).values32
            let sizeHints = SizeHints(values: hints)
            let step = try #require(sizeHints.increment), base = sizeHints.base ?? sizeHints.minimum ?? PixelSize(width: 0, height: 0)
            #expect(step.width > 1 && step.height > 1, "xterm's cells: \(step)")
            // Its bottom-right corner, dragged out and let go.
            let input = try SyntheticInput(connection: connection)
            try input.gesture(in: window, from: (frame.x + frame.width - 2, frame.y + frame.height - 2), step: (9, 7), count: 5, interval: 0.016,
                              rest: 0.1)
            _ = try app.wait(for: "did-end-resizing")
            let resized = try settled(app, "xterm", after: 1)
            #expect(resized.width > frame.width && resized.height > frame.height, "\(frame) → \(resized)")
            let content = (width: resized.width, height: resized.height - 44)
            #expect((content.width - base.width) % step.width == 0 && (content.height - base.height) % step.height == 0,
                    "\(content) is base \(base) + whole cells of \(step)")
            try expectDrawnWhereItLies(client, in: window, panel: resized, connection)
        }

        @Test func aGtkContextMenuOpensAtThePointerAfterItsPanelMoved() throws {
            let text = FileManager.default.temporaryDirectory.appendingPathComponent("flotilla-gtk-\(UUID().uuidString).txt")
            try Data(String(repeating: "Flotilla hosts GTK.\n", count: 40).utf8).write(to: text)
            defer { try? FileManager.default.removeItem(at: text) }
            let (app, window) = try start(["zenity --text-info --width 420 --height 300 --filename \(text.path)"])
            let adopt = try app.wait(for: "did-adopt", timeout: 20)
            // Its open menu holds the pointer: zenity goes with the test.
            defer {
                if let pid = adopt["pid"] as? Int { kill(Int32(pid), SIGKILL) }
                app.stop()
            }
            var frame = try settled(app, "zenity")
            let connection = try X11Connection()
            let input = try SyntheticInput(connection: connection)
            try input.gesture(in: window, from: (frame.x + 80, frame.y + 20), step: (-6, 5), count: 6, interval: 0.016)
            frame = try settled(app, "zenity", after: 1)
            let (_, client) = try adopted(in: window, connection)
            try expectLiesUnder(client, in: window, panel: frame, connection)
            // A right click in its text: GTK places the menu at the pointer, from where it believes its window is.
            let spot = (x: frame.x + frame.width / 2, y: frame.y + 44 + (frame.height - 44) / 2)
            let before = Set(popups(connection))
            try input.move(to: spot.x, spot.y, in: window)
            try input.press(button: 3)
            try input.release(button: 3)
            var menu: WindowID?
            #expect(eventually(within: 10) {
                menu = popups(connection).first { !before.contains($0) }
                return menu != nil
            }, "a context menu opened")
            let pointer = try connection.rootPosition(spot.x, spot.y, in: window)
            let at = try connection.rootPosition(0, 0, in: try #require(menu))
            #expect(abs(at.x - pointer.x) <= 4 && abs(at.y - pointer.y) <= 4, "the menu at \(at), the pointer at \(pointer)")
            // Closed again: an open menu holds the pointer, and zenity would outlive the test with it.
            let opened = try #require(menu)
            try input.key(KeyPress(.escape))
            #expect(eventually { !popups(connection).contains(opened) }, "the menu closed")
        }

        /// The mapped override-redirect windows on the screen (menus, tooltips; not GTK's helper
        /// windows parked at −100, −100).
        func popups(_ connection: X11Connection) -> [WindowID] {
            ((try? connection.topLevelWindows()) ?? []).filter { window in
                guard let reply = xcb_get_window_attributes_reply(connection.raw, xcb_get_window_attributes(connection.raw, window), nil) else { return false }
                defer { free(reply) }
                guard reply.pointee.override_redirect != 0, reply.pointee.map_state == UInt8(XCB_MAP_STATE_VIEWABLE.rawValue),
                      let at = try? connection.rootPosition(0, 0, in: window) else { return false }
                return at.x >= 0 && at.y >= 0
            }
        }

        @Test func openAppAddsAPanelToTheRunningFlotillaAndAMissingProgramSaysSo() throws {
            let folders = try PrivateUserFolders()
            let environment = folders.environment()
            let app = try RunningFlotilla(["--scene", Self.scene, "--fresh"], environment: environment)
            defer { app.stop() }
            _ = try app.readyWindow()
            let opened = try runFlotilla(["open", "--app", "xlogo -geometry 220x140"], environment: environment)
            #expect(opened.status == 0 && opened.stderr.isEmpty, "\(opened.stderr)")
            let adopt = try app.wait(for: "did-adopt")
            #expect(adopt["panel"] as? String == "xlogo" && adopt["app"] as? String == "xlogo")
            _ = try settled(app, "xlogo")

            let refused = try runFlotilla(["open", "--app", "no-such-program --flag"], environment: environment)
            #expect(refused.status == 1)
            #expect(refused.stderr == "flotilla: cannot start \"no-such-program\": no such program on the PATH\n")
            #expect(app.process.isRunning)
        }

        @Test func anAppsPanelComesBackWhereItWasAfterARestart() throws {
            let scene = try twoAppScene()
            defer { try? FileManager.default.removeItem(at: scene.deletingLastPathComponent()) }
            let folders = try PrivateUserFolders()
            let environment = folders.environment()
            let first = try RunningFlotilla(["--scene", scene.path], environment: environment)
            let (window, _, _) = try first.readyWindow()
            _ = try adoptedPIDs(first)
            let start = try settled(first, "logo")
            let input = try SyntheticInput(connection: try X11Connection())
            try input.gesture(in: window, from: (start.x + 100, start.y + 20), step: (-10, 12), count: 8, interval: 0.02, rest: 0.15)
            let moved = try settled(first, "logo", after: 1)
            #expect(moved.x != start.x && moved.y != start.y)
            first.stop()
            #expect(first.process.terminationStatus == 0)

            let second = try RunningFlotilla(["--scene", scene.path], environment: environment)
            defer { second.stop() }
            _ = try second.readyWindow()
            _ = try adoptedPIDs(second)
            let back = try settled(second, "logo")
            #expect(back.x == moved.x && back.y == moved.y && back.width == moved.width && back.height == moved.height, "\(back) vs \(moved)")
            #expect(!second.standardError.contains("not in the scene"), "\(second.standardError)")
        }

        /// Under a window manager (openbox) or a compositing manager (xcompmgr), each on a private
        /// Xvfb: the app's window is taken from the manager and drawn 1:1 where it lies.
        @Test(arguments: ["/usr/bin/openbox", "/usr/bin/xcompmgr"])
        func anAppIsAdoptedUnderAManager(manager: String) throws {
            let xvfb = try PrivateXvfb(width: 1280, height: 800)
            let folders = try PrivateUserFolders()
            let environment = folders.environment(["DISPLAY": xvfb.display])
            let managerProcess = try startDesktopProgram(manager, arguments: manager.hasSuffix("openbox") ? ["--sm-disable"] : [],
                                                         environment: environment)
            defer { ProcessStats.stop(managerProcess) }
            let connection = try X11Connection(display: xvfb.display)
            #expect(eventually(within: 10) {
                (try? manager.hasSuffix("openbox") ? connection.windowManagerMovesWindows() : connection.compositingManagerRuns()) == true
            }, "\(manager) runs")
            let app = try RunningFlotilla(["--scene", Self.scene, "--fresh", "--app", "xlogo -geometry 240x150"], environment: environment)
            defer { app.stop() }
            let (window, _, _) = try app.readyWindow()
            let adopt = try app.wait(for: "did-adopt")
            let frame = try settled(app, "xlogo")
            let (_, client) = try adopted(in: window, connection)
            #expect(connection.clientPID(of: client) == (adopt["pid"] as? Int).map(Int32.init))
            try expectDrawnWhereItLies(client, in: window, panel: frame, connection)
        }

        /// The client lies exactly under panel `panel`'s content (below its title bar) in `window`.
        func expectLiesUnder(_ client: WindowID, in window: WindowID, panel: (x: Int, y: Int, width: Int, height: Int),
                             _ connection: X11Connection) throws {
            let content = PixelRect(x: panel.x, y: panel.y + 44, width: panel.width, height: panel.height - 44)
            #expect(try connection.rootPosition(0, 0, in: client) == (try connection.rootPosition(content.x, content.y, in: window)))
            #expect(try connection.size(of: client) == (content.width, content.height))
        }

        /// Flotilla's window shows exactly the client's pixels under the panel's title bar, and
        /// the client lies there on the root.
        func expectDrawnWhereItLies(_ client: WindowID, in window: WindowID, panel: (x: Int, y: Int, width: Int, height: Int),
                                    _ connection: X11Connection) throws {
            try expectLiesUnder(client, in: window, panel: panel, connection)
            let content = PixelRect(x: panel.x, y: panel.y + 44, width: panel.width, height: panel.height - 44)
            let own = Image(try connection.capture(client))
            // Away from the rounded lower corners, the drawn content is the client's pixels.
            #expect(try eventually {
                let drawn = Image(try connection.capture(window, area: PixelRect(x: content.x, y: content.y, width: content.width, height: content.height - 14)))
                let expected = Image(width: own.width, height: content.height - 14, pixels: Array(own.pixels.prefix(own.width * (content.height - 14))))
                return drawn.pixels == expected.pixels
            }, "the panel shows the client's pixels 1:1")
        }
    }
}
