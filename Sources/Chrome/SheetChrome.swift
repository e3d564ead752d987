import Model

/// The drawing of a sheet with its free edge at an extent, as retained layers: the surface with its
/// grabber, the bottom bar's label, the content (title, search field, body) and each list, so a
/// sheet that moves or a list that scrolls is only composited again, not drawn again.
public enum SheetChrome {
    static let titleStyle = TextStyle(size: 17, bold: true, color: Color.Palette.nearBlack)
    static let rowTitleStyle = TextStyle(size: 14, color: Color.Palette.nearBlack)
    static let rowSubtitleStyle = TextStyle(size: 12, color: Color.Palette.gray)
    static let placeholderStyle = TextStyle(size: 14, color: Color.Palette.gray)
    static let bodyStyle = TextStyle(size: 13, color: Color.Palette.darkGray, wraps: true)
    static let separator = Color.Palette.separator
    static let fieldFill = Color.Palette.fieldFill

    /// How a sheet is in motion, for placing its layers.
    public struct Motion: Sendable {
        /// A spring or the pointer carries the sheet.
        public var isMoving: Bool
        /// Per list: it scrolls (held, flicked or wheeled).
        public var scrolling: [Bool]

        public init(isMoving: Bool = false, scrolling: [Bool] = []) {
            self.isMoving = isMoving
            self.scrolling = scrolling
        }
    }

    /// The layers for `sheet` drawn at `frame`, back to front, each of its lists scrolled by its entry
    /// in `scrollOffsets`; a sheet with a bottom bar shows it morphed into the sheet by `barProgress`
    /// (0: the bar, 1: the sheet). At rest every layer sits exactly where its items would be drawn;
    /// in `motion` they sit at whole points from where the surface's layer sits, so each one's
    /// pixels are drawn once and then only moved.
    public static func items(for sheet: SheetSpec, geometry: SheetGeometry, frame: Rect, scrollOffsets: [Double],
                             barProgress: Double = 1, motion: Motion = Motion()) -> [DisplayItem] {
        let placement = Placement(frame: frame, isMoving: motion.isMoving)
        let contentOpacity = sheet.bottomBar == nil ? 1 : SheetBarMorph.contentOpacity(barProgress)
        var items = surfaceItems(for: sheet, geometry: geometry, placement: placement, grabberOpacity: contentOpacity)
        let barOpacity = SheetBarMorph.barOpacity(barProgress)
        if let bar = sheet.bottomBar, barOpacity > 0 {
            let label = barItems(bar, geometry: geometry, frame: Rect(origin: .zero, size: frame.size))
            if !label.isEmpty {
                items.append(.layer(LayerItem(id: .sheetBar(sheet.id), origin: placement.origin, opacity: barOpacity, isMoving: motion.isMoving, items: label)))
            }
        }
        guard contentOpacity > 0 else { return items }
        return items + contentLayers(for: sheet, geometry: geometry, placement: placement, scrollOffsets: scrollOffsets,
                                     scrolling: motion.scrolling, opacity: contentOpacity)
    }

    /// The surface, in its layer (or drawn plainly while its size follows the motion: its pixels
    /// would not be drawn again), and the grabber at `grabberOpacity` (it fades with the content as
    /// a bottom bar morphs into the sheet; drawn plainly, as it is small, so the layer stays the same).
    private static func surfaceItems(for sheet: SheetSpec, geometry: SheetGeometry, placement: Placement, grabberOpacity: Double) -> [DisplayItem] {
        let frame = placement.frame, isMoving = placement.isMoving
        let retained = !isMoving || geometry.keepsItsLength
        let local = Rect(origin: .zero, size: frame.size)
        let surface = surfaceItem(for: sheet, geometry: geometry,
                                  frame: !retained ? frame : isMoving ? geometry.grown(local, by: overshootPadding(geometry, frame: frame)) : local)
        var items: [DisplayItem] = retained
            ? [.layer(LayerItem(id: .surface(.sheet(sheet.id)), origin: placement.origin, isMoving: isMoving, items: [surface]))]
            : [surface]
        let grabber = sheet.appearance.grabber
        if !grabber.hidden, grabberOpacity > 0 {
            let pill = geometry.grabberRect(grabber, in: retained ? Rect(origin: placement.origin, size: frame.size) : frame)
            items.append(.roundedRect(pill, CornerRadii(all: min(pill.width, pill.height) / 2), grabber.color.withAlpha(multipliedBy: grabberOpacity)))
        }
        return items
    }

    /// The content (title, search field, body) and each list, each a layer in its clip, at `opacity`.
    private static func contentLayers(for sheet: SheetSpec, geometry: SheetGeometry, placement: Placement, scrollOffsets: [Double],
                                      scrolling: [Bool], opacity: Double) -> [DisplayItem] {
        let frame = placement.frame, isMoving = placement.isMoving
        let content = SheetContentLayout.contentRect(for: sheet, geometry: geometry, frame: frame)
        guard !content.isEmpty else { return [] }
        let under = { (r: Rect) in backing(of: sheet, geometry: geometry, frame: frame, under: r) }
        var items: [DisplayItem] = []
        let inner = contentItems(for: sheet, size: content.size, backing: under(content))
        if !inner.isEmpty {
            let clip = placement.place(content, whole: isMoving)
            items.append(.clipped(clip, [.layer(LayerItem(id: .sheetContent(sheet.id), origin: clip.origin, opacity: opacity, isMoving: isMoving, items: inner))]))
        }
        let lists = SheetContentLayout.listRects(for: sheet, geometry: geometry, frame: frame)
        for (i, rows) in sheet.content.lists.enumerated() where !rows.isEmpty {
            let shown = lists[i].intersection(content)
            let offset = scrollOffsets.indices.contains(i) ? scrollOffsets[i] : 0
            let band = rowBand(count: rows.count, scrollOffset: offset, height: shown.maxY - lists[i].minY)
            guard !shown.isEmpty, !band.isEmpty else { continue }
            let moving = isMoving || (scrolling.indices.contains(i) && scrolling[i])
            let layer = LayerItem(id: .sheetList(sheet.id, index: i), origin: placement.place(Point(x: lists[i].minX, y: lists[i].minY - offset), whole: moving),
                                  opacity: opacity, isMoving: moving, items: listItems(rows, band: band, width: lists[i].width, backing: under(shown)))
            items.append(.clipped(placement.place(shown, whole: isMoving), [.layer(layer)]))
        }
        return items
    }

    /// Past its most expanded state a moving surface that keeps its length is drawn longer, past
    /// the window, by up to this much: so its layer is drawn again once a step, not every frame.
    static let overshootStep = 64.0

    /// How much longer than `frame` a moving surface that keeps its length is drawn: nothing up to
    /// the most expanded length, and up to the next whole ``overshootStep`` beyond it.
    private static func overshootPadding(_ geometry: SheetGeometry, frame: Rect) -> Double {
        let over = geometry.edge.length(of: frame.size) - geometry.mostExpandedExtent
        guard over > 0 else { return 0 }
        return (over / overshootStep).rounded(.up) * overshootStep - over
    }

    /// The surface's colour when `r` (in the window) lies on its plain opaque inside, else nil. A
    /// layer drawn there is backed by that colour, so its text is drawn on what it shows on, as if
    /// drawn in place (and the layer is opaque: copied, not blended).
    private static func backing(of sheet: SheetSpec, geometry: SheetGeometry, frame: Rect, under r: Rect) -> Color? {
        let s = sheet.appearance.surface
        guard s.background.alpha >= 1 else { return nil }
        let radii = geometry.radii(s.cornerRadius).fitted(to: frame.size), border = s.border?.width ?? 0
        // Within 0.3 of a corner's radius from both its edges a rectangle's corner stays inside the arc.
        let inside = frame.inset(by: EdgeInsets(top: border + 0.3 * max(radii.topLeft, radii.topRight),
                                                left: border + 0.3 * max(radii.topLeft, radii.bottomLeft),
                                                bottom: border + 0.3 * max(radii.bottomLeft, radii.bottomRight),
                                                right: border + 0.3 * max(radii.topRight, radii.bottomRight)))
        let within = r.minX >= inside.minX && r.minY >= inside.minY && r.maxX <= inside.maxX && r.maxY <= inside.maxY
        return within ? s.background : nil
    }

    /// The surface of `sheet` at `frame`.
    private static func surfaceItem(for sheet: SheetSpec, geometry: SheetGeometry, frame: Rect) -> DisplayItem {
        let s = sheet.appearance.surface
        return .surface(SurfaceItem(frame: frame, radii: geometry.radii(s.cornerRadius).fitted(to: frame.size),
                                    background: s.background, border: s.border, shadows: s.shadows))
    }

    /// Where a sheet's layers sit: its surface's at the frame's origin (at whole points while it
    /// moves), the others at their offsets from it.
    private struct Placement {
        let frame: Rect
        let isMoving: Bool
        let origin: Point

        init(frame: Rect, isMoving: Bool) {
            self.frame = frame
            self.isMoving = isMoving
            origin = isMoving ? Point(x: frame.minX.rounded(), y: frame.minY.rounded()) : frame.origin
        }

        /// Where `p` (in the window, drawn with the surface at `frame`) is placed: as far from the
        /// surface's layer as from the frame's origin, at whole points when `whole`.
        func place(_ p: Point, whole: Bool) -> Point {
            guard whole else { return p + (origin - frame.origin) }
            let d = p - frame.origin
            return origin + Vector(dx: d.dx.rounded(), dy: d.dy.rounded())
        }

        /// Where `r` is placed: both its corners as ``place(_:whole:)`` places them.
        func place(_ r: Rect, whole: Bool) -> Rect {
            guard whole else { return r.offsetBy(origin - frame.origin) }
            let min = place(r.origin, whole: whole), max = place(Point(x: r.maxX, y: r.maxY), whole: whole)
            return Rect(x: min.x, y: min.y, width: max.x - min.x, height: max.y - min.y)
        }
    }
}
