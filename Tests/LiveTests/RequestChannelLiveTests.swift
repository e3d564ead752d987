@testable import App
@testable import Bench
import Assets
import CXCB
import Desktop
import Foundation
import Glibc
import Input
import TestSupport
import Testing
@testable import X11

extension Live {
    /// Issue 22, findings 1, 3 and 4: nothing a peer does freezes Flotilla. A slow client and
    /// hundreds of idle ones cost the others nothing; a reader of `--events` that stops reading
    /// holds nothing up; `open` is bounded.
    @Suite("Request channel and event stream, live", .enabled(if: FlotillaBinary.exists, "build the flotilla executable first (scripts/test does)"))
    struct RequestChannelLiveTests {
        let scene = Assets.scene(named: "panels").path

        /// A Flotilla of the compose scene in folders of its own, ready: the folders (kept while it
        /// runs), their environment, the process, its main window and its request socket.
        func startFlotilla() throws -> (folders: PrivateUserFolders, environment: [String: String], app: RunningFlotilla,
                                        main: WindowID, path: URL) {
            let folders = try PrivateUserFolders()
            let environment = folders.environment()
            let app = try RunningFlotilla(["--scene", scene], environment: environment)
            do {
                let (main, _, _) = try app.readyWindow()
                return (folders, environment, app, main, try socket(environment))
            } catch {
                app.stop()
                throw error
            }
        }

        /// The socket the Flotilla of `environment` answers on.
        func socket(_ environment: [String: String]) throws -> URL {
            try InstancePath.socket(display: try #require(environment["DISPLAY"]), environment: environment)
        }

        /// Seconds `body` took.
        func timed(_ body: () throws -> Void) rethrows -> Double {
            let start = ContinuousClock.now
            try body()
            let d = ContinuousClock.now - start
            return Double(d.components.seconds) + Double(d.components.attoseconds) * 1e-18
        }

        /// One client sending a request a byte every 0.4 s (reconnecting when it is dropped), until stopped.
        final class SlowClient: @unchecked Sendable {
            private let lock = NSLock()
            private var stopped = false
            private var replies: [InstanceReply] = []

            init(_ path: URL) {
                let thread = Thread { [self] in send(to: path) }
                thread.start()
            }

            private var isStopped: Bool { lock.withLock { stopped } }

            private func send(to path: URL) {
                let request = Array(#"{"event": "open", "type": "detail", "params": {}}"#.utf8)
                while !isStopped {
                    guard let fd = InstanceSocket.connect(to: path) else { return }
                    _ = fcntl(fd, F_SETFL, fcntl(fd, F_GETFL) | O_NONBLOCK)
                    for byte in request {
                        if isStopped { break }
                        var b = byte
                        guard Glibc.send(fd, &b, 1, Int32(MSG_NOSIGNAL)) == 1 else { break }
                        Thread.sleep(forTimeInterval: 0.4)
                        var buffer = [UInt8](repeating: 0, count: 4096)
                        let n = recv(fd, &buffer, buffer.count, 0)
                        if n > 0, let reply = try? JSONDecoder().decode(InstanceReply.self, from: Data(buffer[..<n].prefix { $0 != 10 })) {
                            lock.withLock { replies.append(reply) }
                            break
                        }
                    }
                    close(fd)
                }
            }

            func stop() -> [InstanceReply] {
                lock.withLock { stopped = true }
                return lock.withLock { replies }
            }
        }

        /// For 20 s a client sends a request a byte every 0.4 s (dropped at its 5 s deadline, it
        /// comes back) while 200 others sit idle (made again each round, as the deadline drops
        /// them too): every 5 s a drag still begins at once and `open` answers within a second.
        @Test func aSlowClientAndIdleOnesFreezeNothing() throws {
            let (folders, environment, app, main, path) = try startFlotilla()
            // The folders outlive the process that uses them.
            defer { app.stop(); withExtendedLifetime(folders) {} }
            let slow = SlowClient(path)
            let connection = try X11Connection()
            let input = try SyntheticInput(connection: connection)
            // Date's title bar, dragged there and back.
            let places = [(x: 620, y: 185), (x: 650, y: 195)]
            for round in 0..<4 {
                let idle = try (0..<200).map { _ in try #require(InstanceSocket.connect(to: path)) }
                defer { for fd in idle { close(fd) } }
                Thread.sleep(forTimeInterval: 1)
                let (from, to) = (places[round % 2], places[(round + 1) % 2])
                // The windows `open` made sit on top of it: the main window comes up first.
                xcb_configure_window(connection.raw, main, UInt16(XCB_CONFIG_WINDOW_STACK_MODE.rawValue), [XCB_STACK_MODE_ABOVE.rawValue])
                try connection.sync()
                let begun = app.events.count { $0["event"] as? String == "did-begin-dragging" }
                try input.move(to: from.x, from.y, in: main)
                try input.press(button: 1)
                let began = try timed {
                    try input.move(to: to.x, to.y, in: main)
                    let deadline = Date().addingTimeInterval(5)
                    while app.events.count(where: { $0["event"] as? String == "did-begin-dragging" }) == begun, Date() < deadline {
                        Thread.sleep(forTimeInterval: 0.005)
                    }
                }
                Thread.sleep(forTimeInterval: 0.1)
                try input.release(button: 1)
                #expect(began < 0.5, "round \(round): the drag began \(began) s after the move")

                var reply: InstanceReply?
                let opened = try timed { reply = try InstanceSocket.send(InstanceRequest(open: "detail", params: ["round": "\(round)"]), to: path) }
                #expect(reply == .opened("detail"))
                #expect(opened < 1, "round \(round): open answered in \(opened) s")
                print("slow client, round \(round): a drag began \(began) s after its move; open answered in \(opened) s")
                Thread.sleep(forTimeInterval: 3.5)
            }
            let command = try runFlotilla(["open", "detail"], environment: environment)
            #expect(command.status == 0, "\(command.stderr)")
            let replies = slow.stop()
            #expect(replies.contains(.error("no whole request line within 5 s")), "\(replies)")
            #expect(app.process.isRunning)
        }

        @Test func aStalledEventReaderHoldsNothingUp() throws {
            let folders = try PrivateUserFolders()
            let process = Process()
            process.executableURL = FlotillaBinary.url
            process.arguments = ["run", "--events", "--scene", scene]
            process.environment = folders.environment()
            let out = Pipe()
            _ = fcntl(out.fileHandleForWriting.fileDescriptor, 1031, 4096)  // F_SETPIPE_SZ: full after a few dozen lines
            process.standardOutput = out
            process.standardError = FileHandle.nullDevice
            try process.run()
            defer { ProcessStats.stop(process) }
            // Only the ready line is read; nothing after it.
            var text = Data()
            while !text.contains(10) {
                let byte = try #require(try out.fileHandleForReading.read(upToCount: 1))
                text.append(byte)
            }
            let ready = try #require(try JSONSerialization.jsonObject(with: text.dropLast()) as? [String: Any])
            let main = WindowID(try #require(ready["window"] as? Int))
            let connection = try X11Connection()
            let input = try SyntheticInput(connection: connection)
            // Drags enough to fill the pipe many times over (a did-move line a frame).
            for _ in 0..<3 {
                try input.gesture(in: main, from: (620, 185), step: (-4, 3), count: 40, interval: 0.01, rest: 0.1)
                try input.gesture(in: main, from: (460, 305), step: (4, -3), count: 40, interval: 0.01, rest: 0.1)
            }
            // Frames and requests go on.
            let before = try connection.capture(main)
            try input.gesture(in: main, from: (620, 185), step: (-10, 6), count: 10, interval: 0.01, rest: 0.1)
            let deadline = Date().addingTimeInterval(5)
            while try connection.capture(main) == before, Date() < deadline { Thread.sleep(forTimeInterval: 0.05) }
            #expect(try connection.capture(main) != before, "the window is still drawn")
            let path = try InstancePath.socket(display: try #require(folders.environment()["DISPLAY"]), environment: folders.environment())
            #expect(try InstanceSocket.send(InstanceRequest(open: "detail", params: ["at": "end"]), to: path) == .opened("detail"))
            // SIGTERM ends it at once, the session saved with the window just opened.
            kill(process.processIdentifier, SIGTERM)
            let start = Date()
            while process.isRunning, Date().timeIntervalSince(start) < 5 { Thread.sleep(forTimeInterval: 0.01) }
            let took = Date().timeIntervalSince(start)
            #expect(!process.isRunning && process.terminationStatus == 0)
            #expect(took < 0.5, "SIGTERM took \(took) s")
            let files = try FileManager.default.contentsOfDirectory(atPath: folders.state.appendingPathComponent("flotilla").path)
            let file = folders.state.appendingPathComponent("flotilla").appendingPathComponent(try #require(files.first))
            #expect(try String(contentsOf: file, encoding: .utf8).contains(#""at" : "end""#))
        }

        @Test func openIsBounded() throws {
            let (folders, environment, app, _, path) = try startFlotilla()
            // The folders outlive the process that uses them.
            defer { app.stop(); withExtendedLifetime(folders) {} }
            var replies: [InstanceReply] = []
            for i in 0..<300 {
                replies.append(try #require(try InstanceSocket.send(InstanceRequest(open: "detail", params: ["n": "\(i)"]), to: path)))
            }
            let refusal = InstanceReply.error("64 windows are open, the most one Flotilla shows; close one first")
            #expect(replies.count(where: { $0 == .opened("detail") }) == LiveSession.maximumWindows - 1, "the main window and 63 more")
            #expect(replies.count(where: { $0 == refusal }) == 300 - (LiveSession.maximumWindows - 1))
            let command = try runFlotilla(["open", "detail"], environment: environment)
            #expect(command.status == 1)
            #expect(command.stderr == "flotilla: 64 windows are open, the most one Flotilla shows; close one first\n")
            // Every window drawn: a request answered comes after the frames due before it.
            Thread.sleep(forTimeInterval: 1)
            #expect(try InstanceSocket.send(InstanceRequest(open: "detail"), to: path) == refusal)
            let resident = ProcessStats.residentBytes(app.process.processIdentifier)
            #expect(resident < 400 << 20, "resident \(resident >> 20) MiB")
            print("64 windows: flotilla resident \(resident >> 20) MiB")
        }

        /// With the most windows open, `n` tears nothing off: the focused panel stays in the main window.
        @Test func nothingTearsOffPastTheWindowLimit() throws {
            let (folders, _, app, main, path) = try startFlotilla()
            // The folders outlive the process that uses them.
            defer { app.stop(); withExtendedLifetime(folders) {} }
            for i in 1..<LiveSession.maximumWindows {
                #expect(try InstanceSocket.send(InstanceRequest(open: "detail", params: ["n": "\(i)"]), to: path) == .opened("detail"))
            }
            let connection = try X11Connection()
            let input = try SyntheticInput(connection: connection)
            try input.move(to: 1000, 650, in: main)
            try input.key(KeyPress(.character("n")))
            // A round trip through the main window: the key before it was handled.
            try input.key(KeyPress(.function(3)))
            _ = try app.wait(for: "did-enter-expose")
            #expect(!app.events.contains { $0["event"] as? String == "did-tear-off" })
            #expect(!app.events.contains { $0["event"] as? String == "did-close" })
        }
    }
}
