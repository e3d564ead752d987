import Foundation
import Model
import Testing

/// A window 1280×800 with margin 8 leaves the area x 8…1272, y 8…792; the standard arrow stands 10
/// out, the corner radius is 13, so the arrow's base centre stays 13 + 10 = 23 from the frame's ends.
@Suite("Popovers: placement (flip, slide, shrink) and outline")
struct PopoverPlacementTests {
    static let window = Rect(x: 0, y: 0, width: 1280, height: 800)
    /// 80×40, centred at (640, 400).
    static let middle = Rect(x: 600, y: 380, width: 80, height: 40)
    static let content = Size(width: 300, height: 200)

    static func place(_ source: Rect, _ side: PopoverSide = .bottom, content: Size = content,
                      minimum: Size = .zero, in window: Rect = window) -> PopoverLayout {
        PopoverPlacer.place(PopoverRequest(source: source, contentSize: content, minimumSize: minimum,
                                           preferredSide: side), in: window)
    }

    /// A request from `side` at `source`, and where it should land.
    struct Case: Sendable, CustomTestStringConvertible {
        var source: Rect, side: PopoverSide, landsOn: PopoverSide, frame: Rect, tip: Point
        var testDescription: String { "\(side) at (\(source.minX), \(source.minY)) → \(landsOn)" }

        init(_ source: Rect, _ side: PopoverSide, _ landsOn: PopoverSide, _ frame: Rect, tip: (Double, Double)) {
            (self.source, self.side, self.landsOn, self.frame) = (source, side, landsOn, frame)
            self.tip = Point(x: tip.0, y: tip.1)
        }
    }

    static func check(_ c: Case) -> PopoverLayout {
        let l = place(c.source, c.side)
        #expect(l.side == c.landsOn)
        #expect(l.frame == c.frame)
        #expect(l.arrowTip == c.tip)
        #expect(l.arrowBase == (c.landsOn.isVertical ? c.tip.x : c.tip.y))
        return l
    }

    @Test(arguments: [
        Case(middle, .bottom, .bottom, Rect(x: 490, y: 430, width: 300, height: 200), tip: (640, 420)),
        Case(middle, .top, .top, Rect(x: 490, y: 170, width: 300, height: 200), tip: (640, 380)),
        Case(middle, .right, .right, Rect(x: 690, y: 300, width: 300, height: 200), tip: (680, 400)),
        Case(middle, .left, .left, Rect(x: 290, y: 300, width: 300, height: 200), tip: (600, 400)),
        Case(middle, .any, .bottom, Rect(x: 490, y: 430, width: 300, height: 200), tip: (640, 420)),
    ])
    func eachSideInARoomyWindow(_ c: Case) {
        let l = Self.check(c)
        #expect(!l.flipped && !l.slid && !l.shrunk)
        #expect(l.arrow == .standard && l.cornerRadius == 13)
        let arrowBox = switch c.landsOn {
        case .top: Rect(x: 630, y: 370, width: 20, height: 10)
        case .right: Rect(x: 680, y: 390, width: 10, height: 20)
        case .left: Rect(x: 590, y: 390, width: 10, height: 20)
        default: Rect(x: 630, y: 420, width: 20, height: 10)
        }
        #expect(l.bounds == l.frame.union(arrowBox))
    }

    @Test(arguments: [
        Case(Rect(x: 600, y: 700, width: 80, height: 40), .bottom, .top, Rect(x: 490, y: 490, width: 300, height: 200), tip: (640, 700)),
        Case(Rect(x: 600, y: 20, width: 80, height: 40), .top, .bottom, Rect(x: 490, y: 70, width: 300, height: 200), tip: (640, 60)),
        Case(Rect(x: 1200, y: 380, width: 60, height: 40), .right, .left, Rect(x: 890, y: 300, width: 300, height: 200), tip: (1200, 400)),
        Case(Rect(x: 20, y: 380, width: 60, height: 40), .left, .right, Rect(x: 90, y: 300, width: 300, height: 200), tip: (80, 400)),
        // Room below exactly 200: stays; one point less: flips.
        Case(Rect(x: 600, y: 542, width: 80, height: 40), .bottom, .bottom, Rect(x: 490, y: 592, width: 300, height: 200), tip: (640, 582)),
        Case(Rect(x: 600, y: 543, width: 80, height: 40), .bottom, .top, Rect(x: 490, y: 333, width: 300, height: 200), tip: (640, 543)),
    ])
    func flipsNearEachWindowEdge(_ c: Case) {
        let l = Self.check(c)
        #expect(l.flipped == (c.landsOn != c.side))
        #expect(!l.slid && !l.shrunk)
    }

    @Test(arguments: [
        // Centred would start at x −10; the arrow stays on the source.
        Case(Rect(x: 100, y: 380, width: 80, height: 40), .bottom, .bottom, Rect(x: 8, y: 430, width: 300, height: 200), tip: (140, 420)),
        // Near the corners the arrow's base stops 23 from the frame's ends.
        Case(Rect(x: 10, y: 10, width: 40, height: 30), .bottom, .bottom, Rect(x: 8, y: 50, width: 300, height: 200), tip: (31, 40)),
        Case(Rect(x: 1230, y: 10, width: 40, height: 30), .bottom, .bottom, Rect(x: 972, y: 50, width: 300, height: 200), tip: (1249, 40)),
        Case(Rect(x: 20, y: 770, width: 40, height: 20), .right, .right, Rect(x: 70, y: 592, width: 300, height: 200), tip: (60, 769)),
    ])
    func slidesAlongTheEdgeNearCorners(_ c: Case) {
        let l = Self.check(c)
        #expect(l.slid && !l.flipped && !l.shrunk)
    }

    @Test(arguments: [
        // Visible part x 0…100: the arrow aims at x 50, not at the whole source's centre −50.
        Case(Rect(x: -200, y: 300, width: 300, height: 40), .bottom, .bottom, Rect(x: 8, y: 350, width: 300, height: 200), tip: (50, 340)),
        // Visible part y 0…20: no room above it, so below it.
        Case(Rect(x: 600, y: -30, width: 80, height: 50), .top, .bottom, Rect(x: 490, y: 30, width: 300, height: 200), tip: (640, 20)),
    ])
    func aimsAtTheVisiblePartOfASourcePartlyOutside(_ c: Case) {
        _ = Self.check(c)
    }

    @Test(arguments: [
        Case(Rect(x: 1300, y: 380, width: 40, height: 40), .left, .left, Rect(x: 970, y: 300, width: 300, height: 200), tip: (1280, 400)),
        Case(Rect(x: 600, y: 900, width: 80, height: 40), .bottom, .top, Rect(x: 490, y: 590, width: 300, height: 200), tip: (640, 800)),
        Case(Rect(x: -100, y: -100, width: 20, height: 20), .bottom, .bottom, Rect(x: 8, y: 10, width: 300, height: 200), tip: (31, 0)),
    ])
    func pointsAtTheWindowEdgeForASourceWhollyOutside(_ c: Case) {
        _ = Self.check(c)
    }

    @Test(arguments: [
        Rect(x: 0, y: 0, width: 10, height: 10), Rect(x: 100, y: 100, width: 0, height: 0),
        Rect(x: 50, y: 50, width: -20, height: 5), Rect(x: 0, y: 0, width: 1000, height: 12),
    ])
    func aWindowTooSmallGivesAFiniteLayoutInsideIt(_ window: Rect) {
        for side in PopoverSide.allCases {
            let l = Self.place(Rect(x: 2, y: 2, width: 4, height: 4), side, minimum: Size(width: 50, height: 50), in: window)
            let w = Rect(x: window.minX, y: window.minY, width: max(0, window.width), height: max(0, window.height))
            #expect(l.side != .any)
            #expect(Self.finite(l) && l.frame.width >= 0 && l.frame.height >= 0)
            #expect(Self.inside(l.frame, w) && Self.inside(l.arrowTip, w))
        }
        let tiny = Self.place(Rect(x: 2, y: 2, width: 4, height: 4), in: Rect(x: 0, y: 0, width: 10, height: 10))
        #expect(tiny.frame == Rect(x: 5, y: 5, width: 0, height: 0))
        #expect(tiny.arrowTip == Point(x: 5, y: 5) && tiny.arrow == PopoverArrow(width: 0, length: 0))
    }

    @Test func shrinksToTheWindowOnTheRoomierSide() {
        let big = Size(width: 2000, height: 1000), source = Rect(x: 600, y: 300, width: 80, height: 40)
        let below = Self.place(source, .bottom, content: big)
        #expect(below.frame == Rect(x: 8, y: 350, width: 1264, height: 442))
        #expect(below.shrunk && !below.slid && !below.flipped)
        // Neither side holds 1000: the roomier one (below, 442 against 282) wins over the preferred.
        let above = Self.place(source, .top, content: big)
        #expect(above.side == .bottom && above.flipped && above.frame == below.frame)
    }

    @Test func neverShrinksBelowTheMinimumUnlessTheWindowIsSmaller() {
        let source = Rect(x: 600, y: 300, width: 80, height: 40)
        // 442 of room below, minimum 500: the frame slides up over the source, the arrow shrinks to 0.
        let l = Self.place(source, content: Size(width: 300, height: 600), minimum: Size(width: 200, height: 500))
        #expect(l.frame == Rect(x: 490, y: 292, width: 300, height: 500))
        #expect(l.slid && l.shrunk)
        #expect(l.arrowTip == Point(x: 640, y: 292) && l.arrow.length == 0)
        // A minimum wider than the window: the window minus margins.
        let wide = Self.place(Self.middle, content: Size(width: 100, height: 100), minimum: Size(width: 2000, height: 100))
        #expect(wide.frame == Rect(x: 8, y: 430, width: 1264, height: 100) && wide.shrunk)
        // Content smaller than the minimum is raised to it, which is not shrinking.
        let raised = Self.place(Self.middle, content: Size(width: 100, height: 50), minimum: Size(width: 200, height: 80))
        #expect(raised.frame == Rect(x: 540, y: 430, width: 200, height: 80) && !raised.shrunk)
    }

    @Test func aNarrowFrameCentresANarrowedArrow() {
        let narrow = Self.place(Rect(x: 10, y: 10, width: 10, height: 10), content: Size(width: 30, height: 100))
        #expect(narrow.frame == Rect(x: 8, y: 30, width: 30, height: 100))
        #expect(narrow.arrowBase == 23 && narrow.arrowTip == Point(x: 23, y: 20))
        #expect(narrow.arrow == PopoverArrow(width: 4, length: 10) && narrow.cornerRadius == 13)
        // Corner radius fitted to 20×10: 5, leaving 10 of straight edge for the arrow.
        let small = Self.place(Self.middle, content: Size(width: 20, height: 10))
        #expect(small.frame == Rect(x: 630, y: 430, width: 20, height: 10) && small.cornerRadius == 5)
        #expect(small.arrow.width == 10 && small.arrowBase == 640)
    }

    @Test(arguments: [
        Case(middle, .any, .bottom, Rect(x: 490, y: 430, width: 300, height: 200), tip: (640, 420)),
        Case(Rect(x: 600, y: 700, width: 80, height: 40), .any, .top, Rect(x: 490, y: 490, width: 300, height: 200), tip: (640, 700)),
        // 82 above and below: right, then left.
        Case(Rect(x: 600, y: 100, width: 80, height: 600), .any, .right, Rect(x: 690, y: 300, width: 300, height: 200), tip: (680, 400)),
        Case(Rect(x: 1100, y: 100, width: 80, height: 600), .any, .left, Rect(x: 790, y: 300, width: 300, height: 200), tip: (1100, 400)),
    ])
    func anyTriesBottomTopRightLeft(_ c: Case) {
        #expect(!Self.check(c).flipped)
    }

    @Test func anyWithNoSideThatFitsTakesTheLeastShort() {
        // 900×500 content: 418 short above and below, 18 short on the right, 618 on the left.
        let l = Self.place(Rect(x: 300, y: 100, width: 80, height: 600), .any, content: Size(width: 900, height: 500))
        #expect(l.side == .right && !l.flipped && l.shrunk)
        #expect(l.frame == Rect(x: 390, y: 150, width: 882, height: 500))
    }

    @Test func outlineStartsAtTheTopLeftArcEndAndCarriesTheArrow() {
        let path = PopoverOutline.segments(for: Self.place(Self.middle))
        #expect(path.first == .move(Point(x: 503, y: 430)))
        #expect(Array(path[1...3]) == [.line(Point(x: 630, y: 430)), .line(Point(x: 640, y: 420)), .line(Point(x: 650, y: 430))])
        #expect(path[4] == .line(Point(x: 777, y: 430)))
        #expect(path[5] == .arc(center: Point(x: 777, y: 443), radius: 13, startAngle: -.pi / 2, endAngle: 0))
        #expect(path.last == .close && path.count == 13)
        let half = PopoverOutline.segments(for: Self.place(Self.middle), arrowScale: 0.5)
        #expect(Array(half[1...3]) == [.line(Point(x: 635, y: 430)), .line(Point(x: 640, y: 425)), .line(Point(x: 645, y: 430))])
    }

    @Test(arguments: [PopoverSide.top, .bottom, .left, .right])
    func outlineIsClosedClockwiseAndRetractsItsArrow(_ side: PopoverSide) {
        let l = Self.place(Self.middle, side)
        let path = PopoverOutline.segments(for: l)
        #expect(path.contains(.line(l.arrowTip)))
        #expect(Self.signedArea(Self.trace(path)) > 0)
        let plain = PopoverOutline.segments(for: l, arrowScale: 0)
        #expect(plain.count == 10 && plain.last == .close)
        #expect(Self.trace(plain).allSatisfy { Self.inside($0, l.frame) })
    }

    @Test func randomRequestsStayInsideFiniteAndOnTheEdge() {
        var rng = SplitMix64(seed: 0x9090_5EED)
        func uniform(_ lo: Double, _ hi: Double) -> Double { lo + (hi - lo) * rng.unit() }
        for i in 0..<500 {
            let window = Rect(x: uniform(-100, 100), y: uniform(-100, 100), width: uniform(0, 1600), height: uniform(0, 1000))
            let source = Rect(x: window.minX + uniform(-200, window.width + 200), y: window.minY + uniform(-200, window.height + 200),
                              width: uniform(0, 300), height: uniform(0, 300))
            let request = PopoverRequest(
                source: source, contentSize: Size(width: uniform(0, 1500), height: uniform(0, 1000)),
                minimumSize: Size(width: uniform(0, 400), height: uniform(0, 300)),
                preferredSide: PopoverSide.allCases[Int(rng.next() % 5)],
                arrow: PopoverArrow(width: uniform(0, 40), length: uniform(0, 20)),
                cornerRadius: uniform(0, 30), margin: uniform(0, 20))
            let l = PopoverPlacer.place(request, in: window)
            let m = request.margin, area = window.insetBy(m), minimum = request.minimumSize
            #expect(Self.finite(l) && l.frame.width >= 0 && l.frame.height >= 0 && l.side != .any, "case \(i)")
            #expect(Self.inside(l.frame, window) && Self.inside(l.arrowTip, window), "case \(i)")
            if window.width >= 2 * m, window.height >= 2 * m, area.width >= minimum.width, area.height >= minimum.height {
                #expect(Self.inside(l.frame, area), "case \(i)")
                #expect(l.frame.width >= minimum.width - 1e-9 && l.frame.height >= minimum.height - 1e-9, "case \(i)")
            }
            let (lo, hi) = l.side.isVertical ? (l.frame.minX, l.frame.maxX) : (l.frame.minY, l.frame.maxY)
            let clear = l.cornerRadius + l.arrow.width / 2
            #expect(l.arrowBase >= lo + clear - 1e-9 && l.arrowBase <= hi - clear + 1e-9, "case \(i)")
            #expect(Self.inside(l.frame, l.bounds) && Self.inside(l.arrowTip, l.bounds), "case \(i)")
        }
    }

    // MARK: - Helpers

    static func finite(_ l: PopoverLayout) -> Bool {
        [l.frame.minX, l.frame.minY, l.frame.width, l.frame.height, l.arrowTip.x, l.arrowTip.y, l.arrowBase,
         l.arrow.width, l.arrow.length, l.cornerRadius, l.bounds.minX, l.bounds.minY, l.bounds.width, l.bounds.height]
            .allSatisfy(\.isFinite)
    }

    static func inside(_ p: Point, _ r: Rect, _ e: Double = 1e-9) -> Bool {
        p.x >= r.minX - e && p.x <= r.maxX + e && p.y >= r.minY - e && p.y <= r.maxY + e
    }

    static func inside(_ a: Rect, _ r: Rect) -> Bool {
        inside(a.origin, r) && inside(Point(x: a.maxX, y: a.maxY), r)
    }

    /// The outline's points in order (each arc's end), checking that every arc starts where the
    /// path stood and that the path is back at its start when it closes.
    static func trace(_ path: [PathSegment]) -> [Point] {
        var points: [Point] = []
        for segment in path {
            switch segment {
            case .move(let p), .line(let p): points.append(p)
            case let .arc(c, r, a0, a1):
                let start = Point(x: c.x + r * cos(a0), y: c.y + r * sin(a0))
                #expect(points.last.map { ($0 - start).length < 1e-9 } == true)
                points.append(Point(x: c.x + r * cos(a1), y: c.y + r * sin(a1)))
            case .close:
                #expect(points.last.map { ($0 - points[0]).length < 1e-9 } == true)
                points.append(points[0])
            }
        }
        return points
    }

    /// Twice the signed area of a closed polygon: positive when clockwise on screen (y down).
    static func signedArea(_ points: [Point]) -> Double {
        zip(points, points.dropFirst()).reduce(0) { $0 + $1.0.x * $1.1.y - $1.1.x * $1.0.y }
    }
}
