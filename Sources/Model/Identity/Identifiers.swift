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
    private let key: HashedName
    public var name: String { key.name }
    public init(_ name: String) { key = HashedName(name) }
}

/// A sheet's id (`sheets[].id`).
public struct SheetID: SceneIdentifier {
    private let key: HashedName
    public var name: String { key.name }
    public init(_ name: String) { key = HashedName(name) }
}

/// A name with its hash worked out once: a frame looks ids up in dictionaries many times over,
/// and hashing the name each time was a measurable part of a frame's work.
private struct HashedName: Hashable, Sendable {
    let name: String
    private let hash: Int

    init(_ name: String) {
        self.name = name
        hash = name.hashValue
    }

    static func == (a: HashedName, b: HashedName) -> Bool { a.hash == b.hash && a.name == b.name }
    func hash(into hasher: inout Hasher) { hasher.combine(hash) }
}

/// An identifier as a dictionary key in a coded file.
private struct IdentifierKey: CodingKey {
    let stringValue: String
    init(stringValue: String) { self.stringValue = stringValue }
    var intValue: Int? { nil }
    init?(intValue: Int) { nil }
}
