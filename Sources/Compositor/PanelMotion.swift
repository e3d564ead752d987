import Model
import Spring

/// How one panel moves right now: at rest, held by the pointer, or carried by a spring.
enum PanelMotion {
    struct Drag {
        /// From the panel's origin to the pointer, fixed when the pointer grabbed it.
        var grab: Vector
        /// Where the panel is drawn (the pointer's origin, rubber-banded at the edges).
        var presented: Point
        var tracker: VelocityTracker
    }

    case resting(Point)
    case dragging(Drag)
    case settling(VectorSpringAnimation<SIMD2<Double>>)

    /// The origin the panel is drawn at, at `time`.
    func origin(at time: Double) -> Point {
        switch self {
        case .resting(let p): return p
        case .dragging(let d): return d.presented
        case .settling(let s):
            let v = s.value(at: time)
            return Point(x: v.x, y: v.y)
        }
    }

    /// The panel's velocity at `time` (zero while the pointer holds it).
    func velocity(at time: Double) -> Vector {
        guard case .settling(let s) = self else { return .zero }
        let v = s.velocity(at: time)
        return Vector(dx: v.x, dy: v.y)
    }

    /// A spring from `origin` (moving at `velocity`) to `target`.
    static func spring(from origin: Point, velocity: Vector, to target: Point, at time: Double,
                       parameters: SpringParameters) -> PanelMotion {
        .settling(VectorSpringAnimation(from: SIMD2(origin.x, origin.y), to: SIMD2(target.x, target.y),
                                        velocity: SIMD2(velocity.dx, velocity.dy), startTime: time,
                                        parameters: parameters))
    }
}
