/// A name from a scene file that identifies one thing of a kind: the kinds never mix, and the name
/// is printed (events, session files, text snapshots) exactly as the scene spells it.
public protocol SceneIdentifier: Hashable, Comparable, Sendable, Codable, CodingKeyRepresentable, CustomStringConvertible,
                                 ExpressibleByStringLiteral {
    /// The name as the scene spells it.
    var name: String { get }
    init(_ name: String)
}

extension SceneIdentifier {
    public init(stringLiteral value: String) { self.init(value) }
    public var description: String { name }
    public static func < (a: Self, b: Self) -> Bool { a.name < b.name }

    public init(from decoder: any Decoder) throws { self.init(try decoder.singleValueContainer().decode(String.self)) }
    public func encode(to encoder: any Encoder) throws {
        var container = encoder.singleValueContainer()
        try container.encode(name)
    }

    public var codingKey: any CodingKey { IdentifierKey(stringValue: name) }
    public init?<T: CodingKey>(codingKey: T) { self.init(codingKey.stringValue) }
}

/// A managed panel's id (`panels[].id`, `floating.panels[].id`).
public struct PanelID: SceneIdentifier {
    public let name: String
    public init(_ name: String) { self.name = name }
}

/// A sheet's id (`sheets[].id`).
public struct SheetID: SceneIdentifier {
    public let name: String
    public init(_ name: String) { self.name = name }
}

/// An identifier as a dictionary key in a coded file.
private struct IdentifierKey: CodingKey {
    let stringValue: String
    init(stringValue: String) { self.stringValue = stringValue }
    var intValue: Int? { nil }
    init?(intValue: Int) { nil }
}
