import Foundation
import Model
import Scripts

extension SceneLoading {
    /// The largest script file read: 4 MiB. A larger one is refused before it is read.
    public static let maximumScriptSize = 4 << 20

    /// Reads the interaction script at `path` (relative to the current directory): a regular file
    /// of 1 byte to ``maximumScriptSize``.
    public static func loadScript(path: String) throws(FlotillaError) -> Script {
        let name = (path as NSString).lastPathComponent
        guard !path.isEmpty else { throw FlotillaError(.badInput, "--script: the path is empty") }
        let data: Data
        do {
            data = try RegularFile.read(path, limit: maximumScriptSize)
        } catch {
            throw FlotillaError(.badInput, "\(name): \(error.reason)")
        }
        do {
            return try ScriptParser.parse(data, file: name)
        } catch {
            throw FlotillaError(.badInput, error.description)
        }
    }
}
