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
