import Foundation

/// Why a scene file could not be read, phrased for the person who wrote it:
/// `demo.json: panels[0].frame.width: must be greater than 0 …, got -5`.
public struct SceneError: Error, CustomStringConvertible, Equatable, Sendable {
    /// The file's name as the user gave it.
    public var file: String
    /// The JSON path of the offending field, empty for file-level problems.
    public var path: String
    public var message: String

    /// One line, whatever the file's names and values hold (``Swift/String/oneLine``).
    public var description: String {
        (path.isEmpty ? "\(file): \(message)" : "\(file): \(path): \(message)").oneLine
    }
}

/// Reads scenes from JSON files and data.
public enum SceneFile {
    /// Reads and checks the scene at `url`; errors name the file (as `displayName`, default the
    /// file's last path component), the field and what is wrong.
    public static func load(_ url: URL, displayName: String? = nil) throws(SceneError) -> Scene {
        let name = displayName ?? url.lastPathComponent
        let data: Data
        do {
            data = try Data(contentsOf: url)
        } catch {
            throw SceneError(file: name, path: "", message: "cannot read the file (\(Self.reason(error)))")
        }
        return try decode(data, file: name)
    }

    /// Decodes and checks scene JSON; `file` names it in errors.
    public static func decode(_ data: Data, file: String) throws(SceneError) -> Scene {
        do {
            return try JSONDecoder().decode(Scene.self, from: data)
        } catch let e as FieldError {
            throw SceneError(file: file, path: e.path, message: e.message)
        } catch let e as DecodingError {
            throw describe(e, file: file)
        } catch {
            throw SceneError(file: file, path: "", message: "\(error)")
        }
    }

    private static func describe(_ error: DecodingError, file: String) -> SceneError {
        switch error {
        case .typeMismatch(let type, let c):
            return SceneError(file: file, path: FieldError.path(c.codingPath), message: "expected \(typeName(type))")
        case .valueNotFound(let type, let c):
            return SceneError(file: file, path: FieldError.path(c.codingPath), message: "expected \(typeName(type)), got null")
        case .keyNotFound(let key, let c):
            return SceneError(file: file, path: FieldError.path(c.codingPath + [key]), message: "missing field")
        case .dataCorrupted(let c):
            if c.codingPath.isEmpty {
                let detail = c.underlyingError.map { reason($0) } ?? c.debugDescription
                return SceneError(file: file, path: "", message: "not valid JSON (\(detail))")
            }
            return SceneError(file: file, path: FieldError.path(c.codingPath), message: c.debugDescription)
        @unknown default:
            return SceneError(file: file, path: "", message: "\(error)")
        }
    }

    private static func typeName(_ type: Any.Type) -> String {
        switch type {
        case is Double.Type, is Int.Type: return "a number"
        case is String.Type: return "a string"
        case is Bool.Type: return "true or false"
        case is [Any].Type: return "an array"
        default:
            let name = String(describing: type)
            return name.hasPrefix("Array") ? "an array" : "an object"
        }
    }

    private static func reason(_ error: any Error) -> String {
        let ns = error as NSError
        return (ns.userInfo[NSDebugDescriptionErrorKey] as? String) ?? ns.localizedDescription
    }
}
