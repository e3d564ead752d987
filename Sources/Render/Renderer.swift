import CCairo
import Model

/// Draws display lists onto cairo image surfaces. It keeps blurred shadows between frames, so one
/// renderer should draw every frame of a window.
public final class Renderer {
    private let text: TextPainter
    private let shadows = ShadowCache()

    public init(fonts: FontLibrary) {
        text = TextPainter(fonts: fonts)
    }

    /// How many shadow masks had to be blurred so far (the rest came from the cache).
    public var shadowBlurs: Int { shadows.misses }

    /// Draws `list` onto `surface`. With `damage`, only those rectangles are repainted and items
    /// outside them are skipped.
    public func draw(_ list: DisplayList, on surface: ImageSurface, damage: [Rect]? = nil) {
        let cr = cairo_create(surface.surface)!
        defer { cairo_destroy(cr) }
        if let damage {
            guard !damage.isEmpty else { return }
            for r in damage { cairo_rectangle(cr, r.minX, r.minY, r.width, r.height) }
            cairo_clip(cr)
        }
        cairo_set_operator(cr, CAIRO_OPERATOR_CLEAR)
        cairo_paint(cr)
        cairo_set_operator(cr, CAIRO_OPERATOR_OVER)
        for item in list.items where damage.map({ d in d.contains { $0.intersects(item.bounds) } }) ?? true {
            draw(item, on: cr)
        }
    }

    /// Draws `list` onto a new surface of the list's size.
    public func render(_ list: DisplayList) throws(RenderError) -> ImageSurface {
        let w = list.size.width, h = list.size.height
        guard w.isFinite, h.isFinite, w == w.rounded(), h == h.rounded(),
              (1...Double(ImageSurface.maximumSide)).contains(w), (1...Double(ImageSurface.maximumSide)).contains(h) else {
            throw .invalidSize(width: w, height: h)
        }
        let surface = try ImageSurface(width: Int(w), height: Int(h))
        draw(list, on: surface)
        return surface
    }

    private func draw(_ item: DisplayItem, on cr: OpaquePointer) {
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
            for child in children { draw(child, on: cr) }
            cairo_restore(cr)
        case .group(let g):
            drawGroup(g, on: cr)
        }
    }

    /// A group is drawn into its own layer when translucent, then painted at its opacity; the
    /// scale applies to the children only.
    private func drawGroup(_ g: GroupItem, on cr: OpaquePointer) {
        guard g.opacity > 0, g.scale > 0 else { return }
        let layered = g.opacity < 1
        if layered { cairo_push_group(cr) }
        cairo_save(cr)
        cairo_translate(cr, g.anchor.x, g.anchor.y)
        cairo_scale(cr, g.scale, g.scale)
        cairo_translate(cr, -g.anchor.x, -g.anchor.y)
        for child in g.items { draw(child, on: cr) }
        cairo_restore(cr)
        if layered {
            cairo_pop_group_to_source(cr)
            cairo_paint_with_alpha(cr, g.opacity)
        }
    }

    private func drawSurface(_ s: SurfaceItem, on cr: OpaquePointer) {
        for shadow in s.shadows where !shadow.hidden && shadow.opacity > 0 {
            let shape = s.frame.outsetBy(shadow.spread)
            guard let mask = shadows.mask(size: shape.size, radii: s.radii, blurRadius: shadow.radius) else { continue }
            setColor(cr, shadow.color.withAlpha(multipliedBy: shadow.opacity))
            let pad = Double(mask.padding)
            cairo_mask_surface(cr, mask.surface, shape.minX + shadow.offset.dx - pad, shape.minY + shadow.offset.dy - pad)
        }
        setColor(cr, s.background)
        Path.roundedRect(cr, s.frame, s.radii)
        cairo_fill(cr)
        if let b = s.border, b.width > 0 {
            let inner = s.frame.insetBy(b.width / 2)
            let r = s.radii
            let radii = CornerRadii(topLeft: max(0, r.topLeft - b.width / 2), topRight: max(0, r.topRight - b.width / 2),
                                    bottomRight: max(0, r.bottomRight - b.width / 2), bottomLeft: max(0, r.bottomLeft - b.width / 2))
            setColor(cr, b.color)
            cairo_set_line_width(cr, b.width)
            Path.roundedRect(cr, inner, radii)
            cairo_stroke(cr)
        }
    }

    private func setColor(_ cr: OpaquePointer, _ c: Color) {
        cairo_set_source_rgba(cr, c.red, c.green, c.blue, c.alpha)
    }
}
