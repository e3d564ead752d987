import Foundation
import Input
import Model
import Settings

/// The settings a managing session follows: the file, the settings in force, and what the scene
/// given with `--scene` sets itself (which the settings then leave alone).
public final class LiveSettings {
    let path: String
    private(set) var inForce: Settings
    let watch: SettingsWatch?
    /// What the scene sets that the settings would too: its backdrop, whether windows tile.
    let sceneSets: SettingsSetByScene
    /// Commands run from keys, until they end (each is reaped).
    var commands: [AppProcess] = []

    init(path: String, initial: Settings, sceneSets: SettingsSetByScene) {
        self.path = path
        inForce = initial
        self.sceneSets = sceneSets
        watch = SettingsWatch(path: path)
    }

    /// The settings at startup: the file's, or the defaults with the problem said on stderr (a
    /// session still starts with a broken file).
    public static func initial(at path: String) -> Settings {
        do {
            return try SettingsFile.read(path)
        } catch {
            StandardError.write(line: "flotilla: \(error.message); the default settings are in force")
            return Settings()
        }
    }

    /// What reading the file again found.
    enum Reread {
        case unchanged
        case changed(Settings, was: Settings)
        /// Refused, for the reason said on stderr (once, until the reason changes): the settings
        /// in force stay.
        case refused(String)
    }

    /// The shortest time between two reads, in seconds: a file rewritten without pause is read
    /// at most four times a second.
    static let readInterval = 0.25
    /// When the file was last read (its watch said it changed since, if `isDue`).
    private var lastRead = -Double.infinity
    /// Whether a change seen has yet to be read.
    private var unread = false
    /// The last problem said, not said again until another (or none) comes.
    private var lastProblem: String?

    /// When a change seen waits to be read (nil: none waits): the loop wakes then.
    var readDue: Double? { unread ? lastRead + Self.readInterval : nil }

    /// Reads the file again when its watch says it changed (`watchReady`) or a change seen waits,
    /// at most once in ``readInterval`` (`now`, the session's clock).
    func reread(watchReady: Bool, now: Double) -> Reread {
        if watchReady, let watch, watch.changed() { unread = true }
        guard unread, now >= lastRead + Self.readInterval else { return .unchanged }
        unread = false
        lastRead = now
        FlotillaLog.logger.debug("settings: read \(path)")
        let read: Settings
        do {
            read = try SettingsFile.read(path)
        } catch {
            guard error.message != lastProblem else { return .unchanged }
            lastProblem = error.message
            StandardError.write(line: "flotilla: \(error.message); the settings in force stay")
            return .refused(error.message)
        }
        lastProblem = nil
        guard read != inForce else { return .unchanged }
        defer { inForce = read }
        return .changed(read, was: inForce)
    }
}

/// What a scene file sets among the values the settings set too: where it does, the scene wins.
public struct SettingsSetByScene: Equatable, Sendable {
    public var backdrop = false
    public var tiling = false

    public init(backdrop: Bool = false, tiling: Bool = false) {
        self.backdrop = backdrop
        self.tiling = tiling
    }

    /// What the scene file at `path` sets (nil: the bundled desktop scene, whose values the
    /// settings override).
    public static func of(scene path: String?) -> SettingsSetByScene {
        guard let path, let data = FileManager.default.contents(atPath: path),
              let object = try? JSONSerialization.jsonObject(with: data) as? [String: Any] else { return SettingsSetByScene() }
        return SettingsSetByScene(backdrop: object["backdrop"] != nil, tiling: (object["floating"] as? [String: Any])?["tiling"] != nil)
    }
}
