/// One step of a path, to replay with cairo (`cairo_move_to`, `cairo_line_to`, `cairo_arc`,
/// `cairo_close_path`).
public enum PathSegment: Hashable, Sendable {
    case move(Point)
    case line(Point)
    /// A circular arc swept from `startAngle` to `endAngle` by increasing angle, as `cairo_arc`
    /// draws it: angles in radians from +x towards +y, so clockwise on screen (y grows downwards).
    case arc(center: Point, radius: Double, startAngle: Double, endAngle: Double)
    case close
}

/// The outline of a popover's surface: a rounded rectangle with the arrow as part of it.
public enum PopoverOutline {
    /// The outline of `layout`, clockwise from the end of the top-left corner's arc (the top
    /// edge's left end): top edge, top-right arc, right edge, bottom-right arc, bottom edge,
    /// bottom-left arc, left edge, top-left arc, close. Corners are arcs of `layout.cornerRadius`,
    /// fitted again to the frame. The arrow (three lines: base start, tip, base end) sits on the
    /// edge facing the source, centred on `arrowBase`; `arrowScale` (clamped to 0…1) scales its
    /// width and length, and at 0 the outline is the plain rounded rectangle.
    public static func segments(for layout: PopoverLayout, arrowScale: Double = 1) -> [PathSegment] {
        let scale = arrowScale.isNaN ? 0 : arrowScale.clamped(to: 0...1)
        return segments(frame: layout.frame, cornerRadius: layout.cornerRadius,
                        arrow: SurfaceArrow(side: layout.side, base: layout.arrowBase,
                                            width: layout.arrow.width * scale, length: layout.arrow.length * scale))
    }

    /// The outline of a surface of `frame` with corners of `cornerRadius` and `arrow` (none when nil
    /// or of no size), as ``segments(for:arrowScale:)`` describes it.
    public static func segments(frame f: Rect, cornerRadius: Double, arrow shape: SurfaceArrow?) -> [PathSegment] {
        let r = max(0, min(cornerRadius, f.width / 2, f.height / 2))
        let half = (shape?.width ?? 0) / 2, reach = shape?.length ?? 0
        let b = shape?.base ?? 0
        func arrow(on side: PopoverSide, _ points: [Point]) -> [PathSegment] {
            half > 0 && reach > 0 && shape?.side == side ? points.map { .line($0) } : []
        }

        var path: [PathSegment] = [.move(Point(x: f.minX + r, y: f.minY))]
        path += arrow(on: .bottom, [Point(x: b - half, y: f.minY), Point(x: b, y: f.minY - reach),
                                    Point(x: b + half, y: f.minY)])
        path += [.line(Point(x: f.maxX - r, y: f.minY)),
                 .arc(center: Point(x: f.maxX - r, y: f.minY + r), radius: r, startAngle: -.pi / 2, endAngle: 0)]
        path += arrow(on: .left, [Point(x: f.maxX, y: b - half), Point(x: f.maxX + reach, y: b),
                                  Point(x: f.maxX, y: b + half)])
        path += [.line(Point(x: f.maxX, y: f.maxY - r)),
                 .arc(center: Point(x: f.maxX - r, y: f.maxY - r), radius: r, startAngle: 0, endAngle: .pi / 2)]
        path += arrow(on: .top, [Point(x: b + half, y: f.maxY), Point(x: b, y: f.maxY + reach),
                                 Point(x: b - half, y: f.maxY)])
        path += [.line(Point(x: f.minX + r, y: f.maxY)),
                 .arc(center: Point(x: f.minX + r, y: f.maxY - r), radius: r, startAngle: .pi / 2, endAngle: .pi)]
        path += arrow(on: .right, [Point(x: f.minX, y: b + half), Point(x: f.minX - reach, y: b),
                                   Point(x: f.minX, y: b - half)])
        path += [.line(Point(x: f.minX, y: f.minY + r)),
                 .arc(center: Point(x: f.minX + r, y: f.minY + r), radius: r, startAngle: .pi, endAngle: 3 * .pi / 2),
                 .close]
        return path
    }
}
