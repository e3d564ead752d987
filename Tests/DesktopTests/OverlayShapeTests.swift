import Desktop
import Testing

/// Issue 61: nothing shows through the overlay where Flotilla draws something above every window.
@Suite("The overlay's holes")
struct OverlayShapeTests {
    let screen = PixelSize(width: 1280, height: 800)
    let fullScreen = PixelRect(x: 0, y: 0, width: 1280, height: 800), dock = PixelRect(x: 0, y: 770, width: 1280, height: 30)

    @Test func aLockerOverTheScreenClosesEveryHole() {
        let shape = OverlayShape(screen: screen, shownThrough: [fullScreen, dock], under: [PixelRect(x: 0, y: 0, width: 1280, height: 800)])
        #expect(shape.holes.isEmpty)
        #expect(OverlayShape(screen: screen, shownThrough: [fullScreen, dock], under: []).holes == [fullScreen, dock])
    }

    @Test func aMenuOverADockTakesItsRectangleOutOfTheHole() {
        let menu = PixelRect(x: 100, y: 600, width: 200, height: 190)
        let holes = OverlayShape(screen: screen, shownThrough: [dock], under: [menu]).holes
        let area = holes.reduce(0) { $0 + $1.width * $1.height }
        #expect(area == 1280 * 30 - 200 * 20)
        #expect(holes.allSatisfy { $0.intersection(menu).isEmpty })
        #expect(holes.contains(PixelRect(x: 0, y: 770, width: 100, height: 20)) && holes.contains(PixelRect(x: 300, y: 770, width: 980, height: 20)))
    }
}

/// Where the pointer can be pushed against the screen's edges: GNOME's rule, only where no
/// monitor lies beyond.
@Suite struct PushedEdgeTests {
    @Test func cornersAndBottomEdgesOnlyWhereNoMonitorLiesBeyond() {
        let one = [PixelRect(x: 0, y: 0, width: 1280, height: 800)]
        #expect(PushedEdge.edges(of: one, corners: true) == [.corner(RootPoint(x: 0, y: 0)), .bottom(x: 0, y: 800, width: 1280)])
        #expect(PushedEdge.edges(of: one, corners: false) == [.bottom(x: 0, y: 800, width: 1280)])
        // A second monitor to the right, lower: its corner has the first to its left; a third below the first.
        let three = [PixelRect(x: 0, y: 0, width: 1280, height: 800), PixelRect(x: 1280, y: 100, width: 1920, height: 1080),
                     PixelRect(x: 0, y: 800, width: 1280, height: 800)]
        #expect(PushedEdge.edges(of: three, corners: true) == [.corner(RootPoint(x: 0, y: 0)), .bottom(x: 1280, y: 1180, width: 1920),
                                                               .bottom(x: 0, y: 1600, width: 1280)])
        // Side by side at the same height: the right one's top-left has the left one beside it.
        let pair = [PixelRect(x: 0, y: 0, width: 1000, height: 800), PixelRect(x: 1000, y: 0, width: 1000, height: 800)]
        #expect(PushedEdge.edges(of: pair, corners: true).filter { if case .corner = $0 { true } else { false } } == [.corner(RootPoint(x: 0, y: 0))])
    }
}
