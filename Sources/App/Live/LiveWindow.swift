import Compositor
import Desktop
import Foundation
import Input
import Model
import Render
import X11

/// One top-level window of a live session: its compositor, its frames and their pacing. Frames
/// fall on a fixed cadence while something in it moves; a window where nothing moves has no timer.
/// Moving torn-off windows and tearing panels off is its ``carry``'s job.
final class LiveWindow {
    let role: WindowRole
    let window: X11Window
    let compositor: Compositor
    private let renderer: Renderer
    /// The renderer's scale: the window and its frames are in pixels, its compositor in points.
    var pixels: PixelScale { PixelScale(scale: renderer.scale) }
    private(set) var frames: FrameBuffer
    private var pacing: FramePacing
    private var pending = PendingFrame()
    /// What the X server moved on screen itself, and what the frame kept lacks for it.
    private var moves = ServerMoves()
    private var life = WindowLife()
    private var input = InputSeen()
    private var cursor: CursorShape?
    /// Where the pointer shows the arrow, it shows it busy (a launch waits for its window).
    var showsBusy = false
    /// Whether this window holds the whole keyboard (``followHeldKeyboard(locked:searchOpening:)``).
    private var holdsKeyboard = false
    /// Where the window is on the root window, as this program placed it.
    private(set) var placement: RootPoint
    /// Torn-off windows moved by the pointer, and panels torn off by dragging them out.
    var carry = TearOffCarry()

    /// A frame is wanted for a change outside the compositor's motion.
    var needsFrame: Bool { pending.isWanted }
    /// The window was mapped and its first frame presented.
    var isReady: Bool { life.isReady }
    var isClosed: Bool { life.isClosed }
    /// The window manager (or the user through it) asked the window to close; the session closes it.
    var isCloseRequested: Bool { life.isCloseRequested }
    /// Closes the window at the end of this pass of the loop, as its close button would.
    func requestClose() { life.isCloseRequested = true }
    /// Another client destroyed the X window; the session makes a new one or ends.
    var isDestroyed: Bool { life.isDestroyed }
    /// How many pointer, wheel and key events this window handled.
    var inputCount: Int { input.count }
    /// Where the pointer was last seen in this window (points).
    var pointer: Point? { input.pointer }
    /// The server time of the last pointer input (seconds).
    var lastInputTime: Double { input.lastTime }

    /// `renderer` may draw other windows too: its layer cache serves them all. Only the main
    /// window tears panels off (its tear-off key, or a panel dragged out of it).
    init(role: WindowRole, window: X11Window, compositor: Compositor, renderer: Renderer, frameInterval: Double,
         origin: RootPoint) throws(FlotillaError) {
        placement = origin
        self.role = role
        self.window = window
        self.compositor = compositor
        compositor.tearsOff = role == .main
        self.renderer = renderer
        pacing = FramePacing(interval: frameInterval)
        let size = CanvasLimit.fit(width: window.width, height: window.height)
        if size != (window.width, window.height) {
            window.carryOut(.resize(PixelSize(width: size.width, height: size.height)))
            let pixels = PixelScale(scale: renderer.scale)
            compositor.resize(to: Size(width: pixels.points(size.width), height: pixels.points(size.height)))
        }
        do {
            frames = try FrameBuffers.make(window: window, width: size.width, height: size.height)
        } catch {
            throw FlotillaError(.badInput, error.description)
        }
    }

    /// The time between two frames while something moves.
    var frameInterval: Double { pacing.interval }

    /// Nothing moves and every change is on screen.
    var isSettled: Bool { isReady && !needsFrame && !compositor.isAnimating }

    /// Whether a frame is wanted: the window shows, and something changed or moves.
    private var wantsFrame: Bool { life.isMapped && (pending.isWanted || compositor.isAnimating) }

    /// Whether the next step may draw a frame or present exposed parts: what they show must be
    /// read before (apps' pixels the server showed, ``AppHost/readServerShown(beforeAFrame:)``).
    var drawsSoon: Bool { wantsFrame || !pending.exposed.isEmpty }

    /// When this window's next frame is due (nil: no timer, nothing moves).
    var due: Double? {
        let frame = wantsFrame ? pacing.nextFrame : nil
        return [frame, carry.due, life.isMapped ? compositor.nextChange : nil].compactMap { $0 }.min()
    }

    /// Feeds an X event for this window to its compositor, unless its ``carry`` takes it (a
    /// torn-off window's title strip moves the window itself). Pointer positions are in points
    /// (``HostEvent/inPoints(scale:)``).
    func handle(_ event: HostEvent) {
        input.arrived(event)
        if case .unmapped = event {
            // A press held here lost its grab: the gesture ends as a release where the pointer
            // was last seen. Frames go on (their events with them) until motion settles.
            if let release = input.lostGrabRelease { handle(release) }
            return
        }
        if carry.handle(event, in: self) { return }
        input.handled(event)
        switch event {
        case .mapped:
            life.isMapped = true
            pending.isWanted = true
        case .exposed(let r):
            pending.exposed.append(r)
        case .visibilityChanged(let unobscured):
            moves.isUnobscured = unobscured
        case .resized(let asked, let askedHeight):
            let (w, h) = CanvasLimit.fit(width: asked, height: askedHeight)
            if (w, h) != (asked, askedHeight) { window.carryOut(.resize(PixelSize(width: w, height: h))) }
            guard let resized = try? FrameBuffers.make(window: window, width: w, height: h) else { return }
            frames = resized
            moves.forget()
            compositor.resize(to: Size(width: pixels.points(w), height: pixels.points(h)))
            pending.isWanted = true
        case .closeRequested:
            life.isCloseRequested = true
        case .destroyed:
            life.isDestroyed = true
        case .unmapped, .settingsChanged, .client:
            break
        case .input(let input):
            // A frame follows what can change the picture (a pointer moving over nothing held does not).
            if compositor.handle(input) { pending.isWanted = true }
        case .exposeAsked:
            compositor.toggleExpose()
            pending.isWanted = true
        }
    }

    /// Takes the whole keyboard or lets it go as the compositor says it should be taken
    /// (``Compositor/takesKeyboard(managingDisplay:locked:searchOpening:)``: never while `locked`,
    /// a screen locker holding it). The one place a window's keyboard grab is written,
    /// followed each pass: a grab another client refused is tried again the next. Alt already let
    /// go when the switcher took the keyboard (its release went to the app) ends the switcher at once.
    func followHeldKeyboard(locked: Bool, searchOpening: Bool = false) {
        let holding = compositor.takesKeyboard(managingDisplay: window.isOverlay, locked: locked, searchOpening: searchOpening)
        if holding, !holdsKeyboard, let held = window.carryOut(.grabKeyboard) {
            holdsKeyboard = true
            if compositor.isSwitching, !held.contains(.alt) {
                compositor.handle(.modifiersReleased(held: held, time: input.lastTime))
                pending.isWanted = true
            }
        }
        if !holding, holdsKeyboard {
            window.carryOut(.ungrabKeyboard)
            holdsKeyboard = false
        }
    }

    /// Ends every mode of the compositor's that holds the keyboard or the pointer, and lets go of
    /// the keyboard with them (a screen locker is about to grab both).
    func letGoOfInput() {
        compositor.endHoldingModes()
        followHeldKeyboard(locked: true)
        pending.isWanted = true
    }

    /// Where `point` (points, in this window) lies on the root window.
    func onRoot(_ point: Point) -> RootPoint {
        RootPoint(x: placement.x + pixels.pixels(point.x), y: placement.y + pixels.pixels(point.y))
    }

    /// Whether `point` (points) lies inside the window.
    func contains(_ point: Point) -> Bool {
        point.x >= 0 && point.y >= 0 && point.x < pixels.points(window.width) && point.y < pixels.points(window.height)
    }

    /// Puts the window with its origin at `origin` on the root window, `size` pixels big when
    /// given (a torn-off window carried, a window the session file had there): the one place
    /// Flotilla asks for its own windows' places. The desktop's window manager may answer
    /// otherwise; ``handle(_:)`` follows the size it gets.
    func moveTo(_ origin: RootPoint, size: PixelSize? = nil) {
        placement = origin
        window.carryOut(.place(origin, size: size))
    }

    /// Asks for the window to be `size` pixels big (a script's `resize`); ``handle(_:)`` follows
    /// the size it gets.
    func resize(to size: PixelSize) {
        window.carryOut(.resize(size))
    }

    /// Something changed the compositor from outside its input (a panel taken back): draw a frame.
    func markChanged() { pending.isWanted = true }

    /// The next frame draws the whole window (a new window for a compositor that drew before).
    func drawWhole() {
        pending.drawsWhole = true
        pending.isWanted = true
    }

    /// Closes the window (once).
    func close() {
        guard !life.isClosed else { return }
        life.isClosed = true
        window.close()
    }

    /// After input (`handled`) or at its time: sets the cursor, draws the frame that is due and
    /// presents exposed parts. Returns the frame's events, or nil when no frame was due.
    func step(now: Double, handled: Bool, onReady: (LiveWindow) -> Void) throws(X11Error) -> [CompositorEvent]? {
        guard !isClosed else { return nil }
        // The cursor follows the pointer and what lies under it, so it changes only with input or motion.
        if handled || compositor.isAnimating || showsBusy != (cursor == .progress) {
            let shape = compositor.cursor
            let wanted = showsBusy && shape == .arrow ? CursorShape.progress : shape
            if wanted != cursor {
                cursor = wanted
                window.carryOut(.cursor(wanted))
            }
        }
        try carry.checkWindowManagerMove(now: now, on: window.connection)
        if let change = compositor.nextChange, change <= now { pending.isWanted = true }
        var events: [CompositorEvent]?
        if pacing.draws(at: now, afterInput: handled, wanted: wantsFrame) {
            events = try drawFrame(now: now, onReady: onReady)
        }
        if !pending.exposed.isEmpty {
            if let lacking = moves.exposing(scale: pixels.scale) {
                try frames.waitUntilShown()
                renderer.draw(lacking.list, on: frames.surface, damage: lacking.damage)
            }
            try frames.present(pending.exposed)
            pending.exposed = []
        }
        return events
    }

    private func drawFrame(now: Double, onReady: (LiveWindow) -> Void) throws(X11Error) -> [CompositorEvent] {
        pending.isWanted = false
        let start = ContinuousClock.now
        let frame = compositor.nextFrame()
        let surface = frames.surface
        let move = moves.move(to: frame.displayList, size: Size(width: Double(surface.width), height: Double(surface.height)),
                              scale: pixels.scale, drawsWhole: pending.drawsWhole)
        let damage = moves.damage(pending.drawsWhole ? [Rect(origin: .zero, size: compositor.size)] : frame.damage, scale: pixels.scale)
        pending.drawsWhole = false
        try frames.waitUntilShown()
        renderer.draw(frame.displayList, on: surface, damage: damage, except: move?.destination)
        if let move { window.copy(PixelRect(covering: move.source, scale: 1), dx: move.dx, dy: move.dy) }
        try frames.present(ServerMoves.presented(damage, scale: pixels.scale, move: move))
        moves.drew(frame.displayList, move: move)
        // Whoever reads the frame's events finds its pixels in the window.
        if !frame.events.isEmpty { try frames.waitUntilShown() }
        FlotillaLog.frame("window \(window.id)", at: now, damage: damage, took: ContinuousClock.now - start, moved: move)
        if !life.isReady {
            try window.connection.sync()
            life.isReady = true
            onReady(self)
        }
        return frame.events
    }
}
