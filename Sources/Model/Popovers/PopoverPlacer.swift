/// Places anchored popovers the way GTK4 does: flip, then slide, then shrink.
public enum PopoverPlacer {
    /// The sides `.any` tries, in order.
    public static let anyOrder: [PopoverSide] = [.bottom, .top, .right, .left]
    /// In a window narrower than this, a popover shows as a bottom sheet (UIKit's adaptive
    /// presentation; the compact width of shared/panels.md).
    public static let compactWidth = 500.0
    /// A sheet leaves at least this much of the window above it.
    public static let sheetTopInset = 44.0

    /// `request` in `window`: as a popover, or as a bottom sheet in a window narrower than
    /// ``compactWidth`` — the window's full width, as tall as the content (at most the window less
    /// ``sheetTopInset``), corners rounded at the top only, no arrow.
    public static func layout(_ request: PopoverRequest, in window: Rect) -> PopoverLayout {
        guard window.width < compactWidth else { return place(request, in: window) }
        let height = min(max(0, request.contentSize.height.isFinite ? request.contentSize.height : 0),
                         max(0, window.height - sheetTopInset))
        let frame = Rect(x: window.minX, y: window.maxY - height, width: max(0, window.width), height: height)
        return PopoverLayout(side: .top, frame: frame, arrowTip: Point(x: frame.midX, y: frame.minY), arrowBase: frame.midX,
                             arrow: PopoverArrow(width: 0, length: 0), cornerRadius: min(request.cornerRadius, frame.width / 2, height / 2),
                             flipped: false, slid: false, shrunk: height < request.contentSize.height, bounds: frame, isSheet: true)
    }

    /// The layout of `request` in `window`.
    ///
    /// - The source is first clamped to the window, edge by edge: a source partly outside is aimed
    ///   at by its visible part; one wholly outside becomes a line (or point) on the nearest window
    ///   edge, and the arrow points there.
    /// - The area is the window minus `margin` on each side; where the window is narrower than two
    ///   margins, the margins on that axis shrink to half the window, leaving an area of size 0 at
    ///   the window's centre.
    /// - The content size is raised to `minimumSize`. A side fits when the space between the
    ///   source's edge plus the arrow's length and the area's far edge holds the content. The
    ///   preferred side is used if it fits, else its opposite if that fits, else whichever of the two
    ///   has more room (the preferred one on a tie). `.any` takes the first of `anyOrder` that fits,
    ///   else the one that falls least short (room minus content extent), earlier sides on a tie.
    /// - The frame is centred on the source along the edge, then slid to stay inside the area.
    /// - Then it shrinks: across the edge to the area, along the source to the room on its side, but
    ///   never below `minimumSize` unless the area is smaller, where it takes the area's size (0 for
    ///   an empty area). A frame kept at its minimum size beyond the room slides off the source to
    ///   stay inside the area; the arrow then shortens to the gap left, to 0 where the frame covers
    ///   the source's edge. So the frame always lies inside the window, inside the area whenever
    ///   the area holds `minimumSize`, and the arrow's tip always lies inside the window.
    /// - The arrow's base centre is the source's centre projected onto the edge, clamped so the base
    ///   stays clear of the fitted corner radius; on an edge too short for the whole base the arrow
    ///   narrows to the straight part and is centred.
    public static func place(_ request: PopoverRequest, in window: Rect) -> PopoverLayout {
        let request = request.sanitized, window = window.sanitized
        let area = area(of: window, margin: request.margin)
        let source = request.source.clamped(into: window)
        let wanted = Size(width: max(request.contentSize.width, request.minimumSize.width),
                          height: max(request.contentSize.height, request.minimumSize.height))
        let length = request.arrow.length

        /// The source's edge facing a popover on `side`.
        func sourceEdge(_ side: PopoverSide) -> Double { side.opposite.edge(of: source) }
        /// Where the frame's edge facing the source sits when the arrow's tip touches the source.
        func near(_ side: PopoverSide) -> Double { sourceEdge(side) - side.sign * length }
        func room(_ side: PopoverSide) -> Double {
            let (lo, hi) = area.span(side.isVertical)
            return side.sign < 0 ? hi - max(lo, near(side)) : min(hi, near(side)) - lo
        }
        func slack(_ side: PopoverSide) -> Double { room(side) - wanted.extent(side.isVertical) }
        let side = chooseSide(request.preferredSide, slack: slack)
        let vertical = side.isVertical

        let main = min(max(min(wanted.extent(vertical), max(0, room(side))), request.minimumSize.extent(vertical)),
                       area.size.extent(vertical))
        let cross = min(wanted.extent(!vertical), area.size.extent(!vertical))
        let attached = side.sign < 0 ? near(side) : near(side) - main
        let aim = source.mid(!vertical)
        let centred = aim - cross / 2
        let (mainLo, mainHi) = area.span(vertical), (crossLo, crossHi) = area.span(!vertical)
        let mainAt = attached.clamped(mainLo, mainHi - main)
        let crossAt = centred.clamped(crossLo, crossHi - cross)
        let frame = vertical ? Rect(x: crossAt, y: mainAt, width: cross, height: main)
                             : Rect(x: mainAt, y: crossAt, width: main, height: cross)

        let radius = min(request.cornerRadius, frame.width / 2, frame.height / 2)
        let (edgeLo, edgeHi) = frame.span(!vertical)
        let width = min(request.arrow.width, max(0, edgeHi - edgeLo - 2 * radius))
        let baseLo = edgeLo + radius + width / 2, baseHi = edgeHi - radius - width / 2
        let base = baseLo <= baseHi ? aim.clamped(to: baseLo...baseHi) : (edgeLo + edgeHi) / 2
        let edge = side.edge(of: frame)
        let reach = (side.sign * (sourceEdge(side) - edge)).clamped(to: 0...length)
        let tipMain = edge + side.sign * reach
        let tip = vertical ? Point(x: base, y: tipMain) : Point(x: tipMain, y: base)
        let baseA = vertical ? Point(x: base - width / 2, y: edge) : Point(x: edge, y: base - width / 2)
        let baseB = vertical ? Point(x: base + width / 2, y: edge) : Point(x: edge, y: base + width / 2)

        return PopoverLayout(
            side: side, frame: frame, arrowTip: tip, arrowBase: base,
            arrow: PopoverArrow(width: width, length: reach), cornerRadius: radius,
            flipped: request.preferredSide != .any && side != request.preferredSide,
            slid: mainAt != attached || crossAt != centred,
            shrunk: frame.width < wanted.width || frame.height < wanted.height,
            bounds: frame.hull([tip, baseA, baseB]))
    }

    /// The side to use for `preferred`, given each side's room minus the content's extent: the
    /// first candidate that fits, else the one with the most slack (the earlier on a tie).
    private static func chooseSide(_ preferred: PopoverSide, slack: (PopoverSide) -> Double) -> PopoverSide {
        let candidates = preferred == .any ? anyOrder : [preferred, preferred.opposite]
        if let fitting = candidates.first(where: { slack($0) >= 0 }) { return fitting }
        return candidates.dropFirst().reduce(candidates[0]) { slack($1) > slack($0) ? $1 : $0 }
    }

    /// `window` minus `margin` on every side, the margins on an axis at most half the window.
    private static func area(of window: Rect, margin: Double) -> Rect {
        let mx = min(margin, window.width / 2), my = min(margin, window.height / 2)
        return Rect(x: window.minX + mx, y: window.minY + my,
                    width: window.width - 2 * mx, height: window.height - 2 * my)
    }
}

extension PopoverSide {
    /// The direction from the frame's edge to the arrow's tip along the main axis: −1 when the
    /// popover is below or right of its source, +1 above or left.
    fileprivate var sign: Double { self == .bottom || self == .right ? -1 : 1 }

    /// The edge of `rect` that faces the source when `rect` is a popover on this side.
    fileprivate func edge(of rect: Rect) -> Double {
        switch self {
        case .bottom: rect.minY
        case .top: rect.maxY
        case .right: rect.minX
        case .left, .any: rect.maxX
        }
    }
}

extension Size {
    /// The height when `vertical`, else the width.
    fileprivate func extent(_ vertical: Bool) -> Double { vertical ? height : width }
}

extension Rect {
    /// The rectangle's extent along y when `vertical`, else along x.
    fileprivate func span(_ vertical: Bool) -> (lo: Double, hi: Double) {
        vertical ? (minY, maxY) : (minX, maxX)
    }

    /// The centre's y when `vertical`, else its x.
    fileprivate func mid(_ vertical: Bool) -> Double { vertical ? midY : midX }

    /// The part of the rectangle inside `window`, each edge clamped to it.
    fileprivate func clamped(into window: Rect) -> Rect {
        let x0 = minX.clamped(to: window.minX...window.maxX), x1 = maxX.clamped(to: window.minX...window.maxX)
        let y0 = minY.clamped(to: window.minY...window.maxY), y1 = maxY.clamped(to: window.minY...window.maxY)
        return Rect(x: x0, y: y0, width: x1 - x0, height: y1 - y0)
    }

    /// The smallest rectangle holding this one and `points`, empty or not.
    fileprivate func hull(_ points: [Point]) -> Rect {
        let xs = points.map(\.x) + [minX, maxX], ys = points.map(\.y) + [minY, maxY]
        let x0 = xs.min() ?? minX, y0 = ys.min() ?? minY
        return Rect(x: x0, y: y0, width: (xs.max() ?? maxX) - x0, height: (ys.max() ?? maxY) - y0)
    }

    /// Finite coordinates and non-negative, finite size.
    fileprivate var sanitized: Rect {
        Rect(x: minX.finiteOrZero, y: minY.finiteOrZero, width: width.lengthOrZero, height: height.lengthOrZero)
    }
}

extension Double {
    fileprivate var finiteOrZero: Double { isFinite ? self : 0 }
    fileprivate var lengthOrZero: Double { isFinite ? Swift.max(0, self) : 0 }

    /// The value limited to `lo...hi`, or `lo` when `hi < lo`.
    fileprivate func clamped(_ lo: Double, _ hi: Double) -> Double { clamped(to: lo...Swift.max(lo, hi)) }
}

extension PopoverRequest {
    fileprivate var sanitized: PopoverRequest {
        PopoverRequest(
            source: source.sanitized,
            contentSize: Size(width: contentSize.width.lengthOrZero, height: contentSize.height.lengthOrZero),
            minimumSize: Size(width: minimumSize.width.lengthOrZero, height: minimumSize.height.lengthOrZero),
            preferredSide: preferredSide,
            arrow: PopoverArrow(width: arrow.width.lengthOrZero, length: arrow.length.lengthOrZero),
            cornerRadius: cornerRadius.lengthOrZero, margin: margin.lengthOrZero)
    }
}
