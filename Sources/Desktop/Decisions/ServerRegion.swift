import Model

/// Where the X server may show an app's new pixels itself, copying them from the app's window to
/// the window Flotilla draws in (its frame's pixels): the app's area as the last frame showed it
/// one to one, less the pixels of its rounded corners the clip does not cover wholly (Flotilla's:
/// blended with what lies behind) and less what Flotilla drew above the panel. A decision, as a
/// value: ``route(_:)`` says, for what the app drew, whether the server shows it and where.
public struct ServerRegion: Hashable, Sendable {
    /// The app's pixels in the frame's: its window's top-left pixel at the origin.
    public let area: PixelRect
    /// Where the server shows the app's pixels as they are.
    public let drawn: [PixelRect]
    /// The corners' pixels the clip covers in part and nothing drawn above covers: Flotilla's,
    /// drawn from its own copy of the app's pixels the next time it draws the panel.
    public let corners: [PixelRect]

    /// How far inside the corners' arcs (pixels) a pixel must lie to be taken as wholly covered:
    /// the rasteriser draws an arc as line segments within a tenth of a pixel.
    static let arcMargin = 0.25

    /// The region for an app shown one to one at `area` (points) with `radii` corners, under
    /// `covered` (points), at `scale` pixels a point; nil unless its top-left falls on a pixel.
    public init?(area: Rect, radii: CornerRadii, covered: [Rect], scale: Double) {
        let x = area.minX * scale, y = area.minY * scale
        guard scale > 0, abs(x - x.rounded()) < 1e-6, abs(y - y.rounded()) < 1e-6 else { return nil }
        let whole = Rect(x: x.rounded(), y: y.rounded(), width: (area.width * scale + 1e-6).rounded(.down),
                         height: (area.height * scale + 1e-6).rounded(.down))
        guard whole.width > 0, whole.height > 0 else { return nil }
        let hidden = covered.map { Rect(x: ($0.minX * scale).rounded(.down), y: ($0.minY * scale).rounded(.down),
                                        width: ($0.maxX * scale).rounded(.up) - ($0.minX * scale).rounded(.down),
                                        height: ($0.maxY * scale).rounded(.up) - ($0.minY * scale).rounded(.down)) }
        let arcs = Self.corners(of: whole, radii: radii, scale: scale)
        let squares = arcs.map(\.square)
        let inside = whole.subtracting(squares) + arcs.flatMap(\.covered)
        self.area = PixelRect(whole)
        drawn = inside.flatMap { $0.subtracting(hidden) }.map(PixelRect.init)
        corners = arcs.flatMap { $0.square.subtracting($0.covered) }.flatMap { $0.subtracting(hidden) }.map(PixelRect.init)
    }

    /// What of `damage` (rectangles of the app's window, its pixels) the server shows, in the same
    /// pixels (the frame's less ``area``'s origin); nil when part of it lies where only Flotilla
    /// may draw it (under what it drew above the panel), which then draws all of it. Damage in the
    /// corners' partly covered pixels is left to Flotilla's next drawing of the panel.
    public func route(_ damage: [PixelRect]) -> [PixelRect]? {
        let bounds = Rect(area)
        let placed = damage.map { Rect(x: Double($0.x + area.x), y: Double($0.y + area.y), width: Double($0.width), height: Double($0.height)) }
            .map { $0.intersection(bounds) }.filter { !$0.isEmpty }
        let drawn = self.drawn.map(Rect.init), corners = self.corners.map(Rect.init)
        guard placed.allSatisfy({ $0.subtracting(drawn + corners).isEmpty }) else { return nil }
        let pieces: [Rect] = placed.flatMap { piece in drawn.map { $0.intersection(piece) }.filter { !$0.isEmpty } }
        let origin = area
        return pieces.map { r -> PixelRect in
            PixelRect(x: Int(r.minX) - origin.x, y: Int(r.minY) - origin.y, width: Int(r.width), height: Int(r.height))
        }
    }

    /// A rounded corner's square of pixels and, row by row, those of them the clip covers wholly.
    private struct Corner {
        let square: Rect
        let covered: [Rect]
    }

    /// The four corners of `whole` (pixels) rounded by `radii` (points): each square of pixels the
    /// arc crosses and the runs of them wholly inside it.
    private static func corners(of whole: Rect, radii: CornerRadii, scale: Double) -> [Corner] {
        let specs: [(radius: Double, sx: Double, sy: Double)] = [
            (radii.topLeft, -1, -1), (radii.topRight, 1, -1), (radii.bottomRight, 1, 1), (radii.bottomLeft, -1, 1),
        ]
        return specs.compactMap { spec in
            let r = spec.radius * scale
            guard r > 0 else { return nil }
            let side = min(r.rounded(.up), whole.width, whole.height)
            let left = spec.sx < 0 ? whole.minX : whole.maxX - side, top = spec.sy < 0 ? whole.minY : whole.maxY - side
            let cx = spec.sx < 0 ? whole.minX + r : whole.maxX - r, cy = spec.sy < 0 ? whole.minY + r : whole.maxY - r
            /// Whether point (px, py) lies inside the rounded rectangle (near this corner).
            func inside(_ px: Double, _ py: Double) -> Bool {
                guard (px - cx) * spec.sx > 0, (py - cy) * spec.sy > 0 else { return true }
                let dx = px - cx, dy = py - cy
                return (dx * dx + dy * dy).squareRoot() <= r - arcMargin
            }
            var runs: [Rect] = []
            for row in 0..<Int(side) {
                let py = top + Double(row)
                let columns = (0..<Int(side)).filter { column in
                    let px = left + Double(column)
                    return inside(px, py) && inside(px + 1, py) && inside(px, py + 1) && inside(px + 1, py + 1)
                }
                guard let first = columns.first, let last = columns.last else { continue }
                runs.append(Rect(x: left + Double(first), y: py, width: Double(last - first + 1), height: 1))
            }
            return Corner(square: Rect(x: left, y: top, width: side, height: side), covered: runs)
        }
    }
}
