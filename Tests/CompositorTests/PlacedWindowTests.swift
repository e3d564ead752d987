import Compositor
import Input
import Model
import Testing

/// Windows the host composites where they are: desktop windows under every panel, menus and
/// tooltips over everything; never moved, never in exposé's cells, never taking the pointer.
@Suite("Placed windows")
struct PlacedWindowTests {
    static let desktop = PlacedWindow(id: "desk", frame: Rect(x: 0, y: 0, width: 1024, height: 768), level: .desktop)
    /// A menu over panel "a"'s title bar (a: 300×244 at (100, 100)), with its shadow.
    static let menu = PlacedWindow(id: "menu", frame: Rect(x: 150, y: 120, width: 120, height: 80), level: .overlay, hasShadow: true)
    static let tooltip = PlacedWindow(id: "tip", frame: Rect(x: 600, y: 500, width: 90, height: 24), level: .overlay)
    /// The menu's frame grown by its shadow (2 pt down, 7 pt blur).
    static let menuAndShadow = Rect(x: 143, y: 115, width: 134, height: 94)

    /// Panels "a" and "b" (focused) over the main content, with `placed` set and one frame drawn.
    func placing(_ placed: [PlacedWindow] = [desktop, menu, tooltip]) -> (Compositor, ManualClock) {
        let clock = ManualClock()
        let c = Compositor(scene: Floating.twoPanels(), clock: clock)
        c.setPlacedWindows(placed)
        _ = c.nextFrame()
        return (c, clock)
    }

    /// The display list's top-level items, one a line (a layer's children left out).
    func stack(_ c: Compositor) -> String {
        c.nextFrame().displayList.textDump.split(separator: "\n").filter { !$0.hasPrefix(" ") }.joined(separator: "\n")
    }

    @Test func desktopWindowsLieUnderEveryPanelAndOverlaysOverEverything() {
        let (c, _) = placing()
        #expect(c.surfaces == [.backdrop, .mainContent, .placedWindow("desk"), .panel("a"), .panel("b"),
                               .placedWindow("menu"), .placedWindow("tip")])
        #expect(stack(c) == """
            display list 1024×768
            layer backdrop at (0, 0)
            layer main at (0, 0)
            window desk (0, 0, 1024×768) revision 0
            layer panel:a at (100, 100)
            layer panel:b at (500, 300)
            surface (150, 120, 120×80) radius 0 #00000000 shadow (0, 2) blur 7 spread 0 #000000 × 0.22
            window menu (150, 120, 120×80) revision 0
            window tip (600, 500, 90×24) revision 0
            """)
    }

    @Test func overlaysLieOverSheetsAndDesktopWindowsUnderThem() {
        let clock = ManualClock()
        var scene = Floating.twoPanels()
        scene.sheets = [SheetSpec(id: "s", content: SheetContent(rows: [ListRow(title: "Row")]))]
        let c = Compositor(scene: scene, clock: clock)
        c.setPlacedWindows([Self.menu, Self.desktop])
        #expect(c.surfaces == [.backdrop, .mainContent, .placedWindow("desk"), .panel("a"), .panel("b"), .sheet("s"),
                               .placedWindow("menu")])
    }

    @Test func inExposeDesktopWindowsStayUnderTheDimAndOverlaysOverItWhereTheyAre() {
        let (c, clock) = placing()
        c.toggleExpose()
        _ = settle(c, clock: clock)
        #expect(c.panelManager.isExposing)
        // The panels went to their cells; the placed windows are where they were.
        #expect(stack(c) == """
            display list 1024×768
            layer backdrop at (0, 0)
            layer main at (0, 0)
            window desk (0, 0, 1024×768) revision 0
            fill (0, 0, 1024×768) #0000004D
            layer panel:a at (123, 262)
            layer panel:b at (601, 262)
            layer expose-labels at (0, 0)
            surface (150, 120, 120×80) radius 0 #00000000 shadow (0, 2) blur 7 spread 0 #000000 × 0.22
            window menu (150, 120, 120×80) revision 0
            window tip (600, 500, 90×24) revision 0
            """)
    }

    /// The X server gives the press to the real menu; Flotilla's own hit test looks through it.
    @Test func theyTakeNoPointer() {
        let (c, clock) = placing()
        #expect(c.panelManager.focusedID == "b")
        c.click(Point(x: 200, y: 130), clock: clock)  // on the menu, over a's title bar
        #expect(c.panelManager.focusedID == "a", "the press reached panel a under the menu")
    }

    /// A menu over an app's panel is a real window above it: where the app takes the pointer stays the same.
    @Test func anOverlayLeavesAHostedPanelsInputRegionAsItIs() throws {
        let (c, clock) = placing([])
        let sizes = PanelContentSizes(preferred: Size(width: 400, height: 300), minimum: Size(width: 100, height: 50),
                                      maximum: Size(width: 900, height: 700))
        #expect(c.host(HostedPanel(id: "xterm", name: "xterm", title: "xterm", sizes: sizes, frame: Rect(x: 100, y: 80, width: 400, height: 344))))
        _ = settle(c, clock: clock)
        let before = try #require(c.hostedPlacements.first { $0.panel == "xterm" })
        #expect(!before.inputRegion.isEmpty)
        c.setPlacedWindows([PlacedWindow(id: "menu", frame: Rect(x: 200, y: 200, width: 150, height: 120), level: .overlay, hasShadow: true),
                            Self.desktop])
        #expect(c.hostedPlacements.first { $0.panel == "xterm" } == before)
    }

    /// What a live picture shows there is the app's: `compare` leaves it out, as it does an app's panel.
    @Test func theirFramesAreAppsContent() {
        let (c, _) = placing()
        #expect(c.nextFrame().displayList.hostedRects == [Self.desktop.frame, Self.menu.frame, Self.tooltip.frame])
    }

    // MARK: Damage

    @Test func aWindowComingDamagesItsFrameAndShadowOnly() {
        let (c, _) = placing([])
        c.setPlacedWindows([Self.menu])
        #expect(c.nextFrame().damage == [Self.menuAndShadow])
    }

    /// One coming under the panels moves none of them in the stack: they are not repainted.
    @Test func aDesktopWindowComingDamagesItsFrameOnly() {
        let (c, _) = placing([])
        let frame = Rect(x: 0, y: 600, width: 300, height: 100)
        c.setPlacedWindows([PlacedWindow(id: "desk", frame: frame, level: .desktop)])
        #expect(c.nextFrame().damage == [frame])
    }

    @Test func aWindowMovingDamagesWhereItWasAndWhereItIsShadowsIncluded() {
        let (c, _) = placing()
        var moved = Self.menu
        moved.frame.origin = Point(x: 400, y: 50)
        c.setPlacedWindows([Self.desktop, moved, Self.tooltip])
        let damage = c.nextFrame().damage
        #expect(Set(damage) == [Self.menuAndShadow, Rect(x: 393, y: 45, width: 134, height: 94)], "\(damage)")
    }

    @Test func aWindowGoingDamagesWhereItWas() {
        let (c, _) = placing()
        c.setPlacedWindows([Self.desktop, Self.tooltip])
        #expect(c.nextFrame().damage == [Self.menuAndShadow])
        c.setPlacedWindows([Self.tooltip])
        #expect(c.nextFrame().damage == [Self.desktop.frame])
    }

    @Test func setTheSameNothingIsDamaged() {
        let (c, _) = placing()
        c.setPlacedWindows([Self.desktop, Self.menu, Self.tooltip])
        #expect(c.nextFrame().damage.isEmpty)
    }

    @Test func twoOverlaysTradingPlacesDamageBoth() {
        let over = PlacedWindow(id: "over", frame: Rect(x: 200, y: 150, width: 100, height: 100), level: .overlay)
        let (c, _) = placing([Self.menu, over])
        c.setPlacedWindows([over, Self.menu])
        #expect(c.nextFrame().damage == [Self.menuAndShadow.union(over.frame)])
        #expect(c.surfaces.suffix(2) == [.placedWindow("over"), .placedWindow("menu")])
    }

    @Test func newPixelsDamageTheFrameNotTheShadow() {
        let (c, _) = placing()
        c.placedWindowPixelsChanged("menu")
        let frame = c.nextFrame()
        #expect(frame.damage == [Self.menu.frame])
        #expect(frame.displayList.textDump.contains("window menu (150, 120, 120×80) revision 1"))
        c.placedWindowPixelsChanged("nobody")
        #expect(c.nextFrame().damage.isEmpty, "an id not placed is ignored")
    }

    /// A window that goes and comes again is new: it is drawn whole, from revision 0.
    @Test func aWindowSetAgainAfterGoingStartsAfresh() {
        let (c, _) = placing()
        c.placedWindowPixelsChanged("tip")
        _ = c.nextFrame()
        c.setPlacedWindows([Self.desktop, Self.menu])
        _ = c.nextFrame()
        c.setPlacedWindows([Self.desktop, Self.menu, Self.tooltip])
        let frame = c.nextFrame()
        #expect(frame.damage == [Self.tooltip.frame])
        #expect(frame.displayList.textDump.contains("window tip (600, 500, 90×24) revision 0"))
    }

    @Test func anIdGivenTwiceCountsWhereItIsFirst() {
        let (c, _) = placing([])
        var again = Self.menu
        again.frame.origin = Point(x: 0, y: 0)
        c.setPlacedWindows([Self.menu, Self.tooltip, again])
        #expect(c.placedWindows == [Self.menu, Self.tooltip])
        #expect(c.surfaces.suffix(2) == [.placedWindow("menu"), .placedWindow("tip")])
    }
}
