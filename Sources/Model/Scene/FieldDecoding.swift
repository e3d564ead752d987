import Foundation

/// A coding key for any JSON field name or array index.
struct AnyKey: CodingKey {
    let stringValue: String
    let intValue: Int?

    init(stringValue: String) {
        self.stringValue = stringValue
        self.intValue = nil
    }

    init(intValue: Int) {
        self.stringValue = String(intValue)
        self.intValue = intValue
    }

    /// The same field as `key`, in a container that reads any field.
    init(_ key: some CodingKey) {
        self.init(stringValue: key.stringValue)
    }
}

/// A field that is present but wrong: where it is and what was expected.
public struct FieldError: Error, Equatable, Sendable {
    /// The JSON path, e.g. `panels[2].frame.width`.
    public var path: String
    public var message: String

    public init(path: String, message: String) {
        self.path = path
        self.message = message
    }

    /// Formats a coding path as `panels[2].frame.width`.
    static func path(_ keys: [any CodingKey]) -> String {
        keys.reduce(into: "") { out, key in
            if let i = key.intValue {
                out += "[\(i)]"
            } else {
                out += out.isEmpty ? key.stringValue : "." + key.stringValue
            }
        }
    }
}

/// Reads the fields of one JSON object strictly: its allowed fields are the cases of `Key` (a
/// `CodingKey` enum, one case a field, spelled as in the file), unknown fields are errors, numbers
/// must be finite and within range, and every error names the field's path.
struct Fields<Key: CodingKey & CaseIterable> {
    let container: KeyedDecodingContainer<AnyKey>
    let codingPath: [any CodingKey]

    init(_ decoder: any Decoder, keys: Key.Type = Key.self) throws {
        container = try decoder.container(keyedBy: AnyKey.self)
        codingPath = decoder.codingPath
        let allowed = Set(Key.allCases.map(\.stringValue))
        if let unknown = container.allKeys.map(\.stringValue).sorted().first(where: { !allowed.contains($0) }) {
            throw error(at: [AnyKey(stringValue: unknown)], "unknown field (expected one of: \(allowed.sorted().joined(separator: ", ")))")
        }
    }

    func has(_ key: Key) -> Bool { container.contains(AnyKey(key)) }

    func error(_ key: Key, _ message: String) -> FieldError {
        error(at: [key], message)
    }

    /// An error at `path` below this object, e.g. `[.panels, AnyKey(intValue: 2), PanelSpec.FieldKey.id]`.
    func error(at path: [any CodingKey], _ message: String) -> FieldError {
        FieldError(path: FieldError.path(codingPath + path), message: message)
    }

    /// The field's value if present; an `Int` must be a whole number (`1.5` is a field error).
    func optional<T: Decodable>(_ key: Key, as type: T.Type = T.self) throws -> T? {
        guard T.self == Int.self, let n = try container.decodeIfPresent(Double.self, forKey: AnyKey(key)) else {
            return try container.decodeIfPresent(T.self, forKey: AnyKey(key))
        }
        guard n == n.rounded(), abs(n) < 1e15 else { throw error(key, "must be a whole number, got \(Self.format(n))") }
        return Int(n) as? T
    }

    func required<T: Decodable>(_ key: Key, as type: T.Type = T.self) throws -> T {
        guard let value: T = try optional(key) else { throw error(key, "missing field") }
        return value
    }

    func value<T: Decodable>(_ key: Key, default value: T) throws -> T {
        try optional(key) ?? value
    }

    /// A finite number within `range`; `default` when absent (nil: the field is required).
    func number(_ key: Key, default value: Double? = nil, in range: ClosedRange<Double>) throws -> Double {
        guard let n: Double = try optional(key) ?? value else { throw error(key, "missing field") }
        guard n.isFinite, range.contains(n) else {
            throw error(key, "must be within \(Self.format(range.lowerBound))…\(Self.format(range.upperBound)), got \(Self.format(n))")
        }
        return n
    }

    /// A number that must be greater than zero and at most `max`.
    func positive(_ key: Key, default value: Double? = nil, max: Double) throws -> Double {
        guard let n: Double = try optional(key) ?? value else { throw error(key, "missing field") }
        guard n.isFinite, n > 0, n <= max else {
            throw error(key, "must be greater than 0 and at most \(Self.format(max)), got \(Self.format(n))")
        }
        return n
    }

    func color(_ key: Key, default value: Color) throws -> Color {
        guard let text: String = try optional(key) else { return value }
        guard let c = Color(hex: text) else {
            throw error(key, "expected a colour like #RRGGBB or #RRGGBBAA, got \"\(text)\"")
        }
        return c
    }

    static func format(_ n: Double) -> String { n.shortDescription }
}
