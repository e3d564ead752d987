import Model

/// Works out which parts of the window changed between two frames: the old and new bounds of every
/// layer whose drawing or stacking changed, everything after a resize.
struct DamageTracker {
    /// One independently moving part of the frame (the backdrop, a panel) and where it sits in the stack.
    struct Layer: Equatable {
        var id: String
        var items: [DisplayItem]
        var bounds: Rect
    }

    private var previous: [String: (index: Int, layer: Layer)] = [:]
    private var previousSize: Size?

    /// The damaged rectangles (whole pixels, inside the canvas, overlaps merged) for `layers`.
    mutating func damage(for layers: [Layer], size: Size) -> [Rect] {
        let canvas = Rect(origin: .zero, size: size)
        defer {
            previous = Dictionary(uniqueKeysWithValues: layers.enumerated().map { ($0.element.id, ($0.offset, $0.element)) })
            previousSize = size
        }
        guard previousSize == size else { return [canvas] }
        var rects: [Rect] = []
        var seen = Set<String>()
        for (index, layer) in layers.enumerated() {
            seen.insert(layer.id)
            guard let old = previous[layer.id] else {
                rects.append(layer.bounds)
                continue
            }
            if old.index != index || old.layer != layer {
                rects.append(old.layer.bounds)
                rects.append(layer.bounds)
            }
        }
        for (id, old) in previous where !seen.contains(id) { rects.append(old.layer.bounds) }
        return Self.merged(rects.map { $0.integral.intersection(canvas) }.filter { !$0.isEmpty })
    }

    /// Merges overlapping rectangles until none overlap.
    static func merged(_ rects: [Rect]) -> [Rect] {
        var out: [Rect] = []
        for var r in rects {
            var i = 0
            while i < out.count {
                if out[i].intersects(r) {
                    r = r.union(out.remove(at: i))
                    i = 0
                } else {
                    i += 1
                }
            }
            out.append(r)
        }
        return out
    }
}
