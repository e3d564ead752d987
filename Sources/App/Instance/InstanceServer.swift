import Foundation
import Glibc
import Model

/// The running Flotilla's end of the request channel: a Unix socket, 0600, that answers one
/// request line per connection. It never waits on a client: every descriptor is non-blocking and
/// watched by the run loop's `poll`; a partial line waits in its connection's buffer (at most
/// ``InstanceRequest/maximumLength`` bytes) until the rest comes, or the connection's
/// deadline passes (5 s) (then it gets an error reply and is closed). At most
/// 256 are open: one more closes the oldest.
final class InstanceServer {
    /// How long a client has to send its whole request line, in seconds (by default).
    static let requestDeadline = 5.0
    /// The most connections open at once (by default).
    static let maximumConnections = 256

    let path: URL
    /// The listening socket.
    let descriptor: Int32
    private let requestDeadline: Double, maximumConnections: Int
    private let started = ContinuousClock.now
    /// Open connections, oldest first.
    private var connections: [Connection] = []

    /// One client: its socket, what it sent so far and when its request must be complete.
    private struct Connection {
        let descriptor: Int32
        var buffer = Data()
        let deadline: Double
    }

    private init(path: URL, descriptor: Int32, requestDeadline: Double, maximumConnections: Int) {
        self.path = path
        self.descriptor = descriptor
        self.requestDeadline = requestDeadline
        self.maximumConnections = maximumConnections
    }

    /// Every descriptor the run loop watches: the listening socket and each connection.
    var descriptors: [Int32] { [descriptor] + connections.map(\.descriptor) }

    /// Seconds until the first connection's deadline passes; nil with none open.
    var untilNextDeadline: Double? { connections.map(\.deadline).min().map { max(0, $0 - now) } }

    /// Seconds since this server started listening.
    private var now: Double {
        let d = ContinuousClock.now - started
        return Double(d.components.seconds) + Double(d.components.attoseconds) * 1e-18
    }

    /// Listens at `path`, replacing a socket left there by a run that died (nobody answers it);
    /// nil when another Flotilla answers there. The check and the claim hold `path`'s lock file
    /// (`NAME.lock`, flock), so of two runs started at once exactly one listens and the other
    /// finds it answering.
    static func listen(at path: URL, requestDeadline: Double = requestDeadline,
                       maximumConnections: Int = maximumConnections) throws(FlotillaError) -> InstanceServer? {
        let lock = open(path.path + ".lock", O_RDWR | O_CREAT | O_CLOEXEC | O_NOFOLLOW, 0o600)
        guard lock >= 0 else { throw FlotillaError(.internal, "cannot open \(path.path).lock: \(String(cString: strerror(errno)))") }
        defer { close(lock) }
        while flock(lock, LOCK_EX) != 0, errno == EINTR {}
        if let fd = InstanceSocket.connect(to: path) {
            close(fd)
            return nil
        }
        var info = stat()
        if lstat(path.path, &info) == 0 {
            guard info.st_mode & S_IFMT == S_IFSOCK else {
                throw FlotillaError(.badInput, "\(path.path): not a socket; refusing to replace it")
            }
            unlink(path.path)
        }
        let fd = socket(AF_UNIX, Int32(SOCK_STREAM.rawValue) | Int32(SOCK_NONBLOCK.rawValue) | Int32(SOCK_CLOEXEC.rawValue), 0)
        guard fd >= 0 else { throw FlotillaError(.internal, "socket: \(String(cString: strerror(errno)))") }
        let bound = InstanceSocket.withAddress(path) { bind(fd, $0, $1) }
        guard bound == 0, chmod(path.path, 0o600) == 0, Glibc.listen(fd, 128) == 0 else {
            let reason = String(cString: strerror(errno))
            close(fd)
            throw FlotillaError(.internal, "cannot listen at \(path.path): \(reason)")
        }
        return InstanceServer(path: path, descriptor: fd, requestDeadline: requestDeadline, maximumConnections: maximumConnections)
    }

    /// Takes every waiting connection, reads what each sent without waiting, and answers each
    /// whole request line with `handle`'s reply, or the reason it is refused (too long, not a
    /// request, not complete within ``requestDeadline``); a refused request changes nothing.
    /// `ready`: the descriptors the run loop's `poll` found readable, nil when it did not ask (the
    /// listening socket is then tried: a failed `accept` costs the kernel a socket made and freed).
    func serve(ready: Set<Int32>?, _ handle: (InstanceRequest) -> InstanceReply) {
        let now = self.now
        if ready?.contains(descriptor) ?? true { acceptWaiting(now: now) }
        var open: [Connection] = []
        for var connection in connections {
            if let reply = read(&connection, now: now, handle) {
                InstanceSocket.write(reply.line, to: connection.descriptor)
                close(connection.descriptor)
            } else {
                open.append(connection)
            }
        }
        connections = open
    }

    private func acceptWaiting(now: Double) {
        while true {
            let client = accept(descriptor, nil, nil)
            guard client >= 0 else { return }
            _ = fcntl(client, F_SETFD, FD_CLOEXEC)
            _ = fcntl(client, F_SETFL, fcntl(client, F_GETFL) | O_NONBLOCK)
            if connections.count >= maximumConnections {
                let oldest = connections.removeFirst()
                InstanceSocket.write(InstanceReply.error("too many connections; the oldest is closed").line, to: oldest.descriptor)
                close(oldest.descriptor)
            }
            connections.append(Connection(descriptor: client, deadline: now + requestDeadline))
        }
    }

    /// Reads what `connection` has sent; the reply once its request is whole (or refused), nil
    /// while it is still coming.
    private func read(_ connection: inout Connection, now: Double, _ handle: (InstanceRequest) -> InstanceReply) -> InstanceReply? {
        var chunk = [UInt8](repeating: 0, count: 4096)
        var ended = false
        while connection.buffer.count <= InstanceRequest.maximumLength {
            let n = Glibc.read(connection.descriptor, &chunk, chunk.count)
            if n < 0, errno == EINTR { continue }
            if n <= 0 {
                ended = n == 0 || (errno != EAGAIN && errno != EWOULDBLOCK)
                break
            }
            connection.buffer.append(contentsOf: chunk[..<n])
            if chunk[..<n].contains(UInt8(ascii: "\n")) { break }
        }
        let line: Data
        if let newline = connection.buffer.firstIndex(of: UInt8(ascii: "\n")) {
            line = connection.buffer[..<newline]
        } else if connection.buffer.count > InstanceRequest.maximumLength || ended {
            guard !connection.buffer.isEmpty else { return .error("no request line") }
            line = connection.buffer
        } else if now >= connection.deadline {
            return .error("no whole request line within \(requestDeadline.shortDescription) s")
        } else {
            return nil
        }
        switch InstanceRequest.parse(Data(line)) {
        case .success(let request): return handle(request)
        case .failure(let refusal): return refusal
        }
    }

    deinit {
        for connection in connections { close(connection.descriptor) }
        close(descriptor)
        unlink(path.path)
        // A private folder of this process's own goes with it.
        let folder = path.deletingLastPathComponent()
        if InstancePath.isPrivate(folder) {
            unlink(path.path + ".lock")
            rmdir(folder.path)
        }
    }
}
