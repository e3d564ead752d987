import App
import ArgumentParser

/// `--log-level`, shared by `run` and `record`.
struct LogOptions: ParsableArguments {
    @Option(help: "What to log on stderr: error (the default), info, or debug (X events, damage rectangles, frame times).")
    var logLevel: FlotillaLog.Level = .error

    /// Starts the log at the chosen level; call first in `run()`.
    func start() { FlotillaLog.bootstrap(logLevel) }
}

extension FlotillaLog.Level: ExpressibleByArgument {}
