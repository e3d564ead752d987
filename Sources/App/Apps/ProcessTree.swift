import Foundation

/// Who started whom, read from /proc: a window belongs to an app when the process that owns it is
/// the app's process or one the app started (a launcher script's child, say).
enum ProcessTree {
    /// The parent of process `pid`; nil when it is gone (or /proc cannot say).
    static func parent(of pid: Int32) -> Int32? {
        guard let stat = try? String(contentsOfFile: "/proc/\(pid)/stat", encoding: .utf8),
              let close = stat.lastIndex(of: ")") else { return nil }
        // "pid (comm) state ppid …": comm may hold spaces and parentheses, so read after the last ")".
        let fields = stat[stat.index(after: close)...].split(separator: " ")
        return fields.count > 1 ? Int32(fields[1]) : nil
    }

    /// Whether `pid` is `ancestor` or one of its descendants (up to 64 generations).
    static func isDescendant(_ pid: Int32, of ancestor: Int32) -> Bool {
        var current = pid
        for _ in 0..<64 {
            if current == ancestor { return true }
            guard current > 1, let up = parent(of: current) else { return false }
            current = up
        }
        return false
    }
}
