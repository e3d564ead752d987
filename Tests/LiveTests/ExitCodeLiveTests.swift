@testable import App
import Assets
import Foundation
import Glibc
import Testing
import TestSupport

extension Live {
    /// Issue 22, finding 6: every documented exit code holds whatever standard error is — full,
    /// closed, or a pipe nobody reads — and is never a signal's (SIGILL, 132).
    @Suite("Exit codes with a broken standard error, live", .enabled(if: FlotillaBinary.exists, "build the flotilla executable first (scripts/test does)"))
    struct ExitCodeLiveTests {
        enum Stderr: String, CaseIterable { case full, closed, brokenPipe }

        /// Runs flotilla with `arguments` and standard error as `stderr`; its exit status (a
        /// signal's number + 128, as a shell has it).
        func status(_ arguments: [String], stderr: Stderr, environment: [String: String]) throws -> Int32 {
            let process = Process()
            process.executableURL = URL(fileURLWithPath: "/bin/sh")
            let redirect = switch stderr {
            case .full: "2>/dev/full"
            case .closed: "2>&-"
            case .brokenPipe: ""
            }
            process.arguments = ["-c", "exec \"$0\" \"$@\" \(redirect)", FlotillaBinary.url.path] + arguments
            process.environment = environment
            process.standardOutput = FileHandle.nullDevice
            if stderr == .brokenPipe {
                let pipe = Pipe()
                process.standardError = pipe.fileHandleForWriting
                try pipe.fileHandleForReading.close()
                try process.run()
                try pipe.fileHandleForWriting.close()
            } else {
                try process.run()
            }
            process.waitUntilExit()
            return process.terminationReason == .uncaughtSignal ? 128 + process.terminationStatus : process.terminationStatus
        }

        @Test(arguments: Stderr.allCases)
        func exitCodesHold(stderr: Stderr) throws {
            let folders = try PrivateUserFolders()
            let environment = folders.environment()
            let scene = Assets.scene(named: "demo").path
            #expect(try status(["--version"], stderr: stderr, environment: environment) == 0)
            #expect(try status(["render", "--scene", "/nonexistent.json", "--out", "/tmp/x.png"], stderr: stderr, environment: environment) == 1)
            #expect(try status(["run", "--scene", scene], stderr: stderr, environment: folders.environment(["DISPLAY": ":4999"])) == 2)
            // The request socket's lock cannot be made (a folder in its place): an internal error.
            let display = try #require(environment["DISPLAY"])
            let lock = try InstancePath.socket(display: display, environment: environment).path + ".lock"
            try FileManager.default.createDirectory(atPath: lock, withIntermediateDirectories: false)
            #expect(try status(["run", "--scene", scene], stderr: stderr, environment: environment) == 3)
        }
    }
}
