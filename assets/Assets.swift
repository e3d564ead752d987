import Foundation

/// Files bundled with Flotilla: scenes and the pinned font configuration.
public enum Assets {
    /// The scene `flotilla` shows when no `--scene` is given: the Maps layout.
    public static var defaultScene: URL { scene(named: "maps") }

    /// A bundled scene, by name without `.json`.
    public static func scene(named name: String) -> URL {
        Bundle.module.url(forResource: name, withExtension: "json", subdirectory: "scenes")
            ?? Bundle.module.bundleURL.appendingPathComponent("scenes/\(name).json")
    }

    /// The fontconfig file that pins the fonts (DejaVu) for identical text on every machine.
    public static var fontConfiguration: URL {
        Bundle.module.url(forResource: "fonts", withExtension: "conf", subdirectory: "fonts")
            ?? Bundle.module.bundleURL.appendingPathComponent("fonts/fonts.conf")
    }
}
