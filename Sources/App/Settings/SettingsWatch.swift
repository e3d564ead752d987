import Foundation
import Glibc

/// Tells when the settings file may have changed: an inotify watch on its folder (editors save
/// by writing the file, or by writing another and renaming it over; either is seen), created
/// 0700 when missing. ``descriptor`` becomes readable on a change; ``changed()`` drains it.
final class SettingsWatch {
    /// Readable when something in the folder changed.
    let descriptor: Int32
    private let name: String

    /// A watch on `path`'s folder; nil when inotify is unavailable (the file is then read only
    /// at the start).
    init?(path: String) {
        let folder = (path as NSString).deletingLastPathComponent
        name = (path as NSString).lastPathComponent
        mkdir((folder as NSString).deletingLastPathComponent, 0o700)
        mkdir(folder, 0o700)
        let fd = inotify_init1(Int32(IN_NONBLOCK | IN_CLOEXEC))
        guard fd >= 0 else { return nil }
        // Written, or another file renamed over it; a file removed or half written is not read (the settings in force stay).
        let mask = UInt32(IN_CLOSE_WRITE | IN_MOVED_TO)
        guard inotify_add_watch(fd, folder, mask) >= 0 else {
            close(fd)
            return nil
        }
        descriptor = fd
    }

    deinit { close(descriptor) }

    /// Whether the settings file was written or replaced since the last call (the
    /// events waiting are read).
    func changed() -> Bool {
        var seen = false
        var buffer = [UInt8](repeating: 0, count: 4096)
        while true {
            let n = buffer.withUnsafeMutableBytes { read(descriptor, $0.baseAddress, $0.count) }
            guard n > 0 else { return seen }
            var offset = 0
            while offset + MemoryLayout<inotify_event>.size <= n {
                let length = buffer.withUnsafeBytes { Int($0.load(fromByteOffset: offset + 12, as: UInt32.self)) }
                let start = offset + MemoryLayout<inotify_event>.size
                let bytes = buffer[start..<min(n, start + length)].prefix { $0 != 0 }
                if String(decoding: bytes, as: UTF8.self) == name { seen = true }
                offset = start + length
            }
        }
    }
}
