import App
import ArgumentParser
import Foundation
import Model
import Render

/// `flotilla run`: shows a scene in an X11 window.
struct RunCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "run",
        abstract: "Show a scene in an X11 window on $DISPLAY and drive it with the mouse.")

    @OptionGroup var options: SceneOptions<RunCommand>

    @Option(parsing: .unconditional, help: ArgumentHelp("Most memory kept for the pixels of retained layers (panels, main content, backdrop), in MiB; 96 holds a 1920×1080 window's backdrop and content and about 170 panels. Default: 128 up to 1920×1080 pixels, growing with the window beyond (512 at 3840×2160).", valueName: "MIB"))
    var layerBudget: Int?

    @Flag(help: "Print panel events to standard output as JSON lines.")
    var events = false

    @Flag(help: "Start from the scene, ignoring the saved session (it is still saved as things change).")
    var fresh = false

    @Option(help: ArgumentHelp("Fling the front sheet (or throw the front panel) with a scripted XTEST drag, write screenshots into DIR and exit.",
                               valueName: "DIR"))
    var tour: String?

    @Option(name: .customLong("app"), parsing: .unconditionalSingleValue,
            help: ArgumentHelp("Run COMMAND in a panel of its own (repeatable): split into words as a shell would, quotes honoured, and run without a shell.",
                               valueName: "COMMAND"))
    var apps: [String] = []

    @OptionGroup var log: LogOptions

    func run() throws {
        log.start()
        let scene = try options.loadScene()
        let printer = events ? EventPrinter() : nil
        // Lines still queued go out before the end, unless the reader has stopped reading.
        defer { printer?.drain(within: 0.3) }
        if let scale = options.scale { try DisplayScale.check(scale) }
        let taken = Set(scene.managedPanels.map(\.id.name) + scene.sheets.map(\.id.name) + scene.apps.map(\.id.name))
        let apps = try AppCommandLine.specs(apps, avoiding: taken)
        if let layerBudget, !(0...65536).contains(layerBudget) {
            throw FlotillaError(.badInput, "--layer-budget: expected MiB from 0 to 65536, got \(layerBudget)")
        }
        // A Flotilla already running on this display opens the window instead.
        if tour == nil, try InstanceRequest(open: WindowRole.mainType).handedOver() { return }
        let sessionFile = tour == nil ? SceneLoading.sessionFile(forScene: options.scene) : nil
        let start = { () throws(FlotillaError) -> LiveSession in
            try LiveSession(scene: scene, scale: options.scale, layerBudget: layerBudget.map { $0 << 20 }, listens: tour == nil, sessionFile: sessionFile,
                            restores: !fresh, reducedMotion: options.reducedMotion, apps: apps) { printer?.print($0) }
        }
        // Another run may claim the display at the same moment: then this one hands over.
        guard let session = try InstanceRequest(open: WindowRole.mainType).handingOverIfTaken(start) else { return }
        if let tour {
            defer { session.end() }
            for url in try Tour.run(session, writingTo: URL(fileURLWithPath: tour)) {
                try StandardOutput.write("wrote \(url.path)\n")
            }
        } else {
            try session.run()
        }
    }
}

extension RunCommand: SceneOptionsHelp {
    static let scaleHelp = "Pixels per point, 1…4, like GDK_SCALE; by default the desktop's: Xft.dpi / 96 rounded to a quarter (1 without Xft.dpi)."
    static let reducedMotionHelp = "Reduced motion: short cross-fades in place of every spring (nothing slides or bounces; every end is the same). Also on when the desktop's XSETTINGS say Net/EnableAnimations (or Gtk/EnableAnimations) 0."
}
