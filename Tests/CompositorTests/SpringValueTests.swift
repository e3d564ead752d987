@testable import Compositor
import Model
import Spring
import Testing

@Suite("Values carried by springs")
struct SpringValueTests {
    /// A rectangle collapsing on an under-damped spring: its lanes swing below zero, the presented
    /// width and height never do, and the position is never touched by the clamp.
    @Test func aRectangleNeverPresentsANegativeSize() throws {
        let p = try SpringParameters(response: 0.3, dampingRatio: 0.3)
        var rect = SpringValue(Rect(x: 10, y: 20, width: 100, height: 80), at: 0)
        rect.animate(to: Rect(x: 60, y: 20, width: 0, height: 0), at: 0, velocity: SIMD4(0, 0, -500, 0), parameters: p, preference: .full)
        var sawNegativeLane = false
        var t = 0.0
        while !rect.update(at: t) {
            let presented = rect.value(at: t), lanes = rect.spring.value(at: t)
            #expect(presented.width >= 0 && presented.height >= 0, "t=\(t)")
            #expect(presented.minX == lanes[0] && presented.minY == lanes[1])
            if lanes[2] < 0 || lanes[3] < 0 { sawNegativeLane = true }
            t += 0.001
        }
        #expect(sawNegativeLane)
        #expect(rect.value(at: t) == Rect(x: 60, y: 20, width: 0, height: 0))
        let reportsAgain = rect.update(at: t + 1)
        #expect(!reportsAgain, "it reports coming to rest once")
    }

    /// Retargeted while a lane is below zero, the spring goes on from the true (negative) lane, not
    /// from the clamped presentation.
    @Test func aRetargetContinuesFromTheUnclampedLanes() throws {
        var rect = SpringValue(Rect(x: 0, y: 0, width: 100, height: 50), at: 0)
        rect.animate(to: Rect(x: 0, y: 0, width: 0, height: 50), at: 0, parameters: try SpringParameters(response: 0.3, dampingRatio: 0.3), preference: .full)
        let t = try #require((0..<400).map { Double($0) * 0.001 }.first { rect.spring.value(at: $0)[2] < -1 })
        let before = rect.spring
        rect.animate(to: Rect(x: 0, y: 0, width: 80, height: 50), at: t, preference: .full)
        #expect(rect.spring.value(at: t) == before.value(at: t))
        #expect(rect.spring.velocity(at: t) == before.velocity(at: t))
        #expect(rect.value(at: t).width == 0)
    }

    /// A pose's opacity and scale stay in range while the spring swings past them, and its
    /// velocity lanes move the frame only.
    @Test func aPoseKeepsOpacityAndScaleInRange() {
        let pose = PanelPose(lanes: SIMD8(1, 2, 3, 4, -0.5, 1.2, 0, 0))
        #expect(pose == PanelPose(frame: Rect(x: 1, y: 2, width: 3, height: 4), scale: 0.01, opacity: 1))
        #expect(PanelPose(lanes: pose.lanes) == pose)
        #expect(PanelPose.lanes(moving: Vector(dx: 7, dy: -8)) == SIMD8(7, -8, 0, 0, 0, 0, 0, 0))
        let preview = PreviewPose(frame: Rect(x: 5, y: 6, width: 7, height: 8), alpha: 0.25)
        #expect(PreviewPose(lanes: preview.lanes) == preview)
    }
}
