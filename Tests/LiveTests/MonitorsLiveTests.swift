import App
import Desktop
import Foundation
import Input
import TestSupport
import Testing
@testable import X11

extension Live {
    /// Issue 44: several monitors under `flotilla manage` (RandR monitors set with `xrandr
    /// --setmonitor` on one Xvfb screen): each is a work area of its own for tiling.
    @Suite("Several monitors, live", .enabled(if: FlotillaBinary.exists && FileManager.default.fileExists(atPath: "/usr/bin/xrandr"),
                                              "needs the flotilla executable and xrandr (scripts/test provides both)"))
    struct MonitorsLiveTests {
        /// A managed display split into a left monitor, 512×800, and a right one, 768×600, top-aligned.
        func twoMonitors(settings: String? = nil) throws -> (ManagedDisplay, RunningFlotilla) {
            let display = try ManagedDisplay()
            if let settings { try display.writeSettings(settings) }
            for arguments in [["--setmonitor", "left", "512/135x800/212+0+0", "screen"], ["--setmonitor", "right", "768/203x600/159+512+0", "none"]] {
                let result = try runProcess("/usr/bin/xrandr", arguments, environment: display.environment)
                #expect(result.status == 0, "xrandr \(arguments): \(result.stderr)")
            }
            #expect(display.connection.monitors().count == 2)
            let app = try display.manage()
            _ = try app.readyWindow()
            return (display, app)
        }

        @Test func superLeftTilesTheMonitorsHalfThenTheNextMonitorsAndAWindowHeldAtTheSharedEdgeTilesThere() throws {
            let (display, app) = try twoMonitors()
            defer { app.stop() }
            let (overlay, _, _) = try app.readyWindow()
            try display.start("xlogo", ["-geometry", "200x120+800+200"])
            _ = try display.client(of: app, panel: "xlogo")
            _ = try display.settled(app, "xlogo")
            // On the right monitor: its left half (768 / 2 wide, 600 tall), then the left monitor's right half.
            try display.input.key(KeyPress(.left, modifiers: .super))
            var settles = app.events.count { $0["event"] as? String == "did-settle" && $0["panel"] as? String == "xlogo" }
            #expect(try display.settled(app, "xlogo", after: settles) == (512, 0, 384, 600))
            try display.input.key(KeyPress(.left, modifiers: .super))
            settles += 1
            #expect(try display.settled(app, "xlogo", after: settles) == (256, 0, 256, 800))
            #expect(app.events.filter { $0["event"] as? String == "did-tile" }.compactMap { $0["arrangement"] as? String } == ["left-half", "right-half"])

            // Floated again, then dragged slowly by its title bar to the right monitor's left edge and held: that half.
            try display.input.key(KeyPress(.down, modifiers: .super))
            settles += 1
            let floating = try display.settled(app, "xlogo", after: settles)
            let grab = (x: floating.x + floating.width / 2, y: floating.y + 20)
            let to = (x: 514, y: 300)
            try display.input.move(to: grab.x, grab.y, in: overlay)
            try display.input.press(button: 1)
            for step in 1...10 {
                Thread.sleep(forTimeInterval: 0.03)
                try display.input.move(to: grab.x + (to.x - grab.x) * step / 10, grab.y + (to.y - grab.y) * step / 10, in: overlay)
            }
            Thread.sleep(forTimeInterval: 0.3)
            try display.input.release(button: 1)
            _ = try app.wait(for: "did-tile") { _ in app.events.count { $0["event"] as? String == "did-tile" } == 3 }
            #expect(app.events.last { $0["event"] as? String == "did-tile" }?["arrangement"] as? String == "left-half")
            #expect(try display.settled(app, "xlogo", after: settles + 1) == (512, 0, 384, 600))
        }

        @Test func aNewWindowOpensOnTheMonitorThePointerIsOn() throws {
            let (display, app) = try twoMonitors()
            defer { app.stop() }
            _ = try display.output(of: "xdotool", ["mousemove", "900", "300"])
            try display.start("xlogo")
            _ = try display.client(of: app, panel: "xlogo")
            let right = try display.settled(app, "xlogo")
            #expect(right.x >= 512 && right.x + right.width <= 1280 && right.y + right.height <= 600, "on the right monitor: \(right)")
            _ = try display.output(of: "xdotool", ["mousemove", "100", "700"])
            try display.start("xlogo")
            _ = try app.wait(for: "did-adopt") { $0["panel"] as? String == "xlogo-2" }
            let left = try display.settled(app, "xlogo-2")
            #expect(left.x + left.width <= 512, "on the left monitor: \(left)")
        }

        /// With `desktop.hotCorner: instant`, the pointer's arrival at each monitor's top-left shows exposé.
        @Test func eachMonitorsTopLeftIsAnInstantHotCorner() throws {
            let (display, app) = try twoMonitors(settings: "desktop:\n  hotCorner: instant\n")
            defer { app.stop() }
            let count = { (event: String) in app.events.count { $0["event"] as? String == event } }
            _ = try display.output(of: "xdotool", ["mousemove", "700", "300"])
            _ = try display.output(of: "xdotool", ["mousemove", "512", "0"])
            _ = try app.wait(for: "did-enter-expose")
            _ = try display.output(of: "xdotool", ["mousemove", "700", "300"])
            _ = try display.output(of: "xdotool", ["mousemove", "0", "0"])
            _ = try app.wait(for: "did-exit-expose")
            #expect(count("did-enter-expose") == 1 && count("did-exit-expose") == 1)
        }

        /// A push is a hot corner's only where the screen has a corner (GNOME's rule): up and left
        /// at the right monitor's top-left, the pointer goes on onto the left monitor; into the
        /// screen's top-left corner, it shows exposé.
        @Test func aPushedHotCornerIsOnlyWhereTheScreenHasACorner() throws {
            let (display, app) = try twoMonitors()
            defer { app.stop() }
            try display.start("xlogo", ["-geometry", "200x150+700+300"])
            _ = try display.client(of: app, panel: "xlogo")
            func push(from start: (x: Int, y: Int)) throws {
                try display.input.move(to: start.x, start.y)
                for _ in 0..<15 {
                    try display.input.move(by: -10, -10)
                    Thread.sleep(forTimeInterval: 0.02)
                }
            }
            try push(from: (530, 20))
            #expect(try display.connection.pointerOnRoot().point.x < 512, "the pointer went on onto the left monitor")
            try push(from: (20, 20))
            _ = try app.wait(for: "did-enter-expose")
            #expect(app.events.count { $0["event"] as? String == "did-enter-expose" } == 1)
        }

        /// RandR's notifications are followed: a monitor removed (`--delmonitor`, which Xvfb tells
        /// no one, then `--primary`, which it tells as a monitor unplugged would) sends its windows
        /// — floating, tiled, maximised, full screen, minimised — to the one left, shown as they
        /// were; back (`--setmonitor`, then `--noprimary` to be told), they return.
        @Test func aMonitorRemovedSendsItsWindowsToTheOneLeftAndBackTheyReturn() throws {
            let (display, app) = try twoMonitors()
            defer { app.stop() }
            let rest = { (panel: String) -> PixelRect? in
                (app.events.last { $0["event"] as? String == "did-settle" && $0["panel"] as? String == panel }?["frame"] as? [String: Double]).map {
                    PixelRect(x: Int($0["x"]!), y: Int($0["y"]!), width: Int($0["width"]!), height: Int($0["height"]!))
                }
            }
            func covers(_ client: WindowID, _ monitor: PixelRect) -> Bool {
                (try? display.connection.size(of: client)).map { $0 == (monitor.width, monitor.height) } == true
                    && (try? display.connection.rootPosition(0, 0, in: client)) == RootPoint(x: monitor.x, y: monitor.y)
            }
            func open(_ program: String, _ geometry: String, _ panel: String, _ more: [String] = []) throws -> WindowID {
                try display.start(program, ["-geometry", geometry] + more)
                let client = try display.client(of: app, panel: panel)
                _ = try display.settled(app, panel)
                return client
            }
            _ = try open("xlogo", "200x120+1000+300", "xlogo")
            let placed = try #require(rest("xlogo"))
            #expect(placed.x >= 512)
            _ = try open("xclock", "200x120+900+100", "xclock")
            _ = try display.output(of: "wmctrl", ["-r", "xclock", "-b", "add,maximized_vert,maximized_horz"])
            let xterm = try open("xterm", "40x8+800+100", "xterm", ["-T", "big"])
            _ = try display.output(of: "wmctrl", ["-r", "big", "-b", "add,fullscreen"])
            #expect(eventually { covers(xterm, PixelRect(x: 512, y: 0, width: 768, height: 600)) })
            let shelved = try open("xlogo", "200x120+900+350", "shelved", ["-name", "shelved"])
            _ = try display.output(of: "xdotool", ["windowminimize", String(shelved)])
            _ = try app.wait(for: "did-minimise") { $0["panel"] as? String == "shelved" }
            _ = try open("xeyes", "150x100+700+300", "xeyes")
            try display.input.key(KeyPress(.left, modifiers: .super))
            // (The right monitor's shelf holds the minimised window: tiles and maximised windows keep above it.)
            #expect(eventually { rest("xeyes") == PixelRect(x: 512, y: 0, width: 384, height: 504) }, "\(String(describing: rest("xeyes")))")
            #expect(eventually { rest("xclock") == PixelRect(x: 512, y: 0, width: 768, height: 504) }, "\(String(describing: rest("xclock")))")

            for arguments in [["--delmonitor", "right"], ["--output", "screen", "--primary"]] {
                let result = try runProcess("/usr/bin/xrandr", arguments, environment: display.environment)
                #expect(result.status == 0, "xrandr \(arguments): \(result.stderr)")
            }
            #expect(eventually { rest("xlogo").map { $0.x + $0.width <= 512 && $0.y == placed.y } == true }, "on the left monitor, as high as it was: \(String(describing: rest("xlogo")))")
            #expect(eventually { rest("xeyes") == PixelRect(x: 0, y: 0, width: 256, height: 704) }, "tiled on the left: \(String(describing: rest("xeyes")))")
            #expect(eventually { rest("xclock") == PixelRect(x: 0, y: 0, width: 512, height: 704) }, "maximised on the left: \(String(describing: rest("xclock")))")
            #expect(eventually { covers(xterm, PixelRect(x: 0, y: 0, width: 512, height: 800)) }, "full screen on the left")

            // The monitor back: the windows return where they were.
            for arguments in [["--setmonitor", "right", "768/203x600/159+512+0", "none"], ["--noprimary"]] {
                let result = try runProcess("/usr/bin/xrandr", arguments, environment: display.environment)
                #expect(result.status == 0, "xrandr \(arguments): \(result.stderr)")
            }
            #expect(eventually { rest("xlogo") == placed }, "\(String(describing: rest("xlogo")))")
            #expect(eventually { rest("xeyes") == PixelRect(x: 512, y: 0, width: 384, height: 504) }, "\(String(describing: rest("xeyes")))")
            #expect(eventually { rest("xclock") == PixelRect(x: 512, y: 0, width: 768, height: 504) }, "\(String(describing: rest("xclock")))")
            #expect(eventually { covers(xterm, PixelRect(x: 512, y: 0, width: 768, height: 600)) }, "full screen on the right again")
            _ = try display.output(of: "wmctrl", ["-i", "-a", String(shelved)])
            _ = try app.wait(for: "did-restore") { $0["panel"] as? String == "shelved" }
            #expect(eventually { rest("shelved").map { $0.x >= 512 } == true }, "back on the right monitor: \(String(describing: rest("shelved")))")
        }

        /// A dock along the foot of the right monitor (`_NET_WM_STRUT_PARTIAL` from x 512 on)
        /// shrinks that monitor's work area only: `_GTK_WORKAREAS_D0` says so for each monitor,
        /// `_NET_WORKAREA` is the screen less the strut, and maximising and tiling keep clear of it
        /// on the right monitor and not on the left.
        @Test func aDockOnOneMonitorShrinksOnlyThatMonitorsWorkArea() throws {
            let (display, app) = try twoMonitors()
            defer { app.stop() }
            let root = display.connection.rootWindow
            let property = { (name: String) in (try? display.connection.property(name, of: root))??.values32 ?? [] }
            #expect(eventually { property("_GTK_WORKAREAS_D0") == [0, 0, 512, 800, 512, 0, 768, 600] }, "\(property("_GTK_WORKAREAS_D0"))")
            try display.start("python3", [ManageLiveTests.typedWindow, "DOCK", "512", "560", "768", "40", "2E7D32", "240", "512", "1279"])
            #expect(eventually { property("_GTK_WORKAREAS_D0") == [0, 0, 512, 800, 512, 0, 768, 560] }, "\(property("_GTK_WORKAREAS_D0"))")
            #expect(property("_GTK_WORKAREAS_D3") == property("_GTK_WORKAREAS_D0"), "the same on every space")
            #expect(property("_NET_WORKAREA").prefix(4) == [0, 0, 1280, 560])
            #expect(property("_NET_SUPPORTED").contains { $0 == (try? display.connection.atom("_GTK_WORKAREAS")) })

            try display.start("xlogo", ["-geometry", "200x120+800+200"])
            _ = try display.client(of: app, panel: "xlogo")
            _ = try display.settled(app, "xlogo")
            try display.start("xclock", ["-geometry", "200x120+100+200"])
            _ = try display.client(of: app, panel: "xclock")
            _ = try display.settled(app, "xclock")
            _ = try display.output(of: "wmctrl", ["-r", "xlogo", "-b", "add,maximized_vert,maximized_horz"])
            _ = try display.output(of: "wmctrl", ["-r", "xclock", "-b", "add,maximized_vert,maximized_horz"])
            #expect(try display.settled(app, "xlogo", after: 1) == (512, 0, 768, 560), "above the dock")
            #expect(try display.settled(app, "xclock", after: 1) == (0, 0, 512, 800), "the whole left monitor")
        }

        /// The screen made smaller (Xephyr: Xvfb's screen cannot change size), every window stays on
        /// it — a floating one moved in, a tiled one tiled again, a maximised one filling it, a
        /// full-screen one covering it, a minimised one coming back onto it — and the screen back
        /// at its size, the window moved in returns where it was.
        @Test(.enabled(if: FileManager.default.fileExists(atPath: "/usr/bin/Xephyr"), "needs Xephyr (scripts/test installs xserver-xephyr)"))
        func aScreenMadeSmallerKeepsEveryWindowOnIt() throws {
            let display = try ManagedDisplay(resizable: true)
            let app = try display.manage()
            defer { app.stop() }
            _ = try app.readyWindow()
            let rest = { (panel: String) -> PixelRect? in
                (app.events.last { $0["event"] as? String == "did-settle" && $0["panel"] as? String == panel }?["frame"] as? [String: Double]).map {
                    PixelRect(x: Int($0["x"]!), y: Int($0["y"]!), width: Int($0["width"]!), height: Int($0["height"]!))
                }
            }
            func within(_ frame: PixelRect?, _ width: Int, _ height: Int) -> Bool {
                frame.map { $0.x >= 0 && $0.y >= 0 && $0.x + $0.width <= width && $0.y + $0.height <= height } ?? false
            }
            func size(of client: WindowID, is expected: (Int, Int)) -> Bool {
                (try? display.connection.size(of: client)).map { $0 == expected } ?? false
            }
            func open(_ program: String, _ geometry: String, _ panel: String, title: [String] = []) throws -> WindowID {
                try display.start(program, ["-geometry", geometry] + title)
                let client = try display.client(of: app, panel: panel)
                _ = try display.settled(app, panel)
                return client
            }
            _ = try open("xlogo", "200x120+1000+600", "xlogo")
            _ = try open("xclock", "200x120+100+100", "xclock")
            _ = try display.output(of: "wmctrl", ["-r", "xclock", "-b", "add,maximized_vert,maximized_horz"])
            #expect(eventually { rest("xclock") == PixelRect(x: 0, y: 0, width: 1280, height: 800) })
            let xterm = try open("xterm", "40x8+100+100", "xterm", title: ["-T", "big"])
            _ = try display.output(of: "wmctrl", ["-r", "big", "-b", "add,fullscreen"])
            #expect(eventually { size(of: xterm, is: (1280, 800)) })
            let minimised = try open("xlogo", "200x120+1050+500", "shelved", title: ["-name", "shelved"])
            _ = try display.output(of: "xdotool", ["windowminimize", String(minimised)])
            _ = try app.wait(for: "did-minimise") { $0["panel"] as? String == "shelved" }
            // (Floating windows keep clear of the shelf: xlogo moves up.)
            #expect(eventually { rest("xlogo")?.y == 800 - 96 - 164 })
            let floating = try #require(rest("xlogo"))
            _ = try open("xeyes", "150x100+700+300", "xeyes")
            try display.input.key(KeyPress(.right, modifiers: .super))
            #expect(eventually { rest("xeyes") == PixelRect(x: 640, y: 0, width: 640, height: 704) }, "above the shelf")
            #expect(eventually { rest("xclock") == PixelRect(x: 0, y: 0, width: 1280, height: 704) }, "above the shelf")

            let smaller = try runProcess("/usr/bin/xrandr", ["-s", "1024x768"], environment: display.environment)
            #expect(smaller.status == 0, "xrandr -s: \(smaller.stderr)")
            #expect(eventually { display.connection.monitors().first.map { ($0.width, $0.height) == (1024, 768) } ?? false })
            #expect(eventually { within(rest("xlogo"), 1024, 768) }, "moved onto the screen: \(String(describing: rest("xlogo")))")
            #expect(eventually { size(of: xterm, is: (1024, 768)) }, "still full screen")
            // (The shelf on the screen's foot holds the minimised window: floating ones keep clear of it.)
            #expect(eventually { rest("xclock") == PixelRect(x: 0, y: 0, width: 1024, height: 672) }, "\(String(describing: rest("xclock")))")
            #expect(eventually { rest("xeyes") == PixelRect(x: 512, y: 0, width: 512, height: 672) }, "\(String(describing: rest("xeyes")))")
            _ = try display.output(of: "wmctrl", ["-i", "-a", String(minimised)])
            _ = try app.wait(for: "did-restore") { $0["panel"] as? String == "shelved" }
            #expect(eventually { within(rest("shelved"), 1024, 768) }, "back from the shelf onto the screen: \(String(describing: rest("shelved")))")
            #expect(eventually { rest("xclock") == PixelRect(x: 0, y: 0, width: 1024, height: 768) }, "\(String(describing: rest("xclock")))")
            #expect(eventually { rest("xeyes") == PixelRect(x: 512, y: 0, width: 512, height: 768) }, "\(String(describing: rest("xeyes")))")

            let back = try runProcess("/usr/bin/xrandr", ["-s", "1280x800"], environment: display.environment)
            #expect(back.status == 0, "xrandr -s: \(back.stderr)")
            #expect(eventually { rest("xlogo") == floating }, "back where it was: \(String(describing: rest("xlogo")))")
            #expect(eventually { rest("xclock") == PixelRect(x: 0, y: 0, width: 1280, height: 800) })
            #expect(eventually { size(of: xterm, is: (1280, 800)) })
        }

        /// Issue 59: a screen grown past the size it had when Flotilla started (Xephyr's 1280×800
        /// to 1600×1200, as `xrandr -s` after login): a window moved beyond the old size is drawn,
        /// a maximised one and a tiled one fill the new size, the work area is the new screen.
        @Test func aScreenMadeLargerIsFilledAndDrawnAllOver() throws {
            let display = try ManagedDisplay(resizable: true)
            let app = try display.manage()
            defer { app.stop() }
            _ = try app.readyWindow()
            let connection = display.connection, root = connection.rootWindow
            let rest = { (panel: String) -> PixelRect? in
                (app.events.last { $0["event"] as? String == "did-settle" && $0["panel"] as? String == panel }?["frame"] as? [String: Double]).map {
                    PixelRect(x: Int($0["x"]!), y: Int($0["y"]!), width: Int($0["width"]!), height: Int($0["height"]!))
                }
            }
            try display.start("xclock", ["-geometry", "200x120+100+100"])
            _ = try display.client(of: app, panel: "xclock")
            _ = try display.settled(app, "xclock")
            _ = try display.output(of: "wmctrl", ["-r", "xclock", "-b", "add,maximized_vert,maximized_horz"])
            #expect(eventually { rest("xclock") == PixelRect(x: 0, y: 0, width: 1280, height: 800) })
            try display.start("xeyes", ["-geometry", "150x100+700+300"])
            _ = try display.client(of: app, panel: "xeyes")
            _ = try display.settled(app, "xeyes")
            try display.input.key(KeyPress(.right, modifiers: .super))
            #expect(eventually { rest("xeyes") == PixelRect(x: 640, y: 0, width: 640, height: 800) })
            try display.start("xlogo", ["-geometry", "240x150+200+200"])
            let xlogo = try display.client(of: app, panel: "xlogo")
            _ = try display.settled(app, "xlogo")

            let larger = try runProcess("/usr/bin/xrandr", ["-s", "1600x1200"], environment: display.environment)
            #expect(larger.status == 0, "xrandr -s: \(larger.stderr)")
            #expect(eventually { display.connection.monitors().first.map { ($0.width, $0.height) == (1600, 1200) } ?? false })
            #expect(eventually { rest("xclock") == PixelRect(x: 0, y: 0, width: 1600, height: 1200) }, "\(String(describing: rest("xclock")))")
            #expect(eventually { rest("xeyes") == PixelRect(x: 800, y: 0, width: 800, height: 1200) }, "\(String(describing: rest("xeyes")))")
            #expect(eventually { (try? connection.property("_NET_WORKAREA", of: root))??.values32.prefix(4) == [0, 0, 1600, 1200] }, "the work area")
            // xlogo moved past the old right edge is drawn there.
            _ = try display.output(of: "wmctrl", ["-i", "-a", "0x" + String(xlogo, radix: 16)])
            _ = try display.output(of: "xdotool", ["windowmove", String(xlogo), "1300", "944"])
            #expect(try eventually {
                guard let at = try? connection.rootPosition(0, 0, in: xlogo), at.x >= 1280 else { return false }
                return try connection.capture(root, area: PixelRect(x: at.x, y: at.y, width: 240, height: 100)).pixels
                    == connection.capture(xlogo, area: PixelRect(x: 0, y: 0, width: 240, height: 100)).pixels
            }, "xlogo drawn beyond the old size: \(String(describing: try? connection.rootPosition(0, 0, in: xlogo)))")
        }
    }
}
