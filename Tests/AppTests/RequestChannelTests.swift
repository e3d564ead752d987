@testable import App
import Foundation
import Glibc
import Testing

/// Issue 22: the request channel never waits on a client. A partial line waits in its
/// connection's buffer, a request not whole within the deadline is dropped with an error reply,
/// and idle connections cost the others nothing.
@Suite("Request channel, non-blocking")
struct RequestChannelTests {
    /// A fresh 0700 runtime folder and a server listening in it (deadline `deadline` s).
    private func withServer(deadline: Double = InstanceServer.requestDeadline, maximumConnections: Int = InstanceServer.maximumConnections,
                            _ body: (InstanceServer, URL) throws -> Void) throws {
        let dir = FileManager.default.temporaryDirectory.appendingPathComponent("flotilla-channel-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: dir, withIntermediateDirectories: true, attributes: [.posixPermissions: 0o700])
        defer { try? FileManager.default.removeItem(at: dir) }
        let path = try InstancePath.socket(display: ":90", environment: ["XDG_RUNTIME_DIR": dir.path])
        let server = try #require(try InstanceServer.listen(at: path, requestDeadline: deadline, maximumConnections: maximumConnections))
        try body(server, path)
    }

    private func connect(_ path: URL) throws -> Int32 { try #require(InstanceSocket.connect(to: path)) }

    private func reply(from fd: Int32) throws -> InstanceReply {
        var timeout = timeval(tv_sec: 2, tv_usec: 0)
        setsockopt(fd, SOL_SOCKET, SO_RCVTIMEO, &timeout, socklen_t(MemoryLayout<timeval>.size))
        let line = try #require(InstanceSocket.readLine(fd, limit: 1 << 16))
        return try JSONDecoder().decode(InstanceReply.self, from: line)
    }

    private let request = Data(#"{"event": "open", "type": "detail", "params": {}}"#.utf8)

    @Test func aPartialLineWaitsWithoutHoldingTheLoop() throws {
        try withServer { server, path in
            let slow = try connect(path)
            defer { close(slow) }
            InstanceSocket.write(request.prefix(10), to: slow)
            var served: [String] = []
            let start = ContinuousClock.now
            server.serve(ready: nil) { served.append($0.type); return .opened($0.type) }
            #expect(ContinuousClock.now - start < .milliseconds(100), "serving does not wait for the rest of the line")
            #expect(served.isEmpty)
            // Another client is answered while the slow one is still sending.
            let quick = try connect(path)
            defer { close(quick) }
            InstanceSocket.write(request + Data("\n".utf8), to: quick)
            server.serve(ready: nil) { served.append($0.type); return .opened($0.type) }
            #expect(try reply(from: quick) == .opened("detail"))
            InstanceSocket.write(request.dropFirst(10) + Data("\n".utf8), to: slow)
            server.serve(ready: nil) { served.append($0.type); return .opened($0.type) }
            #expect(try reply(from: slow) == .opened("detail"))
            #expect(served == ["detail", "detail"])
        }
    }

    @Test func aRequestNotWholeBeforeTheDeadlineIsDropped() throws {
        try withServer(deadline: 0.2) { server, path in
            let slow = try connect(path)
            defer { close(slow) }
            InstanceSocket.write(request.prefix(10), to: slow)
            server.serve(ready: nil) { _ in .opened("x") }
            #expect(server.descriptors.count == 2, "listening, and the slow connection")
            let due = try #require(server.untilNextDeadline)
            #expect(due > 0 && due <= 0.2)
            Thread.sleep(forTimeInterval: 0.25)
            server.serve(ready: nil) { _ in .opened("x") }
            #expect(try reply(from: slow) == .error("no whole request line within 0.2 s"))
            #expect(server.descriptors.count == 1, "the connection is closed")
        }
    }

    @Test func idleConnectionsDelayNobody() throws {
        try withServer { server, path in
            // Taken as they come (a full listen backlog would hold a connect).
            let idle = try (0..<200).map { _ in
                defer { server.serve(ready: nil) { _ in .opened("x") } }
                return try connect(path)
            }
            defer { for fd in idle { close(fd) } }
            let asking = try connect(path)
            defer { close(asking) }
            InstanceSocket.write(request + Data("\n".utf8), to: asking)
            let start = ContinuousClock.now
            server.serve(ready: nil) { .opened($0.type) }
            #expect(ContinuousClock.now - start < .milliseconds(200))
            #expect(try reply(from: asking) == .opened("detail"))
            #expect(server.descriptors.count == 201)
        }
    }

    @Test func pastTheCapTheOldestConnectionIsClosed() throws {
        try withServer(maximumConnections: 3) { server, path in
            let fds = try (0..<4).map { _ in try connect(path) }
            defer { for fd in fds { close(fd) } }
            server.serve(ready: nil) { _ in .opened("x") }
            #expect(server.descriptors.count == 4, "listening and three connections")
            #expect(try reply(from: fds[0]).message == "too many connections; the oldest is closed")
        }
    }

    @Test func twoClaimsAtOnceLeaveOneListener() throws {
        let dir = FileManager.default.temporaryDirectory.appendingPathComponent("flotilla-claim-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: dir, withIntermediateDirectories: true, attributes: [.posixPermissions: 0o700])
        defer { try? FileManager.default.removeItem(at: dir) }
        let path = try InstancePath.socket(display: ":91", environment: ["XDG_RUNTIME_DIR": dir.path])
        final class Claims: @unchecked Sendable {
            let lock = NSLock()
            var servers: [InstanceServer?] = []
        }
        let claims = Claims()
        let threads = (0..<4).map { _ in
            Thread {
                let server = try? InstanceServer.listen(at: path)
                claims.lock.withLock { claims.servers.append(server) }
            }
        }
        for t in threads { t.start() }
        while claims.lock.withLock({ claims.servers.count }) < 4 { Thread.sleep(forTimeInterval: 0.01) }
        #expect(claims.servers.compactMap { $0 }.count == 1, "exactly one listens; the others find it answering")
    }

    @Test func aSocketPathTooLongHasItsOwnReason() throws {
        let long = FileManager.default.temporaryDirectory.appendingPathComponent(String(repeating: "r", count: 100))
        try FileManager.default.createDirectory(at: long, withIntermediateDirectories: true, attributes: [.posixPermissions: 0o700])
        defer { try? FileManager.default.removeItem(at: long) }
        #expect {
            try InstancePath.socket(display: ":73", environment: ["XDG_RUNTIME_DIR": long.path])
        } throws: { error in
            let message = (error as? FlotillaError)?.message ?? ""
            return message.contains("more than the 107 a Unix socket's path holds")
        }
    }

    @Test func aTakenTemporaryFolderGivesWayToAPrivateOne() throws {
        let shared = FileManager.default.temporaryDirectory.appendingPathComponent("flotilla-taken-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: shared, withIntermediateDirectories: false, attributes: [.posixPermissions: 0o755])
        defer { try? FileManager.default.removeItem(at: shared) }
        // Another user's folder (as root: chown to nobody), or one that is not 0700.
        if getuid() == 0 { chown(shared.path, 65534, 65534) }
        let (folder, report) = try InstancePath.usableFolder(shared)
        defer { rmdir(folder.path) }
        #expect(folder != shared)
        #expect(report?.contains("using \(folder.path) instead") == true, "\(report ?? "")")
        var info = stat()
        #expect(lstat(folder.path, &info) == 0 && info.st_uid == getuid() && info.st_mode & 0o777 == 0o700)
        let mine = FileManager.default.temporaryDirectory.appendingPathComponent("flotilla-mine-\(UUID().uuidString)")
        defer { rmdir(mine.path) }
        let (same, none) = try InstancePath.usableFolder(mine)
        #expect(same == mine && none == nil)
    }
}
