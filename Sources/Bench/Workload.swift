import App
import Compositor
import Foundation
import Input
import Model
import Render

/// One scene driven through the bench's steps on a manual clock at 60 Hz, every frame composed
/// and drawn (with its damage) onto one window-sized surface, each timed.
final class Workload {
    private let clock = ManualClock()
    let compositor: Compositor
    private let renderer: Renderer
    private let surface: ImageSurface
    private let wall = ContinuousClock()
    /// The most bytes of layer pixels the renderer kept after any frame so far.
    private(set) var peakLayerBytes = 0
    /// How many layers' pixels the renderer has drawn so far (the rest were composited from kept pixels).
    var layerDraws: Int { renderer.layerDraws }

    init(scene: Scene, renderer: Renderer) throws(FlotillaError) {
        compositor = Compositor(scene: scene, clock: clock)
        self.renderer = renderer
        do {
            let (width, height) = DisplayScale.pixels(of: scene.size, scale: renderer.scale)
            surface = try ImageSurface(width: Int(width), height: Int(height))
        } catch {
            throw FlotillaError(.internal, error.description)
        }
        renderer.draw(compositor.nextFrame().displayList, on: surface)
        peakLayerBytes = renderer.layerBytes
    }

    /// The whole window drawn again `times` times (after one untimed frame, so kept layers are warm).
    func fullFrames(_ times: Int) -> Samples {
        let list = compositor.nextFrame().displayList
        renderer.draw(list, on: surface)
        var samples = Samples()
        for _ in 0..<times { samples.add(timed { renderer.draw(list, on: surface) }) }
        return samples
    }

    /// The top panel dragged by its title bar through `moves` pointer moves 16 ms apart: each move
    /// handled, composed and drawn with its damage.
    func drag(moves: Int) -> Samples {
        guard let id = compositor.panelIDs.last, let frame = compositor.frame(of: id) else { return Samples() }
        var p = Point(x: frame.midX, y: frame.minY + 22)
        compositor.handle(.pointerPressed(p, button: 1, time: clock.now))
        step()
        var samples = Samples()
        for i in 0..<moves {
            clock.advance(by: 0.016)
            p = p + Vector(dx: i % 40 < 20 ? 3 : -3, dy: 1)
            let at = p
            samples.add(timed {
                compositor.handle(.pointerMoved(at, time: clock.now))
                step()
            })
        }
        compositor.handle(.pointerReleased(p, button: 1, time: clock.now + 0.2))
        settle()
        return samples
    }

    /// The top panel thrown (a fast drag let go while moving), then every frame until it rests.
    func fling() -> Samples {
        guard let id = compositor.panelIDs.last, let frame = compositor.frame(of: id) else { return Samples() }
        throwPointer(from: Point(x: frame.midX, y: frame.minY + 22), by: Vector(dx: -24, dy: 12))
        return framesUntilSettled()
    }

    /// The Maps search sheet flung from half towards full, then every frame until it rests.
    func sheetFling() -> Samples {
        throwPointer(from: Point(x: 210, y: 400), by: Vector(dx: 0, dy: -20))
        return framesUntilSettled()
    }

    /// Exposé shown and left again (F3 twice), every frame of both animations, from rest: first
    /// the layers hidden under others are drawn ahead, untimed, as a live window at rest does.
    func expose() -> Samples {
        while renderer.drawHiddenAhead() {}
        var samples = Samples()
        for _ in 0..<2 {
            compositor.handle(.key(KeyPress(.function(3)), time: clock.now))
            for s in framesUntilSettled().values { samples.add(s) }
        }
        return samples
    }

    /// Every other panel put on a second space (untimed), then the second space shown and the
    /// first again, as a managed display switches spaces: every frame of both slides, from rest.
    func spacesSlide() -> Samples {
        let ids = compositor.panelIDs
        var spaces = PanelSpaces(count: 2, current: 0, spaceOf: Dictionary(uniqueKeysWithValues: ids.enumerated().map { ($1, $0 % 2) }))
        compositor.setSpaces(spaces)
        settle()
        while renderer.drawHiddenAhead() {}
        var samples = Samples()
        for current in [1, 0] {
            spaces.current = current
            compositor.setSpaces(spaces)
            for s in framesUntilSettled().values { samples.add(s) }
        }
        return samples
    }

    /// Six moves 10 ms apart by `delta` each from `start`, released at the last.
    private func throwPointer(from start: Point, by delta: Vector) {
        var p = start
        compositor.handle(.pointerPressed(p, button: 1, time: clock.now))
        for _ in 0..<6 {
            clock.advance(by: 0.01)
            p = p + delta
            compositor.handle(.pointerMoved(p, time: clock.now))
        }
        compositor.handle(.pointerReleased(p, button: 1, time: clock.now))
    }

    private func framesUntilSettled(limit: Int = 600) -> Samples {
        var samples = Samples()
        var frames = 0
        repeat {
            clock.advance(by: 1.0 / 60)
            samples.add(timed { step() })
            frames += 1
        } while compositor.isAnimating && frames < limit
        return samples
    }

    private func settle() {
        var frames = 0
        repeat {
            clock.advance(by: 1.0 / 60)
            step()
            frames += 1
        } while compositor.isAnimating && frames < 600
    }

    /// One frame: composed, drawn where damaged.
    private func step() {
        let frame = compositor.nextFrame()
        renderer.draw(frame.displayList, on: surface, damage: frame.damage)
        peakLayerBytes = max(peakLayerBytes, renderer.layerBytes)
    }

    private func timed(_ body: () -> Void) -> Double {
        let start = wall.now
        body()
        let d = wall.now - start
        return Double(d.components.seconds) + Double(d.components.attoseconds) * 1e-18
    }
}
