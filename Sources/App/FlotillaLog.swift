import Foundation
import Logging
import Model
import Render
import Synchronization

/// The log (swift-log) on stderr, one line a message: at `debug`, X events, and each frame's time,
/// damage rectangles and drawing time; at `info`, what a command did; `error` (the default) is quiet
/// but for failures.
public enum FlotillaLog {
    /// The levels `--log-level` accepts.
    public enum Level: String, CaseIterable, Sendable {
        case error, info, debug

        var logLevel: Logger.Level {
            switch self {
            case .error: .error
            case .info: .info
            case .debug: .debug
            }
        }
    }

    /// Sends the log to stderr at `level`; once per process, before anything logs.
    public static func bootstrap(_ level: Level) {
        chosenLevel.withLock { $0 = level }
        LoggingSystem.bootstrap(StreamLogHandler.standardError)
    }

    /// The level `bootstrap` chose; `error` where nothing bootstrapped (the library in tests).
    private static let chosenLevel = Mutex(Level.error)

    /// Flotilla's logger, at the chosen level.
    static let logger: Logger = {
        var logger = Logger(label: "flotilla")
        logger.logLevel = chosenLevel.withLock { $0 }.logLevel
        return logger
    }()

    /// One line for a drawn frame: what (`window 4194305`, `frame 12`), its time, its damage,
    /// how long it took to draw and the pixels the X server moved itself (``ServerMove``), if any.
    static func frame(_ what: @autoclosure () -> String, at time: Double, damage: [Rect], took duration: Duration,
                      moved: ServerMove? = nil) {
        let move = moved.map { ", moved by the server \(describe([$0.source])) by \($0.dx),\($0.dy)" } ?? ""
        logger.debug("\(what()) at \(format(time)) s: drawn in \(format(milliseconds(duration))) ms, damage \(describe(damage))\(move)")
    }

    /// `[x,y wxh …]` in whole points, or `none`.
    static func describe(_ damage: [Rect]) -> String {
        guard !damage.isEmpty else { return "none" }
        return damage.map { "\(Int($0.minX)),\(Int($0.minY)) \(Int($0.width))x\(Int($0.height))" }.joined(separator: "; ")
    }

    private static func milliseconds(_ duration: Duration) -> Double {
        Double(duration.components.seconds) * 1000 + Double(duration.components.attoseconds) / 1e15
    }

    private static func format(_ value: Double) -> String { String(format: "%.3f", value) }
}
