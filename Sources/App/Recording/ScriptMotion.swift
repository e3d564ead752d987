import Input
import Model
import Scripts

/// What the players share: where a drag's samples fall, which notches a wheel step turns, and
/// a gesture's events, so every replay makes the same input.
enum ScriptMotion {
    /// The samples of a drag of `ticks` from `from` to `to`, starting `start` ticks into the
    /// recording (a frame lasts `Timeline.frameTicks`): one at every frame after the start and one
    /// at the end, at positions rounded to whole points.
    static func dragSamples(from: ScriptPoint, to: ScriptPoint, start: Int, ticks: Int) -> [(time: Int, point: ScriptPoint)] {
        sampleTimes(start: start, ticks: ticks).map { t in
            let f = Double(t - start) / Double(ticks)
            return (t, ScriptPoint(x: Int((Double(from.x) + Double(to.x - from.x) * f).rounded()),
                                   y: Int((Double(from.y) + Double(to.y - from.y) * f).rounded())))
        }
    }

    /// When the samples of a motion of `ticks` starting at `start` fall: at every frame after the
    /// start, and at the end.
    private static func sampleTimes(start: Int, ticks: Int) -> [Int] {
        Array(stride(from: (start / Timeline.frameTicks + 1) * Timeline.frameTicks, to: start + ticks, by: Timeline.frameTicks)) + [start + ticks]
    }

    /// The events of `gesture` where the pointer is (`at`, points) starting `start` ticks into the
    /// recording and lasting `ticks`: it begins at the start; at each sample (``dragSamples``'
    /// times) it goes on by what the fingers moved, spread and turned since the last, the deltas
    /// adding up to the script's; at the end it ends, or is cancelled.
    static func gestureEvents(_ gesture: ScriptGesture, at: Point, start: Int, ticks: Int) -> [(time: Int, gesture: Gesture)] {
        let kind: Gesture.Kind
        let whole: (delta: Vector, scale: Double, rotation: Double)
        switch gesture.motion {
        case .swipe(let dx, let dy): (kind, whole) = (.swipe, (Vector(dx: Double(dx), dy: Double(dy)), 1, 0))
        case .pinch(let percent, let degrees): (kind, whole) = (.pinch, (.zero, Double(percent) / 100, Double(degrees)))
        }
        func event(_ phase: Gesture.Phase, delta: Vector = .zero, scale: Double, rotation: Double = 0) -> Gesture {
            Gesture(kind, phase, fingers: gesture.fingers, at: at, delta: delta, scale: scale, rotation: rotation)
        }
        var events = [(start, event(.began, scale: 1))]
        var last = 0.0
        for t in sampleTimes(start: start, ticks: ticks) {
            let f = Double(t - start) / Double(ticks), step = f - last
            last = f
            events.append((t, event(.changed, delta: Vector(dx: whole.delta.dx * step, dy: whole.delta.dy * step),
                                    scale: 1 + (whole.scale - 1) * f, rotation: whole.rotation * step)))
        }
        events.append((start + ticks, event(gesture.cancelled ? .cancelled : .ended, scale: whole.scale)))
        return events
    }

    /// The single notches of a wheel step, horizontal ones first: (dx, dy) with one of them ±1.
    static func notches(dx: Int, dy: Int) -> [(dx: Int, dy: Int)] {
        Array(repeating: (dx.signum(), 0), count: abs(dx)) + Array(repeating: (0, dy.signum()), count: abs(dy))
    }
}

/// Exact virtual time: a millisecond is `framesPerSecond` ticks and a frame `frameTicks`, so
/// frame times and script times are whole numbers and compare exactly.
struct Timeline {
    static let frameTicks = 1000
    let framesPerSecond: Int

    func ticks(milliseconds: Int) -> Int { milliseconds * framesPerSecond }
    func seconds(_ ticks: Int) -> Double { Double(ticks) / Double(Self.frameTicks * framesPerSecond) }

    /// `ticks` as seconds with three decimals, "0.350 s" (no locale, no rounding surprises).
    func label(_ ticks: Int) -> String {
        let ms = (ticks + framesPerSecond / 2) / framesPerSecond
        let fraction = String(ms % 1000)
        return "\(ms / 1000).\(String(repeating: "0", count: 3 - fraction.count))\(fraction) s"
    }
}
