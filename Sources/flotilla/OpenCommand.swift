import App
import ArgumentParser
import Foundation
import Model

/// `flotilla open TYPE`: asks the Flotilla running on `$DISPLAY` for a window of a type its scene
/// declares, or starts one with that window. `flotilla open --app COMMAND`: runs a program in a
/// panel of that Flotilla (or of one it starts), with this folder and environment.
struct OpenCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "open",
        abstract: "Open a window of a type the scene declares, or a program in a panel, in the Flotilla running on $DISPLAY (or start one with it).")

    @Argument(help: "The window type: main, or one of the scene's \"windows\".")
    var type: String?

    @Option(name: .customLong("app"), parsing: .unconditional,
            help: ArgumentHelp("Run COMMAND in a panel instead: split into words as a shell would, quotes honoured, and run without a shell, in this folder and environment.",
                               valueName: "COMMAND"))
    var app: String?

    @Option(name: .customLong("param"), help: ArgumentHelp("A parameter the window carries (shown after its title).", valueName: "KEY=VALUE"))
    var parameters: [String] = []

    @Option(help: "The scene file, when no Flotilla runs yet; the bundled Maps scene by default.")
    var scene: String?

    @Flag(help: "Print panel events to standard output as JSON lines (when this starts Flotilla).")
    var events = false

    func validate() throws {
        guard (type == nil) != (app == nil) else { throw ValidationError("give a window type or --app COMMAND (one of them)") }
        if app != nil, !parameters.isEmpty { throw ValidationError("--param is for a window type, not --app") }
    }

    func run() throws {
        if let app { return try openApp(app) }
        let type = type ?? WindowRole.mainType
        var params: [String: String] = [:]
        for p in parameters {
            guard let eq = p.firstIndex(of: "="), eq != p.startIndex else {
                throw FlotillaError(.badInput, "--param: expected KEY=VALUE, got \"\(p)\"")
            }
            params[String(p[..<eq])] = String(p[p.index(after: eq)...])
        }
        let request = InstanceRequest(open: type, params: params)
        if try request.handedOver() { return }
        let printer = events ? EventPrinter() : nil
        // Lines still queued go out before the end, unless the reader has stopped reading.
        defer { printer?.drain(within: 0.3) }
        // Flotilla starts as `run` would, with its saved session, and then shows the window asked for.
        let loaded = try SceneLoading.load(path: scene), sessionFile = SceneLoading.sessionFile(forScene: scene)
        let start = { () throws(FlotillaError) -> LiveSession in
            try LiveSession(scene: loaded, listens: true, sessionFile: sessionFile) { printer?.print($0) }
        }
        guard let session = try request.handingOverIfTaken(start) else { return }
        try session.show(type: type, parameters: params)
        try session.run()
    }

    /// Runs `line` in a panel of the running Flotilla, or of one started with the scene.
    private func openApp(_ line: String) throws {
        let spec = try AppCommandLine.specs([line], avoiding: []).first!
        let request = InstanceRequest(openApp: .init(command: spec.command, directory: FileManager.default.currentDirectoryPath,
                                                     environment: ProcessInfo.processInfo.environment))
        // Where Flotilla manages the display, the program runs on it, its window a panel as any other's.
        if try request.handedOver(toManager: true) || request.handedOver() { return }
        let printer = events ? EventPrinter() : nil
        defer { printer?.drain(within: 0.3) }
        let loaded = try SceneLoading.load(path: scene), sessionFile = SceneLoading.sessionFile(forScene: scene)
        let taken = Set(loaded.managedPanels.map(\.id.name) + loaded.sheets.map(\.id.name) + loaded.apps.map(\.id.name))
        let apps = try AppCommandLine.specs([line], avoiding: taken)
        let start = { () throws(FlotillaError) -> LiveSession in
            try LiveSession(scene: loaded, listens: true, sessionFile: sessionFile, apps: apps) { printer?.print($0) }
        }
        guard let session = try request.handingOverIfTaken(start) else { return }
        try session.run()
    }
}
