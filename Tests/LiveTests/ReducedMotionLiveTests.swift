@testable import App
@testable import Bench
import Foundation
import Input
import Testing
import TestSupport
import X11

extension Live {
    /// Reduced motion in a real `flotilla run`: asked for by the desktop (an XSETTINGS manager,
    /// xsettingsd, publishing `Net/EnableAnimations` 0 on a private Xvfb of its own) or by
    /// `--reduced-motion`, or by the desktop while Flotilla runs. A key moves the Maps sheet from
    /// half to full: it arrives with no position between (one did-move, at full), with the events
    /// full motion sends.
    @Suite("Reduced motion, live",
           .enabled(if: FlotillaBinary.exists && FileManager.default.fileExists(atPath: "/usr/bin/xsettingsd"),
                    "needs the flotilla executable and xsettingsd (scripts/setup.sh installs it)"))
    struct ReducedMotionLiveTests {
        @Test func theDesktopsXSettingsTurnItOn() throws {
            let xvfb = try PrivateXvfb(width: 1280, height: 800)
            let folders = try PrivateUserFolders()
            let environment = folders.environment(["DISPLAY": xvfb.display])
            let config = folders.state.appendingPathComponent("xsettingsd.conf")
            try "Net/EnableAnimations 0\n".write(to: config, atomically: true, encoding: .utf8)
            let manager = try startDesktopProgram("/usr/bin/xsettingsd", arguments: ["-c", config.path], environment: environment)
            defer { ProcessStats.stop(manager) }
            let connection = try X11Connection(display: xvfb.display)
            try waitForAnimations(false, on: connection)

            let app = try RunningFlotilla([], environment: environment)
            defer { app.stop() }
            try expectAKeyMovesTheSheetWithNoPositionBetween(app, connection: connection)
        }

        /// The desktop's wish changes while Flotilla runs (xsettingsd reloads its file at SIGHUP):
        /// the next transition fades.
        @Test func aChangeOfTheDesktopsWishIsFollowed() throws {
            let xvfb = try PrivateXvfb(width: 1280, height: 800)
            let folders = try PrivateUserFolders()
            let environment = folders.environment(["DISPLAY": xvfb.display])
            let config = folders.state.appendingPathComponent("xsettingsd.conf")
            try "Net/EnableAnimations 1\n".write(to: config, atomically: true, encoding: .utf8)
            let manager = try startDesktopProgram("/usr/bin/xsettingsd", arguments: ["-c", config.path], environment: environment)
            defer { ProcessStats.stop(manager) }
            let connection = try X11Connection(display: xvfb.display)
            try waitForAnimations(true, on: connection)

            let app = try RunningFlotilla([], environment: environment)
            defer { app.stop() }
            let (id, _, _) = try app.readyWindow()
            #expect(try app.wait(for: "ready")["motion"] as? String == "full")
            try "Net/EnableAnimations 0\n".write(to: config, atomically: true, encoding: .utf8)
            kill(manager.processIdentifier, SIGHUP)
            try waitForAnimations(false, on: connection)
            // Flotilla reads the change as it comes; a moment for its loop to take it.
            Thread.sleep(forTimeInterval: 0.3)
            let input = try SyntheticInput(connection: connection)
            try input.move(to: 210, 200, in: id)
            try input.key(KeyPress(.up))
            #expect(try app.wait(for: "did-end-attracting")["state"] as? String == "full")
            let moves = app.events.filter { $0["event"] as? String == "did-move" }.compactMap { $0["extent"] as? Double }
            #expect(moves == [718], "one did-move, at full: the sheet faded there")
        }

        @Test func theFlagTurnsItOn() throws {
            let app = try RunningFlotilla(["--reduced-motion"])
            defer { app.stop() }
            try expectAKeyMovesTheSheetWithNoPositionBetween(app, connection: try X11Connection())
        }

        private func waitForAnimations(_ enabled: Bool, on connection: X11Connection) throws {
            let deadline = Date().addingTimeInterval(10)
            while try connection.xsettings()?.enablesAnimations != enabled, Date() < deadline { Thread.sleep(forTimeInterval: 0.05) }
            #expect(try connection.xsettings()?.enablesAnimations == enabled, "xsettingsd publishes Net/EnableAnimations \(enabled ? 1 : 0)")
        }

        private func expectAKeyMovesTheSheetWithNoPositionBetween(_ app: RunningFlotilla, connection: X11Connection) throws {
            let (id, _, _) = try app.readyWindow()
            #expect(try app.wait(for: "ready")["motion"] as? String == "reduced")
            let input = try SyntheticInput(connection: connection)
            try input.move(to: 210, 200, in: id)
            try input.key(KeyPress(.up))
            let settled = try app.wait(for: "did-end-attracting")
            #expect(settled["state"] as? String == "full" && settled["sheet"] as? String == "search")
            let names = app.events.compactMap { $0["event"] as? String }
            #expect(names == ["ready", "did-change-state", "will-begin-attracting", "did-move", "did-end-attracting"])
            let moves = app.events.filter { $0["event"] as? String == "did-move" }.compactMap { $0["extent"] as? Double }
            #expect(moves == [718])
        }
    }
}
