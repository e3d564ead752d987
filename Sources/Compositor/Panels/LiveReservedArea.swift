import Model

/// A reserved area on screen: whether it shows, and how far it has slid in from its edge
/// (0 hidden … 1 shown), carried by the transition spring (with reduced motion it fades out
/// hidden, or fades in shown, without sliding).
struct LiveReservedArea {
    let spec: ReservedAreaSpec
    private(set) var isShown: Bool
    private(set) var progress: SpringValue<Double>

    /// The area at rest, shown or not as the scene declares.
    init(_ spec: ReservedAreaSpec, at time: Double) {
        self.spec = spec
        isShown = spec.shown
        progress = SpringValue(spec.shown ? 1 : 0, at: time)
    }

    var id: String { spec.area.id }

    /// Slides in (`shown`) or out from where it is at `time`.
    mutating func show(_ shown: Bool, at time: Double, preference: MotionPreference) {
        isShown = shown
        progress.animate(to: shown ? 1 : 0, at: time, preference: preference)
    }

    /// Whether it came to rest by `time` since last asked.
    mutating func update(at time: Double) -> Bool { progress.update(at: time) }

    /// Where it is drawn at `time` in `container`: its strip, pushed out past its edge by the part
    /// not yet slid in; nil when wholly out.
    func frame(in container: Rect, at time: Double) -> Rect? {
        let p = min(1, max(0, progress.value(at: time)))
        guard p > 0 else { return nil }
        let strip = spec.area.frame(in: container)
        let hidden = 1 - p
        return switch spec.area.edge {
        case .bottom: strip.offsetBy(Vector(dx: 0, dy: strip.height * hidden))
        case .top: strip.offsetBy(Vector(dx: 0, dy: -strip.height * hidden))
        case .left: strip.offsetBy(Vector(dx: -strip.width * hidden, dy: 0))
        case .right: strip.offsetBy(Vector(dx: strip.width * hidden, dy: 0))
        }
    }
}

extension [LiveReservedArea] {
    /// The areas that show, for the manager.
    var shownAreas: [ReservedArea] { filter(\.isShown).map(\.spec.area) }
}
