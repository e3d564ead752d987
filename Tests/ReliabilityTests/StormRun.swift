@testable import Compositor
import Input
import Model

/// Drives one compositor through a storm of ``StormEvent``s on a manual clock, checking
/// ``StormInvariants`` after every event (the model) and every frame (what is drawn), then lets
/// the springs settle. Returns the first broken invariant.
final class StormRun {
    /// An invariant broken after `events[index]` (index `events.count`: while settling).
    struct Failure: Error, CustomStringConvertible {
        var scene: String
        var index: Int
        var message: String
        var events: [StormEvent]

        /// The failure, and the steps up to it as a regression test's body.
        var description: String {
            let steps = events.prefix(index + 1).map { "    \($0)," }.joined(separator: "\n")
            return "storm on \(scene): \(message) (after step \(index) of \(events.count))\n"
                + "Regression test body:\n#expect(StormRun.replay(\"\(scene)\", [\n\(steps)\n]) == nil)"
        }
    }

    /// How long the springs may take to settle once input stops, in seconds of virtual time.
    static let settleBound = 10.0

    let sceneName: String
    let clock = ManualClock()
    let compositor: Compositor
    private var invariants: StormInvariants

    init(_ sceneName: String, scene: Scene) {
        self.sceneName = sceneName
        compositor = Compositor(scene: scene, clock: clock)
        invariants = StormInvariants(compositor)
    }

    /// Replays `events` on a fresh compositor for bundled scene `name`; nil when every invariant holds.
    static func replay(_ name: String, _ events: [StormEvent]) -> Failure? {
        StormRun(name, scene: BundledScenes.scene(name)).run(events)
    }

    /// Applies `events`, then steps frames until nothing moves.
    func run(_ events: [StormEvent]) -> Failure? {
        for (i, event) in events.enumerated() {
            if let message = apply(event) {
                return Failure(scene: sceneName, index: i, message: message, events: events)
            }
        }
        if let message = settle() { return Failure(scene: sceneName, index: events.count, message: message, events: events) }
        return nil
    }

    /// Applies one step; returns a broken invariant.
    func apply(_ event: StormEvent) -> String? {
        let c = compositor, size = c.size
        func at(_ x: Double, _ y: Double) -> Point { Point(x: x * size.width, y: y * size.height) }
        switch event {
        case .frame:
            return frame()
        case .tick:
            clock.advance(by: 1.0 / 60)
            return frame()
        case .move(let x, let y, let dt):
            clock.advance(by: dt)
            c.handle(.pointerMoved(at(x, y), time: clock.now))
        case .press(let x, let y, let button):
            c.handle(.pointerPressed(at(x, y), button: button, time: clock.now))
        case .release(let x, let y, let button):
            c.handle(.pointerReleased(at(x, y), button: button, time: clock.now))
        case .wheel(let x, let y, let dx, let dy):
            c.handle(.wheel(Vector(dx: dx, dy: dy), at: at(x, y), time: clock.now))
        case .scroll(let x, let y, let dx, let dy):
            c.handle(.scroll(Vector(dx: dx, dy: dy), at: at(x, y), time: clock.now))
        case .key(let index, let shift):
            c.handle(.key(KeyPress(StormEvent.keys[index % StormEvent.keys.count], modifiers: shift ? .shift : []), time: clock.now))
        case .resize(let width, let height):
            c.resize(to: Size(width: width, height: height))
        case .present(let index):
            let ids = c.panelManager.order
            if !ids.isEmpty { c.present(panel: ids[index % ids.count]) }
        case .wait(let seconds):
            clock.advance(by: seconds)
        }
        return invariants.checkModel()
    }

    /// Steps 60 Hz frames until nothing moves; fails past ``settleBound``.
    func settle() -> String? {
        let end = clock.now + Self.settleBound
        while compositor.isAnimating {
            guard clock.now < end else { return "still animating \(Self.settleBound) s after the input stopped" }
            clock.advance(by: 1.0 / 60)
            if let message = frame() { return message }
        }
        return invariants.checkSettled()
    }

    private func frame() -> String? {
        invariants.check(compositor.nextFrame())
    }
}
