import App
import Foundation

/// CPU time and peak memory of a process, from /proc; stopping one.
public enum ProcessStats {
    /// SIGTERM, then SIGKILL after two seconds: a process started from one that blocks SIGTERM
    /// (a test runner's threads) inherits the block and would never end.
    public static func stop(_ process: Process) {
        guard process.isRunning else { return }
        process.terminate()
        let deadline = Date().addingTimeInterval(2)
        while process.isRunning, Date() < deadline { Thread.sleep(forTimeInterval: 0.02) }
        if process.isRunning { kill(process.processIdentifier, SIGKILL) }
        process.waitUntilExit()
    }

    /// User + system CPU seconds of `pid` so far, all its threads, to the nanosecond (the
    /// process's CPU-time clock; /proc's tick counts are only 10 ms fine).
    static func cpuSeconds(_ pid: Int32) -> Double {
        var clock = clockid_t()
        var time = timespec()
        guard clock_getcpuclockid(pid, &clock) == 0, clock_gettime(clock, &time) == 0 else { return 0 }
        return Double(time.tv_sec) + Double(time.tv_nsec) * 1e-9
    }

    /// User + system CPU of `pid` so far in clock ticks, as /proc/PID/stat counts them (fields 14
    /// and 15, after the command name in parentheses); 0 when unreadable.
    static func cpuTicks(_ pid: Int32) -> Int {
        let fields = statFields(pid)
        // After the name: state is field 3, so utime (14) and stime (15) are the 12th and 13th here.
        guard fields.count > 12, let user = Int(fields[11]), let system = Int(fields[12]) else { return 0 }
        return user + system
    }

    /// The processes whose parent is `pid`, from /proc.
    static func children(of pid: Int32) -> [Int32] {
        let all = (try? FileManager.default.contentsOfDirectory(atPath: "/proc")) ?? []
        return all.compactMap(Int32.init).filter { statFields($0).dropFirst().first.flatMap { Int32($0) } == pid }
    }

    /// The fields of /proc/PID/stat after the command name in parentheses (state first); empty
    /// when unreadable.
    private static func statFields(_ pid: Int32) -> [Substring] {
        guard let stat = try? String(contentsOfFile: "/proc/\(pid)/stat", encoding: .utf8),
              let close = stat.lastIndex(of: ")") else { return [] }
        return stat[stat.index(after: close)...].split(separator: " ")
    }

    /// Peak resident bytes of `pid` (VmHWM).
    static func peakResidentBytes(_ pid: Int32) -> Int { statusBytes(pid, "VmHWM:") }

    /// Resident bytes of `pid` now (VmRSS).
    static func residentBytes(_ pid: Int32) -> Int { statusBytes(pid, "VmRSS:") }

    /// A size line of /proc/PID/status (in kB there), in bytes; 0 when unreadable.
    private static func statusBytes(_ pid: Int32, _ field: String) -> Int {
        guard let status = try? String(contentsOfFile: "/proc/\(pid)/status", encoding: .utf8),
              let line = status.split(separator: "\n").first(where: { $0.hasPrefix(field) }),
              let kb = Int(line.split(separator: " ", omittingEmptySubsequences: true).dropFirst().first ?? "") else { return 0 }
        return kb * 1024
    }
}
