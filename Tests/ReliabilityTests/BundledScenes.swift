import App
import Assets
import Foundation
import Model

/// Every scene bundled with Flotilla, read once.
enum BundledScenes {
    static let names: [String] = {
        let folder = Assets.scene(named: "maps").deletingLastPathComponent()
        let files = (try? FileManager.default.contentsOfDirectory(atPath: folder.path)) ?? []
        return files.filter { $0.hasSuffix(".json") }.map { String($0.dropLast(5)) }.sorted()
    }()

    private static let loaded: [String: Scene] = Dictionary(uniqueKeysWithValues: names.map { name in
        (name, try! SceneLoading.load(path: Assets.scene(named: name).path))
    })

    static func scene(_ name: String) -> Scene { loaded[name]! }
}
