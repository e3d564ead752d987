import Foundation
import X11

/// An Xvfb of the bench's own on a free display, stopped when this goes away.
final class PrivateXvfb {
    let display: String
    private let process: Process

    /// Starts `Xvfb :N -screen 0 WxHx24` on the first display number from 80 with no socket yet.
    init(width: Int, height: Int) throws(FlotillaError) {
        guard let number = (80..<120).first(where: { !FileManager.default.fileExists(atPath: "/tmp/.X11-unix/X\($0)") }) else {
            throw FlotillaError(.display, "no free X display number between :80 and :119")
        }
        display = ":\(number)"
        process = Process()
        process.executableURL = URL(fileURLWithPath: "/usr/bin/Xvfb")
        process.arguments = [display, "-screen", "0", "\(width)x\(height)x24", "-nolisten", "tcp", "-noreset"]
        process.standardOutput = FileHandle.nullDevice
        process.standardError = FileHandle.nullDevice
        do { try process.run() } catch {
            throw FlotillaError(.display, "cannot start Xvfb (Debian package xvfb): \(error.localizedDescription)")
        }
        for _ in 0..<100 {
            if (try? X11Connection(display: display)) != nil { return }
            Thread.sleep(forTimeInterval: 0.05)
        }
        ProcessStats.stop(process)
        throw FlotillaError(.display, "Xvfb on \(display) did not accept connections within 5 s")
    }

    var pid: Int32 { process.processIdentifier }

    deinit { ProcessStats.stop(process) }
}

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

    /// User + system CPU seconds of `pid` so far.
    static func cpuSeconds(_ pid: Int32) -> Double {
        guard let stat = try? String(contentsOfFile: "/proc/\(pid)/stat", encoding: .utf8),
              let close = stat.lastIndex(of: ")") else { return 0 }
        let fields = stat[stat.index(after: close)...].split(separator: " ")
        // After the command: state is field 3, utime 14 and stime 15 (1-based, counting pid and comm).
        guard fields.count > 13, let user = Double(fields[11]), let system = Double(fields[12]) else { return 0 }
        return (user + system) / Double(sysconf(Int32(_SC_CLK_TCK)))
    }

    /// Peak resident bytes of `pid` (VmHWM).
    static func peakResidentBytes(_ pid: Int32) -> Int {
        guard let status = try? String(contentsOfFile: "/proc/\(pid)/status", encoding: .utf8),
              let line = status.split(separator: "\n").first(where: { $0.hasPrefix("VmHWM:") }),
              let kb = Int(line.split(separator: " ", omittingEmptySubsequences: true).dropFirst().first ?? "") else { return 0 }
        return kb * 1024
    }
}
