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
    /// Input goes to the compositor as the live window's does (in points: the scale is 1).
    func handle(_ event: HostEvent) {
        guard case .input(let input) = event else { return }
        switch input {
        case .pointerMoved(let p, let time), .pointerPressed(let p, _, let time), .pointerReleased(let p, _, let time):
            (pointer, lastInputTime) = (p, time)
        default:
            break
        }
        if compositor.handle(input) { markChanged() }
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
