import CCairo
import Model

/// What each item of a frame must repaint: the damage it lies under, minus what opaque items above
/// it cover (a compositor's occlusion culling). Items hidden everywhere are skipped, and only the
/// damage no opaque item covers is cleared first. Everything here is in device pixels: items (in
/// points) are scaled by the display scale first.
struct Occlusion {
    /// Per item, the pixels it must paint (nil: none).
    private(set) var visible: [Region?]
    /// Per item, the whole pixels it paints opaquely (nil: none known).
    private(set) var opaque: [cairo_rectangle_int_t?]
    /// The damage no opaque item covers.
    let uncovered: Region

    /// `damage` in pixels; `items` in points, `scale` pixels each.
    init(items: [DisplayItem], damage: [Rect], scale: Double = 1) {
        self.init(items: items, damage: Region(damage.map { $0.integralOutward }), scale: scale)
    }

    /// `damage` in whole pixels (the region is not changed); `items` in points, `scale` pixels each.
    init(items: [DisplayItem], damage: Region, scale: Double = 1) {
        let remaining = damage.copy()
        var visible = [Region?](repeating: nil, count: items.count)
        var opaque = [cairo_rectangle_int_t?](repeating: nil, count: items.count)
        for i in items.indices.reversed() {
            let bounds = items[i].bounds.scaled(by: scale).integralOutward
            guard !remaining.isEmpty, bounds.width > 0, bounds.height > 0, remaining.meets(bounds) else { continue }
            let mine = remaining.intersecting(bounds)
            guard !mine.isEmpty else { continue }
            visible[i] = mine
            if let inside = Self.opaqueInside(items[i], scale: scale), inside.width > 0, inside.height > 0 {
                opaque[i] = inside
                remaining.subtract(inside)
            }
        }
        self.visible = visible
        self.opaque = opaque
        uncovered = remaining
    }
}

extension Occlusion {
    /// The whole pixels `item` surely paints opaquely: its opaque rectangle's, less, for a layer
    /// scaled from its pixels while it moves, the edge filtering may mix with what lies outside.
    static func opaqueInside(_ item: DisplayItem, scale: Double) -> cairo_rectangle_int_t? {
        guard let inside = item.opaqueRect?.scaled(by: scale).integralInward else { return nil }
        guard case .layer(let layer) = item, layer.isMoving, layer.scale != 1 else { return inside }
        let d = MipLevels.filterMargin(scale: layer.scale)
        return cairo_rectangle_int_t(x: inside.x + d, y: inside.y + d, width: max(0, inside.width - 2 * d), height: max(0, inside.height - 2 * d))
    }
}

/// An owned `cairo_region_t`: a set of whole-pixel rectangles.
final class Region {
    let pointer: OpaquePointer

    init(_ rects: [cairo_rectangle_int_t]) {
        pointer = rects.withUnsafeBufferPointer { cairo_region_create_rectangles($0.baseAddress, Int32($0.count)) }
    }

    private init(pointer: OpaquePointer) {
        self.pointer = pointer
    }

    deinit { cairo_region_destroy(pointer) }

    var isEmpty: Bool { cairo_region_is_empty(pointer) != 0 }

    /// How many pixels the region holds.
    var area: Int {
        (0..<cairo_region_num_rectangles(pointer)).reduce(0) { sum, i in
            var r = cairo_rectangle_int_t()
            cairo_region_get_rectangle(pointer, i, &r)
            return sum + Int(r.width) * Int(r.height)
        }
    }

    /// The smallest rectangle holding the region.
    var extents: cairo_rectangle_int_t {
        var r = cairo_rectangle_int_t()
        cairo_region_get_extents(pointer, &r)
        return r
    }

    /// Whether any pixel of `r` is in the region (cheap: no copy).
    func meets(_ r: cairo_rectangle_int_t) -> Bool {
        var r = r
        return cairo_region_contains_rectangle(pointer, &r) != CAIRO_REGION_OVERLAP_OUT
    }

    func copy() -> Region { Region(pointer: cairo_region_copy(pointer)) }

    func intersecting(_ r: cairo_rectangle_int_t) -> Region {
        let copy = copy()
        var r = r
        cairo_region_intersect_rectangle(copy.pointer, &r)
        return copy
    }

    func subtract(_ r: cairo_rectangle_int_t) {
        var r = r
        cairo_region_subtract_rectangle(pointer, &r)
    }

    /// The pixels of this region that are not in `other`.
    func subtracting(_ other: Region) -> Region {
        let copy = copy()
        cairo_region_subtract(copy.pointer, other.pointer)
        return copy
    }

    func formUnion(_ other: Region) {
        cairo_region_union(pointer, other.pointer)
    }

    /// Adds the region's rectangles to `cr`'s path (to clip or fill by).
    func addPath(to cr: OpaquePointer) {
        for i in 0..<cairo_region_num_rectangles(pointer) {
            var r = cairo_rectangle_int_t()
            cairo_region_get_rectangle(pointer, i, &r)
            cairo_rectangle(cr, Double(r.x), Double(r.y), Double(r.width), Double(r.height))
        }
    }
}

extension Rect {
    /// The whole pixels this rectangle touches (``Rect/integral``).
    var integralOutward: cairo_rectangle_int_t { cairo_rectangle_int_t(wholePixels: integral) }

    /// The whole pixels this rectangle covers entirely.
    var integralInward: cairo_rectangle_int_t {
        let x0 = minX.rounded(.up), y0 = minY.rounded(.up)
        return cairo_rectangle_int_t(wholePixels: Rect(x: x0, y: y0, width: max(0, maxX.rounded(.down) - x0),
                                                       height: max(0, maxY.rounded(.down) - y0)))
    }
}

extension cairo_rectangle_int_t {
    /// `r`, whose edges lie on whole pixels, as cairo's integer rectangle (each value clamped to 32 bits).
    init(wholePixels r: Rect) {
        self.init(x: Int32(clamping: Int(r.minX)), y: Int32(clamping: Int(r.minY)),
                  width: Int32(clamping: Int(r.width)), height: Int32(clamping: Int(r.height)))
    }
}

extension DisplayItem {
    /// A rectangle the item paints with fully opaque pixels (the inside of an opaque surface, an
    /// opaque fill, an opaque placed window; for a layer at full opacity, its largest such
    /// rectangle placed in the window; for a clip, its items' largest one within it).
    var opaqueRect: Rect? {
        switch self {
        case .fill(let r, let c): return c.alpha >= 1 ? r : nil
        case .verticalGradient(let r, let top, let bottom): return top.alpha >= 1 && bottom.alpha >= 1 ? r : nil
        case .surface(let s):
            guard s.background.alpha >= 1 else { return nil }
            // A rounded rectangle holds the rectangle inset by 0.3 of its largest radius (1 − cos 45° < 0.3).
            let r = s.radii
            return s.frame.insetBy(0.3 * r.largest)
        case .layer(let l):
            guard l.opacity >= 1 else { return nil }
            return l.items.compactMap(\.opaqueRect).max { $0.width * $0.height < $1.width * $1.height }.map(l.mapped)
        case .clipped(let clip, let items):
            return items.compactMap(\.opaqueRect).map { $0.intersection(clip) }.max { $0.width * $0.height < $1.width * $1.height }
        case .window(let r, _, _, let opaque):
            return opaque ? r : nil
        case .roundedRect, .text, .roundedClip, .hosted, .image:
            return nil
        }
    }
}
