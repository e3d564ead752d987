import CCairo
import Model

/// Draws display items as vectors onto a cairo context: shapes, surfaces with their shadows,
/// text, clips. Layers go back to the renderer, which composites them from its cache or, on the
/// naive path, draws them here too.
final class ItemPainter {
    private let text: TextPainter
    let shadows = ShadowCache()
    /// Device pixels per point: shadow masks are blurred in pixels.
    private let scale: Double
    /// Draws a layer item; set by the renderer.
    var drawLayer: (LayerItem, OpaquePointer) -> Void = { _, _ in }
    /// Hosted applications' pixels (nil: offscreen, every app drawn as its placeholder).
    var hostedPixels: HostedPixels?
    /// Image files (icons) as read, at the sizes drawn.
    let icons = IconImages()

    init(text: TextPainter, scale: Double = 1) {
        self.text = text
        self.scale = scale
    }

    /// Ends a frame: kept shadow masks and text layouts that are no longer used may go.
    func endFrame() {
        shadows.endFrame()
        text.endFrame()
    }

    func draw(_ items: [DisplayItem], on cr: OpaquePointer) {
        for item in items { draw(item, on: cr) }
    }

    func draw(_ item: DisplayItem, on cr: OpaquePointer) {
        switch item {
        case .fill(let r, let c):
            setColor(cr, c)
            cairo_rectangle(cr, r.minX, r.minY, r.width, r.height)
            cairo_fill(cr)
        case .verticalGradient(let r, let top, let bottom):
            let g = cairo_pattern_create_linear(0, r.minY, 0, r.maxY)!
            cairo_pattern_add_color_stop_rgba(g, 0, top.red, top.green, top.blue, top.alpha)
            cairo_pattern_add_color_stop_rgba(g, 1, bottom.red, bottom.green, bottom.blue, bottom.alpha)
            cairo_set_source(cr, g)
            cairo_rectangle(cr, r.minX, r.minY, r.width, r.height)
            cairo_fill(cr)
            cairo_pattern_destroy(g)
        case .roundedRect(let r, let radii, let c):
            setColor(cr, c)
            Path.roundedRect(cr, r, radii.fitted(to: r.size))
            cairo_fill(cr)
        case .surface(let s):
            drawSurface(s, on: cr)
        case .text(let string, let frame, let style):
            text.draw(string, in: frame, style: style, on: cr)
        case .clipped(let r, let children):
            cairo_save(cr)
            cairo_rectangle(cr, r.minX, r.minY, r.width, r.height)
            cairo_clip(cr)
            draw(children, on: cr)
            cairo_restore(cr)
        case .roundedClip(let r, let radii, let children):
            cairo_save(cr)
            Path.roundedRect(cr, r, radii.fitted(to: r.size))
            cairo_clip(cr)
            draw(children, on: cr)
            cairo_restore(cr)
        case .layer(let l):
            drawLayer(l, cr)
        case .hosted(let r, let content):
            drawPixels(of: content.panel, in: r, placeholder: content.name, on: cr)
        case .window(let r, let id, _, _):
            drawPixels(of: id, in: r, placeholder: nil, on: cr)
        case .image(let path, let r):
            icons.draw(path, in: r, scale: scale, on: cr)
        }
    }

    /// The pixels of `panel`'s app from their top-left at `r`'s, one per device pixel, clipped to
    /// `r`; where there are none yet, a quiet placeholder with the app's name (`placeholder`), or nothing.
    private func drawPixels(of panel: PanelID, in r: Rect, placeholder: String?, on cr: OpaquePointer) {
        let image = hostedPixels?.image(of: panel)
        guard image != nil || placeholder != nil else { return }
        cairo_save(cr)
        defer { cairo_restore(cr) }
        cairo_rectangle(cr, r.minX, r.minY, r.width, r.height)
        cairo_clip(cr)
        if let image {
            cairo_translate(cr, r.minX, r.minY)
            cairo_scale(cr, 1 / scale, 1 / scale)
            let shrunk = Self.pixelsPerUnit(cr)
            if let shrunk, shrunk < 1 {
                // In a layer drawn smaller (an exposé cell drawn ahead).
                MipLevels.paint(image.surface, width: image.width, height: image.height, shrunkTo: shrunk, on: cr)
            } else {
                cairo_set_source_surface(cr, image.surface, 0, 0)
                cairo_paint(cr)
            }
        } else if let placeholder {
            setColor(cr, Self.placeholderFill)
            cairo_paint(cr)
            text.draw(placeholder, in: Rect(x: r.minX, y: r.midY - 10, width: r.width, height: 20), style: Self.placeholderStyle, on: cr)
        }
    }

    /// Clips `cr` (one unit a device pixel) to the whole device pixels of `mask` outside those
    /// wholly inside `covered`, where the opaque surface drawn next hides its shadow: the shadow
    /// is blended over its ring alone. Both edges fall on whole pixels, so cairo clips to a region
    /// (not through a mask of its own).
    private static func clipToRing(_ cr: OpaquePointer, mask: Rect, covered: Rect) {
        var m = cairo_matrix_t()
        cairo_get_matrix(cr, &m)
        guard m.xx == 1, m.yy == 1, m.xy == 0, m.yx == 0 else { return }
        let hole = (left: (covered.minX + m.x0).rounded(.up), top: (covered.minY + m.y0).rounded(.up),
                    right: (covered.maxX + m.x0).rounded(.down), bottom: (covered.maxY + m.y0).rounded(.down))
        guard hole.right > hole.left, hole.bottom > hole.top else { return }
        let outer = (left: (mask.minX + m.x0).rounded(.down), top: (mask.minY + m.y0).rounded(.down),
                     right: (mask.maxX + m.x0).rounded(.up), bottom: (mask.maxY + m.y0).rounded(.up))
        cairo_set_fill_rule(cr, CAIRO_FILL_RULE_EVEN_ODD)
        cairo_rectangle(cr, outer.left - m.x0, outer.top - m.y0, outer.right - outer.left, outer.bottom - outer.top)
        cairo_rectangle(cr, hole.left - m.x0, hole.top - m.y0, hole.right - hole.left, hole.bottom - hole.top)
        cairo_clip(cr)
    }

    /// Device pixels per user unit of `cr`'s transformation; nil unless it scales both axes alike
    /// (a translation and one positive scale).
    static func pixelsPerUnit(_ cr: OpaquePointer) -> Double? {
        var m = cairo_matrix_t()
        cairo_get_matrix(cr, &m)
        return m.xx > 0 && m.xx == m.yy && m.xy == 0 && m.yx == 0 ? m.xx : nil
    }

    /// The placeholder of an app with no pixels: a light grey ground and its name, centred.
    static let placeholderFill = Color.Palette.paleGray
    static let placeholderStyle = TextStyle(size: 13, color: Color.Palette.gray, alignment: .center)

    /// A layer drawn as vectors: translated to its origin, scaled, and faded as one group when it
    /// is translucent.
    func drawVectors(_ l: LayerItem, on cr: OpaquePointer) {
        guard l.opacity > 0, l.scale > 0 else { return }
        let translucent = l.opacity < 1
        if translucent { cairo_push_group(cr) }
        cairo_save(cr)
        cairo_translate(cr, l.origin.x, l.origin.y)
        cairo_scale(cr, l.scale, l.scale)
        draw(l.items, on: cr)
        cairo_restore(cr)
        if translucent {
            cairo_pop_group_to_source(cr)
            cairo_paint_with_alpha(cr, l.opacity)
        }
    }

    private func drawSurface(_ s: SurfaceItem, on cr: OpaquePointer) {
        // Masks are made in device pixels: the shape, its corners and the blur times the pixels a
        // point `cr` draws (the display's scale, and a smaller layer's besides), so that no mask
        // is resampled.
        let scale = Self.pixelsPerUnit(cr) ?? self.scale
        // What of the surface is surely opaque hides the shadows under it (``DisplayItem/opaqueRect``).
        let covered = DisplayItem.surface(s).opaqueRect?.scaled(by: scale)
        for shadow in s.shadows where !shadow.hidden && shadow.opacity > 0 {
            let shape = s.frame.outsetBy(shadow.spread)
            let mask: ShadowCache.Mask?, origin: Point
            if let arrow = s.arrow {
                let relative = arrow.relative(to: shape)
                mask = shadows.mask(size: shape.scaled(by: scale).size, cornerRadius: (s.radii.topLeft + shadow.spread) * scale,
                                    arrow: SurfaceArrow(side: relative.side, base: relative.base * scale, width: relative.width * scale,
                                                        length: relative.length * scale),
                                    blurRadius: shadow.radius * scale)
                origin = SurfaceItem(frame: shape, radii: s.radii, background: s.background, arrow: arrow).shapeBounds.origin
            } else {
                mask = shadows.mask(size: shape.scaled(by: scale).size, radii: s.radii.scaled(by: scale), blurRadius: shadow.radius * scale)
                origin = shape.origin
            }
            guard let mask else { continue }
            setColor(cr, shadow.color.withAlpha(multipliedBy: shadow.opacity))
            let pad = Double(mask.padding)
            let at = Point(x: (origin.x + shadow.offset.dx) * scale - pad, y: (origin.y + shadow.offset.dy) * scale - pad)
            cairo_save(cr)
            DeviceScale.remove(scale, from: cr)
            if let covered {
                Self.clipToRing(cr, mask: Rect(origin: at, size: Size(width: Double(mask.width), height: Double(mask.height))), covered: covered)
            }
            cairo_mask_surface(cr, mask.surface, at.x, at.y)
            cairo_restore(cr)
        }
        setColor(cr, s.background)
        Path.surface(cr, frame: s.frame, radii: s.radii, arrow: s.arrow)
        cairo_fill(cr)
        guard let b = s.border, b.width > 0 else { return }
        setColor(cr, b.color)
        if s.arrow != nil {
            // Inside the outline, arrow included: clipped to the shape, a stroke twice as wide.
            cairo_save(cr)
            Path.surface(cr, frame: s.frame, radii: s.radii, arrow: s.arrow)
            cairo_clip_preserve(cr)
            cairo_set_line_width(cr, 2 * b.width)
            cairo_stroke(cr)
            cairo_restore(cr)
            return
        }
        let inner = s.frame.insetBy(b.width / 2)
        let r = s.radii
        let radii = CornerRadii(topLeft: max(0, r.topLeft - b.width / 2), topRight: max(0, r.topRight - b.width / 2),
                                bottomRight: max(0, r.bottomRight - b.width / 2), bottomLeft: max(0, r.bottomLeft - b.width / 2))
        cairo_set_line_width(cr, b.width)
        Path.roundedRect(cr, inner, radii)
        cairo_stroke(cr)
    }

    private func setColor(_ cr: OpaquePointer, _ c: Color) {
        cairo_set_source_rgba(cr, c.red, c.green, c.blue, c.alpha)
    }
}
