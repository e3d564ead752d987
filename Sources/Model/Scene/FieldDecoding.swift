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

/// Reads the fields of one JSON object strictly: unknown fields are errors, numbers must be finite
/// and within range, and every error names the field's path.
struct Fields {
    let container: KeyedDecodingContainer<AnyKey>
    let codingPath: [any CodingKey]

    init(_ decoder: any Decoder, allowed: Set<String>) throws {
        container = try decoder.container(keyedBy: AnyKey.self)
        codingPath = decoder.codingPath
        if let unknown = container.allKeys.map(\.stringValue).sorted().first(where: { !allowed.contains($0) }) {
            throw FieldError(path: FieldError.path(codingPath + [AnyKey(stringValue: unknown)]),
                             message: "unknown field (expected one of: \(allowed.sorted().joined(separator: ", ")))")
        }
    }

    func has(_ key: String) -> Bool { container.contains(AnyKey(stringValue: key)) }

    func error(_ key: String, _ message: String) -> FieldError {
        FieldError(path: FieldError.path(codingPath + [AnyKey(stringValue: key)]), message: message)
    }

    /// The field's value if present; an `Int` must be a whole number (`1.5` is a field error).
    func optional<T: Decodable>(_ key: String, as type: T.Type = T.self) throws -> T? {
        guard T.self == Int.self, let n = try container.decodeIfPresent(Double.self, forKey: AnyKey(stringValue: key)) else {
            return try container.decodeIfPresent(T.self, forKey: AnyKey(stringValue: key))
        }
        guard n == n.rounded(), abs(n) < 1e15 else { throw error(key, "must be a whole number, got \(Self.format(n))") }
        return Int(n) as? T
    }

    func required<T: Decodable>(_ key: String, as type: T.Type = T.self) throws -> T {
        guard let value: T = try optional(key) else { throw error(key, "missing field") }
        return value
    }

    func value<T: Decodable>(_ key: String, default value: T) throws -> T {
        try optional(key) ?? value
    }

    /// A finite number within `range`; `default` when absent (nil: the field is required).
    func number(_ key: String, default value: Double? = nil, in range: ClosedRange<Double>) throws -> Double {
        guard let n: Double = try optional(key) ?? value else { throw error(key, "missing field") }
        guard n.isFinite, range.contains(n) else {
            throw error(key, "must be within \(Self.format(range.lowerBound))…\(Self.format(range.upperBound)), got \(Self.format(n))")
        }
        return n
    }

    /// A number that must be greater than zero and at most `max`.
    func positive(_ key: String, default value: Double? = nil, max: Double) throws -> Double {
        guard let n: Double = try optional(key) ?? value else { throw error(key, "missing field") }
        guard n.isFinite, n > 0, n <= max else {
            throw error(key, "must be greater than 0 and at most \(Self.format(max)), got \(Self.format(n))")
        }
        return n
    }

    func color(_ key: String, default value: Color) throws -> Color {
        guard let text: String = try optional(key) else { return value }
        guard let c = Color(hex: text) else {
            throw error(key, "expected a colour like #RRGGBB or #RRGGBBAA, got \"\(text)\"")
        }
        return c
    }

    static func format(_ n: Double) -> String { n.shortDescription }
}
