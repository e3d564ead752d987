@testable import App
@testable import Bench
import Desktop
import Foundation
import Glibc
import Input
import TestSupport
import Testing
@testable import X11

extension Live {
    /// Issue 26: iPadOS 26 windowing under `flotilla manage` — flick to tile, the title bar's
    /// buttons, the minimise shelf, the keys, remembered tiles and arrange all.
    @Suite("iPadOS 26 windowing, live", .enabled(if: FlotillaBinary.exists, "build the flotilla executable first (scripts/test does)"))
    struct WindowingLiveTests {
        /// Issue 26: flung by its title bar, a window tiles where its momentum carries the pointer —
        /// left half, top-right quarter, the whole work area — and text typed afterwards reaches it.
        @Test func aFlickOfAnXtermsTitleBarTilesIt() throws {
            let display = try ManagedDisplay()
            let app = try display.manage()
            defer { app.stop() }
            let (overlay, _, _) = try app.readyWindow()
            let typed = display.folders.state.appendingPathComponent("typed")
            try display.start("xterm", ["-geometry", "60x12+500+300", "-e", "sh", "-c", "read line; printf %s \"$line\" > \(typed.path)"])
            let client = try display.client(of: app, panel: "xterm")
            var frame = try display.settled(app, "xterm")
            var settles = 1
            /// Flings the title bar by `step` ten times 10 ms apart and waits for its tile.
            func fling(_ step: (Int, Int), to arrangement: String, within tile: PixelRect) throws {
                try display.input.gesture(in: overlay, from: (frame.x + 150, frame.y + 20), step: step, count: 10, interval: 0.01, rest: 0)
                _ = try app.wait(for: "did-tile") { $0["arrangement"] as? String == arrangement }
                frame = try display.settled(app, "xterm", after: settles)
                settles = app.events.count { $0["event"] as? String == "did-settle" && $0["panel"] as? String == "xterm" }
                // Inside the tile, as large as xterm's character cells allow (within a cell of it).
                #expect(frame.x >= tile.x && frame.y >= tile.y && frame.x + frame.width <= tile.x + tile.width
                        && frame.y + frame.height <= tile.y + tile.height, "\(frame) in \(tile)")
                #expect(tile.width - frame.width < 20 && tile.height - frame.height < 20, "\(frame) fills \(tile)")
                #expect(try display.connection.rootPosition(0, 0, in: client) == RootPoint(x: frame.x, y: frame.y + ManageLiveTests.titleBar))
            }
            try fling((-40, 0), to: "left-half", within: PixelRect(x: 0, y: 0, width: 640, height: 800))
            try fling((60, -30), to: "top-right", within: PixelRect(x: 640, y: 0, width: 640, height: 400))
            try fling((0, -40), to: "fill", within: PixelRect(x: 0, y: 0, width: 1280, height: 800))
            try display.input.move(to: 600, 400, in: overlay)
            try display.input.press(button: 1)
            try display.input.release(button: 1)
            _ = try display.output(of: "xdotool", ["type", "--delay", "10", "tiled"])
            _ = try display.output(of: "xdotool", ["key", "Return"])
            #expect(eventually { (try? String(contentsOf: typed, encoding: .utf8)) == "tiled" })
        }

        /// Issue 26: Super+Left tiles the focused window left, Alt+Tab brings the previous window
        /// back, and F3 typed into a focused xterm is xterm's (only those combinations are grabbed).
        @Test func superLeftTilesAltTabSwitchesAndF3StaysTheApps() throws {
            let display = try ManagedDisplay()
            let app = try display.manage()
            defer { app.stop() }
            _ = try app.readyWindow()
            let typed = display.folders.state.appendingPathComponent("typed")
            try display.start("xlogo", ["-geometry", "240x150+700+300"])
            let xlogo = try display.client(of: app, panel: "xlogo")
            _ = try display.settled(app, "xlogo")
            try display.start("xterm", ["-geometry", "40x6+100+300", "-e", "sh", "-c", "read line; printf %s \"$line\" > \(typed.path)"])
            let xterm = try display.client(of: app, panel: "xterm")
            _ = try display.settled(app, "xterm")
            let root = display.connection.rootWindow
            func active() -> WindowID? { (try? display.connection.property("_NET_ACTIVE_WINDOW", of: root))??.values32.first }
            #expect(eventually { active() == xterm })

            try display.input.key(KeyPress(.left, modifiers: .super))
            _ = try app.wait(for: "did-tile") { $0["panel"] as? String == "xterm" && $0["arrangement"] as? String == "left-half" }
            let tiled = try display.settled(app, "xterm", after: 1)
            #expect(tiled.x == 0 && tiled.x + tiled.width <= 640 && tiled.width > 620)

            try display.input.key(KeyPress(.tab, modifiers: .alt))
            #expect(eventually { active() == xlogo }, "Alt+Tab: xlogo, the window before")
            try display.input.key(KeyPress(.tab, modifiers: .alt))
            #expect(eventually { active() == xterm }, "again: back to xterm")

            // F3, typed into xterm, is xterm's (its escape sequence ends in "OR"), not exposé.
            try display.input.key(KeyPress(.function(3)))
            _ = try display.output(of: "xdotool", ["type", "x"])
            _ = try display.output(of: "xdotool", ["key", "Return"])
            #expect(eventually { (try? String(contentsOf: typed, encoding: .utf8))?.hasSuffix("ORx") == true }, "\((try? String(contentsOf: typed, encoding: .utf8)) ?? "nothing")")
            #expect(!app.events.contains { $0["event"] as? String == "did-enter-expose" })
        }

        /// Issue 26: closed and started again, xterm opens in the tile it had — in the same session
        /// and in the next.
        @Test func anXtermReopensInTheTileItHad() throws {
            let display = try ManagedDisplay()
            let app = try display.manage()
            _ = try app.readyWindow()
            let first = try display.start("xterm", ["-geometry", "60x12+500+300"])
            _ = try display.client(of: app, panel: "xterm")
            _ = try display.settled(app, "xterm")
            try display.input.key(KeyPress(.left, modifiers: .super))
            _ = try app.wait(for: "did-tile") { $0["arrangement"] as? String == "left-half" }
            let tiled = try display.settled(app, "xterm", after: 1)
            ProcessStats.stop(first)
            _ = try app.wait(for: "did-close") { $0["panel"] as? String == "xterm" }
            let second = try display.start("xterm")
            _ = try app.wait(for: "did-tile") { _ in app.events.count { $0["event"] as? String == "did-tile" } == 2 }
            // (Its cells may snap it a few points up or down in the tile, depending on when xterm sets its size hints.)
            let leftHalf = PixelRect(x: 0, y: 0, width: 640, height: 800)
            func fills(_ f: (x: Int, y: Int, width: Int, height: Int)) -> Bool {
                f.x >= leftHalf.x && f.y >= leftHalf.y && f.x + f.width <= leftHalf.x + leftHalf.width && f.y + f.height <= leftHalf.y + leftHalf.height
                    && leftHalf.width - f.width < 20 && leftHalf.height - f.height < 20
            }
            #expect(fills(tiled))
            let reopened = try display.settled(app, "xterm", after: 2)
            #expect(fills(reopened), "\(reopened)")
            ProcessStats.stop(second)
            _ = try app.wait(for: "did-close") { _ in app.events.count { $0["event"] as? String == "did-close" } == 2 }
            kill(app.process.processIdentifier, SIGTERM)
            app.process.waitUntilExit()

            let again = try display.manage()
            defer { again.stop() }
            _ = try again.readyWindow()
            try display.start("xterm")
            _ = try again.wait(for: "did-tile") { $0["panel"] as? String == "xterm" && $0["arrangement"] as? String == "left-half" }
            let restored = try display.settled(again, "xterm")
            #expect(fills(restored), "\(restored)")
        }

        /// Issue 26: "arrange all" (Super+a while an app has the keyboard) places four windows in a
        /// grid with no overlap, inside the work area.
        @Test func arrangeAllPlacesFourWindowsInAGrid() throws {
            let display = try ManagedDisplay()
            let app = try display.manage()
            defer { app.stop() }
            _ = try app.readyWindow()
            let names = ["xlogo", "xeyes", "xclock", "xterm"]
            for (i, name) in names.enumerated() {
                try display.start(name, ["-geometry", "\(200 + 40 * i)x\(150 + 20 * i)+\(100 + 30 * i)+\(100 + 30 * i)"])
                _ = try display.client(of: app, panel: name)
                _ = try display.settled(app, name)
            }
            try display.input.key(KeyPress(.character("a"), modifiers: .super))
            var frames: [PixelRect] = []
            for name in names {
                let f = try display.settled(app, name, after: 1)
                frames.append(PixelRect(x: f.x, y: f.y, width: f.width, height: f.height))
            }
            let work = PixelRect(x: 0, y: 0, width: 1280, height: 800)
            for (i, a) in frames.enumerated() {
                #expect(a.x >= work.x && a.y >= work.y && a.x + a.width <= work.width && a.y + a.height <= work.height, "\(a)")
                for b in frames[(i + 1)...] { #expect(a.intersection(b).isEmpty, "\(a) and \(b) overlap") }
            }
        }

        /// Issue 26: Alt held, Tab twice: the switcher shows over the screen while Alt is down, and
        /// letting go of Alt activates the third window (front first), not the last two in turn.
        @Test func altHeldThroughTwoTabsShowsTheSwitcherAndChoosesTheThirdWindow() throws {
            let display = try ManagedDisplay()
            let app = try display.manage()
            defer { app.stop() }
            _ = try app.readyWindow()
            var clients: [String: WindowID] = [:]
            for (name, place) in [("xlogo", "+100+100"), ("xeyes", "+900+100"), ("xterm", "+100+500")] {
                try display.start(name, ["-geometry", place])
                clients[name] = try display.client(of: app, panel: name)
                _ = try display.settled(app, name)
            }
            let root = display.connection.rootWindow
            func active() -> WindowID? { (try? display.connection.property("_NET_ACTIVE_WINDOW", of: root))??.values32.first }
            #expect(eventually { active() == clients["xterm"] })
            /// Whether the switcher's plate (#1C1C1E at 85 %, darker than the backdrop anywhere) shows
            /// in the middle column above its thumbnails.
            func plateShows() -> Bool {
                guard let column = try? display.connection.capture(root, area: PixelRect(x: 640, y: 250, width: 1, height: 150)) else { return false }
                return column.pixels.contains { ($0 >> 16) & 0xFF < 0x28 && ($0 >> 8) & 0xFF < 0x28 && $0 & 0xFF < 0x2C }
            }
            #expect(!plateShows())
            try display.input.holding(.alt) {
                try display.input.key(KeyPress(.tab))
                try display.input.key(KeyPress(.tab))
                #expect(eventually { plateShows() }, "the switcher's plate at the middle of the screen")
                #expect(active() == clients["xterm"], "nothing changes while Alt is held")
            }
            #expect(eventually { active() == clients["xlogo"] }, "xterm, xeyes, xlogo: the second Tab chose xlogo")
            #expect(eventually { !plateShows() })
        }

        /// Issue 26: xterm minimised when the session ended opens minimised (in the shelf, iconic)
        /// when it starts again in the next one.
        @Test func aWindowMinimisedWhenTheSessionEndedOpensMinimisedInTheNext() throws {
            let display = try ManagedDisplay()
            let app = try display.manage()
            _ = try app.readyWindow()
            let first = try display.start("xterm", ["-geometry", "40x8+300+200"])
            let xterm = try display.client(of: app, panel: "xterm")
            _ = try display.settled(app, "xterm")
            _ = try display.output(of: "xdotool", ["windowminimize", String(xterm)])
            _ = try app.wait(for: "did-minimise") { $0["panel"] as? String == "xterm" }
            kill(app.process.processIdentifier, SIGTERM)
            app.process.waitUntilExit()
            ProcessStats.stop(first)

            let again = try display.manage()
            defer { again.stop() }
            _ = try again.readyWindow()
            try display.start("xterm")
            let reopened = try display.client(of: again, panel: "xterm")
            _ = try again.wait(for: "did-minimise") { $0["panel"] as? String == "xterm" }
            #expect(eventually { (try? display.connection.property("WM_STATE", of: reopened))??.values32.first == 3 }, "IconicState")
            let thumbnail = try display.settled(again, "xterm")
            #expect(thumbnail.y >= 800 - 96 && thumbnail.height <= 64, "in the shelf: \(thumbnail)")
        }

        /// Issue 26: a right click on xterm's fill button opens the arrangements under it; a click on
        /// the right half's picture tiles xterm there.
        @Test func fillsArrangementsTileAnXtermInTheRightHalf() throws {
            let display = try ManagedDisplay()
            let app = try display.manage()
            defer { app.stop() }
            let (overlay, _, _) = try app.readyWindow()
            try display.start("xterm", ["-geometry", "60x12+400+200"])
            _ = try display.client(of: app, panel: "xterm")
            let frame = try display.settled(app, "xterm")
            // Fill: 28 px wide, 64 px in from the title bar's left, 8 down. The menu, 250 wide,
            // is centred under it, 12 px below; the right half is the second picture of its first row.
            try display.input.move(to: frame.x + 78, frame.y + 22, in: overlay)
            try display.input.press(button: 3)
            try display.input.release(button: 3)
            let menu = (x: frame.x + 78 - 125, y: frame.y + 36 + 12), cell = (x: menu.x + 14 + 58 + 34, y: menu.y + 14 + 17)
            // Clicked once it shows (xterm's window leaves it the pointer from that frame on): the
            // half's picture in the accent colour.
            #expect(eventually {
                (try? display.connection.capture(display.connection.rootWindow, area: PixelRect(x: cell.x, y: cell.y, width: 1, height: 1)))?
                    .pixels.first.map { $0 & 0xFF_FFFF == 0x3A7BD5 } == true
            }, "the arrangements show")
            try display.input.move(to: cell.x, cell.y, in: overlay)
            try display.input.press(button: 1)
            try display.input.release(button: 1)
            _ = try app.wait(for: "did-tile") { $0["panel"] as? String == "xterm" && $0["arrangement"] as? String == "right-half" }
            let tiled = try display.settled(app, "xterm", after: 1)
            #expect(tiled.x >= 640 && tiled.x + tiled.width <= 1280 && tiled.width > 620, "\(tiled)")
        }

        /// Issue 26: minimised by its amber button, xterm shrinks into the shelf along the bottom —
        /// iconic, its pixels still drawn there — and a click on its thumbnail brings it back to its frame.
        @Test func minimisedIntoTheShelfAClickOnItsThumbnailBringsItBack() throws {
            let display = try ManagedDisplay()
            let app = try display.manage()
            defer { app.stop() }
            let (overlay, _, _) = try app.readyWindow()
            try display.start("xterm", ["-geometry", "40x8+300+200", "-bg", "white"])
            let xterm = try display.client(of: app, panel: "xterm")
            let frame = try display.settled(app, "xterm")
            func wmState() -> UInt32? { (try? display.connection.property("WM_STATE", of: xterm))??.values32.first }
            func click(_ x: Int, _ y: Int) throws {
                try display.input.move(to: x, y, in: overlay)
                try display.input.press(button: 1)
                try display.input.release(button: 1)
            }

            // Minimise: close, minimise and fill sit 28 px apart from 8 px in, centred in the 44 px bar.
            try click(frame.x + 50, frame.y + 22)
            _ = try app.wait(for: "did-minimise") { $0["panel"] as? String == "xterm" }
            let thumbnail = try display.settled(app, "xterm", after: 1)
            #expect(thumbnail.y >= 800 - 96 && thumbnail.y + thumbnail.height <= 800 && thumbnail.height <= 64, "\(thumbnail) in the shelf")
            #expect(abs(thumbnail.x + thumbnail.width / 2 - 640) <= 1, "centred")
            #expect(eventually { wmState() == 3 }, "IconicState")
            // Its content is drawn in the thumbnail: xterm's white, where the backdrop is dark.
            let inside = try display.connection.capture(display.connection.rootWindow,
                                                        area: PixelRect(x: thumbnail.x + thumbnail.width / 2, y: thumbnail.y + thumbnail.height * 3 / 4, width: 1, height: 1))
            #expect(inside.pixels.allSatisfy { $0 & 0xFF_FFFF == 0xFF_FFFF }, "\(String(inside.pixels.first ?? 0, radix: 16))")

            try click(thumbnail.x + thumbnail.width / 2, thumbnail.y + thumbnail.height / 2)
            _ = try app.wait(for: "did-restore") { $0["panel"] as? String == "xterm" }
            let back = try display.settled(app, "xterm", after: 2)
            #expect(back == frame)
            #expect(eventually { wmState() == 1 }, "NormalState")
            #expect(try display.connection.rootPosition(0, 0, in: xterm) == RootPoint(x: frame.x, y: frame.y + ManageLiveTests.titleBar))
        }
    }
}
