import Foundation

/// The running Flotilla's end of the request channel: a Unix socket, 0600, that answers one
/// request line per connection.
final class InstanceServer {
    let path: URL
    let descriptor: Int32

    private init(path: URL, descriptor: Int32) {
        self.path = path
        self.descriptor = descriptor
    }

    /// Listens at `path`, replacing a socket left there by a run that died (nobody answers it);
    /// nil when another Flotilla answers there.
    static func listen(at path: URL) throws(FlotillaError) -> InstanceServer? {
        if InstanceSocket.connect(to: path) != nil { return nil }
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
        guard bound == 0, chmod(path.path, 0o600) == 0, Glibc.listen(fd, 8) == 0 else {
            let reason = String(cString: strerror(errno))
            close(fd)
            throw FlotillaError(.internal, "cannot listen at \(path.path): \(reason)")
        }
        return InstanceServer(path: path, descriptor: fd)
    }

    /// Answers every connection waiting: reads its request line (at most half a second and
    /// ``InstanceRequest/maximumLength`` bytes) and writes `handle`'s reply, or the reason the
    /// request is refused; a refused request changes nothing.
    func serve(_ handle: (InstanceRequest) -> InstanceReply) {
        while true {
            let client = accept(descriptor, nil, nil)
            guard client >= 0 else { return }
            _ = fcntl(client, F_SETFD, FD_CLOEXEC)
            defer { close(client) }
            var timeout = timeval(tv_sec: 0, tv_usec: 500_000)
            setsockopt(client, SOL_SOCKET, SO_RCVTIMEO, &timeout, socklen_t(MemoryLayout<timeval>.size))
            let reply: InstanceReply
            switch InstanceSocket.readLine(client, limit: InstanceRequest.maximumLength + 1).map(InstanceRequest.parse) {
            case .success(let request)?: reply = handle(request)
            case .failure(let refusal)?: reply = refusal
            case nil: reply = .error("no request line within half a second")
            }
            InstanceSocket.write(reply.line, to: client)
        }
    }

    deinit {
        close(descriptor)
        unlink(path.path)
    }
}

/// The asking end (`flotilla open`, a second `flotilla run`), and what both ends share.
enum InstanceSocket {
    /// Sends `request` to the Flotilla listening at `path` and returns its reply; nil when none
    /// listens there (no socket, or one nobody answers).
    static func send(_ request: InstanceRequest, to path: URL) throws(FlotillaError) -> InstanceReply? {
        guard let fd = connect(to: path) else { return nil }
        defer { close(fd) }
        var timeout = timeval(tv_sec: 5, tv_usec: 0)
        setsockopt(fd, SOL_SOCKET, SO_RCVTIMEO, &timeout, socklen_t(MemoryLayout<timeval>.size))
        let encoder = JSONEncoder()
        encoder.outputFormatting = .sortedKeys
        guard let body = try? encoder.encode(request) else { throw FlotillaError(.internal, "cannot encode the request") }
        write(body + Data("\n".utf8), to: fd)
        guard let line = readLine(fd, limit: 64 * 1024), let reply = try? JSONDecoder().decode(InstanceReply.self, from: line) else {
            throw FlotillaError(.display, "the Flotilla at \(path.path) did not answer")
        }
        return reply
    }

    /// A connected socket to `path`, or nil.
    static func connect(to path: URL) -> Int32? {
        let fd = socket(AF_UNIX, Int32(SOCK_STREAM.rawValue) | Int32(SOCK_CLOEXEC.rawValue), 0)
        guard fd >= 0 else { return nil }
        guard withAddress(path, { Glibc.connect(fd, $0, $1) }) == 0 else {
            close(fd)
            return nil
        }
        return fd
    }

    /// Calls `body` with `path` as a `sockaddr_un`; -1 when the path is too long for one.
    static func withAddress(_ path: URL, _ body: (UnsafePointer<sockaddr>, socklen_t) -> Int32) -> Int32 {
        var address = sockaddr_un()
        address.sun_family = sa_family_t(AF_UNIX)
        let bytes = Array(path.path.utf8)
        let capacity = MemoryLayout.size(ofValue: address.sun_path)
        guard bytes.count < capacity else { return -1 }
        withUnsafeMutableBytes(of: &address.sun_path) { raw in
            raw.copyBytes(from: bytes)
            raw[bytes.count] = 0
        }
        return withUnsafePointer(to: &address) {
            $0.withMemoryRebound(to: sockaddr.self, capacity: 1) { body($0, socklen_t(MemoryLayout<sockaddr_un>.size)) }
        }
    }

    /// Reads up to a newline (not included); nil on a timeout, an error or a closed connection
    /// before one. Stops after `limit` bytes (the caller then sees an overlong line).
    static func readLine(_ fd: Int32, limit: Int) -> Data? {
        var line = Data()
        var byte: UInt8 = 0
        while line.count < limit {
            guard read(fd, &byte, 1) == 1 else { return line.isEmpty ? nil : line }
            if byte == UInt8(ascii: "\n") { return line }
            line.append(byte)
        }
        return line
    }

    static func write(_ data: Data, to fd: Int32) {
        data.withUnsafeBytes { raw in
            var offset = 0
            while offset < raw.count {
                let n = Glibc.write(fd, raw.baseAddress! + offset, raw.count - offset)
                guard n > 0 else { return }
                offset += n
            }
        }
    }
}
