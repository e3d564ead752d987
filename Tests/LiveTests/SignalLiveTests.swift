import App
@testable import Bench
import Assets
import Desktop
import Foundation
import Glibc
import TestSupport
import Testing
import X11

extension Live {
    /// Issue 14, finding 4: the signals that end a terminal program end `flotilla run` cleanly, and
    /// a closed standard output stops the event stream, not the program.
    @Suite("Signals, live", .enabled(if: FlotillaBinary.exists, "build the flotilla executable first (scripts/test does)"))
    struct SignalLiveTests {
        /// Waits up to 10 s for `process` to end; whether it did.
        private func ended(_ process: Process) -> Bool {
            let deadline = Date().addingTimeInterval(10)
            while process.isRunning, Date() < deadline { Thread.sleep(forTimeInterval: 0.02) }
            return !process.isRunning
        }

        /// HUP (the terminal went away), QUIT (Ctrl-\) and INT end the session as TERM does: the
        /// session saved, exit 0, no crash backtrace.
        @Test(arguments: [SIGHUP, SIGQUIT, SIGINT])
        func aSignalEndsTheSessionSavingIt(signal: Int32) throws {
            let folders = try PrivateUserFolders()
            let app = try RunningFlotilla(["--scene", Assets.scene(named: "demo").path], environment: folders.environment())
            defer { app.stop() }
            _ = try app.readyWindow()
            kill(app.process.processIdentifier, signal)
            #expect(ended(app.process))
            #expect(app.process.terminationReason == .exit && app.process.terminationStatus == 0, "signal \(signal)")
            #expect(!app.standardError.contains("Crash") && !app.standardError.contains("Backtrace"), "\(app.standardError)")
            let files = try FileManager.default.contentsOfDirectory(atPath: folders.state.appendingPathComponent("flotilla").path)
            #expect(files.count == 1 && files[0].hasPrefix("demo-"), "\(files)")
        }

        /// `run --events | head -1`: once the reader has gone, events that follow are dropped; the
        /// program carries on and still ends cleanly on SIGTERM.
        @Test func aClosedEventStreamDoesNotEndTheProgram() throws {
            let folders = try PrivateUserFolders()
            let process = Process()
            process.executableURL = FlotillaBinary.url
            process.arguments = ["run", "--events", "--scene", Assets.scene(named: "demo").path]
            process.environment = folders.environment()
            let out = Pipe()
            process.standardOutput = out
            process.standardError = FileHandle.nullDevice
            try process.run()
            defer { ProcessStats.stop(process) }
            var text = ""
            while !text.contains("\n") {
                let data = out.fileHandleForReading.availableData
                guard !data.isEmpty else { break }
                text += String(decoding: data, as: UTF8.self)
            }
            try out.fileHandleForReading.close()
            let ready = try #require(try JSONSerialization.jsonObject(with: Data(text.prefix { $0 != "\n" }.utf8)) as? [String: Any])
            let window = WindowID(try #require(ready["window"] as? Int))

            // A throw of the demo panel: dragging and settling events, written to nobody.
            let input = try SyntheticInput(connection: try X11Connection())
            try input.gesture(in: window, from: (270, 130), step: (30, 17), count: 8, interval: 0.01)
            Thread.sleep(forTimeInterval: 1.5)
            #expect(process.isRunning, "a closed standard output ended the program")
            kill(process.processIdentifier, SIGTERM)
            #expect(ended(process))
            #expect(process.terminationReason == .exit && process.terminationStatus == 0)
        }
    }
}
