/// A reserved area as a scene declares it: the strip, the label drawn on it, whether it shows at
/// start, and the key that shows and hides it.
public struct ReservedAreaSpec: Hashable, Sendable {
    /// The keys panels use already (pin or float, tear off), which an area cannot take.
    public static let panelKeys: Set<Character> = ["p", "n"]

    public var area: ReservedArea
    /// The label drawn on the area.
    public var title: String
    /// Whether the area shows at start (at rest, panels already clear of it).
    public var shown: Bool
    /// A lowercase letter or digit that shows the area, or hides it (nil: none).
    public var key: Character?

    public init(area: ReservedArea, title: String = "", shown: Bool = false, key: Character? = nil) {
        self.area = area
        self.title = title
        self.shown = shown
        self.key = key
    }
}

extension ReservedAreaSpec: Decodable {
    enum FieldKey: String, CodingKey, CaseIterable {
        case id, edge, extent, title, shown, key
    }

    /// `{"id", "edge", "extent", "title", "shown", "key"}`: `id` and `extent` are required; `edge`
    /// defaults to bottom.
    public init(from decoder: any Decoder) throws {
        let f = try Fields(decoder, keys: FieldKey.self)
        let id: String = try f.required(.id)
        guard !id.isEmpty else { throw f.error(.id, "must not be empty") }
        let edgeName: String = try f.value(.edge, default: "bottom")
        guard let edge = SheetEdge(rawValue: edgeName) else { throw f.error(.edge, "expected top, left, bottom or right, got \"\(edgeName)\"") }
        var key: Character?
        if let text: String = try f.optional(.key) {
            guard text.count == 1, let c = text.first, c.isASCII, c.isLowercase || c.isNumber else {
                throw f.error(.key, "expected one lowercase letter or digit, got \"\(text)\"")
            }
            guard !Self.panelKeys.contains(c) else { throw f.error(.key, "\"\(text)\" is a panel key (p pins, n tears off)") }
            key = c
        }
        self.init(area: ReservedArea(id: id, edge: edge, extent: try f.positive(.extent, max: maximumLength)),
                  title: try f.value(.title, default: ""), shown: try f.value(.shown, default: false), key: key)
    }
}
