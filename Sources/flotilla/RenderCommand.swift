import App
import ArgumentParser
import Foundation

/// `flotilla render`: draws a scene into a PNG with no X server.
struct RenderCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "render",
        abstract: "Render a scene into a PNG file, headless (no X server needed).")

    @Option(help: "The scene file (JSON); the bundled Maps scene (assets/scenes/maps.json) by default.")
    var scene: String?

    @Option(help: "The PNG file to write.")
    var out: String

    @Option(parsing: .unconditional, help: "Window size as WIDTHxHEIGHT, overriding the scene's.")
    var size: String?

    @Option(parsing: .unconditional, help: "The time in seconds after the scene starts (its motion at time 0 plays until then).")
    var at: Double = 0

    @Flag(help: "Reduced motion: short cross-fades in place of every spring (nothing slides or bounces; every end is the same).")
    var reducedMotion = false

    @Option(parsing: .unconditional, help: "Pixels per point, 1…4: the image is SCALE times the scene's size, drawn at that resolution.")
    var scale: Double = 1

    func run() throws {
        let scene = try SceneLoading.load(path: scene, size: try size.map(SceneLoading.parseSize))
        let image = try HeadlessRenderer(scale: scale).render(scene, at: at, motion: reducedMotion ? .reduced : .full)
        try OutputFile.write(image, to: out)
    }
}
