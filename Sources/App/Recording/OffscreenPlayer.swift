import Compositor
import Input
import Model
import Scripts

/// Replays a script on a compositor with a manual clock, at exact virtual times: frames fall every
/// `1/fps` seconds, input arrives at the script's times (drags sampled once per frame), and a
/// frame shows all input up to its time. The same script gives the same frames on every machine.
package final class OffscreenPlayer {
    /// A frame of the recording: its number, its time in ticks, what it shows, and what changed
    /// since the frame before (the damage of every frame composed in between, shots included).
    package typealias FrameHandler = (_ index: Int, _ time: Int, _ list: DisplayList, _ damage: [Rect]) throws(FlotillaError) -> Void
    /// A shot: its name, what it shows, its text snapshot (state and display list) and its line.
    package typealias ShotHandler = (_ name: String, _ list: DisplayList, _ text: String, _ line: Int) throws(FlotillaError) -> Void

    /// How long `settle` waits for springs to come to rest by default, in seconds of virtual time.
    package static let settleLimit = 60

    let timeline: Timeline
    private let settleLimit: Int
    private let script: Script
    private let clock = ManualClock()
    private let compositor: Compositor
    private var onFrame: FrameHandler
    private var onShot: ShotHandler
    private var onEvents: ([CompositorEvent]) -> Void

    private var now = 0
    /// The first frame on the grid not drawn yet.
    private var nextFrame = 0
    private var last: (time: Int, list: DisplayList)?
    /// Input arrived since the last frame was drawn.
    private var dirty = false
    /// The damage of frames composed since the last one handed to `onFrame`.
    private var damage: [Rect] = []
    private var pointer = ScriptPoint(x: 0, y: 0)

    /// `textMeasurer` sizes popover pages (the drawing renderer's, so frames match what it draws).
    package init(scene: Scene, script: Script, framesPerSecond: Int, settleLimit: Int = OffscreenPlayer.settleLimit,
         textMeasurer: (any TextMeasuring)? = nil, motion: MotionPreference = .full,
         onFrame: @escaping FrameHandler = { _, _, _, _ throws(FlotillaError) in },
         onShot: @escaping ShotHandler = { _, _, _, _ throws(FlotillaError) in },
         onEvents: @escaping ([CompositorEvent]) -> Void = { _ in }) {
        self.script = script
        self.settleLimit = settleLimit
        timeline = Timeline(framesPerSecond: framesPerSecond)
        // No X server to host the scene's apps: each is a placeholder naming it.
        compositor = Compositor(scene: scene.withAppPlaceholders, clock: clock, textMeasurer: textMeasurer, motion: motion)
        self.onFrame = onFrame
        self.onShot = onShot
        self.onEvents = onEvents
    }

    /// Plays every step, then the frames up to the script's end; returns how many frames there were.
    package func play() throws(FlotillaError) -> Int {
        for line in script.lines { try perform(line) }
        while nextFrame * Timeline.frameTicks <= now { try drawFrame() }
        return nextFrame
    }

    private func perform(_ line: Script.Line) throws(FlotillaError) {
        let t = timeline.seconds(now)
        switch line.step {
        case .move(let p):
            send(.pointerMoved(p.point, time: t))
            pointer = p
        case .down(let button):
            send(.pointerPressed(pointer.point, button: button, time: t))
        case .up(let button):
            send(.pointerReleased(pointer.point, button: button, time: t))
        case .drag(let from, let to, let ms):
            send(.pointerMoved(from.point, time: t))
            send(.pointerPressed(from.point, button: 1, time: t))
            for sample in ScriptMotion.dragSamples(from: from, to: to, start: now, ticks: timeline.ticks(milliseconds: ms)) {
                try advance(to: sample.time)
                send(.pointerMoved(sample.point.point, time: timeline.seconds(now)))
            }
            send(.pointerReleased(to.point, button: 1, time: timeline.seconds(now)))
            pointer = to
        case .wheel(let dx, let dy):
            for notch in ScriptMotion.notches(dx: dx, dy: dy) {
                send(.wheel(Vector(dx: Double(notch.dx), dy: Double(notch.dy)), at: pointer.point, time: t))
            }
        case .key(let press):
            send(.key(press, time: t))
            // The modifiers are let go after the key (Alt let go ends Alt+Tab's switcher).
            if !press.modifiers.isEmpty { send(.modifiersReleased(held: [], time: t)) }
        case .wait(let ms):
            try advance(to: now + timeline.ticks(milliseconds: ms))
        case .settle:
            let limit = settleLimit * timeline.framesPerSecond
            var frames = 0
            while compositor.isAnimating {
                guard frames < limit else {
                    throw FlotillaError(.badInput, script.error(line: line.number, "settle: still moving after \(settleLimit) s").description)
                }
                try drawFrame()
                frames += 1
            }
        case .shot(let name):
            let list = try currentList()
            try onShot(name, list, compositor.stateText + list.textDump, line.number)
        case .resize(let w, let h):
            compositor.resize(to: Size(width: Double(w), height: Double(h)))
            dirty = true
        case .gesture(let gesture):
            for (time, event) in ScriptMotion.gestureEvents(gesture, at: pointer.point, start: now, ticks: timeline.ticks(milliseconds: gesture.milliseconds)) {
                try advance(to: time)
                send(.gesture(event, time: timeline.seconds(now)))
            }
        }
    }

    private func send(_ event: InputEvent) {
        compositor.handle(event)
        dirty = true
    }

    /// Draws the frames before `time`, then moves the clock to it.
    private func advance(to time: Int) throws(FlotillaError) {
        while nextFrame * Timeline.frameTicks < time { try drawFrame() }
        now = time
        clock.set(timeline.seconds(now))
    }

    /// Draws the next frame on the grid (at the current time when it is due now).
    @discardableResult
    private func drawFrame() throws(FlotillaError) -> DisplayList {
        now = max(now, nextFrame * Timeline.frameTicks)
        clock.set(timeline.seconds(now))
        let list = composeFrame()
        try onFrame(nextFrame, now, list, damage)
        damage = []
        nextFrame += 1
        return list
    }

    private func composeFrame() -> DisplayList {
        let frame = compositor.nextFrame()
        damage += frame.damage
        onEvents(frame.events)
        last = (now, frame.displayList)
        dirty = false
        return frame.displayList
    }

    /// What the window shows now: the last frame if nothing changed since, else a new frame (a
    /// frame of the grid when one falls due now).
    private func currentList() throws(FlotillaError) -> DisplayList {
        if let last, last.time == now, !dirty { return last.list }
        if nextFrame * Timeline.frameTicks == now { return try drawFrame() }
        return composeFrame()
    }
}
