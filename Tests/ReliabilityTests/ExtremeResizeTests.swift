import Compositor
import Model
import Testing

/// Issue 14, finding 3: a window resized again and again between 1×1 and 32767×32767 and back to
/// its own size shows the layout it had (it used to leave every floating panel at (−79, 0) and
/// float the pinned ones).
@Suite struct ExtremeResizeTests {
    /// 313 sizes, the corners of 1…32767 and every order of magnitude between, in a fixed order.
    static let sizes: [Size] = (0..<313).map { i in
        let lengths = [1.0, 32767, 7, 499, 501, 2048, 90, 16384, 3, 1099]
        return Size(width: lengths[i % lengths.count], height: lengths[(i * 7 + 3) % lengths.count])
    }

    @Test func panelsReturnExactlyAfterExtremeResizes() {
        let clock = ManualClock()
        let c = Compositor(scene: BundledScenes.scene("panels"), clock: clock)
        let original = c.panelManager
        let frames = c.panelIDs.map { c.frame(of: $0) }
        for size in Self.sizes {
            c.resize(to: size)
            clock.advance(by: 1.0 / 60)
            _ = c.nextFrame()
        }
        c.resize(to: Size(width: 1100, height: 700))
        clock.advance(by: 30)
        _ = c.nextFrame()
        #expect(!c.isAnimating)
        #expect(c.layoutState == original.layoutState())
        #expect(c.panelManager.targets == original.targets)
        #expect(c.panelManager.zOrder == original.zOrder)
        #expect(c.panelIDs.map { c.frame(of: $0) } == frames)
    }
}
