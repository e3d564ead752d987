import Model
import Spring

/// How a sheet moves right now: resting at an extent, held by the pointer, or attracted by a spring.
enum SheetMotion {
    struct Drag {
        /// From the free edge to the pointer along the axis, fixed at the grab.
        var grab: Double
        var presented: Double
        var tracker: VelocityTracker
        /// The list the pointer scrolls (it started in it at the most expanded state) until the
        /// list reaches its hand-off end and the pointer pulls towards less expanded; nil when the
        /// pointer moves the sheet.
        var list: Int?
        var lastPointer: Point
    }

    case resting(Double)
    case dragging(Drag)
    case attracting(SpringValue<Double>, release: SheetRelease)

    func extent(at time: Double) -> Double {
        switch self {
        case .resting(let e): e
        case .dragging(let d): d.presented
        case .attracting(let s, _): s.value(at: time)
        }
    }

    func velocity(at time: Double) -> Double {
        if case .attracting(let s, _) = self { return s.velocity(at: time)[0] }
        return 0
    }
}
