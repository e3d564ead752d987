import Assets
import Foundation
import Model

/// Finds and reads the scene a command asks for.
public enum SceneLoading {
    /// The scene at `path` (relative to the current directory), or the `bundled` one (Maps); `size`
    /// (from `--size`) overrides the scene's window size.
    public static func load(path: String?, size: Size? = nil, bundled: URL = Assets.defaultScene) throws(FlotillaError) -> Scene {
        guard path?.isEmpty != true else { throw FlotillaError(.badInput, "--scene: the path is empty") }
        let url = path.map { URL(fileURLWithPath: $0) } ?? bundled
        var scene: Scene
        do {
            scene = try SceneFile.load(url, displayName: path.map { ($0 as NSString).lastPathComponent })
        } catch {
            throw FlotillaError(.badInput, error.description)
        }
        if let size { scene.size = size }
        return scene
    }

    /// The scene `flotilla manage` shows under the windows when no `--scene` is given: a plain backdrop.
    public static var desktopScene: URL { Assets.desktopScene }

    /// Where the session of the scene at `path` (nil: the bundled one) is kept; `flotilla
    /// manage`'s (`managing`: nil is the desktop scene) beside it.
    public static func sessionFile(forScene path: String?, managing: Bool = false) -> URL {
        SessionFile.url(forScene: path.map { URL(fileURLWithPath: $0) } ?? (managing ? Assets.desktopScene : Assets.defaultScene),
                        environment: ProcessInfo.processInfo.environment, managing: managing)
    }

    /// Parses `WxH` (whole points, 1…16384 each, within ``Limits/maximumCanvasPixels``).
    public static func parseSize(_ text: String) throws(FlotillaError) -> Size {
        let parts = text.lowercased().split(separator: "x", omittingEmptySubsequences: false)
        guard parts.count == 2, let w = Int(parts[0]), let h = Int(parts[1]),
              (1...Int(maximumLength)).contains(w), (1...Int(maximumLength)).contains(h) else {
            throw FlotillaError(.badInput, "--size: expected WIDTHxHEIGHT with whole numbers from 1 to \(Int(maximumLength)), got \"\(text)\"")
        }
        if let problem = Limits.canvasProblem(width: Double(w), height: Double(h)) { throw FlotillaError(.badInput, "--size: \(problem)") }
        return Size(width: Double(w), height: Double(h))
    }
}
