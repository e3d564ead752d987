import Compositor
import Input
import Model
import Testing

/// The window as one stack of surfaces: drawing follows it back to front, the pointer goes to the
/// front-most surface that takes it, whatever the kind of input.
@Suite("The surface stack")
struct SurfaceStackTests {
    /// A 400×800 window: a list sheet "s" (40 rows) over a popover "notes" whose rows are taller
    /// than its 200 pt limit (so its page scrolls), placed below a spot at (180, 300).
    func sheetOverPopover() -> Scene {
        let notes = ManagedPanelSpec(
            id: "notes", sizes: PanelContentSizes(preferred: Size(width: 240, height: 120), minimum: Size(width: 100, height: 100),
                                                  maximum: Size(width: 300, height: 200)),
            presentation: .attached,
            look: PanelLook(popover: PopoverStyle(source: .window(Rect(x: 180, y: 300, width: 40, height: 30)),
                                                  pages: [PopoverPage(id: "rows", content: .rows((0..<30).map { "Note \($0)" }, width: 240))])))
        var scene = sheetScene(rows: 40)
        scene.floating = FloatingSetup(panels: [notes])
        return scene
    }

    @Test func theWheelOverASheetCoveringAPopoverScrollsTheSheet() throws {
        let clock = ManualClock()
        let c = Compositor(scene: sheetOverPopover(), clock: clock)
        c.move(sheet: "s", to: .full, animated: false)
        _ = c.nextFrame()
        let notes = try #require(c.frame(of: "notes")), sheet = try #require(c.frame(ofSheet: "s"))
        let p = Point(x: notes.midX, y: notes.midY)
        #expect(sheet.contains(p), "the sheet covers the popover's page there")
        let before = c.nextFrame().displayList
        c.handle(.wheel(Vector(dx: 0, dy: 1), at: p, time: clock.now))
        settle(c, clock: clock)
        #expect(c.scrollOffset(ofSheet: "s") == 40)
        c.handle(.scroll(Vector(dx: 0, dy: 25), at: p, time: clock.now))
        #expect(c.scrollOffset(ofSheet: "s") == 65)
        // The popover under the sheet drew nothing new: its layer is as it was.
        let popover = { (list: DisplayList) in list.items.first { if case .layer(let l) = $0 { l.id == .surface(.panel("notes")) } else { false } } }
        #expect(popover(c.nextFrame().displayList) == popover(before))
    }

    @Test func theWheelOverThePopoverAloneScrollsItsPage() throws {
        let clock = ManualClock()
        let c = Compositor(scene: sheetOverPopover(), clock: clock)
        c.move(sheet: "s", to: .tip, animated: false)
        _ = c.nextFrame()
        let notes = try #require(c.frame(of: "notes"))
        let p = Point(x: notes.midX, y: notes.midY)
        #expect(c.frame(ofSheet: "s")?.contains(p) == false)
        let before = c.nextFrame().displayList
        c.handle(.wheel(Vector(dx: 0, dy: 1), at: p, time: clock.now))
        #expect(c.nextFrame().displayList != before)
        #expect(c.scrollOffset(ofSheet: "s") == 0)
        #expect(c.state(ofSheet: "s") == .tip)
    }

    @Test func drawingFollowsTheStackBackToFront() throws {
        let clock = ManualClock()
        var scene = Floating.twoPanels()
        scene.sheets = [SheetSpec(id: "s", content: SheetContent(rows: [ListRow(title: "Row")]))]
        let c = Compositor(scene: scene, clock: clock)
        #expect(c.surfaces == [.backdrop, .mainContent, .panel("a"), .panel("b"), .sheet("s")])
        c.focus(panel: "a")
        #expect(c.surfaces == [.backdrop, .mainContent, .panel("b"), .panel("a"), .sheet("s")])
        let layers = c.nextFrame().displayList.items.compactMap { if case .layer(let l) = $0 { l.id } else { nil } }
        #expect(layers.starts(with: [Surface.backdrop, .mainContent, .panel("b"), .panel("a")].map(LayerID.surface)))
    }

    /// An on-screen keyboard over a pinned panel takes the press: the panel under it is not focused.
    @Test func aReservedAreaTakesThePointerOverItself() throws {
        let clock = ManualClock()
        var pinned = Floating.panel("side", at: Point(x: 0, y: 0))
        pinned.presentation = .pinned
        pinned.side = .left
        var scene = Floating.scene([pinned, Floating.panel("high", at: Point(x: 600, y: 100))])
        scene.floating.reserved = [ReservedAreaSpec(area: ReservedArea(id: "keyboard", edge: .bottom, extent: 260), shown: true)]
        let c = Compositor(scene: scene, clock: clock)
        _ = c.nextFrame()
        let side = try #require(c.frame(of: "side"))
        #expect(c.surfaces.last == .reservedArea("keyboard"))
        #expect(c.panelManager.focusedID == "high")
        let underKeyboard = Point(x: side.midX, y: 700)
        #expect(side.contains(underKeyboard))
        c.handle(.pointerPressed(underKeyboard, button: 1, time: 0))
        c.handle(.pointerReleased(underKeyboard, button: 1, time: 0.05))
        #expect(c.panelManager.focusedID == "high")
        let aboveKeyboard = Point(x: side.midX, y: 400)
        c.handle(.pointerPressed(aboveKeyboard, button: 1, time: 0.1))
        c.handle(.pointerReleased(aboveKeyboard, button: 1, time: 0.15))
        #expect(c.panelManager.focusedID == "side")
    }
}
