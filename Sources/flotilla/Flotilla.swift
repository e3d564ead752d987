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
        subcommands: [RunCommand.self, OpenCommand.self, RenderCommand.self, RecordCommand.self, CompareCommand.self, BenchCommand.self],
        defaultSubcommand: RunCommand.self)

    /// Runs the command; bad input exits 1, a missing or lost X server 2, internal errors 3. Errors
    /// are one line: control characters in them are shown escaped.
    static func main() {
        ProcessSignals.configure()
        do {
            var command = try parseAsRoot()
            try command.run()
        } catch let error as FlotillaError {
            FileHandle.standardError.write(Data("flotilla: \(error.message.escapingControlCharacters)\n".utf8))
            Foundation.exit(error.exitCode)
        } catch {
            let code = exitCode(for: error)
            guard code != .success else { exit(withError: error) }
            FileHandle.standardError.write(Data("flotilla: \(message(for: error).escapingControlCharacters)\n".utf8))
            Foundation.exit(code == .validationFailure ? 1 : code.rawValue)
        }
    }
}
