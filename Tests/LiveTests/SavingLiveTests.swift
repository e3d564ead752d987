@testable import App
@testable import Bench
import Assets
import Foundation
import Glibc
import Model
import Testing
import TestSupport
import X11

extension Live {
    /// Issue 22, finding 2: a session that cannot be written closes nothing. Flotilla keeps
    /// running and drawing, says so once, and saves the next change once writing works again.
    @Suite("Failed saves, live", .enabled(if: FlotillaBinary.exists, "build the flotilla executable first (scripts/test does)"))
    struct SavingLiveTests {
        let scene = Assets.scene(named: "panels").path

        @Test func aSessionFileThatCannotBeWrittenClosesNothing() throws {
            let folders = try PrivateUserFolders()
            let environment = folders.environment()
            let file = SessionFile.url(forScene: URL(fileURLWithPath: scene), environment: environment)
            // A folder where the session file goes.
            try FileManager.default.createDirectory(at: file, withIntermediateDirectories: true)
            let app = try RunningFlotilla(["--scene", scene], environment: environment)
            defer { app.stop() }
            let (main, _, _) = try app.readyWindow()
            #expect(eventually(within: 10) { app.standardError.contains("a folder, not a regular file") }, "\(app.standardError)")
            let connection = try X11Connection()
            let input = try SyntheticInput(connection: connection)
            let before = try connection.capture(main)
            try input.gesture(in: main, from: (620, 185), step: (-10, 10), count: 8, interval: 0.015, rest: 0.15)
            _ = try app.wait(for: "did-settle")
            #expect(eventually(within: 10) { app.standardError.contains("keeping the windows open and trying again") }, "\(app.standardError)")
            #expect(try connection.capture(main) != before, "still drawing")
            let moved = try connection.capture(main)
            try input.gesture(in: main, from: (520, 285), step: (10, -10), count: 8, interval: 0.015, rest: 0.15)
            #expect(eventually(within: 5) { app.events.count(where: { $0["event"] as? String == "did-settle" }) >= 2 })
            #expect(try connection.capture(main) != moved, "still drawing")
            Thread.sleep(forTimeInterval: 2.5)
            #expect(app.process.isRunning)
            #expect(app.standardError.components(separatedBy: "trying again").count == 2, "said once: \(app.standardError)")

            // Room again: the next change is saved (after the back-off), as it is then.
            try FileManager.default.removeItem(at: file)
            try input.gesture(in: main, from: (620, 185), step: (-10, 10), count: 8, interval: 0.015, rest: 0.15)
            #expect(eventually(within: 20) { FileManager.default.fileExists(atPath: file.path) && app.standardError.contains("saved again") },
                    "\(app.standardError)")
            let saved = try SessionState.decode(try Data(contentsOf: file))
            #expect(saved.windows.first?.role == .main)
            #expect(app.process.isRunning)
        }

        /// `flotilla run` with a file-size limit of 0, in `folders`, until SIGTERM (which saves):
        /// its standard error, after checking it ran and ended well.
        func runWhereNothingCanBeWritten(_ folders: PrivateUserFolders) throws -> String {
            let process = Process()
            process.executableURL = URL(fileURLWithPath: "/bin/sh")
            // A file-size limit of 0: every write of the session fails (EFBIG), as on a full disk.
            process.arguments = ["-c", "ulimit -f 0; exec \"$0\" run --events --scene \"$1\"", FlotillaBinary.url.path, scene]
            process.environment = folders.environment()
            let out = Pipe(), err = Pipe()
            process.standardOutput = out
            process.standardError = err
            try process.run()
            defer { ProcessStats.stop(process) }
            var text = Data()
            while !text.contains(10) {
                let data = out.fileHandleForReading.availableData
                guard !data.isEmpty else { break }
                text.append(data)
            }
            #expect(String(decoding: text, as: UTF8.self).hasPrefix(#"{"event":"ready""#))
            Thread.sleep(forTimeInterval: 2)
            #expect(process.isRunning, "a failed save closes nothing")
            kill(process.processIdentifier, SIGTERM)
            process.waitUntilExit()
            #expect(process.terminationStatus == 0)
            return String(decoding: err.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
        }

        @Test func startedWhereNothingCanBeWrittenItRuns() throws {
            let folders = try PrivateUserFolders()
            let errors = try runWhereNothingCanBeWritten(folders)
            #expect(errors.components(separatedBy: "\n").filter { $0.contains("session") }.count == 1, "said once: \(errors)")
            #expect(errors.contains("File too large"), "\(errors)")
        }

        /// A full disk under a good session file: saving at SIGTERM fails, and the file is as it
        /// was, with no temporary file beside it.
        @Test func aFullDiskKeepsTheLastGoodFileWhole() throws {
            let folders = try PrivateUserFolders()
            let file = SessionFile.url(forScene: URL(fileURLWithPath: scene), environment: folders.environment())
            let good = SessionState(windows: [SessionState.Window(role: .main, x: 40, y: 30, width: 900, height: 640,
                                                                  layout: PanelLayoutState(panels: [], focusedID: nil), sheets: [:])])
            #expect(SessionSaver(url: file) { _ in }.save(good, now: 0))
            let before = try Data(contentsOf: file)
            let errors = try runWhereNothingCanBeWritten(folders)
            #expect(errors.contains("File too large"), "it tried to save: \(errors)")
            #expect(try Data(contentsOf: file) == before)
            #expect(try FileManager.default.contentsOfDirectory(atPath: file.deletingLastPathComponent().path) == [file.lastPathComponent],
                    "no temporary file left")
        }
    }
}
