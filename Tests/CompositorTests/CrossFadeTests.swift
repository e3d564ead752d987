@testable import Compositor
import Model
import Testing

@Suite("Cross-fades (reduced motion's springs)")
struct CrossFadeTests {
    let d = MotionPreference.crossFadeDuration

    /// A pose that moves fades out where it was, then in where it goes; it is never between.
    @Test func aMoveFadesThroughNothing() {
        let from = PanelPose(frame: Rect(x: 0, y: 0, width: 100, height: 50)), to = PanelPose(frame: Rect(x: 300, y: 40, width: 100, height: 50))
        var pose = SpringValue(from, at: 1)
        pose.animate(to: to, at: 1, velocity: PanelPose.lanes(moving: Vector(dx: 2000, dy: 0)), preference: .reduced)
        var opacities: [Double] = []
        for i in 0...12 {
            let t = 1 + Double(i) * d / 12, shown = pose.value(at: t)
            #expect(shown.frame == (t < 1 + d / 2 ? from.frame : to.frame), "t=\(t)")
            opacities.append(shown.opacity)
        }
        #expect(opacities.first == 1 && opacities[6] < 1e-9 && opacities.last == 1)
        #expect(zip(opacities[1...6], opacities[0...5]).allSatisfy { $0 < $1 } && zip(opacities[7...], opacities[6...11]).allSatisfy { $0 >= $1 })
        #expect(pose.velocity(at: 1.05) == .zero, "a fade carries no velocity")
        let early = pose.update(at: 1 + d - 1e-9), done = pose.update(at: 1 + d)
        #expect(!early && done)
        #expect(pose.value(at: 1 + d) == to && pose.value(at: 5) == to)
    }

    /// Only the opacity changes (a panel appearing in place): it fades straight across.
    @Test func anOpacityChangeFadesStraight() {
        let frame = Rect(x: 10, y: 10, width: 100, height: 50)
        let pose = SpringValue.moving(from: PanelPose(frame: frame, opacity: 0), to: PanelPose(frame: frame), at: 0, parameters: .transition,
                                      preference: .reduced)
        #expect(pose.value(at: d / 2).opacity == 0.5)
        #expect(pose.opacity(at: d / 2) == 1)
        let dim = SpringValue.moving(from: Level(0), to: Level(1), at: 0, parameters: .transition, preference: .reduced)
        #expect(dim.value(at: d / 4).value > 0 && dim.value(at: d / 4).value < 0.5)
    }

    /// A value with no opacity of its own (a sheet's extent) reports the fade for its drawing.
    @Test func aValueWithoutOpacityReportsTheFade() {
        let extent = SpringValue.moving(from: 100.0, to: 400, at: 0, parameters: .transition, preference: .reduced)
        #expect(extent.value(at: d / 4) == 100 && extent.value(at: d * 3 / 4) == 400)
        #expect(extent.opacity(at: 0) == 1 && extent.opacity(at: d / 2) == 0 && extent.opacity(at: d) == 1)
        #expect(extent.opacity(at: d / 4) == 0.5)
    }

    /// Nothing to change: it has arrived at once, as a spring with nothing to do.
    @Test func noChangeIsSettledAtOnce() {
        let same = SpringValue.moving(from: 5.0, to: 5, at: 0, parameters: .transition, preference: .reduced)
        #expect(same.isSettled(at: 0))
    }

    /// Retargeted mid-fade (the window resized), it ends at the new target and stays there.
    @Test func aRetargetEndsAtTheNewTarget() {
        var extent = SpringValue.moving(from: 100.0, to: 400, at: 0, parameters: .transition, preference: .reduced)
        extent.retarget(to: 500, at: d / 4)
        #expect(extent.value(at: d * 3 / 4) == 500)
        let done = extent.update(at: d)
        #expect(done)
        #expect(extent.value(at: d + 1) == 500)
    }
}
