@testable import App
@testable import Bench
import Assets
import CXCB
import Desktop
import Foundation
import Glibc
import Input
import Model
import TestSupport
import Testing
@testable import X11

extension Live {
    /// Issue 25: `flotilla manage` is the display's window manager and compositor.
    @Suite("flotilla manage, live", .enabled(if: FlotillaBinary.exists, "build the flotilla executable first (scripts/test does)"))
    struct ManageLiveTests {
        /// The title bar's height in pixels at scale 1.
        static let titleBar = 44

        @Test func withOpenboxRunningManageExitsOneNamingItAndReplaceTakesOver() throws {
            try Openbox.run { openbox in
                let refused = try RunningFlotilla([], command: "manage", environment: openbox.environment, quiet: true)
                refused.process.waitUntilExit()
                #expect(refused.process.terminationStatus == 1)
                let lines = refused.standardError.split(separator: "\n")
                #expect(lines.count == 1 && lines[0].contains("another window manager (Openbox)"), "\(refused.standardError)")

                // xlogo framed by openbox, then Flotilla takes the display over through the selection.
                let xlogo = try startDesktopProgram("/usr/bin/xlogo", arguments: ["-geometry", "240x150+400+300"], environment: openbox.environment)
                defer { ProcessStats.stop(xlogo) }
                #expect(eventually(within: 10) { (try? openbox.connection.property("_NET_CLIENT_LIST", of: openbox.connection.rootWindow))??.values32.count == 1 })
                let app = try RunningFlotilla(["--replace"], command: "manage", environment: openbox.environment)
                defer { app.stop() }
                _ = try app.wait(for: "did-adopt") { $0["panel"] as? String == "xlogo" }
                let check = try #require(try openbox.connection.property("_NET_SUPPORTING_WM_CHECK", of: openbox.connection.rootWindow)?.values32.first)
                #expect(try openbox.connection.property("_NET_WM_NAME", of: check)?.string == "Flotilla")
                #expect(try openbox.output(of: "wmctrl", ["-m"]).contains("Name: Flotilla"))
            }
        }

        @Test func windowsStartedAfterManageArePanelsThatWmctrlLists() throws {
            let display = try ManagedDisplay()
            let app = try display.manage()
            defer { app.stop() }
            _ = try app.readyWindow()
            try display.start("xlogo", ["-geometry", "240x150+100+100"])
            try display.start("xeyes", ["-geometry", "200x150+500+100"])
            try display.start("xterm", ["-geometry", "40x8+100+400", "-T", "a terminal"])
            for panel in ["xlogo", "xeyes", "xterm"] {
                let client = try display.client(of: app, panel: panel)
                // A panel: in a frame of Flotilla's, redirected (a second manual redirect is refused).
                #expect(try #require(display.connection.parent(of: client)) != display.connection.rootWindow)
                #expect(X11TestSupport.redirectError(of: try #require(display.connection.parent(of: client)), display: display.xvfb.display) != nil)
                _ = try display.settled(app, panel)
            }
            let listed = try display.output(of: "wmctrl", ["-l"]).text
            for title in ["xlogo", "xeyes", "a terminal"] {
                #expect(listed.split(separator: "\n").contains { $0.hasSuffix(" \(title)") }, "\(listed)")
            }
            // Asked where to be (-geometry), its frame's top-left is there (north-west gravity): the
            // window's own under Flotilla's title bar.
            let xlogo = try display.client(of: app, panel: "xlogo")
            #expect(try display.connection.rootPosition(0, 0, in: xlogo) == RootPoint(x: 100, y: 100 + Self.titleBar))
            #expect(try display.settled(app, "xlogo") == (100, 100, 240, 150 + Self.titleBar))
        }

        @Test func wmctrlAndXdotoolDoWhatTheySay() throws {
            let display = try ManagedDisplay()
            let app = try display.manage()
            defer { app.stop() }
            _ = try app.readyWindow()
            let xlogoProcess = try display.start("xlogo", ["-geometry", "240x150+100+100"])
            let xlogo = try display.client(of: app, panel: "xlogo")
            _ = try display.settled(app, "xlogo")
            try display.start("xterm", ["-geometry", "40x8+600+100", "-T", "term"])
            let xterm = try display.client(of: app, panel: "xterm")
            _ = try display.settled(app, "xterm")
            let root = display.connection.rootWindow
            func active() throws -> WindowID? { try display.connection.property("_NET_ACTIVE_WINDOW", of: root)?.values32.first }
            func wmState(_ window: WindowID) throws -> UInt32? { try display.connection.property("WM_STATE", of: window)?.values32.first }
            #expect(try active() == xterm)

            // -e: the frame's top-left and the window's size (north-west gravity); the real window under the title bar.
            _ = try display.output(of: "wmctrl", ["-r", "xlogo", "-e", "0,400,300,300,200"])
            let moved = try display.settled(app, "xlogo", after: 1)
            #expect(moved == (400, 300, 300, 200 + Self.titleBar))
            #expect(try display.connection.rootPosition(0, 0, in: xlogo) == RootPoint(x: 400, y: 300 + Self.titleBar))
            #expect(try display.connection.size(of: xlogo) == (300, 200))

            // xdotool moves (the frame's top-left, north-west gravity) and resizes.
            _ = try display.output(of: "xdotool", ["windowmove", String(xlogo), "500", "350"])
            #expect(try display.settled(app, "xlogo", after: 2) == (500, 350, 300, 200 + Self.titleBar))
            _ = try display.output(of: "xdotool", ["windowsize", String(xlogo), "320", "240"])
            #expect(try display.settled(app, "xlogo", after: 3) == (500, 350, 320, 240 + Self.titleBar))

            // -a: activated, it has the keyboard and is said to.
            _ = try display.output(of: "wmctrl", ["-a", "term"])
            _ = try display.output(of: "wmctrl", ["-a", "xlogo"])
            _ = try app.wait(for: "did-focus") { _ in app.events.last { $0["event"] as? String == "did-focus" }?["panel"] as? String == "xlogo" }
            #expect(eventually { (try? active()) == xlogo })

            // Minimised: its panel goes into the shelf, its window stays Flotilla's, iconic; activated, it comes back.
            _ = try display.output(of: "xdotool", ["windowminimize", String(xterm)])
            _ = try app.wait(for: "did-minimise") { $0["panel"] as? String == "xterm" }
            #expect(eventually { (try? wmState(xterm)) == 3 }, "IconicState")
            #expect(try #require(display.connection.parent(of: xterm)) != root)
            let focusesBefore = app.events.count { $0["event"] as? String == "did-focus" && $0["panel"] as? String == "xterm" }
            _ = try display.output(of: "xdotool", ["windowactivate", String(xterm)])
            _ = try app.wait(for: "did-restore") { $0["panel"] as? String == "xterm" }
            _ = try app.wait(for: "did-focus") { _ in
                app.events.count { $0["event"] as? String == "did-focus" && $0["panel"] as? String == "xterm" } > focusesBefore
            }
            #expect(eventually { (try? wmState(xterm)) == 1 && (try? active()) == xterm }, "NormalState, active")

            // -c: asked to close (WM_DELETE_WINDOW), xlogo quits; the list no longer has it.
            _ = try display.output(of: "wmctrl", ["-c", "xlogo"])
            _ = try app.wait(for: "did-close") { $0["panel"] as? String == "xlogo" }
            #expect(eventually { !xlogoProcess.isRunning })
            #expect(eventually { (try? display.output(of: "wmctrl", ["-l"]).text.contains("xlogo")) == false })
        }

        @Test func openAppStartsAProgramOnTheManagedDisplayAndRunIsAWindowThere() throws {
            let display = try ManagedDisplay()
            let app = try display.manage()
            defer { app.stop() }
            _ = try app.readyWindow()
            let open = try RunningFlotilla(["--app", "xlogo -geometry 240x150+300+200"], command: "open", environment: display.environment)
            open.process.waitUntilExit()
            #expect(open.process.terminationStatus == 0, "\(open.standardError)")
            let adopted = try app.wait(for: "did-adopt") { $0["panel"] as? String == "xlogo" }
            let started = try #require((adopted["pid"] as? Int).map(Int32.init))
            defer { kill(started, SIGTERM) }
            #expect(try display.settled(app, "xlogo") == (300, 200, 240, 150 + Self.titleBar))

            // Flotilla's own window, from `run`, is one more managed window.
            let run = try RunningFlotilla(["--scene", Assets.scene(named: "panels").path, "--fresh"], environment: display.environment)
            defer { run.stop() }
            let (window, _, _) = try run.readyWindow()
            _ = try app.wait(for: "did-adopt") { $0["app"] as? String == "flotilla" }
            // (did-adopt is told as the window is adopted, before the pass's push lists it.)
            #expect(eventually { (try? display.connection.property("_NET_CLIENT_LIST", of: display.connection.rootWindow))??.values32.contains(window) == true })
        }

        /// The misbehaving clients of the hosting issue (Tests/LiveTests/Clients/misbehave.py), managed:
        /// Flotilla lives, and a window started after them is still taken in and dragged.
        @Test(arguments: ["burst 100", "resize-loop", "hints zero", "hints huge", "hints min-above-max", "title-1mb", "never-paints",
                          "ignores-close", "shadowed", "utility"])
        func flotillaLivesBesideClientsThatMisbehave(mode: String) throws {
            let display = try ManagedDisplay()
            let app = try display.manage()
            defer { app.stop() }
            let (overlay, _, _) = try app.readyWindow()
            let client = TestClients.misbehave
            try display.start("python3", [client] + mode.split(separator: " ").map(String.init))
            // A burst's windows are all taken before xlogo comes: once the screen is full they
            // cascade from the front window, and one landing on xlogo's title bar mid-drag would take the drag.
            let windows = mode.hasPrefix("burst ") ? Int(mode.dropFirst(6))! : 1
            _ = try app.wait(for: "did-adopt", timeout: 15) { _ in app.events.count { $0["event"] as? String == "did-adopt" } >= windows }
            try display.start("xlogo", ["-geometry", "240x150+800+400"])
            _ = try display.client(of: app, panel: "xlogo")
            let before = try display.settled(app, "xlogo")
            try display.input.gesture(in: overlay, from: (before.x + 150, before.y + 20), step: (-5, -5), count: 10, interval: 0.02, rest: 0.15)
            let after = try display.settled(app, "xlogo", after: 1)
            #expect((after.x, after.y) == (before.x - 50, before.y - 50))
            #expect(app.process.isRunning, "Flotilla lives: \(app.standardError.suffix(500))")
        }

        @Test func aGtkMenuOpensAtThePointerAndATooltipShowsWhereItWasPut() throws {
            let display = try ManagedDisplay()
            let app = try display.manage()
            defer { app.stop() }
            let (overlay, _, _) = try app.readyWindow()
            let connection = display.connection, root = connection.rootWindow
            func overrideRedirectWindows() -> [WindowID] { ((try? connection.children(of: root)) ?? []).filter(connection.isMappedOverrideRedirect) }
            let before = Set(overrideRedirectWindows())

            // Right-clicked in zenity's entry, GTK's menu opens at the pointer, and the screen shows it there.
            try display.start("zenity", ["--entry", "--title", "Entry", "--text", "hello"])
            _ = try app.wait(for: "did-adopt") { $0["panel"] as? String == "zenity" }
            let panel = try display.settled(app, "zenity")
            let pointer = RootPoint(x: panel.x + 60, y: panel.y + Self.titleBar + 52)
            try display.input.move(to: pointer.x, pointer.y, in: overlay)
            try display.input.press(button: 3)
            try display.input.release(button: 3)
            var menu: WindowID?
            #expect(eventually { menu = overrideRedirectWindows().first { !before.contains($0) && ((try? connection.size(of: $0).width) ?? 0) > 50 }; return menu != nil })
            let opened = try #require(menu)
            // Composited, GTK draws the menu's shadow around it (`_GTK_FRAME_EXTENTS` left, right, top, bottom): its visible frame is at the pointer.
            let window = try connection.rootPosition(0, 0, in: opened), size = try connection.size(of: opened)
            let shadow = (try connection.property("_GTK_FRAME_EXTENTS", of: opened))?.values32.map(Int.init) ?? [0, 0, 0, 0]
            let at = RootPoint(x: window.x + shadow[0], y: window.y + shadow[2])
            #expect((pointer.x...pointer.x + 3).contains(at.x) && (pointer.y...pointer.y + 3).contains(at.y), "the menu at \(at), the pointer at \(pointer)")
            // Inside its rounded corners the menu is opaque: the screen shows its pixels as they are.
            let inside = PixelRect(x: shadow[0] + 8, y: shadow[2] + 8, width: size.width - shadow[0] - shadow[1] - 16,
                                   height: size.height - shadow[2] - shadow[3] - 16)
            #expect(try eventually {
                try connection.capture(root, area: PixelRect(x: window.x + inside.x, y: window.y + inside.y, width: inside.width, height: inside.height)).pixels
                    == connection.capture(opened, area: inside).pixels.map { $0 | 0xFF00_0000 }
            }, "the screen shows the menu")
            // Composited by Flotilla (redirected), not drawn by the server (asked while the menu is open).
            #expect(eventually { X11TestSupport.redirectError(of: opened, display: display.xvfb.display) != nil })
            try display.input.key(KeyPress(.escape))

            // A tooltip-like override-redirect window, put by its program over Flotilla's backdrop,
            // shows there, with a small shadow under it.
            let below = PixelRect(x: 950, y: 133, width: 1, height: 1)
            let backdrop = try connection.capture(root, area: below).pixels[0]
            let tip = URL(fileURLWithPath: #filePath).deletingLastPathComponent().appendingPathComponent("Clients/override.py").path
            try display.start("python3", [tip, "900", "100", "120", "30", "FFE082"])
            #expect(try eventually {
                try connection.capture(root, area: PixelRect(x: 900, y: 100, width: 120, height: 30)).pixels.allSatisfy { $0 & 0xFF_FFFF == 0xFFE082 }
            }, "the tooltip where it was put")
            let shaded = try connection.capture(root, area: below).pixels[0]
            #expect(shaded & 0xFF < backdrop & 0xFF && shaded >> 8 & 0xFF < backdrop >> 8 & 0xFF, "a shadow under it: \(String(shaded, radix: 16)) against \(String(backdrop, radix: 16))")
        }

        @Test func zenityAttachedToAnXtermSlidesInAsASheet() throws {
            let display = try ManagedDisplay()
            let app = try display.manage()
            defer { app.stop() }
            _ = try app.readyWindow()
            try display.start("xterm", ["-geometry", "60x12+200+150"])
            let xterm = try display.client(of: app, panel: "xterm")
            _ = try display.settled(app, "xterm")
            try display.start("zenity", ["--info", "--text", "attached", "--attach=\(xterm)"])
            let presented = try app.wait(for: "did-present") { $0["style"] as? String == "sheet" }
            #expect(presented["parent"] as? String == "xterm")
        }

        @Test func aWindowOpensWhereTheSessionLastHadAWindowOfItsClass() throws {
            let display = try ManagedDisplay()
            let app = try display.manage()
            let (overlay, _, _) = try app.readyWindow()
            let moved = try display.xlogoMovedAndClosed([], panel: "xlogo", under: app, in: overlay)
            // Opened again in the same session, it is back in its panel, where it was.
            let second = try display.start("xlogo")
            _ = try app.wait(for: "did-adopt") { _ in app.events.count { $0["event"] as? String == "did-adopt" } == 2 }
            #expect(try display.settled(app, "xlogo", after: 2) == moved)
            ProcessStats.stop(second)
            kill(app.process.processIdentifier, SIGTERM)
            app.process.waitUntilExit()
            let saved = try FileManager.default.contentsOfDirectory(atPath: display.folders.state.appendingPathComponent("flotilla").path)
            #expect(saved.contains { $0.hasPrefix("manage-desktop-") && $0.hasSuffix(".json") }, "\(saved)")

            // Managed again, a new xlogo opens where the last one was.
            let again = try display.manage()
            defer { again.stop() }
            _ = try again.readyWindow()
            try display.start("xlogo")
            _ = try display.client(of: again, panel: "xlogo")
            #expect(try display.settled(again, "xlogo") == moved)
        }

        @Test func aSecondWindowOfAnAppOpensBesideTheFirst() throws {
            let display = try ManagedDisplay()
            let app = try display.manage()
            defer { app.stop() }
            _ = try app.readyWindow()
            try display.start("xlogo")
            _ = try display.client(of: app, panel: "xlogo")
            let first = try display.settled(app, "xlogo")
            try display.start("xlogo")
            _ = try app.wait(for: "did-adopt") { $0["panel"] as? String == "xlogo-2" }
            let second = try display.settled(app, "xlogo-2")
            let a = Rect(x: Double(first.x), y: Double(first.y), width: Double(first.width), height: Double(first.height))
            let b = Rect(x: Double(second.x), y: Double(second.y), width: Double(second.width), height: Double(second.height))
            #expect(!a.intersects(b), "free space beside it (WindowPlacement): \(first), \(second)")
        }

        @Test func anXtermDraggedByItsTitleBarTakesTypedText() throws {
            let display = try ManagedDisplay()
            let app = try display.manage()
            defer { app.stop() }
            let (overlay, _, _) = try app.readyWindow()
            let typed = display.folders.state.appendingPathComponent("typed")
            try display.start("xterm", ["-geometry", "40x6+100+300", "-e", "sh", "-c", "read line; printf %s \"$line\" > \(typed.path)"])
            let client = try display.client(of: app, panel: "xterm")
            let before = try display.settled(app, "xterm")
            try display.input.gesture(in: overlay, from: (before.x + 150, before.y + 20), step: (30, 20), count: 10, interval: 0.02, rest: 0.2)
            let after = try display.settled(app, "xterm", after: 1)
            #expect((after.x, after.y) == (before.x + 300, before.y + 200))
            // The real window lies under its drawn content, so the pointer and the keys reach it there.
            #expect(try display.connection.rootPosition(0, 0, in: client) == RootPoint(x: after.x, y: after.y + Self.titleBar))
            try display.input.move(to: after.x + 50, after.y + Self.titleBar + 30, in: overlay)
            try display.input.press(button: 1)
            try display.input.release(button: 1)
            _ = try display.output(of: "xdotool", ["type", "--delay", "10", "moved and typed"])
            _ = try display.output(of: "xdotool", ["key", "Return"])
            #expect(eventually { (try? String(contentsOf: typed, encoding: .utf8)) == "moved and typed" })
        }

        @Test func sigtermGivesEveryWindowBackWhereItIsAndAStartOverThemMovesNone() throws {
            let display = try ManagedDisplay()
            let app = try display.manage()
            _ = try app.readyWindow()
            try display.start("xlogo", ["-geometry", "240x150+300+200"])
            try display.start("xterm", ["-geometry", "40x8+700+400"])
            var places: [WindowID: RootPoint] = [:]
            for panel in ["xlogo", "xterm"] {
                let client = try display.client(of: app, panel: panel)
                _ = try display.settled(app, panel)
                places[client] = try display.connection.rootPosition(0, 0, in: client)
            }
            kill(app.process.processIdentifier, SIGTERM)
            app.process.waitUntilExit()
            #expect(app.process.terminationStatus == 0)
            for (client, place) in places {
                #expect(display.connection.parent(of: client) == display.connection.rootWindow)
                #expect(display.isViewable(client))
                #expect(X11TestSupport.redirectError(of: client, display: display.xvfb.display) == nil, "no longer redirected")
                #expect(try display.connection.rootPosition(0, 0, in: client) == place)
            }
            #expect(try display.connection.property("_NET_SUPPORTING_WM_CHECK", of: display.connection.rootWindow) == nil)

            // Managed again, they are taken in where they are: nothing moves.
            let again = try display.manage()
            defer { again.stop() }
            for (client, place) in places {
                let panel = try #require(display.connection.windowClass(of: client)?.instance)
                _ = try display.settled(again, panel)
                #expect(try display.connection.rootPosition(0, 0, in: client) == place)
            }
            #expect(!again.events.contains { $0["event"] as? String == "did-begin-dragging" })
        }

        @Test func sigkillLeavesEveryWindowMappedAndShownByTheServer() throws {
            let display = try ManagedDisplay()
            let app = try display.manage()
            _ = try app.readyWindow()
            try display.start("xlogo", ["-geometry", "240x150+300+200"])
            let client = try display.client(of: app, panel: "xlogo")
            _ = try display.settled(app, "xlogo")
            let place = try display.connection.rootPosition(0, 0, in: client)
            kill(app.process.processIdentifier, SIGKILL)
            app.process.waitUntilExit()
            #expect(eventually { display.connection.parent(of: client) == display.connection.rootWindow }, "back on the root (save-set)")
            #expect(display.isViewable(client))
            #expect(try display.connection.rootPosition(0, 0, in: client) == place)
            // The screen shows xlogo's own pixels where it lies: nothing paints over it any more.
            let own = try display.connection.capture(client)
            #expect(try eventually {
                try display.connection.capture(display.connection.rootWindow, area: PixelRect(x: place.x, y: place.y, width: 240, height: 150)).pixels == own.pixels
            })
        }
    }
}
