import CCairo
import Foundation
import Model

/// Composites retained layers: a layer's pixels are drawn once into their own image (through the
/// item painter) and, while its items stay the same, only composited — moved, faded, scaled.
///
/// A layer at rest is drawn at its exact sub-pixel position and scale, so it looks as if drawn in
/// place (compositing regroups the blending: at most 1/255 per channel on antialiased pixels). A
/// moving layer sits at whole pixels (the compositor rounds its origin) and, when scaled, is
/// composited from its unscaled pixels (below √½ of its size, from those halved: ``MipLevels``) with
/// bilinear filtering until it comes to rest.
///
/// Pixels are device pixels: at a display scale s, a layer's pixels are drawn s times finer than
/// its points (the cache key's scale includes s), and placed at its origin × s.
final class LayerPainter {
    let cache: LayerCache
    private let painter: ItemPainter
    /// Device pixels per point.
    private let scale: Double
    /// Seconds a frame may spend drawing layers' pixels beyond the first it needs; nil: no limit.
    let drawingTime: Double?
    /// Seconds spent drawing layers' pixels in this frame.
    private var drawnTime = 0.0

    /// With `drawingTime`, a frame that has spent that long drawing layers' pixels composites a
    /// moving layer whose pixels are not kept from its kept pixels at another scale (a stand-in),
    /// and a frame with time left draws the pixels moving layers will rest with (their
    /// ``LayerItem/resting`` pose) ahead of need. Without it every layer is drawn when shown.
    init(painter: ItemPainter, budget: Int, scale: Double = 1, drawingTime: Double? = nil) {
        self.painter = painter
        self.scale = scale
        self.drawingTime = drawingTime
        cache = LayerCache(budget: budget)
    }

    /// Starts a frame's drawing time.
    func beginFrame() { drawnTime = 0 }

    var hasDrawingTime: Bool { drawingTime.map { drawnTime < $0 } ?? true }

    /// ``drawHiddenAhead()`` found nothing more it may draw, and no frame was drawn or pixels let
    /// go since.
    var aheadSettled = false

    /// `body`'s result, its time added to the frame's drawing time.
    func timed<T>(_ body: () -> T) -> T {
        var start = timespec(), end = timespec()
        clock_gettime(CLOCK_MONOTONIC, &start)
        defer {
            clock_gettime(CLOCK_MONOTONIC, &end)
            drawnTime += Double(end.tv_sec - start.tv_sec) + Double(end.tv_nsec - start.tv_nsec) * 1e-9
        }
        return body()
    }

    /// A layer with the pixels it is composited from, found or drawn: compositing it touches
    /// nothing shared, so frames may be composited by several threads.
    struct Prepared {
        let layer: LayerItem
        let pixels: LayerCache.Pixels
        /// What a stand-in's pixels were drawn for (nil: the layer's own pixels).
        let standIn: LayerCache.Key?
        /// How many times the layer's own pixels were halved (``MipLevels``).
        var level = 0
        /// Whether these are the layer's resting pixels, shown at `layer` (its rest moved by whole pixels).
        var nearRest = false
    }

    /// Composites `layer` onto `cr`, whose user space is in points; `opaque` is the whole device
    /// pixels it covers opaquely, when the caller knows them (they are copied instead of blended).
    func composite(_ layer: LayerItem, opaque: cairo_rectangle_int_t? = nil, on cr: OpaquePointer) {
        if let prepared = prepare(layer) { paint(prepared, opaque: opaque, on: cr) }
    }

    /// The pixels `layer` is composited from: kept, drawn now, or (for a moving layer in a frame
    /// out of drawing time) a stand-in; nil when nothing shows.
    func prepare(_ layer: LayerItem) -> Prepared? {
        guard layer.opacity > 0, layer.scale > 0, !layer.items.isEmpty else { return nil }
        if let nearRest = nearRest(layer) { return nearRest }
        let key = key(for: layer)
        if layer.isMoving, !hasDrawingTime, !cache.contains(key), let standIn = cache.standIn(for: layer.content) {
            return Prepared(layer: layer, pixels: standIn.pixels, standIn: standIn.key)
        }
        guard let pixels = cache.pixels(for: key, make: { timed { rasterize(layer, key: key) } }) else { return nil }
        let wanted = Self.scalesOnComposite(layer) ? MipLevels.level(for: layer.scale) : 0
        guard wanted > 0 else { return Prepared(layer: layer, pixels: pixels, standIn: nil) }
        let mip = mipLevel(wanted, of: pixels, key: key)
        return Prepared(layer: layer, pixels: mip.pixels, standIn: nil, level: mip.level)
    }

    /// A scaled moving layer within half a pixel of its resting size whose resting pixels are kept:
    /// those pixels, unscaled, moved by whole pixels from its resting place to where it is (the
    /// last frames of a spring composite as cheaply as rest, and look as they will at rest).
    private func nearRest(_ layer: LayerItem) -> Prepared? {
        guard Self.scalesOnComposite(layer), let rest = layer.atRest else { return nil }
        let b = layer.contentBounds
        guard abs(layer.scale - rest.scale) * max(b.width, b.height) * scale <= 0.5,
              let pixels = cache.kept(key(for: rest)) else { return nil }
        var placed = rest
        placed.origin = Point(x: rest.origin.x + ((layer.origin.x - rest.origin.x) * scale).rounded() / scale,
                              y: rest.origin.y + ((layer.origin.y - rest.origin.y) * scale).rounded() / scale)
        return Prepared(layer: placed, pixels: pixels, standIn: nil, nearRest: true)
    }

    /// `pixels` (kept for `key`) halved `level` times, kept (the levels between are not); else the
    /// level below it when kept (made ahead: softer, at most 2√2 times enlarged, and cheaper than
    /// halving now); else made from the deepest level kept above it while the frame has drawing
    /// time and the kept pixels stay ``LayerCache/spare`` bytes under the budget; else that level.
    func mipLevel(_ level: Int, of pixels: LayerCache.Pixels, key: LayerCache.Key) -> (level: Int, pixels: LayerCache.Pixels) {
        if let kept = cache.kept(key.halved(level)) { return (level, kept) }
        if let below = cache.kept(key.halved(level + 1)) { return (level + 1, below) }
        let above = (1..<level).reversed().lazy.compactMap { n in self.cache.kept(key.halved(n)).map { (level: n, pixels: $0) } }.first
            ?? (level: 0, pixels: pixels)
        let bytes = (pixels.width >> level + 1) * (pixels.height >> level + 1) * 4
        guard hasDrawingTime, cache.bytes + bytes <= cache.budget - LayerCache.spare else { return above }
        var made = above
        while made.level < level, let half = timed({ made.pixels.halved() }) { made = (made.level + 1, half) }
        guard made.level == level else { return above }
        cache.keep(made.pixels, for: key.halved(level))
        return made
    }

    /// Composites a prepared layer onto `cr` (see ``composite(_:opaque:on:)``).
    func paint(_ prepared: Prepared, opaque: cairo_rectangle_int_t? = nil, on cr: OpaquePointer) {
        let layer = prepared.layer, pixels = prepared.pixels
        if let drawn = prepared.standIn { return composite(layer, from: pixels, drawnAt: drawn, on: cr) }
        let scaledOnComposite = Self.scalesOnComposite(layer)
        let origin = scaledOnComposite ? Point(x: 0, y: 0) : Point(x: layer.origin.x * scale, y: layer.origin.y * scale)
        let baseX = origin.x.rounded(.down), baseY = origin.y.rounded(.down)
        // A mip level's pixels are 2^level drawn pixels wide.
        let halvings = Double(1 << prepared.level)
        cairo_save(cr)
        DeviceScale.remove(scale, from: cr)
        var devicePixels = cairo_matrix_t()
        cairo_get_matrix(cr, &devicePixels)
        // Where the pixels land: their offset in the user space below, then scaled by `factor` about `shift`.
        let shift = scaledOnComposite ? Point(x: layer.origin.x * scale, y: layer.origin.y * scale) : Point(x: 0, y: 0)
        let factor = scaledOnComposite ? layer.scale * halvings : 1
        if scaledOnComposite {
            cairo_translate(cr, shift.x, shift.y)
            cairo_scale(cr, factor, factor)
        }
        let x = baseX + Double(pixels.offsetX) / halvings, y = baseY + Double(pixels.offsetY) / halvings
        cairo_set_source_surface(cr, pixels.surface, x, y)
        if scaledOnComposite { cairo_pattern_set_filter(cairo_get_source(cr), CAIRO_FILTER_BILINEAR) }
        let (minX, minY, maxX, maxY) = Self.touched(by: pixels, at: x, y, scaled: factor, from: shift)
        cairo_set_matrix(cr, &devicePixels)
        if layer.opacity >= 1, let inside = opaque, !prepared.nearRest || Self.covers(layer, inside, scale: scale) {
            // Opaque pixels are copied (no blending), the rest blended: the same picture, less work.
            cairo_save(cr)
            cairo_rectangle(cr, Double(inside.x), Double(inside.y), Double(inside.width), Double(inside.height))
            cairo_clip(cr)
            cairo_set_operator(cr, CAIRO_OPERATOR_SOURCE)
            cairo_paint(cr)
            cairo_restore(cr)
            // The ring around the inside as four rectangles (fewer instructions for cairo than an
            // even-odd path of the two).
            let left = Double(inside.x), top = Double(inside.y)
            let right = left + Double(inside.width), bottom = top + Double(inside.height)
            func band(_ bx: Double, _ by: Double, _ bw: Double, _ bh: Double) {
                if bw > 0, bh > 0 { cairo_rectangle(cr, bx, by, bw, bh) }
            }
            band(minX, minY, maxX - minX, top - minY)
            band(minX, bottom, maxX - minX, maxY - bottom)
            band(minX, top, left - minX, bottom - top)
            band(right, top, maxX - right, bottom - top)
            cairo_fill(cr)
        } else {
            cairo_rectangle(cr, minX, minY, maxX - minX, maxY - minY)
            Self.fill(cr, opacity: layer.opacity)
        }
        cairo_restore(cr)
    }

    /// The whole pixels that `pixels` set at (`x`, `y`), then scaled by `factor` about `shift`,
    /// touch (past their edges the source is transparent): what a layer fills, so no clip falls
    /// between pixels (cairo would make a mask of it and blend through it).
    private static func touched(by pixels: LayerCache.Pixels, at x: Double, _ y: Double, scaled factor: Double,
                                from shift: Point) -> (minX: Double, minY: Double, maxX: Double, maxY: Double) {
        ((shift.x + x * factor).rounded(.down), (shift.y + y * factor).rounded(.down),
         (shift.x + (x + Double(pixels.width)) * factor).rounded(.up), (shift.y + (y + Double(pixels.height)) * factor).rounded(.up))
    }

    /// Whether `layer`'s pixels are surely opaque over all of `inside`: near rest, the resting pixels
    /// moved by whole pixels are opaque where their own opaque rectangle says, which may lie a pixel
    /// off the inside the moving layer culled what is under it by.
    private static func covers(_ layer: LayerItem, _ inside: cairo_rectangle_int_t, scale: Double) -> Bool {
        guard let own = Occlusion.opaqueInside(.layer(layer), scale: scale) else { return false }
        return own.x <= inside.x && own.y <= inside.y && own.x + own.width >= inside.x + inside.width
            && own.y + own.height >= inside.y + inside.height
    }

    /// Composites `layer` from pixels of its content drawn at another scale and phase (`drawn`),
    /// scaled to the layer's with bilinear filtering.
    private func composite(_ layer: LayerItem, from pixels: LayerCache.Pixels, drawnAt drawn: LayerCache.Key, on cr: OpaquePointer) {
        cairo_save(cr)
        DeviceScale.remove(scale, from: cr)
        var devicePixels = cairo_matrix_t()
        cairo_get_matrix(cr, &devicePixels)
        let shiftX = layer.origin.x * scale, shiftY = layer.origin.y * scale
        cairo_translate(cr, shiftX, shiftY)
        let factor = layer.scale * scale / drawn.scale
        cairo_scale(cr, factor, factor)
        let x = Double(pixels.offsetX) - drawn.phaseX, y = Double(pixels.offsetY) - drawn.phaseY
        cairo_set_source_surface(cr, pixels.surface, x, y)
        cairo_pattern_set_filter(cairo_get_source(cr), CAIRO_FILTER_BILINEAR)
        let (minX, minY, maxX, maxY) = Self.touched(by: pixels, at: x, y, scaled: factor, from: Point(x: shiftX, y: shiftY))
        cairo_set_matrix(cr, &devicePixels)
        cairo_rectangle(cr, minX, minY, maxX - minX, maxY - minY)
        Self.fill(cr, opacity: layer.opacity)
        cairo_restore(cr)
    }

    /// Fills the current path with the source, faded by `opacity` below 1.
    private static func fill(_ cr: OpaquePointer, opacity: Double) {
        if opacity < 1 {
            cairo_clip(cr)
            cairo_paint_with_alpha(cr, opacity)
        } else {
            cairo_fill(cr)
        }
    }

    /// Ends a frame that showed `list` on `surface`: kept pixels of layers that no surface shows
    /// any more may go.
    func endFrame(showing list: DisplayList, on surface: ImageSurface) {
        shownBySurface[ObjectIdentifier(surface)] = Shown(surface: surface, list: list)
        cache.endFrame(shown: { shown })
        aheadSettled = false
    }

    /// Lets go of the pixels of every layer that no surface shows.
    func trim() {
        cache.keepOnly(shown)
        aheadSettled = false
    }

    /// The display list each live surface showed last (one renderer may draw several windows).
    struct Shown {
        weak var surface: ImageSurface?
        let list: DisplayList
    }
    private(set) var shownBySurface: [ObjectIdentifier: Shown] = [:]

    /// The layers the live surfaces show.
    private var shown: Set<LayerCache.Key> {
        shownBySurface = shownBySurface.filter { $0.value.surface != nil }
        var keys = Set<LayerCache.Key>()
        func collect(_ items: [DisplayItem]) {
            for case .layer(let layer) in items where layer.opacity > 0 && layer.scale > 0 && !layer.items.isEmpty {
                keys.insert(key(for: layer))
                if Self.scalesOnComposite(layer), case let level = MipLevels.level(for: layer.scale), level > 0 {
                    keys.insert(key(for: layer).halved(level))
                }
                if let ahead = Self.aheadLevel(of: layer) { keys.insert(key(for: layer).halved(ahead)) }
                // Pixels drawn ahead for where it will rest stay until it rests there.
                if layer.isMoving, let resting = layer.atRest { keys.insert(key(for: resting)) }
                collect(layer.items)
            }
        }
        for shown in shownBySurface.values {
            collect(shown.list.items)
            for prospect in shown.list.prospects where prospect.opacity > 0 && prospect.scale > 0 && !prospect.items.isEmpty {
                keys.insert(key(for: prospect))
            }
            for motion in motionLevels(of: shown.list) {
                keys.insert(motion.key)
                keys.insert(motion.key.halved(motion.level))
            }
        }
        return keys
    }

    /// A scaled layer in motion is composited from its unscaled pixels.
    static func scalesOnComposite(_ layer: LayerItem) -> Bool { layer.isMoving && layer.scale != 1 }

    /// The pixels `layer` is composited from: drawn at its scale times the display scale and at its
    /// origin's device-pixel phase (unscaled and at phase 0 while it scales in motion).
    func key(for layer: LayerItem) -> LayerCache.Key {
        if Self.scalesOnComposite(layer) { return movingKey(for: layer.content) }
        let origin = Point(x: layer.origin.x * scale, y: layer.origin.y * scale)
        return LayerCache.Key(content: layer.content, scale: layer.scale * scale,
                              phaseX: origin.x - origin.x.rounded(.down), phaseY: origin.y - origin.y.rounded(.down))
    }

    /// The pixels a layer of `content` scaling in motion is composited from: unscaled, at phase 0.
    func movingKey(for content: LayerContent) -> LayerCache.Key {
        LayerCache.Key(content: content, scale: scale, phaseX: 0, phaseY: 0)
    }

    /// Draws the layer's items into a new image covering their bounds at the key's scale and phase.
    func rasterize(_ layer: LayerItem, key: LayerCache.Key) -> LayerCache.Pixels? {
        let b = layer.contentBounds
        let left = floor(key.phaseX + b.minX * key.scale), top = floor(key.phaseY + b.minY * key.scale)
        let right = ceil(key.phaseX + b.maxX * key.scale), bottom = ceil(key.phaseY + b.maxY * key.scale)
        let width = Int(right - left), height = Int(bottom - top)
        guard width > 0, height > 0, width <= ImageSurface.maximumSide, height <= ImageSurface.maximumSide,
              let surface = cairo_image_surface_create(CAIRO_FORMAT_ARGB32, Int32(width), Int32(height)),
              cairo_surface_status(surface) == CAIRO_STATUS_SUCCESS else { return nil }
        let cr = cairo_create(surface)!
        cairo_translate(cr, key.phaseX - left, key.phaseY - top)
        cairo_scale(cr, key.scale, key.scale)
        painter.draw(layer.items, on: cr)
        cairo_destroy(cr)
        cairo_surface_flush(surface)
        return LayerCache.Pixels(surface: surface, offsetX: Int(left), offsetY: Int(top), width: width, height: height)
    }
}
