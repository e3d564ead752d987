import CCairo
import Model

/// The pixels of retained layers, kept within a byte budget: the least recently used go first.
final class LayerCache {
    /// What a layer's pixels were made from: its content, the scale it was drawn at, and where its
    /// origin fell within a pixel (so a layer at rest is drawn at its exact position).
    struct Key: Hashable {
        let content: LayerContent
        let scale: Double
        let phaseX: Double, phaseY: Double
    }

    /// A layer's pixels: a premultiplied ARGB image whose top-left pixel lies `offset` whole pixels
    /// from the pixel that holds the layer's origin.
    final class Pixels {
        let surface: OpaquePointer
        let offsetX: Int, offsetY: Int
        let width: Int, height: Int
        var bytes: Int { width * height * 4 }

        init(surface: OpaquePointer, offsetX: Int, offsetY: Int, width: Int, height: Int) {
            self.surface = surface
            self.offsetX = offsetX
            self.offsetY = offsetY
            self.width = width
            self.height = height
        }

        deinit { cairo_surface_destroy(surface) }
    }

    /// The most bytes of pixels kept.
    let budget: Int
    private var entries: [Key: (pixels: Pixels, lastUse: Int)] = [:]
    private var clock = 0
    /// Bytes of pixels held now.
    private(set) var bytes = 0
    /// How many layers had to be drawn (the rest came from the cache).
    private(set) var misses = 0

    init(budget: Int) {
        self.budget = max(0, budget)
    }

    /// The pixels for `key`, drawn by `make` when they are not kept. Pixels larger than the whole
    /// budget are handed out but not kept.
    func pixels(for key: Key, make: () -> Pixels?) -> Pixels? {
        clock += 1
        if let hit = entries[key] {
            entries[key]?.lastUse = clock
            return hit.pixels
        }
        misses += 1
        guard let made = make() else { return nil }
        guard made.bytes <= budget else { return made }
        while bytes + made.bytes > budget, let oldest = entries.min(by: { $0.value.lastUse < $1.value.lastUse }) {
            bytes -= oldest.value.pixels.bytes
            entries[oldest.key] = nil
        }
        entries[key] = (made, clock)
        bytes += made.bytes
        return made
    }
}
