import CCairo
import Model

/// Lays text out with pango in a frame and paints it with cairo.
struct TextPainter {
    let fonts: FontLibrary

    func draw(_ text: String, in frame: Rect, style: TextStyle, on cr: OpaquePointer) {
        // A frame narrower than one glyph would show only a stray ellipsis.
        guard frame.width >= style.size, frame.height > 0 else { return }
        pango_cairo_update_context(cr, fonts.context)
        let layout = pango_layout_new(fonts.context)!
        defer { g_object_unref(UnsafeMutableRawPointer(layout)) }
        let desc = pango_font_description_new()!
        defer { pango_font_description_free(desc) }
        pango_font_description_set_family(desc, style.family)
        pango_font_description_set_absolute_size(desc, style.size * Double(PANGO_SCALE))
        pango_font_description_set_weight(desc, style.bold ? PANGO_WEIGHT_BOLD : PANGO_WEIGHT_NORMAL)
        pango_layout_set_font_description(layout, desc)
        pango_layout_set_text(layout, text, -1)
        pango_layout_set_width(layout, Int32(frame.width * Double(PANGO_SCALE)))
        pango_layout_set_ellipsize(layout, PANGO_ELLIPSIZE_END)
        if style.wraps {
            pango_layout_set_wrap(layout, PANGO_WRAP_WORD_CHAR)
            pango_layout_set_height(layout, Int32(frame.height * Double(PANGO_SCALE)))
        } else {
            pango_layout_set_single_paragraph_mode(layout, 1)
        }
        switch style.alignment {
        case .leading: pango_layout_set_alignment(layout, PANGO_ALIGN_LEFT)
        case .center: pango_layout_set_alignment(layout, PANGO_ALIGN_CENTER)
        case .trailing: pango_layout_set_alignment(layout, PANGO_ALIGN_RIGHT)
        }
        var ink = PangoRectangle(), logical = PangoRectangle()
        pango_layout_get_pixel_extents(layout, &ink, &logical)
        // One line of text is centred vertically in its frame; wrapped text starts at the top.
        let top = style.wraps ? frame.minY : frame.minY + ((frame.height - Double(logical.height)) / 2).rounded()
        cairo_save(cr)
        cairo_rectangle(cr, frame.minX, frame.minY, frame.width, frame.height)
        cairo_clip(cr)
        cairo_set_source_rgba(cr, style.color.red, style.color.green, style.color.blue, style.color.alpha)
        cairo_move_to(cr, frame.minX, top)
        pango_cairo_show_layout(cr, layout)
        cairo_restore(cr)
    }
}
