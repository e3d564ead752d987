import CCairo
import Model

/// Draws display lists onto cairo image surfaces. It keeps retained layers' pixels, blurred shadows
/// and text layouts between frames, so one renderer should draw every frame of a window.
public final class Renderer {
    /// The drawing time a live window's frames allow (``init(fonts:retainsLayers:layerBudget:scale:drawingTime:)``):
    /// 3 ms of a 16.7 ms frame.
    public static let liveDrawingTime = 0.003

    /// The default byte budget of kept layer pixels: 128 MiB holds a full-screen backdrop and main
    /// content at 1920×1080 (16 MiB) and about 250 panels of 360×260 pt with their shadows (0.43 MiB
    /// each), so 200 panels flying into exposé and back keep their pixels.
    public static let defaultLayerBudget = 128 << 20

    /// The byte budget of kept layer pixels for a window of `pixels` device pixels: the default
    /// (``defaultLayerBudget``) up to 1920×1080, and as many bytes a pixel beyond (512 MiB at
    /// 3840×2160), since every layer's pixels grow with the window's (the same panels at twice the
    /// size take four times the bytes, and 128 MiB no longer holds 50 of them resting and in exposé).
    public static func layerBudget(forPixels pixels: Int) -> Int {
        let standard = 1920 * 1080
        return pixels <= standard ? defaultLayerBudget : Int((Double(defaultLayerBudget) * Double(pixels) / Double(standard)).rounded())
    }

    private let painter: ItemPainter
    private let layers: LayerPainter?
    private let sharesFrames: Bool
    /// The bottoms of surfaces' stacks kept while something above them moves.
    private let stacks = KeptStacks()
    /// Device pixels per point: display lists are in points, surfaces in pixels (``DisplayScale``).
    public let scale: Double

    /// `retainsLayers: false` is the naive path: every layer under the damage is drawn again as
    /// vectors and text is laid out again, every frame (kept for comparison and benchmarks).
    /// At `scale` s, a list of w×h points fills s·w × s·h pixels, drawn at that resolution (text,
    /// borders and shadows are rasterised in pixels, not enlarged).
    /// With `drawingTime` (seconds, see ``liveDrawingTime``), a frame that has spent that long
    /// drawing layers' pixels composites a moving layer whose pixels are not drawn yet from its
    /// pixels at another scale (when it has any), and a frame with time left over draws the pixels
    /// moving layers will rest with. Pictures at rest are the same either way; nil (offscreen
    /// rendering) draws every layer exactly when shown, so every picture is the same on every machine.
    ///
    /// `sharesFrames` composites a large repaint on two threads, each over half the damage's rows
    /// (when every item it repaints is a layer or a plain shape); scaled layers' pixels may then
    /// differ by up to two levels where pixman rounds their sampling positions from the band's origin.
    public init(fonts: FontLibrary, retainsLayers: Bool = true, layerBudget: Int = Renderer.defaultLayerBudget, scale: Double = 1,
                drawingTime: Double? = nil, sharesFrames: Bool = false) {
        self.scale = scale
        self.sharesFrames = sharesFrames
        painter = ItemPainter(text: TextPainter(fonts: fonts, cachesLayouts: retainsLayers), scale: scale)
        layers = retainsLayers ? LayerPainter(painter: painter, budget: layerBudget, scale: scale, drawingTime: drawingTime) : nil
        let painter = self.painter, layers = self.layers
        painter.drawLayer = { layer, cr in
            if let layers { layers.composite(layer, on: cr) } else { painter.drawVectors(layer, on: cr) }
        }
    }

    /// Hosted applications' pixels, drawn where a display list shows their content; nil (the
    /// default: offscreen rendering) draws each as a placeholder naming the app.
    public var hostedPixels: HostedPixels? {
        get { painter.hostedPixels }
        set { painter.hostedPixels = newValue }
    }

    /// How many shadow masks had to be blurred so far (the rest came from the cache).
    public var shadowBlurs: Int { painter.shadows.misses }

    /// How many layers had to be drawn so far (the rest were composited from kept pixels).
    public var layerDraws: Int { layers?.cache.misses ?? 0 }

    /// Bytes of layer pixels kept now (at most the budget).
    public var layerBytes: Int { layers?.cache.bytes ?? 0 }

    /// For a live window at rest (a renderer with a drawing time): draws, within one frame's drawing
    /// time and the layer budget, the pixels of layers the surfaces show but no frame has needed
    /// (hidden under others), so exposé's first frame only composites them. Call it again while it
    /// returns true (more are left), reading input between; offscreen, or while a layer the
    /// surfaces show moves, it draws nothing.
    public func drawHiddenAhead() -> Bool { layers?.drawHiddenAhead() ?? false }

    /// Lets go of what only drawing again would need: the pixels of layers no surface shows and
    /// the shadow masks they were drawn with. For a window at rest.
    public func trim() {
        stacks.trim()
        layers?.trim()
        painter.shadows.trim()
    }

    /// Draws `list` onto `surface` (pixels, at ``scale``). With `damage` (in points), only those
    /// rectangles are repainted and items outside them are skipped; with retained layers, items
    /// are also clipped to what opaque items above them leave visible, and the items at the bottom
    /// that are the same as in the surface's last frame are copied from where they were kept
    /// composited (``KeptStacks``). The whole pixels of `kept` (device pixels) are left as they
    /// are: the X server moves them there (``ServerMove``).
    public func draw(_ list: DisplayList, on surface: ImageSurface, damage: [Rect]? = nil, except kept: Rect? = nil) {
        layers?.beginFrame()
        defer {
            layers?.drawAhead(list)
            layers?.endFrame(showing: list, on: surface)
            painter.endFrame()
        }
        guard let layers else {
            let cr = cairo_create(surface.surface)!
            drawEverything(list, on: cr, damage: damage)
            cairo_destroy(cr)
            return
        }
        let canvas = Rect(x: 0, y: 0, width: Double(surface.width), height: Double(surface.height))
        let damagePixels = damage?.map { $0.scaled(by: scale) } ?? [canvas]
        let region = Region(damagePixels.map(\.integralOutward))
        if let kept { region.subtract(kept.integralInward) }
        if damage != nil, let stack = stacks.stack(for: list.items, on: surface) {
            return draw(list.items, over: stack, damage: region, on: surface, layers: layers)
        }
        let occlusion = Occlusion(items: list.items, damage: region, scale: scale)
        // Every layer's pixels are found or drawn first, on this thread; then the frame is composited.
        let prepared = prepare(list.items, occlusion, layers)
        let compose = { (cr: OpaquePointer) in
            self.composite(list.items, occlusion, prepared, layers: layers, on: cr, under: Self.clear)
        }
        shared(compose, on: surface, damage: region, when: Self.composesAnywhere(list.items, occlusion))
    }

    /// Draws `items` over `stack`, which holds the bottom ones: its pixels are copied where no
    /// item above covers them, after the bottom items are composited into them where they are
    /// not yet; then the items above are composited.
    private func draw(_ items: [DisplayItem], over stack: KeptStacks.Stack, damage: Region, on surface: ImageSurface, layers: LayerPainter) {
        let below = Array(items[..<stack.count]), above = Array(items[stack.count...])
        let top = Occlusion(items: above, damage: damage, scale: scale)
        let missing = top.uncovered.subtracting(stack.valid)
        if !missing.isEmpty {
            let bottom = Occlusion(items: below, damage: missing, scale: scale)
            let prepared = prepare(below, bottom, layers)
            let cr = cairo_create(stack.pixels.surface)!
            composite(below, bottom, prepared, layers: layers, on: cr, under: Self.clear)
            cairo_destroy(cr)
            stack.composited(missing)
        }
        let prepared = prepare(above, top, layers)
        let compose = { (cr: OpaquePointer) in
            self.composite(above, top, prepared, layers: layers, on: cr) { cr, region in
                cairo_save(cr)
                region.addPath(to: cr)
                cairo_set_source_surface(cr, stack.pixels.surface, 0, 0)
                cairo_set_operator(cr, CAIRO_OPERATOR_SOURCE)
                cairo_fill(cr)
                cairo_restore(cr)
            }
        }
        shared(compose, on: surface, damage: damage, when: Self.composesAnywhere(above, top))
    }

    /// Runs `compose` on two threads over halves of `damage`'s rows (``FrameBands``) when frames
    /// are shared, `damage` holds many pixels and `anywhere` (what it composites may be on any
    /// thread); else once, on this thread.
    private func shared(_ compose: (OpaquePointer) -> Void, on surface: ImageSurface, damage: Region, when anywhere: Bool) {
        if sharesFrames, let bands = FrameBands(surface: surface, damage: damage), anywhere {
            bands.compose(compose)
        } else {
            let cr = cairo_create(surface.surface)!
            compose(cr)
            cairo_destroy(cr)
        }
    }

    /// The pixels of each layer of `items` that `occlusion` shows, found or drawn.
    private func prepare(_ items: [DisplayItem], _ occlusion: Occlusion, _ layers: LayerPainter) -> [LayerPainter.Prepared?] {
        items.indices.map { i -> LayerPainter.Prepared? in
            guard occlusion.visible[i] != nil, case .layer(let layer) = items[i] else { return nil }
            return layers.prepare(layer)
        }
    }

    /// Composites `items` onto `cr` where `occlusion` shows each, after `under` has filled the
    /// damage no opaque item covers.
    private func composite(_ items: [DisplayItem], _ occlusion: Occlusion, _ prepared: [LayerPainter.Prepared?], layers: LayerPainter,
                           on cr: OpaquePointer, under: (OpaquePointer, Region) -> Void) {
        if !occlusion.uncovered.isEmpty { under(cr, occlusion.uncovered) }
        for (i, item) in items.enumerated() {
            guard let visible = occlusion.visible[i] else { continue }
            cairo_save(cr)
            visible.addPath(to: cr)
            cairo_clip(cr)
            cairo_scale(cr, scale, scale)
            if case .layer = item {
                if let layer = prepared[i] { layers.paint(layer, opaque: occlusion.opaque[i], on: cr) }
            } else {
                painter.draw(item, on: cr)
            }
            cairo_restore(cr)
        }
    }

    /// Clears `region` of `cr`'s surface.
    private static func clear(_ cr: OpaquePointer, _ region: Region) {
        cairo_save(cr)
        region.addPath(to: cr)
        cairo_set_operator(cr, CAIRO_OPERATOR_CLEAR)
        cairo_fill(cr)
        cairo_restore(cr)
    }

    /// Whether every item a frame repaints may be composited on any thread: prepared layers and
    /// plain shapes (text, surfaces and apps' pixels use caches of this thread's).
    private static func composesAnywhere(_ items: [DisplayItem], _ occlusion: Occlusion) -> Bool {
        items.indices.allSatisfy { i in
            guard occlusion.visible[i] != nil else { return true }
            switch items[i] {
            case .layer, .fill, .verticalGradient, .roundedRect: return true
            case .surface, .text, .clipped, .roundedClip, .hosted, .window, .image: return false
            }
        }
    }

    /// The naive path: clears the damage and draws every item that meets it.
    private func drawEverything(_ list: DisplayList, on cr: OpaquePointer, damage: [Rect]?) {
        if let damage {
            guard !damage.isEmpty else { return }
            for r in damage.map({ $0.scaled(by: scale) }) { cairo_rectangle(cr, r.minX, r.minY, r.width, r.height) }
            cairo_clip(cr)
        }
        cairo_set_operator(cr, CAIRO_OPERATOR_CLEAR)
        cairo_paint(cr)
        cairo_set_operator(cr, CAIRO_OPERATOR_OVER)
        cairo_scale(cr, scale, scale)
        for item in list.items where damage.map({ d in d.contains { $0.intersects(item.bounds) } }) ?? true {
            painter.draw(item, on: cr)
        }
    }

    /// Draws `list` (whole points) onto a new surface of the list's size in pixels (points × ``scale``,
    /// rounded up); both sizes within ``Limits/canvasProblem(width:height:)``.
    public func render(_ list: DisplayList) throws(RenderError) -> ImageSurface {
        let (w, h) = DisplayScale.pixels(of: list.size, scale: scale)
        guard Limits.canvasProblem(width: list.size.width, height: list.size.height) == nil,
              Limits.canvasProblem(width: w, height: h) == nil else { throw .invalidSize(width: w, height: h) }
        let surface = try ImageSurface(width: Int(w), height: Int(h))
        draw(list, on: surface)
        return surface
    }
}
