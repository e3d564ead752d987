import Foundation
import Glibc
import Model
import Settings

/// The settings file, `$XDG_CONFIG_HOME/flotilla/settings.yaml`: no file is the defaults; a file
/// that cannot be read or is refused is one line naming it (and, for a mistake, its line,
/// column and setting).
public enum SettingsFile {
    /// The most a settings file may hold; a larger one is refused before it is read.
    static let limit = 1 << 20

    /// The file's path in `environment` (`XDG_CONFIG_HOME` unset, empty or relative: `~/.config`).
    public static func path(environment: [String: String] = ProcessInfo.processInfo.environment) -> String {
        let home = environment["HOME"].flatMap { $0.isEmpty ? nil : $0 } ?? NSHomeDirectory()
        return XDGFolders.configHome(environment, home: home) + "/flotilla/settings.yaml"
    }

    /// The settings in the file at `path`: the defaults when there is none, or when it is empty.
    public static func read(_ path: String) throws(FlotillaError) -> Settings {
        var info = stat()
        if stat(path, &info) != 0, errno == ENOENT { return Settings() }
        let data: Data
        do {
            data = try RegularFile.read(path, limit: limit)
        } catch {
            if error.reason == "is empty" { return Settings() }
            throw FlotillaError(.badInput, "\(path): \(error.reason)")
        }
        guard let text = String(data: data, encoding: .utf8) else { throw FlotillaError(.badInput, "\(path): not UTF-8 text") }
        do {
            return try SettingsReader.read(text, file: path)
        } catch {
            throw FlotillaError(.badInput, error.description)
        }
    }
}
