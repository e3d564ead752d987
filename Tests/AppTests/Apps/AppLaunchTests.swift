@testable import App
import Foundation
import Glibc
import Testing

/// Starting the programs that live in panels: their command lines split as a shell would, with no
/// shell; a session of their own, /dev/null for input, Flotilla's stderr for output; reaped.
@Suite("Starting apps")
struct AppLaunchTests {
    @Test(arguments: [
        ("xterm", ["xterm"]),
        ("  xterm   -e  top ", ["xterm", "-e", "top"]),
        (#"xterm -e sh -c "read l; echo $l > FILE""#, ["xterm", "-e", "sh", "-c", "read l; echo $l > FILE"]),
        (#"a 'b c' "d \"e\" \n" f\ g"#, ["a", "b c", #"d "e" \n"#, "f g"]),
        (#"a '' "" b"#, ["a", "", "", "b"]),
        ("a 'it''s' x\"y\"z", ["a", "its", "xyz"]),
        ("a \\\nb", ["a", "b"]),
    ])
    func commandLinesSplitAsAShellSplitsThem(line: String, words: [String]) throws {
        #expect(try CommandWords.split(line) == words)
    }

    @Test(arguments: [("", CommandWords.Problem.empty), ("   ", .empty), ("a 'b", .unterminatedQuote("'")),
                      ("a \"b", .unterminatedQuote("\"")), ("a \\", .trailingBackslash)])
    func brokenCommandLinesSaySo(line: String, problem: CommandWords.Problem) {
        #expect(throws: problem) { try CommandWords.split(line) }
    }

    /// Runs `script` with sh through AppProcess and waits for its end.
    func run(_ script: String, environment: [String: String] = ProcessInfo.processInfo.environment,
             directory: String = FileManager.default.currentDirectoryPath) throws -> (AppProcess, AppProcess.Exit) {
        let app = try AppProcess(["sh", "-c", script], environment: environment, directory: directory)
        var poller = pollfd(fd: app.descriptor, events: Int16(POLLIN), revents: 0)
        #expect(poll(&poller, 1, 10_000) == 1, "its descriptor becomes readable when it ends")
        return (app, try #require(app.reap()))
    }

    @Test func anAppRunsInTheGivenFolderAndEnvironmentReadingNothing() throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("flotilla-app-\(getpid())")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        let out = folder.appendingPathComponent("out").path
        var environment = ProcessInfo.processInfo.environment
        environment["FLOTILLA_TEST_VALUE"] = "from the request"
        let script = #"{ echo "$FLOTILLA_TEST_VALUE"; pwd; if read line; then echo "read: $line"; else echo "stdin: end"; fi; } > OUT"#
        let (_, exit) = try run(script.replacingOccurrences(of: "OUT", with: out), environment: environment, directory: folder.path)
        #expect(exit == .status(0))
        let lines = try String(contentsOfFile: out, encoding: .utf8).split(separator: "\n")
        #expect(lines == ["from the request", Substring(folder.path), "stdin: end"], "stdin is /dev/null")
    }

    @Test func anAppHasASessionOfItsOwnAndNoneOfFlotillasDescriptors() throws {
        // A descriptor of Flotilla's that a child would inherit (no close-on-exec): a pipe's end.
        var ends: [Int32] = [0, 0]
        try #require(pipe(&ends) == 0)
        defer { ends.forEach { close($0) } }
        let ours = try FileManager.default.destinationOfSymbolicLink(atPath: "/proc/self/fd/\(ends[1])")
        let app = try AppProcess(["sleep", "10"], environment: ProcessInfo.processInfo.environment, directory: "/")
        defer {
            kill(app.pid, SIGKILL)
            var poller = pollfd(fd: app.descriptor, events: Int16(POLLIN), revents: 0)
            _ = poll(&poller, 1, 5_000)
            app.reap()
        }
        // /proc/PID/stat: "pid (comm) state ppid pgrp session …"
        let stat = try String(contentsOfFile: "/proc/\(app.pid)/stat", encoding: .utf8)
        let fields = stat[stat.index(after: stat.lastIndex(of: ")")!)...].split(separator: " ")
        #expect(fields[1] == "\(getpid())" && fields[2] == "\(app.pid)" && fields[3] == "\(app.pid)", "its own group and session: \(fields)")
        // The program's own files come and go as it starts (its locale, say); none of ours is there.
        let descriptors = try FileManager.default.contentsOfDirectory(atPath: "/proc/\(app.pid)/fd")
        let targets = descriptors.compactMap { try? FileManager.default.destinationOfSymbolicLink(atPath: "/proc/\(app.pid)/fd/\($0)") }
        #expect(!targets.contains(ours), "\(targets)")
        #expect(Set(["0", "1", "2"]).isSubset(of: Set(descriptors)))
        #expect(try FileManager.default.destinationOfSymbolicLink(atPath: "/proc/\(app.pid)/fd/0") == "/dev/null")
        let stderr = try FileManager.default.destinationOfSymbolicLink(atPath: "/proc/self/fd/2")
        #expect(try FileManager.default.destinationOfSymbolicLink(atPath: "/proc/\(app.pid)/fd/1") == stderr, "stdout goes to Flotilla's stderr")
    }

    @Test func howAnAppEndedIsReported() throws {
        #expect(try run("exit 3").1 == .status(3))
        #expect(try run("kill -9 $$").1 == .signal(SIGKILL))
        #expect(AppProcess.Exit.signal(SIGKILL).description == "signal 9 (SIGKILL)")
    }

    @Test func signalsFlotillaIgnoresAreTheAppsAgain() throws {
        signal(SIGPIPE, SIG_IGN)
        #expect(try run("kill -PIPE $$").1 == .signal(SIGPIPE))
    }

    @Test func aProgramThatIsNotThereSaysSoInOneLine() {
        let environment = ["PATH": "/nonexistent:/also-not"]
        #expect(throws: AppProcess.StartFailure.self) { try AppProcess(["no-such-program"], environment: environment, directory: "/") }
        do {
            _ = try AppProcess(["no-such-program", "--flag"], environment: environment, directory: "/")
        } catch {
            #expect(error.description == "cannot start \"no-such-program\": no such program on the PATH")
        }
        #expect(AppProcess.executable("sh", path: "/nonexistent:/bin") == "/bin/sh")
        #expect(AppProcess.executable("/bin/sh", path: "") == "/bin/sh")
        #expect(AppProcess.executable("/etc/passwd", path: "") == nil, "not executable")
    }

    @Test func aWindowBelongsToTheAppOrItsDescendants() throws {
        let (app, _) = try run("sleep 0.01")
        #expect(ProcessTree.isDescendant(getpid(), of: getpid()))
        #expect(ProcessTree.isDescendant(getpid(), of: 1))
        #expect(!ProcessTree.isDescendant(1, of: getpid()))
        #expect(!ProcessTree.isDescendant(app.pid, of: getpid()), "reaped: gone")
        #expect(ProcessTree.parent(of: getpid()) == getppid())
    }
}

/// `flotilla open --app`'s request and reply lines.
@Suite("The open-app request")
struct OpenAppRequestTests {
    @Test func anAppRequestCarriesTheCommandFolderAndEnvironmentAndComesBackWhole() throws {
        let request = InstanceRequest(openApp: .init(command: ["xterm", "-e", "sh -c 'top'"], directory: "/home/sam",
                                                     environment: ["PATH": "/usr/bin", "LANG": "C.UTF-8"]))
        let encoder = JSONEncoder()
        encoder.outputFormatting = .sortedKeys
        let line = try encoder.encode(request)
        #expect(String(decoding: line, as: UTF8.self)
            == #"{"command":["xterm","-e","sh -c 'top'"],"directory":"\/home\/sam","environment":{"LANG":"C.UTF-8","PATH":"\/usr\/bin"},"event":"open-app"}"#)
        #expect(try InstanceRequest.parse(line).get() == request)
        #expect(try InstanceRequest.parse(Data(#"{"event": "open", "type": "detail"}"#.utf8)).get() == InstanceRequest(open: "detail"))
        let reply = InstanceReply.started(panel: "xterm-2", pid: 4242)
        #expect(try JSONDecoder().decode(InstanceReply.self, from: reply.line) == reply)
        #expect(String(decoding: reply.line, as: UTF8.self) == "{\"event\":\"started\",\"panel\":\"xterm-2\",\"pid\":4242}\n")
    }

    @Test func commandLinesBecomeAppsWithIdsOfTheirProgramsNames() throws {
        let specs = try AppCommandLine.specs(["xterm", "/usr/bin/xterm -e top", "xlogo", "'my app' --x"], avoiding: ["xlogo"])
        #expect(specs.map(\.id.name) == ["xterm", "xterm-2", "xlogo-2", "my-app"])
        #expect(specs[1].command == ["/usr/bin/xterm", "-e", "top"])
        #expect(throws: FlotillaError.self) { try AppCommandLine.specs(["xterm 'unclosed"], avoiding: []) }
    }
}
