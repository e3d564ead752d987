import Foundation

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

    /// Writes `data` to `fd`; on a non-blocking socket it gives up rather than wait for room.
    /// A closed peer is a failed write, never SIGPIPE.
    static func write(_ data: Data, to fd: Int32) {
        data.withUnsafeBytes { raw in
            var offset = 0
            while offset < raw.count {
                let n = Glibc.send(fd, raw.baseAddress! + offset, raw.count - offset, Int32(MSG_NOSIGNAL))
                if n < 0, errno == EINTR { continue }
                guard n > 0 else { return }
                offset += n
            }
        }
    }
}
