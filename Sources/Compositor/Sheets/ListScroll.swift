import Input
import Spring

/// One scrolling list's offset and how it moves, as a scroll view does: held by the pointer
/// (rubber-banded past its ends), decelerating after a flick, springing back from past an end, or
/// springing to where the wheel sends it. Offsets run from 0 (the list's top) to its maximum;
/// velocities are offset per second.
///
/// With reduced motion the list never glides, bounces or shows a rubber band: held past an end it
/// is drawn at the end, and a flick or the wheel puts it at once where momentum or the spring would
/// bring it to rest (a flick that would reach the hand-off end hands its velocity over at once),
/// reported as coming to rest on the next frame.
struct ListScroll {
    /// Where the list may rest and how it answers an end.
    struct Bounds {
        /// The largest offset (the list's bottom); 0 when everything fits.
        var maximum: Double
        /// The list's length on screen: the rubber band's dimension.
        var length: Double
        /// The end that hands over to the sheet instead of bouncing (the top for a bottom sheet, whose
        /// list at its top is pulled down towards less expanded); nil when neither does.
        var handOffEnd: End?

        func clamped(_ offset: Double) -> Double { min(maximum, max(0, offset)) }

        /// How far `offset` is past an end (negative before the top), 0 within.
        func overshoot(_ offset: Double) -> Double { offset - clamped(offset) }

        /// The offset of `end`.
        func offset(of end: End) -> Double { end == .top ? 0 : maximum }

        /// Whether `offset` is past the hand-off end.
        func isPastHandOffEnd(_ offset: Double) -> Bool {
            switch handOffEnd {
            case .top: offset < 0
            case .bottom: offset > maximum
            case nil: false
            }
        }
    }

    /// A list's ends: offset 0 and its maximum.
    enum End { case top, bottom }

    /// The list reached its hand-off end at `time` still moving at `velocity`.
    struct HandOff: Equatable {
        var time: Double
        var velocity: Double
    }

    private enum Motion {
        case resting(Double)
        /// Under the pointer: `raw` is where the pointer alone would put it; it shows rubber-banded
        /// past the ends of `bounds`.
        case held(raw: Double, bounds: Bounds)
        /// After a flick, until `stop` if momentum carries it to an end.
        case decelerating(Deceleration, stop: Stop?)
        /// Back from past an end, or to the wheel's target.
        case springing(SpringAnimation)
        /// Put at once where motion would have brought it (reduced motion), not yet reported resting.
        case arrived(Double)
    }

    /// What happens at the end momentum reaches: a bounce that springs back to it, or a hand-off
    /// that leaves the list resting `at` that end.
    private enum Stop {
        case bounce(SpringAnimation)
        case handOff(HandOff, at: Double)
    }

    /// How the list springs back from past an end and follows the wheel.
    static let spring = SpringParameters.transition

    private var motion = Motion.resting(0)
    /// Glides and springs, or none (reduced motion).
    var preference: MotionPreference

    init(preference: MotionPreference = .full) {
        self.preference = preference
    }

    /// Where the list is drawn at `time` (past an end while rubber-banded or bouncing).
    func offset(at time: Double) -> Double {
        switch motion {
        case .resting(let o): o
        case .held(let raw, let bounds): preference == .reduced ? bounds.clamped(raw) : Self.banded(raw, bounds)
        case .decelerating(let d, let stop):
            switch stop {
            case .bounce(let s) where time >= s.startTime: s.value(at: time)
            case .handOff(let h, let at) where time >= h.time: at
            default: d.value(at: time)
            }
        case .springing(let s): s.value(at: time)
        case .arrived(let o): o
        }
    }

    /// Where the pointer's `raw` offset shows with full motion: rubber-banded past the ends.
    private static func banded(_ raw: Double, _ bounds: Bounds) -> Double {
        bounds.clamped(raw) + RubberBand.offset(bounds.overshoot(raw), dimension: bounds.length)
    }

    /// Whether it moves on its own (momentum or a spring).
    var isAnimating: Bool {
        switch motion {
        case .resting, .held: false
        case .decelerating, .springing, .arrived: true
        }
    }

    /// Whether it moves: held by the pointer, or on its own.
    var isMoving: Bool {
        if case .held = motion { return true }
        return isAnimating
    }

    /// The pointer grabs the list: it stops where it is drawn and follows from there.
    mutating func grab(at time: Double, bounds: Bounds) {
        let shown = offset(at: time)
        let over = bounds.overshoot(shown)
        motion = .held(raw: bounds.clamped(shown) + RubberBand.overshoot(forOffset: over, dimension: bounds.length), bounds: bounds)
    }

    /// The pointer moved the list by `delta`. Returns how far it went past the hand-off end (the
    /// part of the pull that now moves the sheet), after which the list rests at that end.
    mutating func drag(by delta: Double) -> Double? {
        guard case .held(let raw, let bounds) = motion else { return nil }
        let moved = raw + delta
        if bounds.isPastHandOffEnd(moved), !bounds.isPastHandOffEnd(raw), let end = bounds.handOffEnd {
            motion = .resting(bounds.offset(of: end))
            return moved - bounds.offset(of: end)
        }
        motion = .held(raw: moved, bounds: bounds)
        return nil
    }

    /// The pointer let go at `time` with the list moving at `velocity`: from within the ends it
    /// decelerates, from past an end it springs back.
    mutating func release(velocity: Double, time: Double, decelerationRate: Double) {
        guard case .held(let raw, let bounds) = motion else { return }
        let shown = Self.banded(raw, bounds)
        guard bounds.overshoot(shown) == 0 else {
            motion = preference == .reduced ? .arrived(bounds.clamped(shown))
                : .springing(SpringAnimation(from: shown, to: bounds.clamped(shown), velocity: velocity, startTime: time,
                                             parameters: Self.spring))
            return
        }
        fling(from: shown, velocity: velocity, time: time, decelerationRate: decelerationRate, bounds: bounds)
    }

    /// Momentum from `from`, ending at an end it reaches: a bounce, or a hand-off at the hand-off end.
    private mutating func fling(from: Double, velocity: Double, time: Double, decelerationRate: Double, bounds: Bounds) {
        let d = Deceleration(from: from, velocity: velocity, startTime: time, decelerationRate: decelerationRate)
        let end: End = d.target < from ? .top : .bottom
        let edge = bounds.offset(of: end)
        let reduced = preference == .reduced
        guard bounds.overshoot(d.target) != 0, let t = d.time(reaching: edge) else {
            motion = d.isSettled(at: time) ? .resting(d.target) : reduced ? .arrived(d.target) : .decelerating(d, stop: nil)
            return
        }
        let v = d.velocity(at: t)
        if end == bounds.handOffEnd {
            motion = .decelerating(d, stop: .handOff(HandOff(time: reduced ? time : t, velocity: v), at: edge))
        } else {
            motion = reduced ? .arrived(edge)
                : .decelerating(d, stop: .bounce(SpringAnimation(from: edge, to: edge, velocity: v, startTime: t, parameters: Self.spring)))
        }
    }

    /// `clicks` of the wheel: springs to the last target plus ``InputEvent/wheelStep`` a click, from where it is drawn
    /// and at the speed it has (consecutive clicks add up).
    mutating func wheel(clicks: Double, time: Double, bounds: Bounds) {
        let base: Double = if case .springing(let s) = motion { s.target } else { offset(at: time) }
        let target = bounds.clamped(base + clicks * InputEvent.wheelStep)
        guard preference == .full else {
            motion = .arrived(target)
            return
        }
        motion = .springing(SpringAnimation(from: offset(at: time), to: target, velocity: velocity(at: time), startTime: time,
                                            parameters: Self.spring))
    }

    /// Precise scrolling (a touchpad's pixels): the list moves by `delta` at once, within its ends.
    mutating func scroll(by delta: Double, time: Double, bounds: Bounds) {
        motion = .resting(bounds.clamped(offset(at: time) + delta))
    }

    /// Stops momentum where the list is drawn (the sheet is about to move); a bounce goes on.
    mutating func stop(at time: Double, bounds: Bounds) {
        let shown = offset(at: time)
        if case .decelerating = motion, bounds.overshoot(shown) == 0 { motion = .resting(shown) }
    }

    /// What a frame's update found: momentum reached the hand-off end, or the list came to rest.
    enum Outcome: Equatable {
        case handOff(HandOff)
        case rested(at: Double)
    }

    /// Per frame: ends finished motion. Reports the hand-off once momentum has reached the
    /// hand-off end by `time` (the list rests there from then on), or where the list came to rest.
    mutating func update(at time: Double) -> Outcome? {
        switch motion {
        case .decelerating(let d, nil):
            guard d.isSettled(at: time) else { break }
            motion = .resting(d.target)
            return .rested(at: d.target)
        case .decelerating(_, .handOff(let h, let at)):
            guard time >= h.time else { break }
            motion = .resting(at)
            return .handOff(h)
        case .decelerating(_, .bounce(let s)):
            guard time >= s.startTime else { break }
            motion = .springing(s)
            return update(at: time)
        case .springing(let s):
            guard s.isSettled(at: time) else { break }
            motion = .resting(s.target)
            return .rested(at: s.target)
        case .arrived(let o):
            motion = .resting(o)
            return .rested(at: o)
        case .resting, .held:
            break
        }
        return nil
    }

    private func velocity(at time: Double) -> Double {
        switch motion {
        case .resting, .held, .arrived: 0
        case .decelerating(_, .bounce(let s)) where time >= s.startTime: s.velocity(at: time)
        case .decelerating(let d, _): d.velocity(at: time)
        case .springing(let s): s.velocity(at: time)
        }
    }
}
