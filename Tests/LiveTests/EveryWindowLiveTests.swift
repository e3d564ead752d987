import Assets
import CXCB
import Desktop
import Foundation
import Glibc
import TestSupport
import Testing
@testable import X11

extension Live {
    /// A session brings back every window: two main windows (a second `run` hands over) and one
    /// opened with `flotilla open` come back after SIGTERM and a restart, each where it was.
    @Suite("Every window comes back, live", .enabled(if: FlotillaBinary.exists, "build the flotilla executable first (scripts/test does)"))
    struct EveryWindowLiveTests {
        let scene = Assets.scene(named: "panels").path

        /// Each window's title and place on the root window, sorted.
        func shown(_ windows: [WindowID], on connection: X11Connection) throws -> [String] {
            try windows.map { w in
                let title = try connection.property("_NET_WM_NAME", of: w)?.string ?? "?"
                let origin = try connection.rootPosition(0, 0, in: w)
                return "\(title) at \(origin.x),\(origin.y)"
            }.sorted()
        }

        @Test func twoMainWindowsAndAnOpenedOneComeBackWhereTheyWere() throws {
            let folders = try PrivateUserFolders()
            let environment = folders.environment()
            let connection = try X11Connection()
            let known = Set(try connection.topLevelWindows())
            let first = try RunningFlotilla(["--scene", scene], environment: environment)
            defer { first.stop() }
            let (main, _, _) = try first.readyWindow()
            let second = try runFlotilla(["run", "--scene", scene], environment: environment)
            #expect(second.status == 0, "a second run hands over: \(second.stderr)")
            let another = try #require(try connection.newTopLevelWindow(besides: known.union([main])), "a second main window")
            let opened = try runFlotilla(["open", "detail"], environment: environment)
            #expect(opened.status == 0, "\(opened.stderr)")
            let detail = try #require(try connection.newTopLevelWindow(besides: known.union([main, another])), "the detail window")
            // With no window manager the test places them, each somewhere of its own.
            for (window, x, y) in [(main, 20, 10), (another, 100, 50), (detail, 60, 80)] {
                xcb_configure_window(connection.raw, window, UInt16(XCB_CONFIG_WINDOW_X.rawValue | XCB_CONFIG_WINDOW_Y.rawValue),
                                     [UInt32(x), UInt32(y)])
            }
            let before = try shown([main, another, detail], on: connection)
            #expect(before == ["Flotilla — Compose at 100,50", "Flotilla — Compose at 20,10", "Flotilla — Detail at 60,80"])
            kill(first.process.processIdentifier, SIGTERM)
            first.process.waitUntilExit()
            #expect(first.process.terminationStatus == 0, "SIGTERM ends the session cleanly")

            let app = try RunningFlotilla(["--scene", scene], environment: environment)
            defer { app.stop() }
            _ = try app.readyWindow()
            let back = try connection.topLevelWindows().filter { !known.contains($0) }
            #expect(try shown(back, on: connection) == before)
        }
    }
}
