import Desktop
import Foundation
import Input
import Model
import Scripts
import X11

extension Recorder {
    /// Replays `script` live: `scene` in a window on `display` (nil: `$DISPLAY`), input injected
    /// through XTEST in real time, shots read back from the X server into `directory` with the
    /// event log. Every step waits for the state it needs (input delivered, springs at rest, the
    /// frame on screen), never on a fixed sleep alone. The window is `scale` pixels per point (the
    /// script stays in points). With `reducedMotion` (or the desktop's XSETTINGS asking for no
    /// animations) cross-fades replace the springs.
    public static func recordLive(scene: Scene, script: Script, framesPerSecond: Int = 60, scale: Double = 1, display: String? = nil,
                                  reducedMotion: Bool = false, into directory: URL, progress: TerminalProgress = TerminalProgress(nil)) throws(FlotillaError) -> Recording {
        try check(script, scene: scene, framesPerSecond: framesPerSecond)
        // XTEST makes no touchpad gestures: a script with one is replayed offscreen only.
        for line in script.lines {
            guard case .gesture(let gesture) = line.step else { continue }
            throw FlotillaError(.badInput, script.error(line: line.number, "\(gesture.verb): XTEST makes no touchpad gestures, so --live cannot replay one; record it without --live").description)
        }
        guard display ?? ProcessInfo.processInfo.environment["DISPLAY"] != nil else {
            throw FlotillaError(.display, "record --live needs an X server and $DISPLAY is not set (scripts/test starts a private Xvfb)")
        }
        let output = try RecordingOutput(directory: directory)
        let session = try LiveSession(scene: scene, display: display, scale: scale, frameRate: Double(framesPerSecond),
                                      reducedMotion: reducedMotion) { event in
            // The session's own `ready` is not a panel event.
            if case .compositor(let e) = event { output.log([e]) }
        }
        let player = try LivePlayer(session: session, script: script, timeline: Timeline(framesPerSecond: framesPerSecond), output: output)
        try player.play(progress: progress)
        try output.writeEventLog()
        progress.finish("\(script.lines.count) steps, \(script.shotNames.count) shots in \(directory.path)")
        return Recording(frames: script.lines.count, files: output.written)
    }
}

/// Replays a script through XTEST on a live session.
final class LivePlayer {
    private let session: LiveSession
    private let input: SyntheticInput
    private let script: Script
    private let timeline: Timeline
    private let output: RecordingOutput
    private let clock = ContinuousClock()
    private var pointer = ScriptPoint(x: 0, y: 0)
    private var pressed = Set<Int>()
    /// How many input events the window should have handled by now.
    private var expected = 0
    private var line = 0

    init(session: LiveSession, script: Script, timeline: Timeline, output: RecordingOutput) throws(FlotillaError) {
        self.session = session
        self.script = script
        self.timeline = timeline
        self.output = output
        let screen = session.connection.screenSize
        for points in [session.compositor.size] + script.lines.compactMap({ l -> Size? in
            if case .resize(let w, let h) = l.step { Size(width: Double(w), height: Double(h)) } else { nil }
        }) {
            let size = DisplayScale.pixels(of: points, scale: session.scale)
            guard Int(size.width) > screen.width || Int(size.height) > screen.height else { continue }
            throw FlotillaError(.badInput, "a \(Int(size.width))×\(Int(size.height)) window does not fit on the \(screen.width)×\(screen.height) screen of \(session.connection.displayName), so it cannot be read back")
        }
        do { input = try SyntheticInput(connection: session.connection, scale: session.scale) } catch { throw FlotillaError(.display, "XTEST: \(error)") }
    }

    func play(progress: TerminalProgress) throws(FlotillaError) {
        try wait(for: "the window's first frame and its apps' first paint", timeout: 15) { session.isSettled && session.appsHaveDrawn }
        if script.lines.contains(where: { if case .key = $0.step { true } else { false } }) { session.window.focus() }
        // Park the pointer at (0, 0), where the offscreen replay starts it (two moves: one of them moves it).
        try inject { () throws(X11Error) in
            try input.move(to: 1, 1, in: session.window)
            try input.move(to: 0, 0, in: session.window)
        }
        try wait(for: "the pointer at (0, 0)", timeout: 5) { session.pointer == .zero }
        expected = session.inputCount
        do {
            for (i, step) in script.lines.enumerated() {
                line = step.number
                progress.update("step", i + 1, of: script.lines.count)
                try perform(step.step)
            }
        } catch {
            for button in pressed { try? input.release(button: button) }
            throw error
        }
    }

    private func perform(_ step: ScriptStep) throws(FlotillaError) {
        switch step {
        case .move(let p):
            try move(to: p)
        case .down(let button):
            try press(button)
        case .up(let button):
            try release(button)
        case .drag(let from, let to, let ms):
            try move(to: from)
            try press(1)
            let start = clock.now
            for sample in ScriptMotion.dragSamples(from: from, to: to, start: 0, ticks: timeline.ticks(milliseconds: ms)) {
                let due = start + .nanoseconds(Int64((timeline.seconds(sample.time) * 1e9).rounded()))
                try session.run(for: max(0, seconds(due - clock.now)))
                try move(to: sample.point)
            }
            try release(1)
        case .wheel(let dx, let dy):
            for notch in ScriptMotion.notches(dx: dx, dy: dy) {
                let button = notch.dy < 0 ? 4 : notch.dy > 0 ? 5 : notch.dx < 0 ? 6 : 7
                try inject { () throws(X11Error) in
                    try input.press(button: button)
                    try input.release(button: button)
                }
                try delivered(1)
            }
        case .key(let press):
            do { try input.key(press) } catch {
                throw FlotillaError(.badInput, script.error(line: line, "key \(KeyNames.name(of: press)): \(error)").description)
            }
            try delivered(1)
        case .wait(let ms):
            try session.run(for: Double(ms) / 1000)
        case .settle:
            try wait(for: "the panels to settle", timeout: Double(OffscreenPlayer.settleLimit)) { session.isSettled }
        case .shot(let name):
            try wait(for: "the frame to be drawn", timeout: 10) { session.isCurrent }
            try output.writeShot(try session.capture(), named: name)
        case .resize(let w, let h):
            session.main.resize(to: PixelSize(width: session.pixels.pixels(Double(w)), height: session.pixels.pixels(Double(h))))
            let size = Size(width: Double(w), height: Double(h))
            try wait(for: "the window to be \(w)×\(h)", timeout: 10) { session.compositor.size == size && session.isCurrent }
        case .gesture:
            // Refused before the window opens (``Recorder/recordLive``).
            break
        }
    }

    private func move(to p: ScriptPoint) throws(FlotillaError) {
        guard p != pointer else { return }
        try inject { () throws(X11Error) in try input.move(to: p.x, p.y, in: session.window) }
        pointer = p
        try delivered(1)
    }

    private func press(_ button: Int) throws(FlotillaError) {
        try inject { () throws(X11Error) in try input.press(button: button) }
        pressed.insert(button)
        try delivered(1)
    }

    private func release(_ button: Int) throws(FlotillaError) {
        try inject { () throws(X11Error) in try input.release(button: button) }
        pressed.remove(button)
        try delivered(1)
    }

    private func inject(_ body: () throws(X11Error) -> Void) throws(FlotillaError) {
        do { try body() } catch { throw FlotillaError(.display, "\(script.file): line \(line): XTEST: \(error)") }
    }

    /// Waits until the window has handled `count` more input events.
    private func delivered(_ count: Int) throws(FlotillaError) {
        expected += count
        try wait(for: "the X server to deliver the input", timeout: 5) { session.inputCount >= expected }
    }

    private func wait(for what: String, timeout: Double, until condition: () -> Bool) throws(FlotillaError) {
        do { try session.run(until: condition, timeout: timeout, what: what) } catch {
            throw FlotillaError(error.kind, line > 0 ? "\(script.file): line \(line): \(error.message)" : error.message)
        }
    }

    private func seconds(_ d: Duration) -> Double {
        Double(d.components.seconds) + Double(d.components.attoseconds) * 1e-18
    }
}
