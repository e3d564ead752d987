import Model

extension Backdrop {
    /// The items that draw the backdrop over `rect`.
    public func items(in rect: Rect) -> [DisplayItem] {
        if map { return MapBackdrop.items(in: rect) }
        return [gradientTo.map { .verticalGradient(rect, top: color, bottom: $0) } ?? .fill(rect, color)]
    }
}
