@testable import App
import Desktop
import Model
import Testing
import X11

/// The live host's border between pixels (X11) and points (the compositor).
@Suite("Pixel conversion")
struct PixelConversionTests {
    @Test func pointerPositionsArriveInPoints() {
        let events: [(HostEvent, HostEvent)] = [
            (.input(.pointerMoved(Point(x: 300, y: 201), time: 1)), .input(.pointerMoved(Point(x: 150, y: 100.5), time: 1))),
            (.input(.pointerPressed(Point(x: 2, y: 4), button: 1, time: 2)), .input(.pointerPressed(Point(x: 1, y: 2), button: 1, time: 2))),
            (.input(.pointerReleased(Point(x: 0, y: 1), button: 3, time: 3)), .input(.pointerReleased(Point(x: 0, y: 0.5), button: 3, time: 3))),
            // Wheel notches and smooth-scroll amounts are not lengths: only the position changes.
            (.input(.wheel(Vector(dx: 0, dy: 1), at: Point(x: 10, y: 20), time: 4)), .input(.wheel(Vector(dx: 0, dy: 1), at: Point(x: 5, y: 10), time: 4))),
            (.input(.scroll(Vector(dx: 20, dy: -80), at: Point(x: 10, y: 20), time: 5)), .input(.scroll(Vector(dx: 20, dy: -80), at: Point(x: 5, y: 10), time: 5))),
            // Sizes and exposures stay in pixels, as the frame buffers are.
            (.resized(width: 1600, height: 1120), .resized(width: 1600, height: 1120)),
            (.exposed(PixelRect(x: 1, y: 2, width: 3, height: 4)), .exposed(PixelRect(x: 1, y: 2, width: 3, height: 4))),
            (.mapped, .mapped),
        ]
        for (pixels, points) in events { #expect(pixels.inPoints(scale: 2) == points) }
        #expect(HostEvent.input(.pointerMoved(Point(x: 3, y: 3), time: 0)).inPoints(scale: 1.5) == .input(.pointerMoved(Point(x: 2, y: 2), time: 0)))
        #expect(HostEvent.input(.pointerMoved(Point(x: 3, y: 3), time: 0)).inPoints(scale: 1) == .input(.pointerMoved(Point(x: 3, y: 3), time: 0)))
    }

    @Test func damageBecomesWholePixelsRoundedOutward() {
        #expect(PixelRect(covering: Rect(x: 10, y: 20, width: 30, height: 40), scale: 1) == PixelRect(x: 10, y: 20, width: 30, height: 40))
        #expect(PixelRect(covering: Rect(x: 10, y: 20, width: 30, height: 40), scale: 2) == PixelRect(x: 20, y: 40, width: 60, height: 80))
        // 1.5: 10.5…55.5 × 1.5…3 becomes 10…56 × 1…3.
        #expect(PixelRect(covering: Rect(x: 7, y: 1, width: 30, height: 1), scale: 1.5) == PixelRect(x: 10, y: 1, width: 46, height: 2))
        #expect(PixelRect(covering: Rect(x: 0.3, y: 0.3, width: 0.4, height: 0.4), scale: 2) == PixelRect(x: 0, y: 0, width: 2, height: 2))
    }

    @Test func lengthsRoundToWholePixels() {
        let half = PixelScale(scale: 1.5)
        #expect(half.pixels(320) == 480 && half.pixels(1) == 2 && half.points(3) == 2)
    }
}
