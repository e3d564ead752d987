import CCairo
import Model

/// The pixels of retained layers. A layer's pixels are kept while the display list shows it (at
/// the same scale and pixel phase); the pixels of layers no longer shown are kept for
/// ``idleFrames`` frames and up to ``spare`` bytes; and nothing is kept beyond the byte budget
/// (the least recently used go first). So the pixels of passing sizes (a popover that resizes as
/// it moves, the main content making room for a pinned panel) go as the motion goes on, and what
/// is kept is about what is on screen, however long Flotilla runs.
final class LayerCache {
    /// What a layer's pixels were made from: its content, the scale it was drawn at, where its
    /// origin fell within a pixel (so a layer at rest is drawn at its exact position), and how many
    /// times those drawn pixels were halved since (a mip level, ``Pixels/halved()``; 0: as drawn).
    struct Key: Hashable {
        let content: LayerContent
        let scale: Double
        let phaseX: Double, phaseY: Double
        var level = 0

        /// The drawn pixels' key halved `level` times.
        func halved(_ level: Int) -> Key { Key(content: content, scale: scale, phaseX: phaseX, phaseY: phaseY, level: level) }
    }

    /// A layer's pixels: a premultiplied ARGB image whose top-left pixel lies `offset` whole pixels
    /// from the pixel that holds the layer's origin (for a mip level, pixels as drawn, not as halved).
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

    /// How many frames the pixels of a layer that is no longer shown are kept: half a second at 60 Hz,
    /// so a layer that comes back at once (a hover that ends, a page pushed and popped) is not drawn again.
    static let idleFrames = 30

    /// The most bytes of pixels kept of layers no longer shown: two full-screen layers at 1920×1080.
    static let spare = 16 << 20

    /// The most bytes of pixels kept.
    var budget: Int { entries.capacity }
    private var entries: LRU<Key, Pixels>
    /// How many layers had to be drawn (the rest came from the cache).
    private(set) var misses = 0

    init(budget: Int) {
        entries = LRU(capacity: budget, idleFrames: Self.idleFrames) { $0.bytes }
    }

    /// Bytes of pixels held now.
    var bytes: Int { entries.total }

    /// The pixels for `key`, drawn by `make` when they are not kept. Pixels larger than the whole
    /// budget are handed out but not kept.
    func pixels(for key: Key, make: () -> Pixels?) -> Pixels? {
        if let hit = entries.value(for: key) { return hit }
        misses += 1
        guard let made = make() else { return nil }
        entries.insert(made, for: key)
        return made
    }

    /// Whether pixels are kept for `key`.
    func contains(_ key: Key) -> Bool { entries.contains(key) }

    /// The pixels kept for `key` (a use, not a draw).
    func kept(_ key: Key) -> Pixels? { entries.value(for: key) }

    /// Keeps pixels made from kept ones (a mip level: not a draw).
    func keep(_ pixels: Pixels, for key: Key) { entries.insert(pixels, for: key) }

    /// Keeps `make`'s pixels for `key`, drawn ahead of need (counted as a draw).
    func drawAhead(_ key: Key, make: () -> Pixels?) {
        misses += 1
        if let made = make() { entries.insert(made, for: key) }
    }

    /// The kept pixels of `content` drawn at the largest scale, whatever their phase: what a
    /// moving layer may be composited from while its own pixels are not drawn yet.
    func standIn(for content: LayerContent) -> (key: Key, pixels: Pixels)? {
        guard let key = entries.keys(where: { $0.content == content && $0.level == 0 }).max(by: { $0.scale < $1.scale }),
              let pixels = entries.value(for: key) else { return nil }
        return (key, pixels)
    }

    /// Ends a frame whose display list shows the layers of `shown`: the pixels of other layers go
    /// once they have not been drawn for ``idleFrames`` frames, the least recently used first while
    /// they hold more than ``spare`` bytes.
    /// `shown` is asked only when the cache looks through its layers (see ``LRU``).
    func endFrame(shown: () -> Set<Key>) {
        var keys: Set<Key>?
        entries.endFrame(keeping: { key in
            if keys == nil { keys = shown() }
            return keys?.contains(key) == true
        }, spare: Self.spare)
    }

    /// Lets go of the pixels of every layer not in `shown`.
    func keepOnly(_ shown: Set<Key>) {
        entries.removeAll { shown.contains($0) }
    }
}
