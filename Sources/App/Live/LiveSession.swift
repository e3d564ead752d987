import Compositor
import Foundation
import Input
import Model
import Render
import X11

/// A scene shown in a real X11 window: X events in, frames out, at the display rate while
/// something moves and with no timer at all while nothing does.
public final class LiveSession {
    public let compositor: Compositor
    let connection: X11Connection
    let window: X11Window
    private let renderer: Renderer
    private let clock = MonotonicClock()
    private var frames: FrameBuffer
    private let frameInterval: Double
    private let onEvent: ((SessionEvent) -> Void)?

    private var mapped = false
    private var needsFrame = false
    private var nextFrameTime = 0.0
    private var exposed: [PixelRect] = []
    /// The cursor shown over the window (the compositor says which it wants); nil before the first.
    private var cursor: CursorShape?
    /// The window was mapped and its first frame presented.
    public private(set) var isReady = false
    /// The user closed the window.
    public private(set) var isClosed = false
    /// How many pointer, wheel and key events the window has handled.
    public private(set) var inputCount = 0
    /// Where the window last saw the pointer.
    public private(set) var pointer: Point?

    /// Nothing moves and every change is on screen.
    public var isSettled: Bool { isReady && !needsFrame && !compositor.isAnimating }
    /// Every input handled so far is on screen (something may still move).
    public var isCurrent: Bool { isReady && !needsFrame }

    /// Opens a window for `scene` on `display` (nil: `$DISPLAY`). `onEvent` receives every event;
    /// retained layers keep at most `layerBudget` bytes of pixels.
    public init(scene: Scene, display: String? = nil, frameRate: Double = 60, layerBudget: Int = Renderer.defaultLayerBudget,
                onEvent: ((SessionEvent) -> Void)? = nil) throws(FlotillaError) {
        do {
            connection = try X11Connection(display: display)
            let title = scene.title.map { "Flotilla — \($0)" } ?? "Flotilla"
            window = try connection.createWindow(title: title, width: Int(scene.size.width), height: Int(scene.size.height))
        } catch {
            throw FlotillaError(.display, error.description)
        }
        do {
            frames = try FrameBuffers.make(window: window, width: Int(scene.size.width), height: Int(scene.size.height))
        } catch {
            throw FlotillaError(.badInput, error.description)
        }
        let fonts = try Fonts.load()
        renderer = Renderer(fonts: fonts, layerBudget: layerBudget)
        compositor = Compositor(scene: scene, clock: clock, textMeasurer: TextMeasurer(fonts: fonts))
        frameInterval = 1 / frameRate
        self.onEvent = onEvent
        window.map()
        connection.flush()
    }

    /// Runs until the window is closed.
    public func run() throws(FlotillaError) {
        while !isClosed { try step() }
    }

    /// Runs until `condition` holds; fails after `timeout` seconds.
    public func run(until condition: () -> Bool, timeout: Double, what: String) throws(FlotillaError) {
        let deadline = clock.now + timeout
        while !condition() {
            guard clock.now < deadline else { throw FlotillaError(.internal, "timed out after \(timeout) s waiting for \(what)") }
            try step(maxWait: deadline - clock.now, unless: condition)
        }
    }

    /// Runs for `seconds` of real time, drawing frames as they fall due.
    public func run(for seconds: Double) throws(FlotillaError) {
        let deadline = clock.now + seconds
        while clock.now < deadline, !isClosed { try step(maxWait: deadline - clock.now) }
    }

    /// Reads the window's pixels back from the X server.
    public func capture() throws(FlotillaError) -> Image {
        do {
            return Image(try window.capture())
        } catch {
            throw FlotillaError(.display, error.description)
        }
    }

    /// Handles what the server sent, draws a frame if one is due, then — unless `done` now holds —
    /// waits for input or for the next frame's time (forever when nothing moves).
    func step(maxWait: Double? = nil, unless done: () -> Bool = { false }) throws(FlotillaError) {
        do {
            var handled = false
            while let (_, event) = try connection.nextEvent() {
                handle(event)
                handled = true
            }
            // The cursor follows the pointer and what lies under it, so it changes only with input or motion.
            if handled || compositor.isAnimating {
                let wanted = compositor.cursor
                if wanted != cursor {
                    cursor = wanted
                    window.setCursor(wanted)
                }
            }
            if isClosed { return }
            // Frames fall on a fixed cadence while something moves; after a rest (or a late frame)
            // the cadence starts again from now, so input at rest is drawn at once. Input that
            // wakes the loop in the second half of a frame's wait draws that frame now, on the
            // same cadence, rather than sleeping a moment to wake again for it.
            let early = handled ? frameInterval / 2 : 0
            if mapped, needsFrame || compositor.isAnimating, clock.now >= nextFrameTime - early {
                if clock.now - nextFrameTime > frameInterval { nextFrameTime = clock.now }
                try drawFrame()
                nextFrameTime += frameInterval
            }
            if !exposed.isEmpty {
                try frames.present(exposed)
                exposed = []
            }
            if done() { return }
            let due = mapped && (needsFrame || compositor.isAnimating) ? max(0, nextFrameTime - clock.now) : nil
            let wait = [due, maxWait].compactMap { $0 }.min()
            try connection.waitForEvents(timeout: wait)
        } catch {
            throw FlotillaError(.display, "lost the X server connection (\(error))")
        }
    }

    private func handle(_ event: HostEvent) {
        switch event {
        case .mapped:
            mapped = true
            needsFrame = true
        case .exposed(let r):
            exposed.append(r)
        case .resized(let w, let h):
            guard let resized = try? FrameBuffers.make(window: window, width: w, height: h) else { return }
            frames = resized
            compositor.resize(to: Size(width: Double(w), height: Double(h)))
            needsFrame = true
        case .closeRequested:
            isClosed = true
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
        case .keyPressed(let press, let t):
            inputCount += 1
            compositor.handle(.key(press, time: t))
            needsFrame = true
        }
    }

    private func drawFrame() throws(X11Error) {
        needsFrame = false
        let frame = compositor.nextFrame()
        renderer.draw(frame.displayList, on: frames.surface, damage: frame.damage)
        try frames.present(frame.damage.map { PixelRect(x: Int($0.minX), y: Int($0.minY), width: Int($0.width), height: Int($0.height)) })
        for e in frame.events { onEvent?(.compositor(e)) }
        if !isReady {
            try connection.sync()
            isReady = true
            onEvent?(.ready(width: frames.surface.width, height: frames.surface.height, window: window.id))
        }
    }
}

extension Image {
    /// The image of an X11 screenshot (opaque pixels).
    public init(_ shot: Screenshot) {
        self.init(width: shot.width, height: shot.height, pixels: shot.pixels.map { $0 | 0xFF00_0000 })
    }
}
