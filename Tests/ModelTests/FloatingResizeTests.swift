import Model
import Testing

@Suite("Floating: resize hit zones, cursors and frames")
struct FloatingResizeTests {
    let frame = Rect(x: 100, y: 100, width: 400, height: 300)
    /// Frame limits 200×194 … 600×600.
    let start = Rect(x: 100, y: 100, width: 400, height: 344)

    func resize(_ handle: ResizeHandle) -> PanelResize {
        PanelResize(start: start, handle: handle, sizes: FloatingFixtures.sizes)
    }

    @Test func hitZonesStraddleTheBorder() {
        #expect(ResizeHitZones.zoneWidth == 8)
        #expect(ResizeHitZones.cornerLength == 16)
        func hit(_ x: Double, _ y: Double) -> ResizeHandle? { ResizeHitZones.handle(at: Point(x: x, y: y), frame: frame) }
        // Left band: 96 ..< 104.
        #expect(hit(96, 250) == .left)
        #expect(hit(98, 250) == .left)
        #expect(hit(103, 250) == .left)
        #expect(hit(95, 250) == nil)
        #expect(hit(104, 250) == nil)
        #expect(hit(502, 250) == .right)
        #expect(hit(497, 250) == .right)
        #expect(hit(250, 98) == .top)
        #expect(hit(250, 103) == .top)
        #expect(hit(250, 402) == .bottom)
        #expect(hit(250, 397) == .bottom)
        // Corners reach 16 pt along each edge.
        #expect(hit(98, 98) == .topLeft)
        #expect(hit(110, 98) == .topLeft)
        #expect(hit(120, 98) == .top)
        #expect(hit(98, 110) == .topLeft)
        #expect(hit(98, 120) == .left)
        #expect(hit(502, 98) == .topRight)
        #expect(hit(490, 102) == .topRight)
        #expect(hit(98, 395) == .bottomLeft)
        #expect(hit(495, 402) == .bottomRight)
        #expect(hit(502, 390) == .bottomRight)
        // Title bar and body are not handles; far away neither.
        #expect(hit(250, 120) == nil)
        #expect(hit(250, 300) == nil)
        #expect(hit(0, 0) == nil)
    }

    @Test func eachEdgeAndCornerMovesOnlyItsEdges() {
        #expect(resize(.right).frame(for: Vector(dx: 50, dy: 30)) == Rect(x: 100, y: 100, width: 450, height: 344))
        #expect(resize(.bottom).frame(for: Vector(dx: 50, dy: 100)) == Rect(x: 100, y: 100, width: 400, height: 444))
        #expect(resize(.bottomRight).frame(for: Vector(dx: 10, dy: 10)) == Rect(x: 100, y: 100, width: 410, height: 354))
        // Left and top keep the opposite edge (right at 500, bottom at 444) still.
        #expect(resize(.left).frame(for: Vector(dx: -50, dy: 7)) == Rect(x: 50, y: 100, width: 450, height: 344))
        #expect(resize(.top).frame(for: Vector(dx: 9, dy: -56)) == Rect(x: 100, y: 44, width: 400, height: 400))
        #expect(resize(.topLeft).frame(for: Vector(dx: 50, dy: 50)) == Rect(x: 150, y: 150, width: 350, height: 294))
        #expect(resize(.topRight).frame(for: Vector(dx: 50, dy: 50)) == Rect(x: 100, y: 150, width: 450, height: 294))
        #expect(resize(.bottomLeft).frame(for: Vector(dx: -20, dy: 20)) == Rect(x: 80, y: 100, width: 420, height: 364))
    }

    @Test func settledFramesClampToMinimumAndMaximum() {
        #expect(resize(.right).settled(for: Vector(dx: 500, dy: 0)) == Rect(x: 100, y: 100, width: 600, height: 344))
        #expect(resize(.left).settled(for: Vector(dx: 300, dy: 0)) == Rect(x: 300, y: 100, width: 200, height: 344))
        #expect(resize(.left).settled(for: Vector(dx: -400, dy: 0)) == Rect(x: -100, y: 100, width: 600, height: 344))
        #expect(resize(.top).settled(for: Vector(dx: 0, dy: 300)) == Rect(x: 100, y: 250, width: 400, height: 194))
        #expect(resize(.bottom).settled(for: Vector(dx: 0, dy: 1000)) == Rect(x: 100, y: 100, width: 400, height: 600))
        #expect(resize(.bottomRight).settled(for: Vector(dx: -1000, dy: -1000)) == Rect(x: 100, y: 100, width: 200, height: 194))
        #expect(resize(.topLeft).settled(for: Vector(dx: -1000, dy: 1000)) == Rect(x: -100, y: 250, width: 600, height: 194))
    }

    @Test func pastTheLimitsTheFrameRubberBands() {
        // Width 700 asked, max 600: 600 + (1 − 1/(100·0.55/600 + 1))·600.
        let over = resize(.right).frame(for: Vector(dx: 300, dy: 0))
        #expect(FloatingFixtures.close(over.width, 650.381679389313))
        #expect(over.width > 600 && over.width < 700)
        // Width 150 asked, min 200: 200 − (1 − 1/(50·0.55/200 + 1))·200, right edge still at 500.
        let under = resize(.left).frame(for: Vector(dx: 250, dy: 0))
        #expect(FloatingFixtures.close(under.width, 175.82417582417582))
        #expect(FloatingFixtures.close(under.maxX, 500))
        // Much further it still never reaches zero.
        #expect(resize(.left).frame(for: Vector(dx: 10_000, dy: 0)).width > 0)
        // Released, it springs back to the limit.
        #expect(resize(.right).settled(for: Vector(dx: 300, dy: 0)).width == 600)
    }

    @Test func settledFrameKeepsTheTitleBarBelowTheWindowTop() {
        let reach = PanelReachability(area: FloatingFixtures.window)
        let r = PanelResize(start: Rect(x: 100, y: 50, width: 400, height: 344), handle: .top, sizes: FloatingFixtures.sizes)
        // Asked: top at −50 (height 444); the top stops at 0, the bottom stays at 394.
        #expect(r.settled(for: Vector(dx: 0, dy: -100), reachability: reach) == Rect(x: 100, y: 0, width: 400, height: 394))
        // A right edge dragged far beyond the window is fine (max 600 wide): the title bar is still in.
        let wide = PanelResize(start: Rect(x: 900, y: 50, width: 400, height: 344), handle: .right, sizes: FloatingFixtures.sizes)
        #expect(wide.settled(for: Vector(dx: 100, dy: 0), reachability: reach) == Rect(x: 900, y: 50, width: 500, height: 344))
    }

    /// Issue 14 (the storm): a panel grabbed by its top edge mid-animation, a hair narrower than its
    /// minimum, settled at that width: the edges the handle does not move are limited too.
    @Test func settledFrameLimitsTheLengthsTheHandleDoesNotMove() {
        let r = PanelResize(start: Rect(x: 30, y: 0, width: 199.999999999, height: 700), handle: .top, sizes: FloatingFixtures.sizes)
        #expect(r.settled(for: .zero) == Rect(x: 30, y: 100, width: 200, height: 600))
        let side = PanelResize(start: Rect(x: 30, y: 0, width: 700, height: 193.5), handle: .right, sizes: FloatingFixtures.sizes)
        #expect(side.settled(for: Vector(dx: -150, dy: 0)) == Rect(x: 30, y: 0, width: 550, height: 194))
    }

    @Test func managerResizesOnlyFloatingResizablePanels() {
        var m = FloatingFixtures.manager(["a", "b"])
        m.present("a", floatingAt: start)
        #expect(m.endResize("a", from: .left, delta: Vector(dx: -50, dy: 0)) == Rect(x: 50, y: 100, width: 450, height: 344))
        #expect(m.frame(of: "a") == Rect(x: 50, y: 100, width: 450, height: 344))
        #expect(m.endResize("a", from: .bottomRight, delta: Vector(dx: 1000, dy: 1000)) == Rect(x: 50, y: 100, width: 600, height: 600))
        // A fixed-size panel has no handles.
        m.add(ManagedPanel(id: "fixed", sizes: PanelContentSizes(preferred: Size(width: 200, height: 100))))
        m.present("fixed", floatingAt: Rect(x: 700, y: 100, width: 200, height: 144))
        #expect(m.resize("fixed", from: .right) == nil)
        #expect(m.endResize("fixed", from: .right, delta: Vector(dx: 10, dy: 0)) == nil)
        // A hidden panel neither.
        #expect(m.resize("b", from: .right) == nil)
    }
}
