import CCairo
import Model

/// Cairo paths for the shapes panels are made of.
enum Path {
    /// Adds a rectangle with a radius per corner to the current path.
    static func roundedRect(_ cr: OpaquePointer, _ r: Rect, _ radii: CornerRadii) {
        let halfPi = Double.pi / 2
        cairo_new_sub_path(cr)
        cairo_arc(cr, r.maxX - radii.topRight, r.minY + radii.topRight, radii.topRight, -halfPi, 0)
        cairo_arc(cr, r.maxX - radii.bottomRight, r.maxY - radii.bottomRight, radii.bottomRight, 0, halfPi)
        cairo_arc(cr, r.minX + radii.bottomLeft, r.maxY - radii.bottomLeft, radii.bottomLeft, halfPi, 2 * halfPi)
        cairo_arc(cr, r.minX + radii.topLeft, r.minY + radii.topLeft, radii.topLeft, 2 * halfPi, 3 * halfPi)
        cairo_close_path(cr)
    }

    /// Adds `segments` (a closed outline, e.g. a popover's with its arrow) to the current path.
    static func outline(_ cr: OpaquePointer, _ segments: [PathSegment]) {
        cairo_new_sub_path(cr)
        for segment in segments {
            switch segment {
            case .move(let p): cairo_move_to(cr, p.x, p.y)
            case .line(let p): cairo_line_to(cr, p.x, p.y)
            case .arc(let c, let radius, let start, let end): cairo_arc(cr, c.x, c.y, radius, start, end)
            case .close: cairo_close_path(cr)
            }
        }
    }

    /// Adds a surface's outline: its rounded rectangle, or its outline with the arrow.
    static func surface(_ cr: OpaquePointer, frame: Rect, radii: CornerRadii, arrow: SurfaceArrow?) {
        if let arrow {
            outline(cr, PopoverOutline.segments(frame: frame, cornerRadius: radii.topLeft, arrow: arrow))
        } else {
            roundedRect(cr, frame, radii)
        }
    }
}
