import Compositor
import Model

/// A one-panel scene: a 300×180 panel at (120, 110) in an 800×560 window.
func onePanelScene(velocity: Vector = .zero) -> Scene {
    Scene(size: Size(width: 800, height: 560), panels: [
        PanelSpec(id: "p", title: "Panel", frame: Rect(x: 120, y: 110, width: 300, height: 180), velocity: velocity),
    ])
}

/// Drags with the pointer from `from` by `delta` in `steps` motion events `interval` seconds apart,
/// advancing the clock with the input; returns the release time.
@discardableResult
func drag(_ c: Compositor, clock: ManualClock, from: Point, by delta: Vector, steps: Int = 10,
          interval: Double = 0.01, restBeforeRelease: Double = 0) -> Double {
    c.handle(.pointerPressed(from, button: 1, time: clock.now))
    var p = from
    for i in 1...steps {
        clock.advance(by: interval)
        p = Point(x: from.x + delta.dx * Double(i) / Double(steps), y: from.y + delta.dy * Double(i) / Double(steps))
        c.handle(.pointerMoved(p, time: clock.now))
        _ = c.nextFrame()
    }
    clock.advance(by: restBeforeRelease)
    c.handle(.pointerReleased(p, button: 1, time: clock.now))
    return clock.now
}

/// Steps frames at 60 Hz until nothing moves (at most `limit` seconds); returns every frame.
@discardableResult
func settle(_ c: Compositor, clock: ManualClock, limit: Double = 5) -> [Frame] {
    var frames: [Frame] = []
    let end = clock.now + limit
    repeat {
        clock.advance(by: 1.0 / 60)
        frames.append(c.nextFrame())
    } while frames.last!.isAnimating && clock.now < end
    return frames
}

extension DisplayList {
    /// Every panel surface, as drawn in the window: a layer's surfaces placed at its origin and scale.
    var surfaces: [SurfaceItem] {
        items.flatMap { item -> [SurfaceItem] in
            guard case .layer(let l) = item else { return [] }
            return l.items.compactMap { child in
                guard case .surface(var s) = child else { return nil }
                s.frame = l.mapped(s.frame)
                return s
            }
        }
    }
}
