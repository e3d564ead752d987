/// XInput 2.1 smooth scrolling: the scroll valuators of each pointer device and the values last
/// seen, turning the absolute values motion events carry into scroll deltas in wheel notches
/// (one notch is a valuator's increment; fractions are a touchpad's or a free-spinning wheel's).
struct ScrollValuators: Sendable {
    /// One scroll axis of a device: its valuator number, direction and increment (the change
    /// that equals one wheel notch; negative when the axis runs the other way).
    struct Axis: Equatable, Sendable {
        var number: Int
        var isVertical: Bool
        var increment: Double
    }

    /// The scroll axes of each device, by device id.
    private let axes: [Int: [Axis]]
    /// The last value of each (device, valuator).
    private var last: [Int: [Int: Double]] = [:]

    init(axes: [Int: [Axis]]) { self.axes = axes.filter { !$0.value.isEmpty } }

    /// The scroll of a motion event from `device` carrying `values` (valuator number → value), in
    /// notches (dy > 0: down, dx > 0: right, as wheel buttons 5 and 7); nil when none of its scroll
    /// valuators changed. The first value of an axis (after ``reset()``) only sets where it starts.
    mutating func deltas(device: Int, values: [Int: Double]) -> (dx: Double, dy: Double)? {
        guard let deviceAxes = axes[device] else { return nil }
        var dx = 0.0, dy = 0.0
        for axis in deviceAxes where axis.increment != 0 && axis.increment.isFinite {
            guard let value = values[axis.number], value.isFinite else { continue }
            defer { last[device, default: [:]][axis.number] = value }
            guard let previous = last[device]?[axis.number] else { continue }
            let notches = (value - previous) / axis.increment
            if axis.isVertical { dy += notches } else { dx += notches }
        }
        return dx == 0 && dy == 0 ? nil : (dx, dy)
    }

    /// Forgets the values seen: the pointer entered a window, and the valuators may have moved
    /// elsewhere meanwhile.
    mutating func reset() { last = [:] }
}
