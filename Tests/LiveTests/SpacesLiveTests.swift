import App
@testable import Bench
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
    /// Issue 43: spaces under `flotilla manage`, as wmctrl and xdotool see them and ask for them.
    @Suite("Spaces, live", .enabled(if: FlotillaBinary.exists, "build the flotilla executable first (scripts/test does)"))
    struct SpacesLiveTests {
        /// A managed display with xlogo at (100, 100) and xeyes at (600, 300), both at rest.
        func twoWindows(_ arguments: [String] = []) throws -> (ManagedDisplay, RunningFlotilla, xlogo: WindowID, xeyes: WindowID) {
            let display = try ManagedDisplay()
            let app = try display.manage(arguments)
            _ = try app.readyWindow()
            try display.start("xlogo", ["-geometry", "240x150+100+100"])
            try display.start("xeyes", ["-geometry", "200x150+600+300"])
            let xlogo = try display.client(of: app, panel: "xlogo"), xeyes = try display.client(of: app, panel: "xeyes")
            _ = try display.settled(app, "xlogo")
            _ = try display.settled(app, "xeyes")
            return (display, app, xlogo, xeyes)
        }

        func rootValue(_ name: String, _ display: ManagedDisplay) -> [UInt32]? {
            (try? display.connection.property(name, of: display.connection.rootWindow))??.values32
        }

        func desktop(of window: WindowID, _ display: ManagedDisplay) -> UInt32? {
            (try? display.connection.property("_NET_WM_DESKTOP", of: window))??.values32.first
        }

        /// The window xdotool finds under the pointer moved to (x, y).
        func windowUnderPointer(_ x: Int, _ y: Int, _ display: ManagedDisplay) throws -> WindowID? {
            let shell = try display.output(of: "xdotool", ["mousemove", "\(x)", "\(y)", "getmouselocation", "--shell"]).text
            return shell.split(separator: "\n").first { $0.hasPrefix("WINDOW=") }.flatMap { WindowID($0.dropFirst(7)) }
        }

        @Test func wmctrlCountsSwitchesMovesAndListsTheSpaces() throws {
            let (display, app, xlogo, xeyes) = try twoWindows(["--spaces", "2"])
            defer { app.stop() }
            #expect(rootValue("_NET_NUMBER_OF_DESKTOPS", display) == [2])
            _ = try display.output(of: "wmctrl", ["-n", "4"])
            #expect(eventually { rootValue("_NET_NUMBER_OF_DESKTOPS", display) == [4] })
            let spaces = try display.output(of: "wmctrl", ["-d"]).text.split(separator: "\n")
            #expect(spaces.count == 4 && spaces[0].hasPrefix("0  * ") && spaces[0].hasSuffix("Space 1") && spaces[3].hasSuffix("Space 4"), "\(spaces)")
            #expect(desktop(of: xlogo, display) == 0 && desktop(of: xeyes, display) == 0)

            // xeyes to space 2: it slides out of the screen to the right, its window left where it was.
            let place = try display.connection.rootPosition(0, 0, in: xeyes)
            _ = try display.output(of: "wmctrl", ["-r", "xeyes", "-t", "1"])
            #expect(eventually { desktop(of: xeyes, display) == 1 })
            #expect(try display.settled(app, "xeyes", after: 1).x >= 1280, "rests beside the screen")
            #expect(try display.connection.rootPosition(0, 0, in: xeyes) == place)
            #expect(display.isViewable(xeyes), "stays mapped")
            let listed = try display.output(of: "wmctrl", ["-l"]).text.split(separator: "\n")
            #expect(listed.contains { $0.contains(" 0 ") && $0.hasSuffix("xlogo") } && listed.contains { $0.contains(" 1 ") && $0.hasSuffix("xeyes") }, "\(listed)")
            #expect(try windowUnderPointer(place.x + 100, place.y + 75, display) != xeyes, "takes no pointer")

            // Space 2 shows: xlogo slides out to the left; nothing of it is drawn or takes the pointer.
            let xlogoPlace = try display.connection.rootPosition(0, 0, in: xlogo)
            _ = try display.output(of: "wmctrl", ["-s", "1"])
            #expect(eventually { rootValue("_NET_CURRENT_DESKTOP", display) == [1] })
            #expect(try display.settled(app, "xlogo", after: 1).x <= 100 - 1280)
            #expect(try display.settled(app, "xeyes", after: 2).x == 600)
            #expect(try windowUnderPointer(xlogoPlace.x + 100, xlogoPlace.y + 75, display) != xlogo)
            #expect(try windowUnderPointer(place.x + 100, place.y + 75, display) == xeyes)
            let own = try display.connection.capture(xlogo)
            let there = try display.connection.capture(display.connection.rootWindow, area: PixelRect(x: xlogoPlace.x, y: xlogoPlace.y, width: 240, height: 150))
            #expect(there.pixels != own.pixels, "xlogo is not drawn")
            #expect(display.isViewable(xlogo))
            if let state = try display.connection.property("WM_STATE", of: xlogo)?.values32.first { #expect(state == 1, "Normal, not Iconic") }

            // One space: every window is on it, and it shows.
            _ = try display.output(of: "wmctrl", ["-n", "1"])
            #expect(eventually { rootValue("_NET_NUMBER_OF_DESKTOPS", display) == [1] && desktop(of: xeyes, display) == 0 })
            #expect(rootValue("_NET_CURRENT_DESKTOP", display) == [0])
            #expect(try display.settled(app, "xlogo", after: 2).x == 100)
        }

        @Test func theSwitchKeySlidesAndXdotoolMovesAWindowAndActivatingItShowsItsSpace() throws {
            let (display, app, xlogo, xeyes) = try twoWindows(["--spaces", "3"])
            defer { app.stop() }
            #expect(rootValue("_NET_NUMBER_OF_DESKTOPS", display) == [3])
            _ = try display.output(of: "xdotool", ["set_desktop_for_window", "\(xlogo)", "2"])
            #expect(eventually { desktop(of: xlogo, display) == 2 })
            // Super+Page Down: the next space, each window sliding a screen to the left.
            let begun = Date()
            try display.input.key(KeyPress(.pageDown, modifiers: .super))
            #expect(eventually { rootValue("_NET_CURRENT_DESKTOP", display) == [1] })
            #expect(try display.settled(app, "xeyes", after: 1).x == 600 - 1280)
            #expect(Date().timeIntervalSince(begun) > 0.1, "it slid, and did not jump")
            // xdotool set_desktop, then activating xlogo (wmctrl -a) shows the space it is on.
            _ = try display.output(of: "xdotool", ["set_desktop", "0"])
            #expect(eventually { rootValue("_NET_CURRENT_DESKTOP", display) == [0] })
            _ = try display.output(of: "wmctrl", ["-a", "xlogo"])
            #expect(eventually { rootValue("_NET_CURRENT_DESKTOP", display) == [2] && rootValue("_NET_ACTIVE_WINDOW", display) == [xlogo] })
            #expect(desktop(of: xeyes, display) == 0)
        }

        @Test func sigkillLeavesTheWindowsOfEverySpaceViewableAndARestartKeepsTheSpaces() throws {
            let (display, app, xlogo, xeyes) = try twoWindows()
            _ = try display.output(of: "wmctrl", ["-r", "xeyes", "-t", "2"])
            _ = try display.output(of: "wmctrl", ["-s", "1"])
            #expect(eventually { rootValue("_NET_CURRENT_DESKTOP", display) == [1] && desktop(of: xeyes, display) == 2 })
            kill(app.process.processIdentifier, SIGKILL)
            app.process.waitUntilExit()
            for window in [xlogo, xeyes] {
                #expect(eventually { display.connection.parent(of: window) == display.connection.rootWindow }, "back on the root (save-set)")
                #expect(display.isViewable(window))
            }

            // Managed again: the space that showed shows, each window on the space it was on.
            let again = try display.manage()
            defer { again.stop() }
            _ = try display.settled(again, "xlogo")
            #expect(rootValue("_NET_CURRENT_DESKTOP", display) == [1])
            #expect(desktop(of: xlogo, display) == 0 && desktop(of: xeyes, display) == 2)
            let listed = try display.output(of: "wmctrl", ["-l"]).text.split(separator: "\n")
            #expect(listed.contains { $0.contains(" 2 ") && $0.hasSuffix("xeyes") }, "\(listed)")
        }

        @Test func exposesRowTakesADraggedWindowAndAClickShowsASpace() throws {
            let (display, app, _, xeyes) = try twoWindows()
            defer { app.stop() }
            let (overlay, _, _) = try app.readyWindow()
            let settles = app.events.count { $0["event"] as? String == "did-settle" && $0["panel"] as? String == "xeyes" }
            try display.input.tap(.super)
            _ = try app.wait(for: "did-enter-expose")
            let cell = try display.settled(app, "xeyes", after: settles)
            let row = ExposeSpacesRow(count: 4, in: Rect(x: 0, y: 0, width: 1280, height: 800))
            // xeyes's cell dragged onto the third space's thumbnail.
            let goal = row.thumbnails[2]
            try display.input.move(to: cell.x + cell.width / 2, cell.y + cell.height / 2, in: overlay)
            try display.input.press(button: 1)
            for step in 1...12 {
                let t = Double(step) / 12
                try display.input.move(to: Int(Double(cell.x + cell.width / 2) + (goal.midX - Double(cell.x + cell.width / 2)) * t),
                                       Int(Double(cell.y + cell.height / 2) + (goal.midY - Double(cell.y + cell.height / 2)) * t), in: overlay)
                Thread.sleep(forTimeInterval: 0.02)
            }
            try display.input.release(button: 1)
            #expect(eventually { desktop(of: xeyes, display) == 2 })
            _ = try app.wait(for: "did-request-move-to-space") { $0["index"] as? Int == 2 }
            // A click on the second space's thumbnail shows it, and exposé ends.
            let second = row.thumbnails[1]
            try display.input.move(to: Int(second.midX), Int(second.midY), in: overlay)
            try display.input.press(button: 1)
            try display.input.release(button: 1)
            #expect(eventually { rootValue("_NET_CURRENT_DESKTOP", display) == [1] })
            _ = try app.wait(for: "did-exit-expose")
        }

        @Test func theSessionKeepsEachKindOfWindowsSpaceAndTheSpaceThatShowed() throws {
            let display = try ManagedDisplay()
            let app = try display.manage()
            _ = try app.readyWindow()
            let first = try display.start("xlogo")
            let xlogo = try display.client(of: app, panel: "xlogo")
            _ = try display.settled(app, "xlogo")
            _ = try display.output(of: "wmctrl", ["-r", "xlogo", "-t", "2"])
            _ = try display.output(of: "wmctrl", ["-s", "1"])
            #expect(eventually { rootValue("_NET_CURRENT_DESKTOP", display) == [1] && desktop(of: xlogo, display) == 2 })
            kill(app.process.processIdentifier, SIGTERM)
            app.process.waitUntilExit()
            ProcessStats.stop(first)
            // A display that says nothing of its spaces, as at a new login.
            for name in ["_NET_NUMBER_OF_DESKTOPS", "_NET_CURRENT_DESKTOP"] {
                xcb_delete_property(display.connection.raw, display.connection.rootWindow, try display.connection.atom(name))
            }
            display.connection.flush()

            let again = try display.manage()
            defer { again.stop() }
            _ = try again.readyWindow()
            #expect(rootValue("_NET_CURRENT_DESKTOP", display) == [1], "the session's space shows")
            try display.start("xlogo")
            let second = try display.client(of: again, panel: "xlogo")
            #expect(eventually { desktop(of: second, display) == 2 }, "a new xlogo opens on the space the last one was on")
        }
    }
}
