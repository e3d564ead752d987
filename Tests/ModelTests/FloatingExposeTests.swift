import Model
import Testing

@Suite("Floating: exposé grid and blocking")
struct FloatingExposeTests {
    let window = FloatingFixtures.window
    let assorted = [Size(width: 300, height: 444), Size(width: 400, height: 300), Size(width: 250, height: 250),
                    Size(width: 600, height: 400), Size(width: 200, height: 194)]

    /// Panels of assorted sizes scattered over the window (some overlapping, some off-screen).
    func scattered(_ n: Int) -> [Rect] {
        (0..<n).map { i in
            Rect(origin: Point(x: Double((i * 137) % 900) - 100, y: Double((i * 211) % 700) - 50),
                 size: assorted[i % assorted.count])
        }
    }

    /// The best scale over every grid shape, computed independently of ExposeGrid.
    func bestScale(_ sizes: [Size], padding: Double = 44, spacing: Double = 20) -> Double {
        let n = sizes.count
        return (1...n).map { c -> Double in
            let r = (n + c - 1) / c
            let w = (window.width - 2 * padding - Double(c - 1) * spacing) / Double(c)
            let h = (window.height - 2 * padding - Double(r - 1) * spacing) / Double(r)
            return sizes.map { min(w / $0.width, h / $0.height) }.min().map { min(1, $0) } ?? 1
        }.max()!
    }

    @Test(arguments: 1...20)
    func gridFitsWithoutOverlapAtTheBestScale(count: Int) {
        let frames = scattered(count)
        let grid = ExposeGrid.layout(frames: frames, in: window)
        #expect(grid.frames.count == count)
        #expect(grid.columns * grid.rows >= count && grid.columns * (grid.rows - 1) < count)
        #expect(grid.scale > 0 && grid.scale <= 1)
        #expect(FloatingFixtures.close(grid.scale, bestScale(frames.map(\.size)), 1e-12))
        let inner = window.insetBy(44)
        for (f, original) in zip(grid.frames, frames) {
            #expect(FloatingFixtures.close(f.width, original.width * grid.scale))
            #expect(FloatingFixtures.close(f.height, original.height * grid.scale))
            #expect(f.minX >= inner.minX - 1e-9 && f.maxX <= inner.maxX + 1e-9)
            #expect(f.minY >= inner.minY - 1e-9 && f.maxY <= inner.maxY + 1e-9)
        }
        for i in 0..<count {
            for j in (i + 1)..<max(i + 1, count) {
                let a = grid.frames[i], b = grid.frames[j]
                let gap = max(b.minX - a.maxX, a.minX - b.maxX, b.minY - a.maxY, a.minY - b.maxY)
                #expect(gap >= 20 - 1e-9, "panels \(i) and \(j) are \(gap) apart")
            }
        }
    }

    @Test func onePanelIsCentredUnscaled() {
        let grid = ExposeGrid.layout(frames: [Rect(x: 700, y: 500, width: 300, height: 444)], in: window)
        #expect(grid.scale == 1)
        #expect(grid.frames == [Rect(x: 362, y: 162, width: 300, height: 444)])
    }

    @Test func fourPanelsTakeATwoByTwoGridInSpatialOrder() {
        let s = Size(width: 400, height: 300)
        let frames = [Rect(origin: Point(x: 600, y: 400), size: s), Rect(origin: Point(x: 0, y: 0), size: s),
                      Rect(origin: Point(x: 600, y: 0), size: s), Rect(origin: Point(x: 0, y: 400), size: s)]
        let grid = ExposeGrid.layout(frames: frames, in: window)
        // Cells (936 − 20)/2 × (680 − 20)/2 = 458 × 330: 400 × 300 fits unscaled.
        #expect(grid.columns == 2 && grid.rows == 2)
        #expect(grid.cellSize == Size(width: 458, height: 330))
        #expect(grid.scale == 1)
        #expect(grid.frames == [Rect(x: 551, y: 409, width: 400, height: 300), Rect(x: 73, y: 59, width: 400, height: 300),
                                Rect(x: 551, y: 59, width: 400, height: 300), Rect(x: 73, y: 409, width: 400, height: 300)])
    }

    @Test func aPartlyFilledLastRowIsCentred() {
        let s = Size(width: 400, height: 300)
        let frames = [Rect(origin: .zero, size: s), Rect(origin: Point(x: 600, y: 0), size: s),
                      Rect(origin: Point(x: 300, y: 400), size: s)]
        let grid = ExposeGrid.layout(frames: frames, in: window)
        #expect(grid.columns == 2 && grid.rows == 2)
        #expect(grid.frames[2] == Rect(x: 312, y: 409, width: 400, height: 300))
    }

    @Test func manyPanelsScaleDown() {
        let s = Size(width: 400, height: 300)
        let twelve = ExposeGrid.layout(frames: (0..<12).map { Rect(origin: Point(x: Double($0), y: 0), size: s) }, in: window)
        // 4 × 3: cells 219 × 213.33, scale 219 / 400.
        #expect(twelve.columns == 4 && twelve.rows == 3)
        #expect(FloatingFixtures.close(twelve.scale, 0.5475))
        #expect(FloatingFixtures.close(twelve.frames[0], Rect(x: 44, y: 68.541666666666, width: 219, height: 164.25), 1e-9))
        let twenty = ExposeGrid.layout(frames: (0..<20).map { Rect(origin: Point(x: Double($0), y: 0), size: s) }, in: window)
        // 5 × 4: cells 171.2 × 155, scale 171.2 / 400.
        #expect(twenty.columns == 5 && twenty.rows == 4)
        #expect(FloatingFixtures.close(twenty.scale, 0.428))
    }

    @Test func blockingRulesAsData() {
        #expect(PanelInteraction.blockedDuringExpose == [.drag, .resize, .pin, .unpin, .keyboardMove, .keyboardResize])
        #expect(!PanelInteraction.drag.isAllowed(duringExpose: true))
        #expect(PanelInteraction.drag.isAllowed(duringExpose: false))
        #expect(PanelInteraction.focus.isAllowed(duringExpose: true))
    }

    @Test func managerExposeBlocksDragAndResizeAndAClickReturns() {
        var m = FloatingFixtures.manager(["a", "b", "p", "pin"])
        m.present("a", floatingAt: Rect(x: 600, y: 300, width: 300, height: 444))
        m.present("b", floatingAt: Rect(x: 0, y: 0, width: 300, height: 444))
        m.present("pin", floatingAt: Rect(x: 400, y: 100, width: 300, height: 444))
        m.pin("pin", to: .left)
        m.present("p", from: "b", attachedAt: Rect(x: 50, y: 50, width: 200, height: 100))
        let before = m
        #expect(m.toggleExpose() == true)
        #expect(m.exposeOrder == ["a", "b"])
        let t = Dictionary(uniqueKeysWithValues: m.targets.map { ($0.id, $0) })
        // Two 300 × 444 panels side by side: cells 458 × 680, unscaled; b (upper) first.
        #expect(t["b"]?.frame == Rect(x: 123, y: 162, width: 300, height: 444))
        #expect(t["a"]?.frame == Rect(x: 601, y: 162, width: 300, height: 444))
        #expect(t["a"]?.scale == 1)
        #expect(t["pin"]?.frame == Rect(x: 0, y: 0, width: 320, height: 768))
        #expect(t["p"]?.opacity == 0)
        #expect(Set(m.changedTargets(since: before).map(\.id)) == ["a", "b", "p"])
        #expect(m.endDrag("a", at: Rect(x: 0, y: 0, width: 300, height: 444), velocity: .zero, pointer: nil) == .blocked)
        #expect(m.endResize("a", from: .right, delta: Vector(dx: 50, dy: 0)) == nil)
        #expect(m.unpin("pin", pointer: Point(x: 100, y: 10)) == nil)
        #expect(m.moveFocused(.left) == nil)
        #expect(m.hitTest(Point(x: 700, y: 200))! == ("a", .content))
        // A click on a leaves exposé with a in front and focused; frames are back where they were.
        #expect(m.focus("a") == true)
        #expect(!m.isExposing)
        #expect(m.focusedID == "a")
        #expect(m.targets.last?.id == "p")
        #expect(m.targets.first { $0.id == "a" }?.frame == Rect(x: 600, y: 300, width: 300, height: 444))
        // The key again returns too.
        m.toggleExpose()
        #expect(m.toggleExpose() == false)
        // Escape with a floating panel focused does nothing; with the popover focused it closes it
        // and focus returns to its presenter.
        #expect(m.escape() == .nothing)
        m.focus("p")
        #expect(m.escape() == .closed(["p"]))
        #expect(m.focusedID == "b")
        m.toggleExpose()
        #expect(m.escape() == .leftExpose)
    }
}
