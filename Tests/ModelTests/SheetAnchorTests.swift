import Model
import Testing

@Suite("Sheet anchors")
struct SheetAnchorTests {
    static let tall = Size(width: 400, height: 800)
    static let wide = Size(width: 900, height: 500)

    /// (edge, size, expected full/half/tip extents, expected free-edge coordinate at half).
    static let standardCases: [(SheetEdge, Size, [Double], Double)] = [
        (.bottom, tall, [782, 400, 69], 400), (.bottom, wide, [482, 250, 69], 250),
        (.top, tall, [782, 400, 69], 400), (.top, wide, [482, 250, 69], 250),
        (.left, tall, [382, 200, 69], 200), (.left, wide, [882, 450, 69], 450),
        (.right, tall, [382, 200, 69], 200), (.right, wide, [882, 450, 69], 450),
    ]

    @Test(arguments: standardCases)
    func standardLayoutOnEveryEdge(edge: SheetEdge, size: Size, extents: [Double], halfCoordinate: Double) {
        let r = SheetLayout.standard.resolved(edge: edge, size: size)
        #expect(r.states == [.tip, .half, .full])
        #expect([r.extent(of: .full), r.extent(of: .half), r.extent(of: .tip)] == extents)
        #expect(r.extent(of: .hidden) == -100)
        #expect(edge.coordinate(ofExtent: r.extent(of: .half)!, in: size) == halfCoordinate)
    }

    @Test func freeEdgeCoordinatesPerEdge() {
        let size = Self.tall
        // Tip (69 pt) on each edge of a 400×800 window.
        #expect(SheetEdge.bottom.coordinate(ofExtent: 69, in: size) == 731)
        #expect(SheetEdge.top.coordinate(ofExtent: 69, in: size) == 69)
        #expect(SheetEdge.left.coordinate(ofExtent: 69, in: size) == 69)
        #expect(SheetEdge.right.coordinate(ofExtent: 69, in: size) == 331)
    }

    @Test(arguments: [SheetEdge.bottom, .top, .left, .right])
    func safeAreaMovesSafeAreaAnchorsOnly(edge: SheetEdge) {
        let insets = EdgeInsets(top: 20, left: 10, bottom: 34, right: 30)
        let layout = SheetLayout(anchors: [
            .full: .absolute(18, fromAttachedEdge: false, reference: .safeArea),
            .half: .fractional(0.5, fromAttachedEdge: true, reference: .safeArea),
            .tip: .absolute(69, fromAttachedEdge: true, reference: .window),
        ], initialState: .half, safeArea: insets)
        let size = Size(width: 600, height: 800)
        let r = layout.resolved(edge: edge, size: size)
        let (near, far): (Double, Double) = switch edge {
        case .bottom: (34, 20)
        case .top: (20, 34)
        case .left: (10, 30)
        case .right: (30, 10)
        }
        let length = edge.length(of: size)
        #expect(r.extent(of: .full) == length - far - 18)
        #expect(r.extent(of: .half) == near + 0.5 * (length - near - far))
        #expect(r.extent(of: .tip) == 69)
    }

    @Test func safeAreaNumbersForABottomSheet() {
        var layout = SheetLayout.standard
        layout.safeArea = EdgeInsets(top: 20, bottom: 34)
        let r = layout.resolved(edge: .bottom, size: Self.tall)
        #expect(r.extent(of: .full) == 762)
        #expect(r.extent(of: .half) == 407)
        #expect(r.extent(of: .tip) == 103)
    }

    @Test func fractionalFromTheFarEdgeAndIntrinsicAnchors() {
        let layout = SheetLayout(anchors: [
            .full: .fractional(0.1, fromAttachedEdge: false, reference: .window),
            .half: .intrinsic(offset: 20, reference: .window),
            .tip: .intrinsicFraction(0.75, reference: .window),
        ], initialState: .half)
        let r = layout.resolved(edge: .bottom, size: Self.tall, contentLength: 300)
        #expect(r.extent(of: .full) == 720)
        #expect(r.extent(of: .half) == 280)
        #expect(r.extent(of: .tip) == 75)
        // Content that grows moves the intrinsic anchors with it.
        let grown = layout.resolved(edge: .bottom, size: Self.tall, contentLength: 500)
        #expect(grown.extent(of: .half) == 480)
    }

    @Test func customStatesSitBetweenByOrder() {
        let peek = SheetState(name: "peek", order: 750)
        var layout = SheetLayout.standard
        layout.anchors[peek] = .fractional(0.75, fromAttachedEdge: true, reference: .window)
        let r = layout.resolved(edge: .bottom, size: Self.tall)
        #expect(r.states == [.tip, .half, peek, .full])
        #expect(r.extent(of: peek) == 600)
        #expect(r.neighbour(of: .half, forward: true) == peek)
        #expect(r.neighbour(of: .full, forward: true) == nil)
    }

    @Test func adaptiveLayoutSwapsWithTheWindowShape() {
        let wideLayout = SheetLayout(anchors: [.full: .absolute(10, fromAttachedEdge: false, reference: .window),
                                               .tip: .absolute(60, fromAttachedEdge: true, reference: .window)],
                                     initialState: .tip)
        let adaptive = AdaptiveSheetLayout(tall: .standard, wide: wideLayout)
        #expect(adaptive.layout(for: Self.tall) == .standard)
        #expect(adaptive.layout(for: Self.wide) == wideLayout)
    }

    @Test func backdropAlphaInterpolatesBetweenStates() {
        let r = SheetLayout.standard.resolved(edge: .bottom, size: Self.tall)
        #expect(r.backdropAlpha(at: 782) == 0.3)
        #expect(r.backdropAlpha(at: 400) == 0)
        #expect(abs(r.backdropAlpha(at: 591) - 0.15) < 1e-12)
        #expect(r.backdropAlpha(at: 69) == 0)
        #expect(r.backdropAlpha(at: 900) == 0.3)
        var dimmedTip = SheetLayout.standard
        dimmedTip.backdropAlpha = [.full: 0.4, .tip: 0.2]
        let d = dimmedTip.resolved(edge: .bottom, size: Self.tall)
        // Between hidden (0) and tip (0.2): halfway is 0.1.
        #expect(abs(d.backdropAlpha(at: (69 - 100) / 2) - 0.1) < 1e-12)
    }
}
