import App
import Assets
import Compositor
import Input
import Model
import Render
import SnapshotTesting
import TestSupport
import Testing

/// Offscreen goldens of the compose scene (assets/scenes/panels.json): pinned and floating panels,
/// a pin preview mid-drag, exposé, a resize at its minimum and nested popovers.
@Suite("Panel goldens", .serialized)
struct PanelGoldenTests {
    let headless: HeadlessRenderer
    let clock = ManualClock()
    let compositor: Compositor

    init() throws {
        headless = try HeadlessRenderer()
        compositor = Compositor(scene: try SceneLoading.load(path: Assets.scene(named: "panels").path), clock: clock)
    }

    func snapshot(_ name: String, fileID: StaticString = #fileID, file: StaticString = #filePath,
                  testName: String = #function, line: UInt = #line, column: UInt = #column) throws {
        try assertFrame(compositor, headless, named: name, fileID: fileID, file: file, testName: testName, line: line, column: column)
    }

    func settle() {
        repeat { clock.advance(by: 1.0 / 60) } while compositor.nextFrame().isAnimating
    }

    /// Presses at `from`, moves by `delta` in ten 10 ms steps (no release).
    func hold(from: Point, by delta: Vector) {
        compositor.handle(.pointerPressed(from, button: 1, time: clock.now))
        for i in 1...10 {
            clock.advance(by: 0.01)
            compositor.handle(.pointerMoved(Point(x: from.x + delta.dx * Double(i) / 10, y: from.y + delta.dy * Double(i) / 10),
                                            time: clock.now))
        }
    }

    /// As declared: Title pinned left, Tags pinned right, Date (focused) and Attachments floating
    /// over the main content.
    @Test func pinnedLeftAndRight() throws {
        try snapshot("pinned-left-and-right")
    }

    /// Every panel floating: the pinned ones floated by their float buttons, 20 pt from their sides.
    @Test func floating() throws {
        compositor.float(panel: "title")
        compositor.float(panel: "tags")
        settle()
        try snapshot("floating")
    }

    /// Date dragged to the right edge: the preview grows from the panel into the slot above Tags.
    @Test func pinPreviewMidDrag() throws {
        // Date: (480, 170, 280×214) held by its title bar's middle until the pointer is 10 pt
        // from the window's right edge (issue 59: the pointer, not the panel, pins), the panel
        // 130 pt past it.
        hold(from: Point(x: 620, y: 185), by: Vector(dx: 470, dy: 0))
        clock.advance(by: 0.1)
        try snapshot("pin-preview-100ms")
        clock.advance(by: 1)
        try snapshot("pin-preview")
        compositor.handle(.pointerReleased(Point(x: 1090, y: 185), button: 1, time: clock.now))
        settle()
        try snapshot("pinned-after-drop")
    }

    /// The window shrunk to 700×480: too narrow to keep the main content 350 wide with both columns,
    /// so the wider one (Title, left) floats 20 pt from its side; Tags stays pinned (460 remain);
    /// the floating panels move to stay inside.
    @Test func windowTooNarrowForPinning() throws {
        compositor.resize(to: Size(width: 700, height: 480))
        settle()
        try snapshot("narrow-window")
    }

    /// F3 in that window: the three floating panels scaled into a 2 × 2 grid over a dim (the scale
    /// fits Date's 214 pt height into a 186 pt cell); pinned Tags stays under the dim.
    @Test func expose() throws {
        compositor.resize(to: Size(width: 700, height: 480))
        settle()
        compositor.handle(.key(KeyPress(.function(3)), time: clock.now))
        clock.advance(by: 0.1)
        try snapshot("expose-100ms")
        settle()
        let grid = try #require(compositor.panelManager.exposeGrids.first?.grid)
        #expect(grid.columns == 2 && grid.rows == 2 && abs(grid.scale - 186.0 / 214) < 1e-12)
        try snapshot("expose")
    }

    /// Date's bottom-right corner dragged far up-left: rubber-banded past its minimum while held,
    /// then settled at the minimum (220×130 content, 220×174 frame).
    @Test func resizeAtItsMinimum() throws {
        hold(from: Point(x: 759, y: 383), by: Vector(dx: -200, dy: -150))
        try snapshot("resize-held-past-minimum")
        compositor.handle(.pointerReleased(Point(x: 559, y: 233), button: 1, time: clock.now))
        settle()
        #expect(compositor.frame(of: "date") == Rect(x: 480, y: 170, width: 220, height: 174))
        try snapshot("resize-at-minimum")
    }

    /// Date's button presents Calendar in a popover, whose button presents Time.
    @Test func nestedPopovers() throws {
        let date = try #require(compositor.frame(of: "date"))
        compositor.handle(.pointerPressed(ActionButtonLayout.frames(count: 1, in: date)[0].center, button: 1, time: clock.now))
        compositor.handle(.pointerReleased(ActionButtonLayout.frames(count: 1, in: date)[0].center, button: 1, time: clock.now))
        settle()
        let calendar = try #require(compositor.frame(of: "calendar"))
        compositor.handle(.pointerPressed(ActionButtonLayout.frames(count: 1, in: calendar)[0].center, button: 1, time: clock.now))
        compositor.handle(.pointerReleased(ActionButtonLayout.frames(count: 1, in: calendar)[0].center, button: 1, time: clock.now))
        settle()
        #expect(compositor.panelManager.ancestors(of: "time") == ["calendar", "date"])
        try snapshot("nested-popovers")
    }
}
