import App
import Foundation
import Model
import Scripts

/// The scenes and scripts in Tests/AppTests/Scripts, and scratch folders for recordings.
enum RecordingFixtures {
    static let folder = URL(fileURLWithPath: #filePath).deletingLastPathComponent().appendingPathComponent("Scripts")

    static func path(_ file: String) -> String { folder.appendingPathComponent(file).path }

    static func scene(_ name: String) throws -> Scene { try SceneLoading.load(path: path(name + ".json")) }

    static func script(_ name: String) throws -> Script { try SceneLoading.loadScript(path: path(name + ".script")) }

    /// A new empty folder under the temporary directory.
    static func scratch(_ label: String) -> URL {
        FileManager.default.temporaryDirectory.appendingPathComponent("flotilla-\(label)-\(UUID().uuidString)", isDirectory: true)
    }

    /// Every file under `folder` (relative path → bytes).
    static func contents(of folder: URL) throws -> [String: Data] {
        var out: [String: Data] = [:]
        for path in FileManager.default.subpaths(atPath: folder.path) ?? [] {
            let url = folder.appendingPathComponent(path)
            var isFolder: ObjCBool = false
            if FileManager.default.fileExists(atPath: url.path, isDirectory: &isFolder), !isFolder.boolValue {
                out[path] = try Data(contentsOf: url)
            }
        }
        return out
    }

    /// The event lines of a recording, parsed.
    static func events(in folder: URL) throws -> [[String: Any]] {
        let text = try String(contentsOf: folder.appendingPathComponent(Recorder.eventLogName), encoding: .utf8)
        return try text.split(separator: "\n").map { try JSONSerialization.jsonObject(with: Data($0.utf8)) as! [String: Any] }
    }
}
