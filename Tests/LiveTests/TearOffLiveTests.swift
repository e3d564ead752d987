import App
import Assets
import Desktop
import Foundation
import Input
import Model
import Render
import SnapshotTesting
import TestSupport
import Testing
import X11

extension Live {
    /// The compose scene under Xvfb: `n` tears the focused Date panel off into a top-level window
    /// of its own, where it was on screen, with a utility window's properties; dragged by its
    /// title strip and let go over the main window it docks again; closing the main window leaves
    /// a torn-off one, and closing it too ends the program.
    @Suite("Tear-off, live", .enabled(if: FlotillaBinary.exists, "build the flotilla executable first (scripts/test does)"))
    struct TearOffLiveTests {
        /// The compose scene with its focused Date panel torn off by `n`: the running Flotilla, its
        /// main window, a connection and input, the top-level windows before, and the event.
        static func tearOffDateByKey() throws -> (app: RunningFlotilla, main: WindowID, connection: X11Connection, input: SyntheticInput,
                                                  before: Set<WindowID>, torn: [String: Any]) {
            let app = try RunningFlotilla(["--scene", Assets.scene(named: "panels").path])
            do {
                let (main, _, _) = try app.readyWindow()
                let connection = try X11Connection()
                let input = try SyntheticInput(connection: connection)
                let before = Set(try connection.topLevelWindows())
                // Keys go where the pointer is (no window manager gives the focus).
                try input.move(to: 1000, 650, in: main)
                try input.key(KeyPress(.character("n")))
                return (app, main, connection, input, before, try app.wait(for: "did-tear-off"))
            } catch {
                app.stop()
                throw error
            }
        }

        @Test func nTearsTheFocusedPanelOffIntoAWindowOfItsOwn() throws {
            let (app, main, connection, input, before, torn) = try Self.tearOffDateByKey()
            defer { app.stop() }
            // Date floats at (480, 170, 280×214) and has the focus.
            #expect(torn["panel"] as? String == "date" && torn["frame"] as? [String: Double] == ["x": 480, "y": 170, "width": 280, "height": 214])
            _ = try app.wait(for: "did-close") { $0["panel"] as? String == "date" }
            let window = try #require(try connection.newTopLevelWindow(besides: before), "a second top-level window")
            #expect(try connection.topLevelWindows().filter { !before.contains($0) } == [window])
            func property(_ name: String) throws -> WindowProperty? { try connection.property(name, of: window) }
            #expect(try property("WM_CLASS")?.string == "flotilla\0Flotilla\0")
            #expect(try property("_NET_WM_NAME")?.string == "Date — Flotilla")
            #expect(try property("WM_TRANSIENT_FOR")?.values32 == [main])
            let type = try #require(try property("_NET_WM_WINDOW_TYPE")).values32
            #expect(try type.map { try connection.atomName($0) } == ["_NET_WM_WINDOW_TYPE_UTILITY"])
            #expect(try property("_MOTIF_WM_HINTS")?.values32 == [2, 0, 0, 0, 0], "no window-manager frame")
            #expect(try property("_GTK_FRAME_EXTENTS")?.values32 == [0, 0, 0, 0])
            #expect(try property("_NET_WM_PID")?.values32 == [UInt32(app.process.processIdentifier)])
            #expect(try property("WM_CLIENT_MACHINE")?.string.isEmpty == false)
            #expect(try property("WM_PROTOCOLS").map { try $0.values32.map { try connection.atomName($0) } } == ["WM_DELETE_WINDOW"])
            // Size hints: 280×214 now; Date's content 220…480 × 130…360 plus its 44 pt title bar.
            let hints = try #require(try property("WM_NORMAL_HINTS")).values32
            #expect(Array(hints[3...8]) == [280, 214, 220, 174, 480, 404])
            // The main window: 1100×700 now, never smaller than 320×240 (issue 14, finding 3; it was 1×1).
            let mainHints = try #require(try connection.property("WM_NORMAL_HINTS", of: main)).values32
            #expect(Array(mainHints[3...6]) == [1100, 700, 320, 240])
            // Where Date was on screen (no window manager: the main window sits at the root's origin).
            let mainOrigin = try connection.rootPosition(0, 0, in: main), tornOrigin = try connection.rootPosition(0, 0, in: window)
            #expect(tornOrigin.x == mainOrigin.x + 480 && tornOrigin.y == mainOrigin.y + 170)

            // Both windows as the screen shows them (the torn-off one over the main one).
            Thread.sleep(forTimeInterval: 0.6)
            let screen = PixelRect(x: mainOrigin.x, y: mainOrigin.y, width: 1100, height: 700)
            assertSnapshot(of: Image(try connection.capture(connection.rootWindow, area: screen)), as: .png(tolerance: .live),
                           named: "both-windows")

            // Dragged by its title strip 40 pt right and let go over the main window, it docks:
            // Date floats there again where the window was, and the window goes.
            // In root coordinates: the window moves under the pointer.
            try input.dragOnRoot(from: tornOrigin.x + 140, tornOrigin.y + 22, right: 8)
            let docked = try app.wait(for: "did-present") { $0["panel"] as? String == "date" }
            #expect(docked["state"] as? String == "floating")
            let settled = try app.wait(for: "did-settle") { $0["panel"] as? String == "date" }
            #expect(settled["frame"] as? [String: Double] == ["x": 520, "y": 170, "width": 280, "height": 214])
            let after = Date().addingTimeInterval(5)
            while try connection.topLevelWindows().contains(window), Date() < after { Thread.sleep(forTimeInterval: 0.05) }
            #expect(try !connection.topLevelWindows().contains(window), "the torn-off window went away")

            // Torn off again, then: closing the main window leaves the torn-off one; closing it too
            // ends the program.
            try input.move(to: 1000, 650, in: main)
            try input.key(KeyPress(.character("n")))
            _ = try app.wait(for: "did-tear-off") { $0["panel"] as? String == "date" && ($0["frame"] as? [String: Double])?["x"] == 520 }
            let again = try #require(try connection.newTopLevelWindow(besides: before))
            try input.requestClose(main)
            Thread.sleep(forTimeInterval: 0.3)
            #expect(app.process.isRunning)
            try input.requestClose(again)
            app.process.waitUntilExit()
            #expect(app.process.terminationStatus == 0)
        }

        /// Date's title bar dragged out past the window's right edge: it tears off there and its
        /// window follows the pointer until the button is let go, outside the main window.
        @Test func draggingAPanelOutOfTheWindowTearsItOff() throws {
            let app = try RunningFlotilla(["--scene", Assets.scene(named: "panels").path])
            defer { app.stop() }
            let (main, _, _) = try app.readyWindow()
            let connection = try X11Connection()
            let input = try SyntheticInput(connection: connection)
            let before = Set(try connection.topLevelWindows())
            // Date at (480, 170): grabbed 140 pt in, 15 pt down; carried to x = 1200 in the main
            // window's coordinates (100 pt past its right edge), resting before letting go.
            try input.gesture(in: main, from: (620, 185), step: (58, 0), count: 10, interval: 0.02, rest: 0.15)
            let torn = try app.wait(for: "did-tear-off")
            #expect(torn["panel"] as? String == "date")
            let window = try #require(try connection.newTopLevelWindow(besides: before))
            Thread.sleep(forTimeInterval: 0.2)
            let mainOrigin = try connection.rootPosition(0, 0, in: main), tornOrigin = try connection.rootPosition(0, 0, in: window)
            #expect(tornOrigin.x == mainOrigin.x + 1200 - 140 && tornOrigin.y == mainOrigin.y + 170, "under the pointer as it was grabbed")
            #expect(try connection.property("_NET_WM_NAME", of: window)?.string == "Date — Flotilla")
        }
    }
}
