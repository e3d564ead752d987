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
}
