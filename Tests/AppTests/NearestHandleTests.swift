@testable import App
import Model
import Testing

/// A resize dragged from anywhere in a window (Super + right drag) takes the edges nearest the
/// pointer: those of the third of the window it is in along each axis (mutter's).
@Suite struct NearestHandleTests {
    @Test func theThirdThePointerIsInChoosesTheEdges() {
        let frame = Rect(x: 100, y: 100, width: 300, height: 300)
        #expect(AppHost.nearestHandle(to: Point(x: 120, y: 120), in: frame) == .topLeft)
        #expect(AppHost.nearestHandle(to: Point(x: 250, y: 120), in: frame) == .top)
        #expect(AppHost.nearestHandle(to: Point(x: 380, y: 250), in: frame) == .right)
        #expect(AppHost.nearestHandle(to: Point(x: 120, y: 380), in: frame) == .bottomLeft)
        #expect(AppHost.nearestHandle(to: Point(x: 250, y: 250), in: frame) == .bottomRight, "from the middle, the bottom-right corner")
    }
}
