@testable import App
@testable import Bench
import Assets
import Foundation
import Testing
import TestSupport
import X11

extension Live {
    /// `flotilla open` from a second process: the running Flotilla on the same display opens the
    /// window asked for; a second `flotilla run` hands its window over and exits; an unknown type
    /// is refused in one line.
    @Suite("flotilla open, live", .enabled(if: FlotillaBinary.exists, "build the flotilla executable first (scripts/test does)"))
    struct OpenLiveTests {
        @Test func openReachesTheRunningFlotilla() throws {
            let folders = try PrivateUserFolders()
            let environment = folders.environment()
            let scene = Assets.scene(named: "panels").path
            let app = try RunningFlotilla(["--scene", scene], environment: environment)
            defer { app.stop() }
            let (main, _, _) = try app.readyWindow()
            let connection = try X11Connection()
            let before = Set(try connection.topLevelWindows())

            let opened = try runFlotilla(["open", "detail", "--param", "place=ferry"], environment: environment)
            #expect(opened.status == 0, "\(opened.stderr)")
            let detail = try #require(try connection.newTopLevelWindow(besides: before))
            #expect(try connection.property("_NET_WM_NAME", of: detail)?.string == "Flotilla — Detail — place=ferry")
            #expect(try connection.property("WM_CLASS", of: detail)?.string == "flotilla\0Flotilla\0")

            let refused = try runFlotilla(["open", "nowhere"], environment: environment)
            #expect(refused.status == 1)
            #expect(refused.stderr == "flotilla: unknown window type \"nowhere\" (this scene offers main, detail)\n")

            let second = try runFlotilla(["run", "--scene", scene], environment: environment)
            #expect(second.status == 0, "a second run hands its window over: \(second.stderr)")
            let another = try #require(try connection.newTopLevelWindow(besides: before.union([detail])))
            #expect(try connection.property("_NET_WM_NAME", of: another)?.string == "Flotilla — Compose")

            let input = try SyntheticInput(connection: connection)
            for window in [main, detail, another] { try input.requestClose(window) }
            app.process.waitUntilExit()
            #expect(app.process.terminationStatus == 0)
        }

        /// Two private X servers, a Flotilla on each: `open` reaches the one on its `DISPLAY` only.
        @Test func openReachesTheFlotillaOfItsOwnDisplay() throws {
            let folders = try PrivateUserFolders()
            let servers = [try PrivateXvfb(width: 1280, height: 800), try PrivateXvfb(width: 1280, height: 800)]
            let environments = servers.map { folders.environment(["DISPLAY": $0.display]) }
            let scene = Assets.scene(named: "panels").path
            let apps = try environments.map { try RunningFlotilla(["--scene", scene], environment: $0) }
            defer { for app in apps { app.stop() } }
            for app in apps { _ = try app.readyWindow() }
            let connections = try servers.map { try X11Connection(display: $0.display) }
            let before = try connections.map { Set(try $0.topLevelWindows()) }

            let opened = try runFlotilla(["open", "detail"], environment: environments[1])
            #expect(opened.status == 0, "\(opened.stderr)")
            let detail = try #require(try connections[1].newTopLevelWindow(besides: before[1]), "a window on the second server")
            #expect(try connections[1].property("_NET_WM_NAME", of: detail)?.string == "Flotilla — Detail")
            #expect(try Set(connections[0].topLevelWindows()) == before[0], "nothing opened on the first")
        }
    }
}
