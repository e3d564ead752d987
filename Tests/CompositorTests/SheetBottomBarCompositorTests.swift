import Compositor
import Input
import Model
import Testing

@Suite("Sheets: the bottom bar's morph, narrow sheets and non-modal sheets in the compositor")
struct SheetBottomBarCompositorTests {
    /// A 400×800 window with a sheet closed into a 48-pt bar that opens to full (extent 782).
    static func barScene() -> Scene {
        let layout = SheetLayout(anchors: [.full: .absolute(18, fromAttachedEdge: false, reference: .safeArea)], initialState: .hidden)
        return Scene(size: Size(width: 400, height: 800),
                     sheets: [SheetSpec(id: "s", layout: AdaptiveSheetLayout(tall: layout), content: SheetContent(title: "Sheet"),
                                        bottomBar: SheetBottomBar(title: "Now Playing"))])
    }

    /// The opacity of the layer `id` among the sheet's items (in a clip or not), 0 when absent.
    private func opacity(_ id: LayerID, in items: [DisplayItem]) -> Double {
        for item in items {
            if case .layer(let l) = item, l.id == id { return l.opacity }
            if case .clipped(_, let inner) = item, opacity(id, in: inner) > 0 { return opacity(id, in: inner) }
        }
        return 0
    }

    private func barOpacity(_ frame: Frame) -> Double { opacity(.sheetBar("s"), in: frame.displayList.items) }

    private func contentOpacity(_ frame: Frame) -> Double { opacity(.sheetContent("s"), in: frame.displayList.items) }

    /// The sheet's surface as drawn in the window: plainly, or in its layer.
    private func surfaceFrame(_ frame: Frame) -> Rect? {
        frame.displayList.items.lazy.compactMap { item -> Rect? in
            if case .surface(let s) = item { return s.frame }
            guard case .layer(let l) = item, l.id == .surface(.sheet("s")), case .surface(let s)? = l.items.first else { return nil }
            return l.mapped(s.frame)
        }.first
    }

    @Test func aTapOnTheBarOpensTheSheetAndTheMorphIsContinuousBothWays() throws {
        let clock = ManualClock()
        let c = Compositor(scene: Self.barScene(), clock: clock)
        let closed = c.nextFrame()
        #expect(c.frame(ofSheet: "s") == Rect(x: 0, y: 752, width: 400, height: 782))
        #expect(barOpacity(closed) == 1 && contentOpacity(closed) == 0)
        c.click(Point(x: 200, y: 776), clock: clock)
        #expect(c.state(ofSheet: "s") == .full)
        var frames = [closed] + settle(c, clock: clock)
        #expect(c.extent(ofSheet: "s") == 782)
        c.hide(sheet: "s")
        frames += settle(c, clock: clock)
        #expect(c.extent(ofSheet: "s") == 48)
        #expect(barOpacity(frames.last!) == 1 && contentOpacity(frames.last!) == 0)
        // One spring drives the surface and both fades: no frame jumps, and the fades never overlap.
        var extents: [Double] = [], bars: [Double] = [], contents: [Double] = []
        for f in frames {
            let surface = try #require(surfaceFrame(f))
            extents.append(800 - surface.minY)
            bars.append(barOpacity(f))
            contents.append(contentOpacity(f))
        }
        let morph = SheetBarMorph(closedExtent: 48, openState: .full, openExtent: 782)
        for i in extents.indices {
            let progress = morph.progress(atExtent: extents[i])
            #expect(abs(bars[i] - SheetBarMorph.barOpacity(progress)) < 1e-9 && abs(contents[i] - SheetBarMorph.contentOpacity(progress)) < 1e-9)
            guard i > 0 else { continue }
            // The presentation spring crosses the 734 pt in about ten frames at 60 Hz.
            #expect(abs(extents[i] - extents[i - 1]) < 150)
            #expect(abs(bars[i] - bars[i - 1]) < 0.5 && abs(contents[i] - contents[i - 1]) < 0.5)
        }
        #expect(bars.contains { $0 > 0 && $0 < 1 } && contents.contains { $0 > 0 && $0 < 1 })
    }

    @Test func draggingTheBarPullsTheSheetOpen() {
        let clock = ManualClock()
        let c = Compositor(scene: Self.barScene(), clock: clock)
        pointerDrag(c, clock, from: Point(x: 200, y: 770), to: Point(x: 200, y: 570), release: false)
        #expect(c.extent(ofSheet: "s") == 248)
        c.handle(.pointerReleased(Point(x: 200, y: 570), button: 1, time: clock.now + 0.2))
        settle(c, clock: clock)
        #expect(c.state(ofSheet: "s") == .hidden)
        #expect(c.extent(ofSheet: "s") == 48)
    }

    /// A 1024×768 window: panel "a" at (100, 100) and a 400-pt sheet at the window's end, at full.
    private func panelAndSheet(modal: Bool) -> (Compositor, ManualClock) {
        var scene = Floating.scene([Floating.panel("a", at: Point(x: 100, y: 100))])
        scene.sheets = [SheetSpec(id: "s", breadth: 400, alignment: .end, isModal: modal)]
        let clock = ManualClock()
        let c = Compositor(scene: scene, clock: clock)
        c.move(sheet: "s", to: .full, animated: false)
        return (c, clock)
    }

    @Test func aNonModalSheetLeavesThePanelsUsableAndDimsNothing() throws {
        let (c, clock) = panelAndSheet(modal: false)
        let start = try #require(c.frame(of: "a"))
        pointerDrag(c, clock, from: Point(x: 250, y: 120), to: Point(x: 350, y: 220), rest: 0.1)
        settle(c, clock: clock)
        #expect(c.frame(of: "a")?.origin == Point(x: start.minX + 100, y: start.minY + 100))
        #expect(!c.nextFrame().displayList.items.contains { if case .fill(_, let color) = $0 { color.alpha > 0 && color.red == 0 } else { false } })
        #expect(c.state(ofSheet: "s") == .full)
    }

    @Test func aModalSheetThatDimsTakesThePress() throws {
        let (c, clock) = panelAndSheet(modal: true)
        let start = try #require(c.frame(of: "a"))
        pointerDrag(c, clock, from: Point(x: 250, y: 120), to: Point(x: 350, y: 220), rest: 0.1)
        settle(c, clock: clock)
        #expect(c.frame(of: "a") == start)
        // Moved down to half, where nothing dims, the same drag reaches the panel.
        c.move(sheet: "s", to: .half, animated: false)
        pointerDrag(c, clock, from: Point(x: 250, y: 120), to: Point(x: 350, y: 220), rest: 0.1)
        settle(c, clock: clock)
        #expect(c.frame(of: "a")?.origin == Point(x: start.minX + 100, y: start.minY + 100))
    }

    @Test func aNarrowSheetIsHitOnlyWhereItIsDrawn() throws {
        let scene = Scene(size: Size(width: 1000, height: 800),
                          sheets: [SheetSpec(id: "s", content: SheetContent(title: "Card"), breadth: 400, alignment: .start)])
        let clock = ManualClock()
        let c = Compositor(scene: scene, clock: clock)
        #expect(c.frame(ofSheet: "s") == Rect(x: 0, y: 400, width: 400, height: 782))
        // Beside the card the press is not the sheet's.
        pointerDrag(c, clock, from: Point(x: 600, y: 500), to: Point(x: 600, y: 300), release: false)
        #expect(c.extent(ofSheet: "s") == 400)
        c.handle(.pointerReleased(Point(x: 600, y: 300), button: 1, time: clock.now))
        pointerDrag(c, clock, from: Point(x: 200, y: 500), to: Point(x: 200, y: 300), release: false)
        #expect(c.extent(ofSheet: "s") == 600)
        // The grabber is centred on the card.
        let pills = c.nextFrame().displayList.items.compactMap { if case .roundedRect(let r, _, _) = $0 { r } else { nil } }
        #expect(pills.first == Rect(x: 182, y: 206, width: 36, height: 5))
    }
}
