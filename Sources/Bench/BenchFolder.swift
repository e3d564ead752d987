import App
import Foundation

/// A temporary folder (0700) of a bench's own, removed when let go: the state and runtime
/// folders of the programs it starts, so that none reads or writes the user's.
final class BenchFolder {
    let url: URL

    /// A new folder named `flotilla-NAME-UUID` in the temporary directory.
    init(_ name: String) throws(FlotillaError) {
        url = FileManager.default.temporaryDirectory.appendingPathComponent("flotilla-\(name)-\(UUID().uuidString)")
        do {
            try FileManager.default.createDirectory(at: url, withIntermediateDirectories: true, attributes: [.posixPermissions: 0o700])
        } catch {
            throw FlotillaError(.internal, "cannot create \(url.path): \(error)")
        }
    }

    /// `XDG_STATE_HOME` and `XDG_RUNTIME_DIR` here.
    var environment: [String: String] { ["XDG_STATE_HOME": url.path, "XDG_RUNTIME_DIR": url.path] }

    deinit { try? FileManager.default.removeItem(at: url) }
}
