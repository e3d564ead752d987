import Model
import Testing

/// Content that keeps to steps (a terminal's character cells, from its WM_NORMAL_HINTS): the
/// panel settles on base + n × step after a resize, from any handle, within its limits.
@Suite("Content increments")
struct ContentIncrementTests {
    /// A terminal: 4 pt base, 6 × 13 pt cells, at least 10 × 2 cells.
    let sizes = PanelContentSizes(preferred: Size(width: 490, height: 320), minimum: Size(width: 64, height: 30),
                                  maximum: Size(width: 2000, height: 2000),
                                  increments: .init(base: Size(width: 4, height: 4), step: Size(width: 6, height: 13)))

    func isOnGrid(_ content: Size) -> Bool {
        let n = (content.width - 4) / 6, m = (content.height - 4) / 13
        return n == n.rounded() && m == m.rounded()
    }

    @Test func thePreferredSizeIsOnTheGrid() {
        #expect(sizes.preferred == Size(width: 490, height: 316))
        #expect(isOnGrid(sizes.preferred))
    }

    @Test(arguments: [ResizeHandle.right, .bottom, .bottomRight, .left, .top, .topLeft])
    func aResizeSettlesOnTheGridKeepingTheOppositeEdges(handle: ResizeHandle) {
        let start = Rect(origin: Point(x: 100, y: 100), size: sizes.preferredFrameSize)
        let resize = PanelResize(start: start, handle: handle, sizes: sizes)
        for delta in [Vector(dx: 17, dy: 29), Vector(dx: -33, dy: -8), Vector(dx: 2, dy: 5)] {
            let f = resize.settled(for: delta)
            #expect(isOnGrid(PanelContentSizes.contentSize(forFrame: f.size)), "\(handle) \(delta): \(f)")
            if handle.movesLeftEdge { #expect(f.maxX == start.maxX) } else { #expect(f.minX == start.minX) }
            if handle.movesTopEdge { #expect(f.maxY == start.maxY) } else { #expect(f.minY == start.minY) }
        }
    }

    @Test func theMinimumRoundsUpToTheGridAndFreeAxesStayFree() {
        #expect(sizes.clampedContent(Size(width: 10, height: 10)) == Size(width: 64, height: 30))
        let free = PanelContentSizes(preferred: Size(width: 101, height: 77), minimum: Size(width: 50, height: 50),
                                     maximum: Size(width: 500, height: 500), increments: .init(base: .zero, step: Size(width: 10, height: 0)))
        #expect(free.clampedContent(Size(width: 101, height: 77)) == Size(width: 100, height: 77))
        #expect(free.clampedContent(Size(width: 44, height: 77)) == Size(width: 50, height: 77))
    }
}
