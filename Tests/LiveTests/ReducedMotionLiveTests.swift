@testable import App
import Foundation
import Input
import Testing
import TestSupport
import X11

extension Live {
    /// Reduced motion in a real `flotilla run`: asked for by the desktop (an XSETTINGS manager,
    /// xsettingsd, publishing `Net/EnableAnimations` 0 on a private Xvfb of its own) or by
    /// `--reduced-motion`. A key moves the Maps sheet from half to full: it arrives with no
    /// position between (one did-move, at full), with the events full motion sends.
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
            let manager = Process()
            manager.executableURL = URL(fileURLWithPath: "/usr/bin/xsettingsd")
            manager.arguments = ["-c", config.path]
            manager.environment = environment
            manager.standardOutput = FileHandle.nullDevice
            manager.standardError = FileHandle.nullDevice
            try manager.run()
            defer { ProcessStats.stop(manager) }
            let connection = try X11Connection(display: xvfb.display)
            let deadline = Date().addingTimeInterval(10)
            while try connection.xsettings() == nil, Date() < deadline { Thread.sleep(forTimeInterval: 0.05) }
            #expect(try connection.xsettings()?.enablesAnimations == false, "xsettingsd publishes Net/EnableAnimations 0")

            let app = try RunningFlotilla([], environment: environment)
            defer { app.stop() }
            try expectAKeyMovesTheSheetWithNoPositionBetween(app, connection: connection)
        }

        @Test func theFlagTurnsItOn() throws {
            let app = try RunningFlotilla(["--reduced-motion"])
            defer { app.stop() }
            try expectAKeyMovesTheSheetWithNoPositionBetween(app, connection: try X11Connection())
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
