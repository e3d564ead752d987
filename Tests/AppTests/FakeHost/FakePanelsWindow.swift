@testable import App
import Compositor
import Desktop
import Input
import Model
import X11

/// The overlay of a managed display with no X server: a real compositor over the screen, drawn
/// by no one; a frame is its compositor's next.
final class FakePanelsWindow: PanelsWindow {
    let id: WindowID
    var inputID: WindowID { id }
    private(set) var pixelSize: PixelSize
    let compositor: Compositor
    let placement = RootPoint(x: 0, y: 0)
    let frameInterval = 1.0 / 60
    private(set) var pointer: Point?
    private(set) var lastInputTime: Double = 0
    private(set) var needsFrame = true
    var showsBusy = false

    init(id: WindowID, size: PixelSize, compositor: Compositor) {
        self.id = id
        pixelSize = size
        self.compositor = compositor
    }

    func markChanged() { needsFrame = true }

    /// Made `size` big, as the overlay is when the screen is (its compositor with it).
    func resize(to size: PixelSize) {
        pixelSize = size
        compositor.resize(to: Size(width: Double(size.width), height: Double(size.height)))
        markChanged()
    }
    /// The pointer's events go to the compositor as the live window's do (in points: the scale is 1).
    func handle(_ event: HostEvent) {
        switch event {
        case .pointerMoved(let x, let y, let time):
            (pointer, lastInputTime) = (Point(x: x, y: y), time)
            if compositor.handle(.pointerMoved(Point(x: x, y: y), time: time)) { markChanged() }
        case .buttonPressed(let button, let x, let y, let time):
            (pointer, lastInputTime) = (Point(x: x, y: y), time)
            _ = compositor.handle(.pointerPressed(Point(x: x, y: y), button: button, time: time))
            markChanged()
        case .buttonReleased(let button, let x, let y, let time):
            (pointer, lastInputTime) = (Point(x: x, y: y), time)
            _ = compositor.handle(.pointerReleased(Point(x: x, y: y), button: button, time: time))
            markChanged()
        default:
            break
        }
    }
    func followHeldKeyboard(locked: Bool, searchOpening: Bool) {}
    func letGoOfInput() {}
    func requestClose() {}

    /// The compositor's next frame: its events.
    func frame() -> [CompositorEvent] {
        needsFrame = false
        return compositor.nextFrame().events
    }
}
