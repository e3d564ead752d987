/// A layer's drawing with its bounds and hash worked out once. Every frame compares, hashes and
/// measures each layer's content (damage, occlusion, the renderer's layer cache) while the content
/// itself changes rarely, so a compositor that keeps the same `LayerContent` for a layer that only
/// moves pays for none of that again.
public struct LayerContent: Hashable, Sendable {
    /// The content, in the layer's coordinates.
    public let items: [DisplayItem]
    /// The union of the items' bounds.
    public let bounds: Rect
    private let itemsHash: Int

    public init(_ items: [DisplayItem]) {
        self.items = items
        bounds = items.reduce(Rect.zero) { $0.union($1.bounds) }
        itemsHash = items.hashValue
    }

    public static func == (a: LayerContent, b: LayerContent) -> Bool {
        a.itemsHash == b.itemsHash && a.bounds == b.bounds && a.items == b.items
    }

    public func hash(into hasher: inout Hasher) { hasher.combine(itemsHash) }
}
