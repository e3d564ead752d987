import Foundation

/// Files bundled with Flotilla: scenes, the pinned font configuration and the icon.
public enum Assets {
    /// The folder holding `scenes/`, `fonts/` and `icon/`: `<prefix>/share/flotilla` when the
    /// executable runs from `<prefix>/bin` (scripts/install), else the package's resource bundle
    /// (whose path SwiftPM bakes into the build).
    public static let root: URL = installedRoot(executable: executablePath) ?? Bundle.module.bundleURL

    /// The scene `flotilla` shows when no `--scene` is given: the Maps layout.
    public static var defaultScene: URL { scene(named: "maps") }

    /// The scene `flotilla manage` shows under the windows when no `--scene` is given: a plain backdrop.
    public static var desktopScene: URL { scene(named: "desktop") }

    /// A bundled scene, by name without `.json`.
    public static func scene(named name: String) -> URL {
        root.appendingPathComponent("scenes/\(name).json")
    }

    /// The fontconfig file that pins the fonts (DejaVu) for identical text on every machine.
    public static var fontConfiguration: URL { root.appendingPathComponent("fonts/fonts.conf") }

    /// Flotilla's icon, 512×512 (rendered from `icon/flotilla.json` by scripts/pictures).
    public static var icon: URL { root.appendingPathComponent("icon/flotilla.png") }

    /// `<prefix>/share/flotilla` for an executable at `<prefix>/bin/NAME`, when that folder exists.
    static func installedRoot(executable: URL) -> URL? {
        let share = executable.deletingLastPathComponent().deletingLastPathComponent()
            .appendingPathComponent("share/flotilla", isDirectory: true)
        var isDirectory: ObjCBool = false
        guard FileManager.default.fileExists(atPath: share.appendingPathComponent("scenes").path, isDirectory: &isDirectory),
              isDirectory.boolValue else { return nil }
        return share
    }

    /// The running executable's real path, symbolic links resolved (a link in `~/.local/bin` to
    /// an installed binary finds that binary's prefix).
    static var executablePath: URL {
        let path = (try? FileManager.default.destinationOfSymbolicLink(atPath: "/proc/self/exe")) ?? CommandLine.arguments[0]
        return URL(fileURLWithPath: path).resolvingSymlinksInPath()
    }
}
