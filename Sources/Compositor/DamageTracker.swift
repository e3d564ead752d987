import Model

/// Works out which parts of the window changed between two frames: the old and new bounds of every
/// layer whose drawing or stacking changed, the bounds of layers that came or went, everything after
/// a resize.
struct DamageTracker {
    /// One independently moving part of the frame (the backdrop, a panel) and where it sits in the stack.
    struct Layer: Equatable {
        var id: LayerID
        var items: [DisplayItem]
        var bounds: Rect
    }

    private var previous: [Layer] = []
    /// Where each of `previous`'s layers is in it, rebuilt only when the layers or their order change.
    private var previousIndex: [LayerID: Int] = [:]
    private var previousSize: Size?

    /// The bounds of every layer the last frame drew above layer `id` that draws anything; nil
    /// when that frame did not draw it.
    func bounds(above id: LayerID) -> [Rect]? {
        guard let index = previousIndex[id] else { return nil }
        return previous[(index + 1)...].map(\.bounds).filter { $0.width > 0 && $0.height > 0 }
    }

    /// The damaged rectangles (whole pixels, inside the canvas, overlaps merged) for `layers`.
    mutating func damage(for layers: [Layer], size: Size) -> [Rect] {
        let canvas = Rect(origin: .zero, size: size)
        let sameStack = layers.count == previous.count && zip(layers, previous).allSatisfy { $0.id == $1.id }
        defer {
            if !sameStack { previousIndex = Dictionary(uniqueKeysWithValues: layers.enumerated().map { ($0.element.id, $0.offset) }) }
            previous = layers
            previousSize = size
        }
        guard previousSize == size else { return [canvas] }
        var rects: [Rect] = []
        if sameStack {
            for (old, new) in zip(previous, layers) where old != new {
                rects.append(old.bounds)
                rects.append(new.bounds)
            }
        } else {
            // Layers that came or went damage where they are or were; a layer kept changed its
            // stacking only when its place among the kept layers changed (one that came or went
            // below it moves none of them).
            let ids = Set(layers.map(\.id))
            var oldRank: [LayerID: Int] = [:]
            for old in previous where ids.contains(old.id) { oldRank[old.id] = oldRank.count }
            var rank = 0
            for layer in layers {
                guard let oldIndex = previousIndex[layer.id] else {
                    rects.append(layer.bounds)
                    continue
                }
                let old = previous[oldIndex]
                if oldRank[layer.id] != rank || old != layer {
                    rects.append(old.bounds)
                    rects.append(layer.bounds)
                }
                rank += 1
            }
            for old in previous where !ids.contains(old.id) { rects.append(old.bounds) }
        }
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
