import Model
import Testing

/// Where a saved window opens on the monitors there are now.
struct MonitorPlacementTests {
    let left = Rect(x: 0, y: 0, width: 1280, height: 800)
    let right = Rect(x: 1280, y: 0, width: 1920, height: 1080)
    var screen: Rect { left.union(right) }

    @Test func aWindowWhoseCentreIsOnAMonitorStaysWhereItWas() {
        // Spanning both monitors, its centre on the right one: not moved.
        let frame = Rect(x: 1000, y: 100, width: 800, height: 500)
        #expect(MonitorPlacement.origin(for: frame, monitors: [left, right], screen: screen) == frame.origin)
    }

    @Test func aWindowOnAMonitorThatIsGoneMovesOntoTheNearestOne() {
        let frame = Rect(x: 1500, y: 200, width: 800, height: 500)
        // The right monitor unplugged: onto the left one, its right edge on the left's.
        #expect(MonitorPlacement.origin(for: frame, monitors: [left], screen: left) == Point(x: 480, y: 200))
    }

    @Test func aWindowOverlappingTwoMonitorsButCentredOnNeitherGoesToTheOneItOverlapsMost() {
        // Below the left monitor's bottom (800) but above the right's (1080): its centre (1240, 1000)
        // is on neither; it overlaps the right one more.
        let frame = Rect(x: 1040, y: 900, width: 400, height: 200)
        #expect(MonitorPlacement.origin(for: frame, monitors: [left, right], screen: screen) == Point(x: 1280, y: 880))
    }

    @Test func aWindowFarOffEveryMonitorGoesToTheNearest() {
        let frame = Rect(x: -3000, y: 300, width: 600, height: 400)
        #expect(MonitorPlacement.origin(for: frame, monitors: [right, left], screen: screen) == Point(x: 0, y: 300))
    }

    @Test func aWindowLargerThanItsMonitorKeepsItsTopLeftOnIt() {
        let frame = Rect(x: 3500, y: -50, width: 2400, height: 1400)
        #expect(MonitorPlacement.origin(for: frame, monitors: [left, right], screen: screen) == Point(x: 1280, y: 0))
    }

    @Test func withNoMonitorsTheScreenBoundsTheWindow() {
        let frame = Rect(x: 4000, y: 0, width: 1100, height: 700)
        #expect(MonitorPlacement.origin(for: frame, monitors: [], screen: left) == Point(x: 180, y: 0))
    }
}
