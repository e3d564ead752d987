import Desktop
import Model
import X11

/// What a live window has seen of the pointer and keyboard: how many inputs it handled, where the
/// pointer last was, the button held, and the server time of the last pointer input.
struct InputSeen {
    /// How many pointer, wheel, key and gesture events were handled.
    private(set) var count = 0
    /// Where the pointer was last seen (points, in the window).
    private(set) var pointer: Point?
    /// The button pressed in the window and not yet released.
    private(set) var heldButton: Int?
    /// The server time of the last pointer input (seconds).
    private(set) var lastTime = 0.0

    /// Notes the time and button of `event` as it arrives.
    mutating func arrived(_ event: HostEvent) {
        guard case .input(let input) = event else { return }
        switch input {
        case .pointerMoved(_, let t), .wheel(_, _, let t), .scroll(_, _, let t):
            lastTime = t
        case .pointerPressed(_, let b, let t):
            (heldButton, lastTime) = (b, t)
        case .pointerReleased(_, let b, let t):
            if b == heldButton { heldButton = nil }
            lastTime = t
        case .key, .modifiersReleased, .gesture:
            break
        }
    }

    /// The release that ends a press held when the window's grab was lost (it went unmapped):
    /// the held button let go where the pointer was last seen.
    var lostGrabRelease: HostEvent? {
        guard let b = heldButton, let at = pointer else { return nil }
        return .input(.pointerReleased(at, button: b, time: lastTime))
    }

    /// Counts `event` as handled by the window's compositor (pointer positions in points), and
    /// notes where the pointer is.
    mutating func handled(_ event: HostEvent) {
        switch event {
        case .input(.pointerMoved(let p, _)):
            (count, pointer) = (count + 1, p)
        case .input(.modifiersReleased):
            break
        case .input, .exposeAsked:
            count += 1
        default:
            break
        }
    }
}

/// What the next frame of a live window must do beyond its compositor's damage.
struct PendingFrame {
    /// Something changed: a frame is wanted even if nothing moves.
    var isWanted = false
    /// The frame draws the whole window (a new window for a compositor that drew before).
    var drawsWhole = false
    /// Parts the server asks to be shown again (Expose), presented from the frame kept.
    var exposed: [PixelRect] = []
}

/// Where a live window is in its life: mapped, showing its first frame, asked to close or
/// destroyed by another client, closed.
struct WindowLife {
    var isMapped = false
    /// The window was mapped and its first frame presented.
    var isReady = false
    /// The window manager (or the user through it) asked the window to close; the session closes it.
    var isCloseRequested = false
    /// Another client destroyed the X window; the session makes a new one or ends.
    var isDestroyed = false
    var isClosed = false
}
