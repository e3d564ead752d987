import Foundation

/// The small X clients of Tests/LiveTests/Clients/ that live tests start, by path.
enum TestClients {
    static let folder = URL(fileURLWithPath: #filePath).deletingLastPathComponent().appendingPathComponent("Clients")
    /// misbehave.py: an X client that misbehaves on purpose (its modes are listed at its top).
    static let misbehave = folder.appendingPathComponent("misbehave.py").path
}
