import App
import Assets
import Compositor
import Input
import Model
import SnapshotTesting
import TestSupport
import Testing

/// Offscreen goldens of the classic popover (assets/scenes/popover.json): page A (300×300, no
/// navigation bar) pushes page B (600×400, with one) and B's button toggles its height to 600, the
/// frame springing with the slide on every frame.
@Suite("Popover goldens", .serialized)
struct PopoverGoldenTests {
    let headless: HeadlessRenderer
    let clock = ManualClock()
    let compositor: Compositor

    init() throws {
        headless = try HeadlessRenderer()
        compositor = Compositor(scene: try SceneLoading.load(path: Assets.scene(named: "popover").path), clock: clock,
                                textMeasurer: headless.textMeasurer)
    }

    func snapshot(_ name: String, fileID: StaticString = #fileID, file: StaticString = #filePath,
                  testName: String = #function, line: UInt = #line, column: UInt = #column) throws {
        try assertFrame(compositor, headless, named: name, fileID: fileID, file: file, testName: testName, line: line, column: column)
    }

    func settle() {
        repeat { clock.advance(by: 1.0 / 60) } while compositor.nextFrame().isAnimating
    }

    func click(_ p: Point) {
        compositor.handle(.pointerPressed(p, button: 1, time: clock.now))
        compositor.handle(.pointerReleased(p, button: 1, time: clock.now + 0.05))
    }

    /// The button of the page on top, `index` from the top.
    func button(_ index: Int = 0) throws -> Point {
        let frame = try #require(compositor.frame(of: "share"))
        let top = try #require(compositor.popoverTopPage(of: "share"))
        let parts = PageLayout.parts(of: top, toggled: false, isRoot: true, in: frame)
        return try #require(parts.buttons.dropFirst(index).first).center
    }

    /// Before the push, mid-push (the page half slid and the frame between 300×300 and 600×400),
    /// and settled.
    @Test func pushResizesWhileItSlides() throws {
        settle()
        try snapshot("before-push")
        click(try button())
        clock.advance(by: 0.1)
        try snapshot("mid-push")
        settle()
        try snapshot("pushed")
    }

    /// B's toggle mid-way from 400 to 600 high.
    @Test func heightToggleMidway() throws {
        settle()
        click(try button())
        settle()
        click(try button())
        clock.advance(by: 0.1)
        try snapshot("mid-toggle")
    }

    /// Escape 0.1 s into a push: the slide and the size reverse from where they are.
    @Test func popInterruptsPush() throws {
        settle()
        click(try button())
        clock.advance(by: 0.1)
        _ = compositor.nextFrame()
        compositor.handle(.key(KeyPress(.escape), time: clock.now))
        clock.advance(by: 0.08)
        try snapshot("mid-pop-interrupting-push")
        settle()
        try snapshot("popped-back")
    }
}
