import CCairo
import Model

/// The bottom of a surface's stack that stays the same from frame to frame while something above
/// it moves (the panels under a dragged one): its items are composited into an image of the
/// surface's size where damage first reaches them, then copied from there, so a frame composites
/// only the items above. The picture is the same: the same items are composited in the same order
/// onto the same pixels, only the bottom ones earlier.
final class KeptStacks {
    /// A surface's kept bottom of the stack.
    final class Stack {
        /// How many items of the display list it holds.
        private(set) var count = 0
        /// The items composited so far, as the surface's pixels would show them with nothing above.
        let pixels: ImageSurface
        /// Where ``pixels`` hold the items (whole pixels).
        private(set) var valid = Region([])

        fileprivate init(pixels: ImageSurface) {
            self.pixels = pixels
        }

        /// Holds the first `count` items of the next lists, none of them composited yet.
        fileprivate func reset(count: Int) {
            self.count = count
            valid = Region([])
        }

        /// `region` now holds the items too.
        func composited(_ region: Region) { valid.formUnion(region) }
    }

    private struct Entry {
        weak var surface: ImageSurface?
        /// The items the surface showed last.
        var items: [DisplayItem]
        /// Holds the first ``Stack/count`` of ``items``, when not nil.
        var stack: Stack?
    }

    private var entries: [ObjectIdentifier: Entry] = [:]

    /// The kept stack to draw `items` on `surface` over, holding the items that are the same as at
    /// the bottom of the surface's last frame; nil when fewer than two are (one layer is drawn as
    /// fast as its copy) or all are.
    func stack(for items: [DisplayItem], on surface: ImageSurface) -> Stack? {
        let id = ObjectIdentifier(surface)
        if entries[id]?.surface !== surface { entries = entries.filter { $0.value.surface != nil } }
        var entry = entries[id].flatMap { $0.surface === surface ? $0 : nil } ?? Entry(surface: surface, items: [])
        let last = entry.items
        var same = 0
        while same < min(items.count, last.count), items[same] == last[same] { same += 1 }
        entry.items = items
        defer { entries[id] = entry }
        guard same >= 2, same < items.count else {
            entry.stack?.reset(count: 0)
            return nil
        }
        // The stack held the bottom of the last list: with as many items the same, it holds these.
        if let kept = entry.stack, kept.count == same { return kept }
        guard let stack = entry.stack ?? (try? ImageSurface(width: surface.width, height: surface.height)).map(Stack.init) else { return nil }
        stack.reset(count: same)
        entry.stack = stack
        return stack
    }

    /// Lets go of every kept stack's pixels.
    func trim() {
        entries.removeAll()
    }
}
