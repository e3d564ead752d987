@testable import App
@testable import Bench
import Assets
import Foundation
import Glibc
import Testing
import TestSupport
import X11

extension Live {
    /// Apps that fail, each said in one line: a display that cannot host, a program that ends
    /// before it maps a window; and quitting, which asks every app to close and lets go of the
    /// ones that stay, never killing them.
    @Suite("Apps that fail, live", .enabled(if: FlotillaBinary.exists, "build the flotilla executable first (scripts/test does)"))
    struct AppFailureLiveTests {
        static let scene = Assets.scene(named: "panels").path
        static let client = TestClients.misbehave

        @Test func aDisplayWithoutCompositeRefusesAppsInOneLine() throws {
            let xvfb = try PrivateXvfb(width: 1280, height: 800, arguments: ["-extension", "Composite"])
            let folders = try PrivateUserFolders()
            let result = try runFlotilla(["run", "--scene", Self.scene, "--app", "xlogo"], environment: folders.environment(["DISPLAY": xvfb.display]))
            #expect(result.status == 2)
            #expect(result.stderr.hasPrefix("flotilla: apps: ") && result.stderr.contains("Composite")
                    && result.stderr.split(separator: "\n").count == 1, "\(result.stderr)")
        }

        @Test func aProgramThatIsNotThereStopsRunBeforeItsWindowOpens() throws {
            let result = try runFlotilla(["run", "--scene", Self.scene, "--app", "no-such-program -x"])
            #expect(result.status == 1)
            #expect(result.stderr == "flotilla: app no-such-program: cannot start \"no-such-program\": no such program\n")
        }

        @Test func anAppThatEndsBeforeItsWindowIsNotedAndFlotillaRunsOn() throws {
            let app = try RunningFlotilla(["--scene", Self.scene, "--fresh", "--app", "sh -c 'exit 3'"])
            defer { app.stop() }
            _ = try app.readyWindow()
            let exit = try app.wait(for: "did-app-exit")
            #expect(exit["status"] as? Int == 3 && exit["panel"] as? String == "sh")
            #expect(eventually { app.standardError.contains("flotilla: app sh (sh) ended with exit status 3 before it mapped a window") },
                    "\(app.standardError)")
            #expect(app.process.isRunning)
            #expect(!app.events.contains { $0["event"] as? String == "did-adopt" })
        }

        @Test func anAppThatMapsNoWindowIsNotedAfterTenSeconds() throws {
            let app = try RunningFlotilla(["--scene", Self.scene, "--fresh", "--app", "sleep 13"])
            defer { app.stop() }
            _ = try app.readyWindow()
            #expect(eventually(within: 15) { app.standardError.contains("flotilla: app sleep (sleep) mapped no window within 10 s; it runs on without a panel") },
                    "\(app.standardError)")
            #expect(app.process.isRunning)
        }

        /// xlogo takes part in WM_DELETE_WINDOW and goes; a client that does not (misbehave.py's
        /// plain window) is let go of, still running, mapped on the desktop where it was.
        @Test func quittingAsksEachAppAndLetsGoOfTheOnesThatStay() throws {
            let app = try RunningFlotilla(["--scene", Self.scene, "--fresh", "--app", "xlogo", "--app", "/usr/bin/python3 \(Self.client) plain"])
            _ = try app.readyWindow()
            _ = try app.wait(for: "did-adopt") { _ in app.events.filter { $0["event"] as? String == "did-adopt" }.count == 2 }
            let pids = Dictionary(uniqueKeysWithValues: app.events.filter { $0["event"] as? String == "did-adopt" }.map {
                ($0["panel"] as! String, Int32($0["pid"] as! Int))
            })
            let stays = try #require(pids["python3"]), goes = try #require(pids["xlogo"])
            defer { kill(stays, SIGKILL) }
            _ = try app.wait(for: "did-settle") { $0["panel"] as? String == "python3" }
            app.stop()
            #expect(app.process.terminationStatus == 0)
            #expect(eventually { kill(goes, 0) != 0 }, "xlogo closed when asked")
            #expect(kill(stays, 0) == 0, "the app that stayed was not killed")
            let connection = try X11Connection()
            #expect(connection.topLevelClients().contains { connection.clientPID(of: $0) == stays }, "it is on the desktop, mapped")
        }
    }
}
