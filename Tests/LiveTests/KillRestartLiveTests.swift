@testable import App
@testable import Bench
import Assets
import Foundation
import Glibc
import Model
import Testing
import TestSupport
import X11

/// SIGKILL at random moments while panels are being dragged, again and again: every restart
/// finds a whole, valid session file, no older than the 2 s a save may wait while changes go on
/// (or the one before it, when the run was too short to save); a temporary file a kill left while
/// saving is gone after the next start. On an X server of its own, so it runs beside the live
/// tests that share one (it mostly waits: its hundred runs would add three minutes in line).
@Suite("Kill and restart, live", .enabled(if: ProcessInfo.processInfo.environment["DISPLAY"] != nil, "needs X: run scripts/test"),
       .enabled(if: FlotillaBinary.exists, "build the flotilla executable first (scripts/test does)"))
struct KillRestartLiveTests {
    /// How many kills (about 2 s each); `FLOTILLA_KILLS` runs more by hand.
    static let kills = ProcessInfo.processInfo.environment["FLOTILLA_KILLS"].flatMap(Int.init) ?? 100

    @Test func everyRestartFindsAWholeRecentSession() throws {
        let seed = UInt64(ProcessInfo.processInfo.environment["FLOTILLA_KILL_SEED"].flatMap(UInt64.init) ?? 20261123)
        var random = SplitMix64(seed: seed)
        let xvfb = try PrivateXvfb(width: 1280, height: 800)
        let folders = try PrivateUserFolders()
        let environment = folders.environment(["DISPLAY": xvfb.display])
        let scene = Assets.scene(named: "panels").path
        let file = SessionFile.url(forScene: URL(fileURLWithPath: scene), environment: environment)
        let connection = try X11Connection(display: xvfb.display)
        let input = try SyntheticInput(connection: connection)
        var saves = 0
        for kill in 1...Self.kills {
            let started = Date()
            let app = try RunningFlotilla(["--scene", scene], environment: environment)
            let (main, _, _) = try app.readyWindow()
            #expect(!app.standardError.contains("session"), "kill \(kill) (seed \(seed)): \(app.standardError)")
            // Drag Date by its title bar 40 pt right and back again, drop after drop, until a
            // random moment, then SIGKILL (perhaps mid-drag, mid-spring or mid-save).
            let deadline = Date().addingTimeInterval(0.1 + 2.9 * random.unit())
            var right = true
            while Date() < deadline {
                let from = right ? 620 : 660
                try input.move(to: from, 185, in: main)
                try input.press(button: 1)
                for i in 1...4 {
                    Thread.sleep(forTimeInterval: 0.015)
                    try input.move(to: from + (right ? 10 : -10) * i, 185, in: main)
                    if Date() >= deadline { break }
                }
                // Held still before letting go: dropped, not thrown, so Date stays under the next press.
                Thread.sleep(forTimeInterval: 0.12)
                try input.release(button: 1)
                right.toggle()
                Thread.sleep(forTimeInterval: 0.08)
            }
            let killed = Date()
            Glibc.kill(app.process.processIdentifier, SIGKILL)
            app.process.waitUntilExit()

            // A file there is whole; one written during this run is recent.
            guard let after = try? Data(contentsOf: file) else { continue }
            let state = try JSONDecoder().decode(SessionState.self, from: after)
            #expect(state.windows.first?.role == .main, "kill \(kill) (seed \(seed))")
            let written = try #require(try FileManager.default.attributesOfItem(atPath: file.path)[.modificationDate] as? Date)
            if written > started {
                saves += 1
                #expect(killed.timeIntervalSince(written) <= SessionSaver.atLeastEvery + 0.3,
                        "kill \(kill) (seed \(seed)): saved \(killed.timeIntervalSince(written)) s before the kill")
            }
        }
        // A kill while saving may leave a temporary file; the next start removes it.
        Thread.sleep(forTimeInterval: 1.1)
        let last = try RunningFlotilla(["--scene", scene], environment: environment)
        _ = try last.readyWindow()
        last.stop()
        let leftovers = try FileManager.default.contentsOfDirectory(atPath: file.deletingLastPathComponent().path)
            .filter { $0 != file.lastPathComponent }
        #expect(leftovers.isEmpty, "\(leftovers)")
        print("kill and restart: \(Self.kills) kills, \(saves) of them after a save during the run (seed \(seed))")
        #expect(saves >= Self.kills / 5, "enough runs lasted long enough to save for the check to mean something")
    }
}
