extension Rect {
    /// What of this rectangle no rectangle of `others` covers, as rectangles that do not overlap
    /// (bands: above, below, left and right of each cut). Empty when it is wholly covered.
    public func subtracting(_ others: [Rect]) -> [Rect] {
        var pieces = isEmpty ? [] : [self]
        // A cut that misses this rectangle misses every piece of it.
        for cut in others where intersects(cut) {
            pieces = pieces.flatMap { $0.subtracting(cut) }
        }
        return pieces
    }

    /// This rectangle less `cut`: up to four pieces.
    private func subtracting(_ cut: Rect) -> [Rect] {
        let overlap = intersection(cut)
        guard !overlap.isEmpty else { return [self] }
        let pieces = [
            Rect(x: minX, y: minY, width: width, height: overlap.minY - minY),
            Rect(x: minX, y: overlap.maxY, width: width, height: maxY - overlap.maxY),
            Rect(x: minX, y: overlap.minY, width: overlap.minX - minX, height: overlap.height),
            Rect(x: overlap.maxX, y: overlap.minY, width: maxX - overlap.maxX, height: overlap.height),
        ]
        return pieces.filter { !$0.isEmpty }
    }
}
