import App
import ArgumentParser
import Foundation
import Model

@main
struct Flotilla: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "flotilla",
        abstract: "Floating panels for the Linux desktop.",
        version: FlotillaVersion.current,
        subcommands: [RunCommand.self, ManageCommand.self, OpenCommand.self, LaunchCommand.self, SettingsCommand.self, RenderCommand.self, RecordCommand.self, CompareCommand.self, BenchCommand.self],
        defaultSubcommand: RunCommand.self)

    /// Runs the command; bad input exits 1, a missing or lost X server 2, internal errors 3. Errors
    /// are one line: control characters in them are shown escaped.
    static func main() {
        ProcessSignals.configure()
        do {
            var command = try parseAsRoot()
            try command.run()
        } catch let error as FlotillaError {
            StandardError.write(line: "flotilla: \(error.message.escapingControlCharacters)")
            Foundation.exit(error.exitCode)
        } catch {
            let code = exitCode(for: error)
            guard code != .success else { exit(withError: error) }
            StandardError.write(line: "flotilla: \(message(for: error).escapingControlCharacters)")
            Foundation.exit(code == .validationFailure ? 1 : code.rawValue)
        }
    }
}
