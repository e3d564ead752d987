import Model
import Scripts

/// What the offscreen and live players share: where a drag's samples fall and which notches a
/// wheel step turns, so both replay the same input.
enum ScriptMotion {
    /// The samples of a drag of `ticks` from `from` to `to`, starting `start` ticks into the
    /// recording (a frame lasts `Timeline.frameTicks`): one at every frame after the start and one
    /// at the end, at positions rounded to whole points.
    static func dragSamples(from: ScriptPoint, to: ScriptPoint, start: Int, ticks: Int) -> [(time: Int, point: ScriptPoint)] {
        let end = start + ticks
        var times = Array(stride(from: (start / Timeline.frameTicks + 1) * Timeline.frameTicks, to: end, by: Timeline.frameTicks))
        times.append(end)
        return times.map { t in
            let f = Double(t - start) / Double(ticks)
            return (t, ScriptPoint(x: Int((Double(from.x) + Double(to.x - from.x) * f).rounded()),
                                   y: Int((Double(from.y) + Double(to.y - from.y) * f).rounded())))
        }
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
