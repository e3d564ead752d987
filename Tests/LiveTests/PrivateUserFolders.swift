import Foundation

/// A runtime folder (0700, for the request socket), a state folder (for session files) and a
/// config folder (for settings) of a test's own, removed with it, so no flotilla a test starts
/// reads or writes the user's.
final class PrivateUserFolders {
    let runtime: URL, state: URL, config: URL
    private let base: URL

    init() throws {
        base = FileManager.default.temporaryDirectory.appendingPathComponent("flotilla-user-\(UUID().uuidString)")
        runtime = base.appendingPathComponent("runtime")
        state = base.appendingPathComponent("state")
        config = base.appendingPathComponent("config")
        try FileManager.default.createDirectory(at: runtime, withIntermediateDirectories: true, attributes: [.posixPermissions: 0o700])
        try FileManager.default.createDirectory(at: state, withIntermediateDirectories: true)
        try FileManager.default.createDirectory(at: config, withIntermediateDirectories: true)
    }

    deinit { try? FileManager.default.removeItem(at: base) }

    /// This process's environment pointing at these folders, with `extra` on top.
    func environment(_ extra: [String: String] = [:]) -> [String: String] {
        ProcessInfo.processInfo.environment
            .merging(["XDG_RUNTIME_DIR": runtime.path, "XDG_STATE_HOME": state.path, "XDG_CONFIG_HOME": config.path]) { _, new in new }
            .merging(extra) { _, new in new }
    }
}
