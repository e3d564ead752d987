import App
import Assets
import Compositor
import Model
import Render
import SnapshotTesting
import TestSupport
import Testing

/// Offscreen goldens of sheets: every edge in every state, a custom appearance, a fling frame by frame.
@Suite("Sheet goldens", .serialized)
struct SheetGoldenTests {
    let headless: HeadlessRenderer

    init() throws {
        headless = try HeadlessRenderer()
    }

    static func edgeScene(_ edge: SheetEdge) -> Scene {
        var appearance = SheetAppearance()
        appearance.surface.cornerRadius = 12
        appearance.surface.shadows = [Shadow(offset: .zero, radius: 8, opacity: 0.3)]
        let spec = SheetSpec(id: "s", edge: edge, appearance: appearance,
                             content: SheetContent(title: edge.rawValue.capitalized, body: "A \(edge.rawValue) sheet."))
        return Scene(size: Size(width: 360, height: 280), backdrop: Backdrop(color: Color(hex: "#5E81AC")!), sheets: [spec])
    }

    @Test(arguments: SheetEdge.allCases)
    func everyEdgeInEveryState(edge: SheetEdge) throws {
        let c = Compositor(scene: Self.edgeScene(edge), clock: ManualClock())
        for state in [SheetState.tip, .half, .full] {
            c.move(sheet: "s", to: state, animated: false)
            try assertFrame(c, headless, named: "\(edge.rawValue)-\(state.name)")
        }
    }

    @Test func customAppearanceWithMarginsTwoShadowsAndABorder() throws {
        var scene = Self.edgeScene(.bottom)
        scene.sheets[0].appearance = SheetAppearance(
            surface: SurfaceAppearance(background: Color(hex: "#FFFDF5")!, cornerRadius: 20,
                                       shadows: [Shadow(color: Color(hex: "#BF616A")!, offset: Vector(dx: 0, dy: 6), radius: 14, opacity: 0.5),
                                                 Shadow(offset: Vector(dx: 0, dy: 1), radius: 2, spread: 1, opacity: 0.4)],
                                       border: Border(color: Color(hex: "#2E344080")!, width: 2)),
            grabber: Grabber(size: Size(width: 48, height: 6), padding: 8, color: Color(hex: "#D08770")!),
            contentPadding: EdgeInsets(left: 24, right: 24), margins: EdgeInsets(left: 16, bottom: 16, right: 16))
        scene.sheets[0].contentMode = .fitToBounds
        let c = Compositor(scene: scene, clock: ManualClock())
        try assertFrame(c, headless, named: "card")
    }

    @Test func theMapsScene() throws {
        let scene = try SceneLoading.load(path: Assets.scene(named: "maps").path)
        let clock = ManualClock()
        let c = Compositor(scene: scene, clock: clock)
        try assertFrame(c, headless, named: "maps")
        // Tapping the first row shows the detail card over the search sheet.
        // Half is at y 392 (safe area 24 at the top); the list starts below the grabber strip and search field.
        let row = Point(x: 200, y: 392 + 36 + 48 + 20)
        c.handle(.pointerPressed(row, button: 1, time: clock.now))
        c.handle(.pointerReleased(row, button: 1, time: clock.now + 0.05))
        #expect(c.state(ofSheet: "detail") == .half)
        repeat { clock.advance(by: 1.0 / 60) } while c.nextFrame().isAnimating
        try assertFrame(c, headless, named: "maps-detail")
    }

    /// The Maps sheet flung up from half: frames at fixed virtual times after the release.
    @Test func aFlingFrameByFrame() throws {
        let (c, clock, release) = Self.fling(try SceneLoading.load(path: Assets.scene(named: "maps").path))
        #expect(c.state(ofSheet: "search") == .full)
        for ms in [0, 50, 100, 200, 400] {
            clock.set(release + Double(ms) / 1000)
            try assertFrame(c, headless, named: "fling-\(ms)ms")
        }
    }

    /// The text snapshot is the layer that catches layout and motion: a half anchor 1 pt higher, or
    /// a sheet spring with another response, fails it with a diff that names the changed line.
    @Test func aOnePointAnchorOrAnotherSpringFailsTheTextSnapshotReadably() throws {
        var scene = Self.edgeScene(.bottom)
        let before = Compositor(scene: scene, clock: ManualClock())
        before.move(sheet: "s", to: .half, animated: false)
        let half = try #require(before.extent(ofSheet: "s"))
        scene.sheets[0].layout.tall.anchors[.half] = .absolute(half + 1, fromAttachedEdge: true, reference: .window)
        let moved = Compositor(scene: scene, clock: ManualClock())
        moved.move(sheet: "s", to: .half, animated: false)
        let anchorDiff = try #require(verifySnapshot(of: moved.snapshotText(of: moved.nextFrame()), as: .lines, named: "bottom-half",
                                                     record: .never, testName: "everyEdgeInEveryState(edge:)"))
        #expect(anchorDiff.contains("sheet s half extent \(TextDump.number(half))\n"))
        #expect(anchorDiff.contains("sheet s half extent \(TextDump.number(half + 1))\n"))

        var maps = try SceneLoading.load(path: Assets.scene(named: "maps").path)
        let search = try #require(maps.sheets.firstIndex { $0.id == "search" })
        maps.sheets[search].behavior.springResponse += 0.05
        let (c, clock, release) = Self.fling(maps)
        clock.set(release + 0.1)
        let springDiff = try #require(verifySnapshot(of: c.snapshotText(of: c.nextFrame()), as: .lines, named: "fling-100ms",
                                                     record: .never, testName: "aFlingFrameByFrame()"))
        #expect(springDiff.contains("sheet search full extent "))
    }

    /// Flings the Maps sheet up from half: 120 pt up in 60 ms (2000 pt/s) from the grabber strip
    /// (half is at y 392); returns the compositor, its clock and the release time.
    static func fling(_ scene: Scene) -> (Compositor, ManualClock, Double) {
        let clock = ManualClock()
        let c = Compositor(scene: scene, clock: clock)
        c.handle(.pointerPressed(Point(x: 210, y: 400), button: 1, time: 0))
        for i in 1...6 {
            clock.advance(by: 0.01)
            c.handle(.pointerMoved(Point(x: 210, y: 400 - 20 * Double(i)), time: clock.now))
        }
        c.handle(.pointerReleased(Point(x: 210, y: 280), button: 1, time: clock.now))
        return (c, clock, clock.now)
    }
}
