import CCairo
import Model

/// Lays text out with pango in a frame and paints it with cairo. With `cachesLayouts`, layouts are
/// kept by text, style and frame size (the least recently used of `capacity` go first, and those
/// unused for ``idleFrames`` frames), so text drawn again is not laid out again.
final class TextPainter {
    private struct Key: Hashable {
        let text: String
        let style: TextStyle
        let width: Double, height: Double
    }

    /// An owned `PangoLayout`.
    private final class Layout {
        let pointer: OpaquePointer
        init(_ pointer: OpaquePointer) { self.pointer = pointer }
        deinit { g_object_unref(UnsafeMutableRawPointer(pointer)) }
    }

    /// How many frames a layout outlives its last use: text is laid out when its layer is drawn,
    /// and a layer at rest is not drawn again.
    static let idleFrames = 30

    let fonts: FontLibrary
    let cachesLayouts: Bool
    private var layouts: LRU<Key, Layout>

    init(fonts: FontLibrary, cachesLayouts: Bool, capacity: Int = 512) {
        self.fonts = fonts
        self.cachesLayouts = cachesLayouts
        layouts = LRU(capacity: capacity, idleFrames: Self.idleFrames)
    }

    /// Ends a frame: layouts not used for ``idleFrames`` frames go.
    func endFrame() {
        layouts.endFrame()
    }

    func draw(_ text: String, in frame: Rect, style: TextStyle, on cr: OpaquePointer) {
        // A frame narrower than one glyph would show only a stray ellipsis.
        guard frame.width >= style.size, frame.height > 0 else { return }
        pango_cairo_update_context(cr, fonts.context)
        let layout = self.layout(text, width: frame.width, height: frame.height, style: style)
        var ink = PangoRectangle(), logical = PangoRectangle()
        pango_layout_get_pixel_extents(layout.pointer, &ink, &logical)
        // One line of text is centred vertically in its frame; wrapped text starts at the top.
        let top = style.wraps ? frame.minY : frame.minY + ((frame.height - Double(logical.height)) / 2).rounded()
        cairo_save(cr)
        cairo_rectangle(cr, frame.minX, frame.minY, frame.width, frame.height)
        cairo_clip(cr)
        if let highlight = style.highlight {
            cairo_set_source_rgba(cr, highlight.red, highlight.green, highlight.blue, highlight.alpha)
            cairo_rectangle(cr, frame.minX + Double(logical.x), top + Double(logical.y), Double(logical.width), Double(logical.height))
            cairo_fill(cr)
        }
        cairo_set_source_rgba(cr, style.color.red, style.color.green, style.color.blue, style.color.alpha)
        cairo_move_to(cr, frame.minX, top)
        pango_cairo_show_layout(cr, layout.pointer)
        cairo_restore(cr)
    }

    /// The height of `text` in `style` wrapped at `width`, all of it (no ellipsis), in points.
    func height(of text: String, style: TextStyle, width: Double) -> Double {
        let layout = Self.makeLayout(text, width: width, height: 0, style: style, context: fonts.context)
        defer { g_object_unref(UnsafeMutableRawPointer(layout)) }
        pango_layout_set_ellipsize(layout, PANGO_ELLIPSIZE_NONE)
        var ink = PangoRectangle(), logical = PangoRectangle()
        pango_layout_get_pixel_extents(layout, &ink, &logical)
        return Double(logical.height)
    }

    /// The layout of `text` in a frame of `width` (and `height`, for wrapped text).
    private func layout(_ text: String, width: Double, height: Double, style: TextStyle) -> Layout {
        let key = Key(text: text, style: style, width: width, height: style.wraps ? height : 0)
        if cachesLayouts, let kept = layouts.value(for: key) { return kept }
        let layout = Layout(Self.makeLayout(text, width: width, height: height, style: style, context: fonts.context))
        if cachesLayouts { layouts.insert(layout, for: key) }
        return layout
    }

    private static func makeLayout(_ text: String, width: Double, height: Double, style: TextStyle, context: OpaquePointer) -> OpaquePointer {
        let layout = pango_layout_new(context)!
        let desc = pango_font_description_new()!
        defer { pango_font_description_free(desc) }
        pango_font_description_set_family(desc, style.family)
        pango_font_description_set_absolute_size(desc, style.size * Double(PANGO_SCALE))
        pango_font_description_set_weight(desc, style.bold ? PANGO_WEIGHT_BOLD : PANGO_WEIGHT_NORMAL)
        pango_layout_set_font_description(layout, desc)
        pango_layout_set_text(layout, text, -1)
        pango_layout_set_width(layout, Int32(width * Double(PANGO_SCALE)))
        pango_layout_set_ellipsize(layout, PANGO_ELLIPSIZE_END)
        if style.wraps {
            pango_layout_set_wrap(layout, PANGO_WRAP_WORD_CHAR)
            pango_layout_set_height(layout, Int32(height * Double(PANGO_SCALE)))
        } else {
            pango_layout_set_single_paragraph_mode(layout, 1)
        }
        switch style.alignment {
        case .leading: pango_layout_set_alignment(layout, PANGO_ALIGN_LEFT)
        case .center: pango_layout_set_alignment(layout, PANGO_ALIGN_CENTER)
        case .trailing: pango_layout_set_alignment(layout, PANGO_ALIGN_RIGHT)
        }
        return layout
    }
}
