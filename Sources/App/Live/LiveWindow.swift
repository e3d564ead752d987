import Compositor
import Foundation
import Input
import Model
import Render
import X11

/// One top-level window of a live session: its compositor, its frames and their pacing. Frames
/// fall on a fixed cadence while something in it moves; a window where nothing moves has no timer.
final class LiveWindow {
    /// What the window shows: the scene's main window, one panel torn off into its own window, or
    /// a window of a type the scene declares, opened on request.
    enum Role: Equatable {
        case main
        case tornOff(panel: String)
        case opened(type: String, parameters: [String: String])
    }

    let role: Role
    let window: X11Window
    let compositor: Compositor
    private let renderer: Renderer
    /// The renderer's scale: the window and its frames are in pixels, its compositor in points.
    private let pixels: PixelScale
    private(set) var frames: FrameBuffer
    private let frameInterval: Double

    private(set) var mapped = false
    private(set) var needsFrame = false
    private var nextFrameTime = 0.0
    private var exposed: [PixelRect] = []
    private var cursor: CursorShape?
    private(set) var isReady = false
    private(set) var isClosed = false
    /// The window manager (or the user through it) asked the window to close; the session closes it.
    private(set) var isCloseRequested = false
    /// Another client destroyed the X window; the session makes a new one or ends.
    private(set) var isDestroyed = false
    /// The next frame draws everything, not only its damage.
    private var drawsWhole = false
    private(set) var inputCount = 0
    private(set) var pointer: Point?
    /// The button pressed in this window and not yet released.
    private var heldButton: Int?
    /// The server time of the last pointer input (seconds).
    private var lastInputTime = 0.0
    /// Where the window is on the root window (as this program placed it).
    private var origin: (x: Int, y: Int)
    /// A torn-off window held by its title strip: the pointer's offset from its origin.
    private var moveGrab: (x: Double, y: Double)?
    /// A window manager drags this torn-off window (`_NET_WM_MOVERESIZE`): when to look next
    /// whether the button was let go, as the window manager holds the pointer and no release
    /// comes here.
    private var windowManagerMoveCheck: Double?
    /// Where (on the root window) a torn-off window was let go after a move, until the session
    /// takes it (a drop over the main window docks the panel there).
    private var drop: (x: Int, y: Int)?
    /// A panel dragged out of this window, until the session opens its window: what it was and
    /// from its origin to the pointer.
    private var draggedOut: (id: String, frame: Rect, grab: Vector)?
    /// The torn-off window the pointer carries on after dragging its panel out of this one, and
    /// from its origin to the pointer.
    var carried: (window: LiveWindow, grab: Vector)?

    /// `renderer` may draw other windows too: its layer cache serves them all.
    init(role: Role, window: X11Window, compositor: Compositor, renderer: Renderer, frameInterval: Double,
         origin: (x: Int, y: Int)) throws(FlotillaError) {
        self.origin = origin
        self.role = role
        self.window = window
        self.compositor = compositor
        self.renderer = renderer
        pixels = PixelScale(scale: renderer.scale)
        self.frameInterval = frameInterval
        let size = CanvasLimit.fit(width: window.width, height: window.height)
        if size != (window.width, window.height) {
            window.configure(width: size.width, height: size.height)
            compositor.resize(to: Size(width: pixels.points(size.width), height: pixels.points(size.height)))
        }
        do {
            frames = try FrameBuffers.make(window: window, width: size.width, height: size.height)
        } catch {
            throw FlotillaError(.badInput, error.description)
        }
    }

    /// Nothing moves and every change is on screen.
    var isSettled: Bool { isReady && !needsFrame && !compositor.isAnimating }

    /// When this window's next frame is due (nil: no timer, nothing moves).
    var due: Double? {
        let frame = mapped && (needsFrame || compositor.isAnimating) ? nextFrameTime : nil
        // A drop the session has not taken yet is due at once.
        return [frame, windowManagerMoveCheck, drop.map { _ in 0 }].compactMap { $0 }.min()
    }

    /// Feeds an X event for this window to its compositor; a torn-off window's title strip moves
    /// the window itself. Pointer positions are in points (``HostEvent/inPoints(scale:)``).
    func handle(_ event: HostEvent) {
        switch event {
        case .pointerMoved(_, _, let t), .wheel(_, _, _, _, let t), .smoothScroll(_, _, _, _, let t):
            lastInputTime = t
        case .buttonPressed(let b, _, _, let t):
            (heldButton, lastInputTime) = (b, t)
        case .buttonReleased(let b, _, _, let t):
            if b == heldButton { heldButton = nil }
            lastInputTime = t
        case .unmapped:
            // A press held here lost its grab: the gesture ends as a release where the pointer
            // was last seen. Frames go on (their events with them) until motion settles.
            if let b = heldButton, let at = pointer { handle(.buttonReleased(button: b, x: at.x, y: at.y, time: lastInputTime)) }
            return
        default: break
        }
        if movesWindow(event) || carries(event) { return }
        switch event {
        case .mapped:
            mapped = true
            needsFrame = true
        case .exposed(let r):
            exposed.append(r)
        case .resized(let asked, let askedHeight):
            let (w, h) = CanvasLimit.fit(width: asked, height: askedHeight)
            if (w, h) != (asked, askedHeight) { window.configure(width: w, height: h) }
            guard let resized = try? FrameBuffers.make(window: window, width: w, height: h) else { return }
            frames = resized
            compositor.resize(to: Size(width: pixels.points(w), height: pixels.points(h)))
            needsFrame = true
        case .closeRequested:
            isCloseRequested = true
        case .destroyed:
            isDestroyed = true
        case .unmapped, .settingsChanged:
            break
        case .pointerMoved(let x, let y, let t):
            inputCount += 1
            pointer = Point(x: x, y: y)
            if compositor.handle(.pointerMoved(Point(x: x, y: y), time: t)) { needsFrame = true }
        case .buttonPressed(let b, let x, let y, let t):
            inputCount += 1
            compositor.handle(.pointerPressed(Point(x: x, y: y), button: b, time: t))
            needsFrame = true
        case .buttonReleased(let b, let x, let y, let t):
            inputCount += 1
            compositor.handle(.pointerReleased(Point(x: x, y: y), button: b, time: t))
            needsFrame = true
        case .wheel(let dx, let dy, let x, let y, let t):
            inputCount += 1
            compositor.handle(.wheel(Vector(dx: dx, dy: dy), at: Point(x: x, y: y), time: t))
            needsFrame = true
        case .smoothScroll(let dx, let dy, let x, let y, let t):
            inputCount += 1
            let step = InputEvent.wheelStep
            compositor.handle(.scroll(Vector(dx: dx * step, dy: dy * step), at: Point(x: x, y: y), time: t))
            needsFrame = true
        case .keyPressed(let press, let t):
            inputCount += 1
            compositor.handle(.key(press, time: t))
            needsFrame = true
        }
    }

    /// Whether `event` moves a torn-off window by its title strip (where the title bar would drag
    /// the panel): a window manager that offers `_NET_WM_MOVERESIZE` drags it; with none, the
    /// window follows the pointer, placed directly.
    private func movesWindow(_ event: HostEvent) -> Bool {
        guard case .tornOff = role else { return false }
        switch event {
        case .buttonPressed(1, let x, let y, _) where compositor.cursor(at: Point(x: x, y: y)) == .move:
            let connection = window.connection
            if (try? connection.windowManagerMovesWindows()) == true,
               let root = try? connection.rootPosition(pixels.pixels(x), pixels.pixels(y), in: window.id),
               (try? window.beginWindowManagerMove(rootX: root.x, rootY: root.y, button: 1)) != nil {
                windowManagerMoveCheck = 0
                return true
            }
            moveGrab = (x, y)
            return true
        case .pointerMoved(let x, let y, _):
            guard let grab = moveGrab else { return false }
            moveTo(x: origin.x + pixels.pixels(x - grab.x), y: origin.y + pixels.pixels(y - grab.y))
            return true
        case .buttonReleased(1, let x, let y, _) where moveGrab != nil:
            moveGrab = nil
            drop = (origin.x + pixels.pixels(x), origin.y + pixels.pixels(y))
            return true
        default:
            return false
        }
    }

    /// A floating panel dragged until the pointer leaves the window tears off; the window it gets
    /// then follows the pointer until the button is let go (the press's implicit grab keeps the
    /// pointer's events coming here).
    private func carries(_ event: HostEvent) -> Bool {
        switch event {
        case .pointerMoved(let x, let y, _) where carried != nil:
            let (torn, grab) = carried!
            let root = (x: origin.x + pixels.pixels(x), y: origin.y + pixels.pixels(y))
            torn.moveTo(x: root.x - pixels.pixels(grab.dx), y: root.y - pixels.pixels(grab.dy))
            return true
        case .buttonReleased(1, let x, let y, _) where carried != nil:
            let (torn, _) = carried!
            carried = nil
            torn.drop = (origin.x + pixels.pixels(x), origin.y + pixels.pixels(y))
            return true
        case .pointerMoved(let x, let y, _) where role == .main && compositor.draggedPanel != nil:
            guard x < 0 || y < 0 || x >= pixels.points(window.width) || y >= pixels.points(window.height) else { return false }
            draggedOut = compositor.tearOffDraggedPanel()
            needsFrame = true
            return true
        default:
            return false
        }
    }

    /// Whether the pointer carries the window of panel `id` torn off from this one.
    func isCarrying(_ id: String) -> Bool { carried?.window.role == .tornOff(panel: id) }

    /// The panel dragged out of this window, once.
    func takeDraggedOut() -> (id: String, frame: Rect, grab: Vector)? {
        defer { draggedOut = nil }
        return draggedOut
    }

    /// Places a torn-off window with its origin at (x, y) on the root window.
    func moveTo(x: Int, y: Int) {
        origin = (x, y)
        window.configure(x: x, y: y)
    }

    /// Something changed the compositor from outside its input (a panel docked): draw a frame.
    func markChanged() { needsFrame = true }

    /// The next frame draws the whole window (a new window for a compositor that drew before).
    func drawWhole() {
        drawsWhole = true
        needsFrame = true
    }

    /// Where the window was let go after a move by its title strip, once.
    func takeDrop() -> (x: Int, y: Int)? {
        defer { drop = nil }
        return drop
    }

    /// Where the window is on the root window, as this program placed it.
    var placement: (x: Int, y: Int) { origin }

    /// Closes the window (once).
    func close() {
        guard !isClosed else { return }
        isClosed = true
        window.close()
    }

    /// After input (`handled`) or at its time: sets the cursor, draws the frame that is due and
    /// presents exposed parts. Returns the frame's events, or nil when no frame was due.
    func step(now: Double, handled: Bool, onReady: (LiveWindow) -> Void) throws(X11Error) -> [CompositorEvent]? {
        guard !isClosed else { return nil }
        // The cursor follows the pointer and what lies under it, so it changes only with input or motion.
        if handled || compositor.isAnimating {
            let wanted = compositor.cursor
            if wanted != cursor {
                cursor = wanted
                window.setCursor(wanted)
            }
        }
        try checkWindowManagerMove(now: now)
        var events: [CompositorEvent]?
        // Frames fall on a fixed cadence while something moves; after a rest (or a late frame)
        // the cadence starts again from now, so input at rest is drawn at once. Input that
        // wakes the loop in the second half of a frame's wait draws that frame now, on the
        // same cadence, rather than sleeping a moment to wake again for it.
        let early = handled ? frameInterval / 2 : 0
        if mapped, needsFrame || compositor.isAnimating, now >= nextFrameTime - early {
            if now - nextFrameTime > frameInterval { nextFrameTime = now }
            events = try drawFrame(now: now, onReady: onReady)
            nextFrameTime += frameInterval
        }
        if !exposed.isEmpty {
            try frames.present(exposed)
            exposed = []
        }
        return events
    }

    /// While a window manager drags the window, looks every 50 ms whether button 1 is up; the
    /// pointer's place then is where the window was let go (a drop over the main window docks it).
    private func checkWindowManagerMove(now: Double) throws(X11Error) {
        guard let check = windowManagerMoveCheck, now >= check else { return }
        let pointer = try window.connection.pointerOnRoot()
        if pointer.buttonOneHeld {
            windowManagerMoveCheck = now + 0.05
        } else {
            windowManagerMoveCheck = nil
            drop = (pointer.x, pointer.y)
        }
    }

    private func drawFrame(now: Double, onReady: (LiveWindow) -> Void) throws(X11Error) -> [CompositorEvent] {
        needsFrame = false
        let start = ContinuousClock.now
        let frame = compositor.nextFrame()
        let damage = drawsWhole ? [Rect(origin: .zero, size: compositor.size)] : frame.damage
        drawsWhole = false
        renderer.draw(frame.displayList, on: frames.surface, damage: damage)
        try frames.present(damage.map { PixelRect(covering: $0, scale: pixels.scale) })
        FlotillaLog.frame("window \(window.id)", at: now, damage: damage, took: ContinuousClock.now - start)
        if !isReady {
            try window.connection.sync()
            isReady = true
            onReady(self)
        }
        return frame.events
    }
}
