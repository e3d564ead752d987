import App
import ArgumentParser
import Foundation

/// `flotilla render`: draws a scene into a PNG with no X server.
struct RenderCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "render",
        abstract: "Render a scene into a PNG file, headless (no X server needed).")

    @OptionGroup var options: SceneOptions<RenderCommand>

    @Option(help: "The PNG file to write.")
    var out: String

    @Option(parsing: .unconditional, help: "The time in seconds after the scene starts (its motion at time 0 plays until then).")
    var at: Double = 0

    func run() throws {
        let scene = try options.loadScene()
        let image = try HeadlessRenderer(scale: options.pixelsPerPoint).render(scene, at: at, motion: options.reducedMotion ? .reduced : .full)
        try OutputFile.write(image, to: out)
    }
}

extension RenderCommand: DefaultScale {
    static let scaleHelp = "Pixels per point, 1…4: the image is SCALE times the scene's size, drawn at that resolution."
    static let defaultScale = 1.0
}
