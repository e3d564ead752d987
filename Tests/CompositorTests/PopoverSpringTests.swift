@testable import Compositor
import Input
import Model
import Testing

/// A panel attached in the popover style moves with one spring, its popover's: fades included.
@Suite("Popover spring")
struct PopoverSpringTests {
    /// PopoverTests' scene with "p" hidden until a's content button presents it.
    static func hiddenPopover() -> Scene {
        var scene = PopoverTests.scene()
        scene.floating.panels[1].presentation = .hidden
        scene.floating.panels[1].parent = nil
        return scene
    }

    /// One presentation of "p", pushed (`push`) on the second frame of its fade-in, played for
    /// 2 s: the frames with p's did-settle, the frame its spring came to rest, and whether a frame
    /// showed it both fading and resizing.
    static func present(push: Bool) throws -> (settles: [Int], restedAt: Int?, together: Bool, compositor: Compositor) {
        let clock = ManualClock()
        let c = Compositor(scene: Self.hiddenPopover(), clock: clock)
        let a = try #require(c.frame(of: "a"))
        c.click(Point(x: a.midX, y: a.maxY - 27), clock: clock)
        #expect(Floating.floatingEvents(c.nextFrame().events).contains(.didPresent(panel: "p", state: .attached, page: "one")))
        clock.advance(by: 1.0 / 60)
        _ = c.nextFrame()
        if push {
            c.key(.tab, clock: clock)
            c.key(.enter, clock: clock)
        }
        var settles: [Int] = [], restedAt: Int?, together = false
        for frame in 0..<120 {
            clock.advance(by: 1.0 / 60)
            let events = Floating.floatingEvents(c.nextFrame().events)
            settles += events.filter { if case .didSettle(panel: "p", _) = $0 { true } else { false } }.map { _ in frame }
            #expect(!c.panels.presentation.isMoving("p"), "frame \(frame): a second spring moves p")
            let live = try #require(c.panels.popovers["p"])
            let opacity = try #require(c.panels.pose(of: "p", at: clock.now)).opacity
            let size = try #require(c.frame(of: "p")).size
            if opacity < 1, size != Size(width: 200, height: 120), size != Size(width: 240, height: 176) { together = true }
            if restedAt == nil, !live.pose.isMoving { restedAt = frame }
        }
        #expect(c.panels.pose(of: "p", at: clock.now)?.opacity == 1)
        return (settles, restedAt, together, c)
    }

    /// Pushed while it still fades in, the fade and the resize move in the same frames of one
    /// spring, and the presentation moves no pose of its own for it. did-settle comes once, when
    /// the fade is done: on the frame it comes without the push (the resize goes on after it).
    @Test func theFadeAndAPushMoveTogetherAndSettleOnce() throws {
        let alone = try Self.present(push: false), pushed = try Self.present(push: true)
        #expect(alone.settles.count == 1 && alone.settles.first == alone.restedAt)
        #expect(pushed.together, "the fade and the resize move in the same frames")
        #expect(pushed.settles == alone.settles)
        #expect(try #require(pushed.restedAt) > alone.settles[0])
        #expect(pushed.compositor.frame(of: "p")?.size == Size(width: 240, height: 176))
    }

    /// Closed, it fades out in its popover's spring and is gone when that spring rests.
    @Test func closingFadesOutInTheSameSpring() throws {
        let clock = ManualClock()
        let c = Compositor(scene: PopoverTests.scene(), clock: clock)
        _ = c.nextFrame()
        c.key(.escape, clock: clock)
        var opacities: [Double] = []
        while c.nextFrame().isAnimating {
            #expect(!c.panels.presentation.isMoving("p"))
            if let live = c.panels.popovers["p"] {
                #expect(live.pose.isMoving)
                opacities.append(live.pose.value(at: clock.now).opacity)
            }
            clock.advance(by: 1.0 / 60)
        }
        #expect(opacities.count > 5 && opacities == opacities.sorted(by: >))
        #expect(c.panels.popovers["p"] == nil && c.panels.presentation.poses["p"] == nil)
    }
}
