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

    /// Presses at `from` and moves by `delta` in ten 10 ms steps (no release).
    func hold(from: Point, by delta: Vector) {
        compositor.handle(.pointerPressed(from, button: 1, time: clock.now))
        for i in 1...10 {
            clock.advance(by: 0.01)
            compositor.handle(.pointerMoved(Point(x: from.x + delta.dx * Double(i) / 10, y: from.y + delta.dy * Double(i) / 10),
                                            time: clock.now))
        }
    }

    /// Dragged by its grabber 30 pt away, the arrow half retracted; let go there, it springs back
    /// to its source. Dragged 200 pt away it floats as a panel, title bar above its page, and
    /// pins to the right like any floating panel.
    @Test func floatsOutWhenDraggedAway() throws {
        settle()
        let attached = try #require(compositor.frame(of: "share"))
        let grabber = Point(x: attached.midX, y: attached.minY + 10)
        hold(from: grabber, by: Vector(dx: 30, dy: 0))
        try snapshot("dragged-30")
        compositor.handle(.pointerReleased(Point(x: grabber.x + 30, y: grabber.y), button: 1, time: clock.now))
        settle()
        #expect(compositor.frame(of: "share") == attached)
        #expect(compositor.panelManager.state(of: "share") == .attached)

        hold(from: grabber, by: Vector(dx: 200, dy: 300))
        try snapshot("dragged-away")
        compositor.handle(.pointerReleased(Point(x: grabber.x + 200, y: grabber.y + 300), button: 1, time: clock.now))
        let events = compositor.nextFrame().events
        #expect(events.contains(.panel(.didFloat(panel: "share"))))
        settle()
        #expect(compositor.panelManager.state(of: "share") == .floating)
        try snapshot("floated")
        let floated = try #require(compositor.frame(of: "share"))
        let title = Point(x: floated.midX, y: floated.minY + 20)
        // Held by its title bar until the pointer is 10 pt from the right edge.
        hold(from: title, by: Vector(dx: 1190 - title.x, dy: 0))
        compositor.handle(.pointerReleased(Point(x: 1190, y: title.y), button: 1, time: clock.now))
        settle()
        #expect(compositor.panelManager.state(of: "share") == .pinned(side: .right, index: 0))
        try snapshot("pinned")
    }

    /// In a window narrower than 500 pt the popover shows as a bottom sheet with the same page;
    /// widened again, it is a popover at its source as before.
    @Test func aCompactWindowShowsItAsASheet() throws {
        settle()
        let before = try #require(compositor.frame(of: "share"))
        compositor.resize(to: Size(width: 480, height: 800))
        settle()
        #expect(compositor.frame(of: "share") == Rect(x: 0, y: 500, width: 480, height: 300))
        try snapshot("compact-sheet")
        compositor.resize(to: Size(width: 1200, height: 800))
        settle()
        #expect(compositor.frame(of: "share") == before)
    }

    /// A text page measured with the real font: 320 wide, its text wrapped at 288 — clamped to
    /// the panel's 220 pt maximum height it scrolls, the wheel moving it under the grabber strip.
    @Test func aTextPageTallerThanItsLimitScrolls() throws {
        let text = String(repeating: "Tides turn twice a day; the harbour office posts the times by the slipway. ", count: 12)
        let notes = ManagedPanelSpec(
            id: "notes", sizes: PanelContentSizes(preferred: Size(width: 320, height: 100), minimum: Size(width: 100, height: 100),
                                                  maximum: Size(width: 400, height: 220)),
            presentation: .attached,
            look: PanelLook(popover: PopoverStyle(source: .window(Rect(x: 300, y: 60, width: 40, height: 30)),
                                                  pages: [PopoverPage(id: "text", content: .text(text, width: 320))])))
        let scene = Scene(size: Size(width: 640, height: 400), floating: FloatingSetup(panels: [notes]))
        let clock = ManualClock()
        let c = Compositor(scene: scene, clock: clock, textMeasurer: headless.textMeasurer)
        let wanted = PageLayout.preferredSize(of: notes.look.popover!.pages[0], toggled: false, measuring: headless.textMeasurer)
        #expect(wanted.height > 220, "the text asks for more than the limit: \(wanted)")
        #expect(c.frame(of: "notes")?.size == Size(width: 320, height: 220))
        try assertFrame(c, headless, named: "top")
        c.handle(.wheel(Vector(dx: 0, dy: 2), at: Point(x: 320, y: 200), time: clock.now))
        try assertFrame(c, headless, named: "scrolled")
    }

    /// A popover pointing at a region of the Maps search sheet (in a window widened past the
    /// compact width) rides with the sheet as it springs from half to full: on every frame it sits
    /// the same distance above the region.
    @Test func itFollowsASheetRegionAsTheSheetMoves() throws {
        var scene = try SceneLoading.load(path: Assets.scene(named: "maps").path)
        let region = Rect(x: 20, y: 10, width: 60, height: 30)
        scene.floating.panels.append(ManagedPanelSpec(
            id: "tip", sizes: PanelContentSizes(preferred: Size(width: 160, height: 80)), presentation: .attached,
            look: PanelLook(popover: PopoverStyle(source: .sheet("search", region), side: .top,
                                                  pages: [PopoverPage(id: "t", content: .fixed(Size(width: 160, height: 80)))]))))
        // Wider than the Maps window, so the popover is not shown as a sheet.
        scene.size.width = 800
        let clock = ManualClock()
        let c = Compositor(scene: scene, clock: clock, textMeasurer: headless.textMeasurer)
        c.move(sheet: "search", to: .half, animated: false)
        _ = c.nextFrame()
        c.move(sheet: "search", to: .full)
        var moved = false, checked = 0
        repeat {
            clock.advance(by: 1.0 / 60)
            let frame = c.nextFrame()
            let sheet = try #require(c.frame(ofSheet: "search")), tip = try #require(c.frame(of: "tip"))
            guard sheet.minY + region.minY - 10 - 80 >= 8 else { break }
            #expect(tip.maxY == sheet.minY + region.minY - 10, "the arrow (10 pt) spans the gap to the region")
            checked += 1
            moved = moved || frame.isAnimating
            if !frame.isAnimating { break }
        } while true
        #expect(moved && checked >= 5, "\(checked) frames checked")
    }
}
