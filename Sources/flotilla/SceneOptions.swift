import App
import ArgumentParser
import Model

/// What a command that shows a scene says about the options it shares (``SceneOptions``): `--scale`
/// and `--reduced-motion` mean a little more to `run` (the desktop's settings) than to `render` and `record`.
protocol SceneOptionsHelp {
    /// The help of `--scale`.
    static var scaleHelp: String { get }
    /// The help of `--reduced-motion`.
    static var reducedMotionHelp: String { get }
}

extension SceneOptionsHelp {
    static var reducedMotionHelp: String {
        "Reduced motion: short cross-fades in place of every spring (nothing slides or bounces; every end is the same)."
    }
}

/// A scene command that draws at a fixed scale unless `--scale` gives one (`render`, `record`); without
/// it (`run`) the scale is the desktop's.
protocol DefaultScale: SceneOptionsHelp {
    static var defaultScale: Double { get }
}

/// `--scene`, `--size`, `--reduced-motion` and `--scale`: the options of the commands that show a
/// scene, with each command's help from `Help`.
struct SceneOptions<Help: SceneOptionsHelp>: ParsableArguments {
    @Option(help: "The scene file (JSON); the bundled Maps scene (assets/scenes/maps.json) by default.")
    var scene: String?

    @Option(parsing: .unconditional, help: "Window size as WIDTHxHEIGHT, overriding the scene's.")
    var size: WindowSize?

    @Flag(help: ArgumentHelp(Help.reducedMotionHelp))
    var reducedMotion = false

    @Option(parsing: .unconditional, help: ArgumentHelp(Help.scaleHelp + Self.defaultScaleNote))
    var scale: Double?

    /// The note ArgumentParser adds to an option with a default, written out: `--scale` is optional
    /// here (nil: the command's default, or the desktop's), so ArgumentParser would add none.
    private static var defaultScaleNote: String {
        (Help.self as? any DefaultScale.Type).map { " (default: \($0.defaultScale))" } ?? ""
    }

    /// The scene asked for, at `--size` when given; a `--size` that is no window size is refused here.
    func loadScene() throws(FlotillaError) -> Scene {
        try SceneLoading.load(path: scene, size: size?.parsed.get())
    }
}

extension SceneOptions where Help: DefaultScale {
    /// `--scale`, or the command's default.
    var pixelsPerPoint: Double { scale ?? Help.defaultScale }
}

/// `--size WIDTHxHEIGHT`: a window size in whole points. The text is parsed here; what is no size
/// is refused where the scene is loaded (``SceneOptions/loadScene()``), in Flotilla's one-line words
/// (`--size: expected WIDTHxHEIGHT …`, naming the range) and in the order the command checks its input.
struct WindowSize: ExpressibleByArgument {
    let parsed: Result<Size, FlotillaError>

    init(argument: String) {
        parsed = Result { () throws(FlotillaError) in try SceneLoading.parseSize(argument) }
    }
}
