import CCairo
import Model

/// Blurred shadow masks of rounded rectangles. A mask is blurred once per corner radii and blur
/// (its "slices": a rectangle just large enough to hold both corners and the blur's reach); a mask
/// of any larger size is those slices with the straight middle row and column stretched, which is
/// exactly what blurring the larger shape gives, since away from the corners every row (and
/// column) of a blurred rounded rectangle is the same. Resizing a panel therefore never blurs.
final class ShadowCache {
    struct Key: Hashable {
        let width: Int, height: Int
        let radii: [Int]
        let blurTenths: Int
    }

    /// A blurred alpha mask and how far it reaches past the shape on each side.
    final class Mask {
        let surface: OpaquePointer
        let padding: Int
        init(surface: OpaquePointer, padding: Int) {
            self.surface = surface
            self.padding = padding
        }
        deinit { cairo_surface_destroy(surface) }

        var width: Int { Int(cairo_image_surface_get_width(surface)) }
        var height: Int { Int(cairo_image_surface_get_height(surface)) }
        var bytes: Int { Int(cairo_image_surface_get_stride(surface)) * height }
    }

    /// The most bytes of masks of each kind kept (the least recently used go first).
    static let budget = 8 << 20
    /// How many frames a stretched mask outlives its last use: stretching is cheap, and the shadow
    /// is drawn into its layer's pixels, so a mask is needed again only when that layer is redrawn.
    static let idleFrames = 30
    /// Masks of whole rounded rectangles, stretched from their slices.
    private var masks = LRU<Key, Mask>(capacity: ShadowCache.budget, idleFrames: ShadowCache.idleFrames) { $0.bytes }
    /// The blurred corners each rounded rectangle's mask is stretched from.
    private var slices = LRU<Key, Mask>(capacity: ShadowCache.budget) { $0.bytes }
    /// Masks of surfaces with arrows, each blurred whole.
    private var shaped = LRU<ShapeKey, Mask>(capacity: ShadowCache.budget) { $0.bytes }
    /// How many masks had to be blurred.
    private(set) var misses = 0

    /// Ends a frame: stretched masks not used for ``idleFrames`` frames go.
    func endFrame() {
        masks.endFrame()
    }

    /// Lets go of every stretched mask (blurred slices and shapes stay).
    func trim() {
        masks.removeAll()
    }

    /// The mask of a rounded rectangle of `size` blurred so that it reaches `blurRadius` points
    /// beyond the shape and no further.
    func mask(size: Size, radii: CornerRadii, blurRadius: Double) -> Mask? {
        let w = Int(size.width.rounded()), h = Int(size.height.rounded())
        guard w > 0, h > 0 else { return nil }
        let quarterRadii = [radii.topLeft, radii.topRight, radii.bottomRight, radii.bottomLeft].map { Int(($0 * 4).rounded()) }
        let key = Key(width: w, height: h, radii: quarterRadii, blurTenths: Int((blurRadius * 10).rounded()))
        if let m = masks.value(for: key) { return m }
        let blur = Double(key.blurTenths) / 10
        let fitted = radii.fitted(to: Size(width: Double(w), height: Double(h)))
        // The slices: both corners of the largest radius and the blur's reach on either side, plus one middle row and column.
        let reach = BoxBlur.reach(sigma: BoxBlur.sigma(forRadius: blur))
        let largest = Int(fitted.largest.rounded(.up))
        let side = 2 * (largest + 2 * reach) + 1
        let made: Mask?
        if w > side && h > side {
            let sliceKey = Key(width: side, height: side, radii: quarterRadii, blurTenths: key.blurTenths)
            let source = slices.value(for: sliceKey) ?? blurred(width: side, height: side, radii: fitted, blurRadius: blur).map {
                slices.insert($0, for: sliceKey)
                return $0
            }
            made = source.flatMap { Self.stretched($0, width: w, height: h) }
        } else {
            made = blurred(width: w, height: h, radii: fitted, blurRadius: blur)
        }
        guard let made else { return nil }
        masks.insert(made, for: key)
        return made
    }

    /// A surface with an arrow, in quarter points; blurred once per shape.
    struct ShapeKey: Hashable {
        let width: Int, height: Int, radius: Int
        let side: PopoverSide
        let base: Int, arrowWidth: Int, arrowLength: Int
        let blurTenths: Int
    }

    /// The mask of a surface of `size` with corners of `cornerRadius` and `arrow` (its base relative
    /// to the surface's origin), blurred to reach `blurRadius` points beyond the outline. The mask's
    /// (padding, padding) is the outline's bounds' origin. Arrows break the sameness of rows that
    /// nine slices rely on, so each shape is blurred whole, once.
    func mask(size: Size, cornerRadius: Double, arrow: SurfaceArrow, blurRadius: Double) -> Mask? {
        func q(_ v: Double) -> Int { Int((v * 4).rounded()) }
        let key = ShapeKey(width: q(size.width), height: q(size.height), radius: q(cornerRadius), side: arrow.side, base: q(arrow.base),
                           arrowWidth: q(arrow.width), arrowLength: q(arrow.length), blurTenths: Int((blurRadius * 10).rounded()))
        if let m = shaped.value(for: key) { return m }
        // Built from the key's values, so every shape that shares the key shares its mask exactly.
        func v(_ q: Int) -> Double { Double(q) / 4 }
        let frame = Rect(x: 0, y: 0, width: v(key.width), height: v(key.height))
        let cornerRadius = v(key.radius)
        let arrow = SurfaceArrow(side: arrow.side, base: v(key.base), width: v(key.arrowWidth), length: v(key.arrowLength))
        let blurRadius = Double(key.blurTenths) / 10
        let bounds = frame.union(arrow.triangleBounds(on: frame))
        let w = Int(bounds.width.rounded(.up)), h = Int(bounds.height.rounded(.up))
        guard w > 0, h > 0 else { return nil }
        let outline = PopoverOutline.segments(frame: frame.offsetBy(Vector(dx: -bounds.minX, dy: -bounds.minY)),
                                              cornerRadius: cornerRadius,
                                              arrow: SurfaceArrow(side: arrow.side, base: arrow.base - (arrow.side.isVertical ? bounds.minX : bounds.minY),
                                                                  width: arrow.width, length: arrow.length))
        guard let made = blurred(width: w, height: h, blurRadius: blurRadius, shape: { Path.outline($0, outline) }) else { return nil }
        shaped.insert(made, for: key)
        return made
    }

    func blurred(width w: Int, height h: Int, radii: CornerRadii, blurRadius: Double) -> Mask? {
        blurred(width: w, height: h, blurRadius: blurRadius) { Path.roundedRect($0, Rect(x: 0, y: 0, width: Double(w), height: Double(h)), radii) }
    }

    /// The shape `shape` adds to a path (in a `w`×`h` box at the origin), filled and blurred.
    private func blurred(width w: Int, height h: Int, blurRadius: Double, shape: (OpaquePointer) -> Void) -> Mask? {
        misses += 1
        let sigma = BoxBlur.sigma(forRadius: blurRadius)
        let pad = BoxBlur.reach(sigma: sigma)
        let mw = w + 2 * pad, mh = h + 2 * pad
        guard mw <= ImageSurface.maximumSide, mh <= ImageSurface.maximumSide,
              let surface = cairo_image_surface_create(CAIRO_FORMAT_A8, Int32(mw), Int32(mh)),
              cairo_surface_status(surface) == CAIRO_STATUS_SUCCESS else { return nil }
        let cr = cairo_create(surface)!
        cairo_translate(cr, Double(pad), Double(pad))
        shape(cr)
        cairo_set_source_rgba(cr, 0, 0, 0, 1)
        cairo_fill(cr)
        cairo_destroy(cr)
        cairo_surface_flush(surface)
        let stride = Int(cairo_image_surface_get_stride(surface))
        let data = cairo_image_surface_get_data(surface)!
        var alpha = [UInt8](repeating: 0, count: mw * mh)
        for y in 0..<mh { for x in 0..<mw { alpha[y * mw + x] = data[y * stride + x] } }
        BoxBlur.blur(&alpha, width: mw, height: mh, sigma: sigma)
        for y in 0..<mh { for x in 0..<mw { data[y * stride + x] = alpha[y * mw + x] } }
        cairo_surface_mark_dirty(surface)
        return Mask(surface: surface, padding: pad)
    }

    /// The mask of a `width`×`height` shape from the slices of a smaller one: its middle row and
    /// column repeated.
    private static func stretched(_ source: Mask, width w: Int, height h: Int) -> Mask? {
        let pad = source.padding
        let sw = source.width, sh = source.height
        let mw = w + 2 * pad, mh = h + 2 * pad
        guard mw <= ImageSurface.maximumSide, mh <= ImageSurface.maximumSide,
              let surface = cairo_image_surface_create(CAIRO_FORMAT_A8, Int32(mw), Int32(mh)),
              cairo_surface_status(surface) == CAIRO_STATUS_SUCCESS else { return nil }
        cairo_surface_flush(surface)
        let from = cairo_image_surface_get_data(source.surface)!, fromStride = Int(cairo_image_surface_get_stride(source.surface))
        let to = cairo_image_surface_get_data(surface)!, toStride = Int(cairo_image_surface_get_stride(surface))
        let midX = sw / 2, midY = sh / 2
        // Source column (row) for each target column (row): the left part, the middle repeated, the right part.
        func sourceIndex(_ t: Int, target: Int, source: Int, middle: Int) -> Int {
            t < middle ? t : (t >= target - (source - middle - 1) ? t - (target - source) : middle)
        }
        let columns = (0..<mw).map { sourceIndex($0, target: mw, source: sw, middle: midX) }
        for y in 0..<mh {
            let row = from + sourceIndex(y, target: mh, source: sh, middle: midY) * fromStride
            let out = to + y * toStride
            for x in 0..<mw { out[x] = row[columns[x]] }
        }
        cairo_surface_mark_dirty(surface)
        return Mask(surface: surface, padding: pad)
    }
}
