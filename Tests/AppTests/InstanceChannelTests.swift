@testable import App
import Foundation
import Glibc
import Testing

/// The single-instance channel: where its socket lives and who may own the folder, one request
/// line per connection, refusals that change nothing, and a socket left by a dead run replaced.
@Suite("Instance channel")
struct InstanceChannelTests {
    /// A fresh 0700 folder standing in for `XDG_RUNTIME_DIR`, removed after `body`.
    func withRuntime(_ body: (URL, [String: String]) throws -> Void) throws {
        let dir = FileManager.default.temporaryDirectory.appendingPathComponent("flotilla-runtime-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: dir, withIntermediateDirectories: true, attributes: [.posixPermissions: 0o700])
        defer { try? FileManager.default.removeItem(at: dir) }
        try body(dir, ["XDG_RUNTIME_DIR": dir.path])
    }

    @Test func theSocketIsPerDisplayInAPrivateFolder() throws {
        try withRuntime { dir, env in
            let path = try InstancePath.socket(display: ":99", environment: env)
            #expect(path.path == dir.appendingPathComponent("flotilla/99.sock").path)
            #expect(try InstancePath.socket(display: "host:1.0", environment: env).lastPathComponent == "host_1.sock")
            // One display, however it is written: the screen 0 and the `unix` host are the default.
            for same in [":99.0", "unix:99", "unix:99.0"] {
                #expect(try InstancePath.socket(display: same, environment: env) == path, "\(same)")
            }
            #expect(try InstancePath.socket(display: ":99.1", environment: env).lastPathComponent == "99.1.sock")
            var info = stat()
            #expect(lstat(dir.appendingPathComponent("flotilla").path, &info) == 0 && info.st_mode & 0o777 == 0o700)
        }
    }

    @Test func aFolderOthersCouldUseIsRefused() throws {
        try withRuntime { dir, env in
            let folder = dir.appendingPathComponent("flotilla")
            try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: false, attributes: [.posixPermissions: 0o777])
            chmod(folder.path, 0o777)
            #expect(throws: FlotillaError.self) { try InstancePath.socket(display: ":99", environment: env) }
            try FileManager.default.removeItem(at: folder)
            try Data().write(to: folder)
            #expect(throws: FlotillaError.self) { try InstancePath.socket(display: ":99", environment: env) }
        }
    }

    /// A server answering on a thread of its own until `body` returns; the requests it took.
    func serving(at path: URL, _ body: () throws -> Void) throws -> [InstanceRequest] {
        final class Box: @unchecked Sendable {
            let lock = NSLock()
            let server: InstanceServer
            var taken: [InstanceRequest] = [], done = false
            init(_ server: InstanceServer) { self.server = server }
        }
        let box = Box(try #require(try InstanceServer.listen(at: path)))
        let thread = Thread {
            while !box.lock.withLock({ box.done }) {
                var fd = pollfd(fd: box.server.descriptor, events: Int16(POLLIN), revents: 0)
                _ = poll(&fd, 1, 50)
                box.server.serve(ready: fd.revents != 0 ? [fd.fd] : []) { request in
                    box.lock.withLock { box.taken.append(request) }
                    return request.type == "detail" ? .opened("detail") : .error("unknown window type \"\(request.type)\"")
                }
            }
        }
        thread.start()
        defer { box.lock.withLock { box.done = true } }
        try body()
        return box.lock.withLock { box.taken }
    }

    /// Sends raw bytes and reads the reply line.
    func raw(_ bytes: Data, to path: URL) throws -> InstanceReply {
        let fd = try #require(InstanceSocket.connect(to: path))
        defer { close(fd) }
        InstanceSocket.write(bytes, to: fd)
        shutdown(fd, Int32(SHUT_WR))
        let line = try #require(InstanceSocket.readLine(fd, limit: 1 << 16))
        return try JSONDecoder().decode(InstanceReply.self, from: line)
    }

    @Test func requestsAreAnsweredAndRefusalsChangeNothing() throws {
        try withRuntime { _, env in
            let path = try InstancePath.socket(display: ":98", environment: env)
            var info = stat()
            let taken = try serving(at: path) {
                #expect(lstat(path.path, &info) == 0 && info.st_mode & 0o777 == 0o600, "the socket is 0600")
                #expect(try InstanceSocket.send(InstanceRequest(open: "detail", params: ["place": "ferry"]), to: path) == .opened("detail"))
                #expect(try InstanceSocket.send(InstanceRequest(open: "nowhere"), to: path)?.message == "unknown window type \"nowhere\"")
                #expect(try raw(Data("not json\n".utf8), to: path).event == .error)
                #expect(try raw(Data(#"{"event": "close", "type": "x", "params": {}}"#.utf8) + Data("\n".utf8), to: path).message
                        == "unknown request \"close\" (expected open, open-app or launch)")
                #expect(try raw(Data(#"{"event": "launch"}"#.utf8) + Data("\n".utf8), to: path).message
                        == "launch: expected {\"event\": \"launch\", \"name\": …}")
                #expect(try raw(Data(#"{"event": "open-app", "command": [], "directory": "/", "environment": {}}"#.utf8) + Data("\n".utf8), to: path).message
                        == "open-app: expected the program, then its arguments")
                let long = try raw(Data(repeating: UInt8(ascii: "a"), count: InstanceRequest.maximumLength + 10_000), to: path)
                #expect(long.message?.hasPrefix("request too long") == true)
            }
            // Only the two well-formed open requests reached the handler.
            #expect(taken == [InstanceRequest(open: "detail", params: ["place": "ferry"]), InstanceRequest(open: "nowhere")])
        }
    }

    /// The run loop says which descriptors `poll` found readable: a listening socket not among them
    /// is not asked for a connection (nil, not asked, tries it).
    @Test func aLaunchRequestReadsBackAsWritten() throws {
        let line = try JSONEncoder().encode(InstanceRequest(launch: "org.gnome.Terminal.desktop"))
        #expect(String(decoding: line, as: UTF8.self).contains(#""event":"launch""#))
        guard case .success(let request) = InstanceRequest.parse(line) else {
            Issue.record("refused: \(String(decoding: line, as: UTF8.self))")
            return
        }
        #expect(request.launch == "org.gnome.Terminal.desktop" && request.app == nil && request.type.isEmpty)
    }

    @Test func aConnectionIsTakenWhenTheListeningSocketIsReadyOrNotKnownToBeIdle() throws {
        try withRuntime { _, env in
            let path = try InstancePath.socket(display: ":95", environment: env)
            let server = try #require(try InstanceServer.listen(at: path))
            let client = try #require(InstanceSocket.connect(to: path))
            defer { close(client) }
            InstanceSocket.write(try JSONEncoder().encode(InstanceRequest(open: "detail")) + Data("\n".utf8), to: client)
            var taken: [InstanceRequest] = []
            let handle = { (request: InstanceRequest) -> InstanceReply in taken.append(request); return .opened(request.type) }
            server.serve(ready: [], handle)
            #expect(taken.isEmpty, "a socket poll did not find readable is left for later")
            server.serve(ready: nil, handle)
            #expect(taken == [InstanceRequest(open: "detail")])
            let reply = try #require(InstanceSocket.readLine(client, limit: 1 << 16))
            #expect(try JSONDecoder().decode(InstanceReply.self, from: reply) == .opened("detail"))
        }
    }

    @Test func aSocketLeftByADeadRunIsReplacedAndALiveOneIsNot() throws {
        try withRuntime { _, env in
            let path = try InstancePath.socket(display: ":97", environment: env)
            // A run that died: its socket file is there, nobody listens.
            let fd = socket(AF_UNIX, Int32(SOCK_STREAM.rawValue), 0)
            #expect(InstanceSocket.withAddress(path) { bind(fd, $0, $1) } == 0)
            close(fd)
            #expect(try InstanceSocket.send(InstanceRequest(open: "main"), to: path) == nil, "nobody answers")
            let first = try #require(try InstanceServer.listen(at: path), "the stale socket is replaced")
            #expect(try InstanceServer.listen(at: path) == nil, "a live one is left alone")
            _ = first
        }
    }

    @Test func aPathThatIsNotASocketIsNeverReplaced() throws {
        try withRuntime { _, env in
            let path = try InstancePath.socket(display: ":96", environment: env)
            try Data("keep me".utf8).write(to: path)
            #expect(throws: FlotillaError.self) { try InstanceServer.listen(at: path) }
            #expect(try String(contentsOf: path, encoding: .utf8) == "keep me")
        }
    }
}
