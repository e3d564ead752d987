import Compositor
import Input
import Model
import Testing

@Suite("Sheets: backdrop, scrolling, keys, several sheets, resizing, delegate")
struct SheetInteractionTests {
    private func dimAlpha(_ frame: Frame) -> Double? {
        frame.displayList.items.compactMap { item -> Double? in
            if case .fill(let r, let color) = item, r == Rect(x: 0, y: 0, width: 400, height: 800), color.red == 0 { color.alpha } else { nil }
        }.first
    }

    @Test func backdropAlphaFollowsThePosition() {
        let clock = ManualClock()
        let c = Compositor(scene: sheetScene(), clock: clock)
        #expect(dimAlpha(c.nextFrame()) == nil)
        // Halfway between half (400) and full (782): 0.15.
        pointerDrag(c, clock, from: Point(x: 200, y: 410), to: Point(x: 200, y: 219), release: false)
        #expect(c.extent(ofSheet: "s") == 591)
        #expect(abs(dimAlpha(c.nextFrame())! - 0.15) < 1e-12)
    }

    @Test func tappingTheBackdropDismissesOrMoves() {
        let clock = ManualClock()
        let c = Compositor(scene: sheetScene(behavior: SheetBehavior(removal: SheetRemoval(), backdropTap: .dismiss)), clock: clock)
        c.move(sheet: "s", to: .full, animated: false)
        c.handle(.pointerPressed(Point(x: 200, y: 5), button: 1, time: 0))
        c.handle(.pointerReleased(Point(x: 200, y: 5), button: 1, time: 0.05))
        #expect(c.state(ofSheet: "s") == .hidden)
        let mover = Compositor(scene: sheetScene(behavior: SheetBehavior(backdropTap: .move(.tip))), clock: clock)
        mover.move(sheet: "s", to: .full, animated: false)
        mover.handle(.pointerPressed(Point(x: 200, y: 5), button: 1, time: 0))
        mover.handle(.pointerReleased(Point(x: 200, y: 5), button: 1, time: 0.05))
        #expect(mover.state(ofSheet: "s") == .tip)
    }

    @Test func scrollHandOffAtTheTopOfTheList() {
        let clock = ManualClock()
        let c = Compositor(scene: sheetScene(rows: 40), clock: clock)
        c.move(sheet: "s", to: .full, animated: false)
        // At full, dragging the list up scrolls it; the sheet stays.
        pointerDrag(c, clock, from: Point(x: 200, y: 400), to: Point(x: 200, y: 300))
        #expect(c.extent(ofSheet: "s") == 782)
        #expect(c.scrollOffset(ofSheet: "s") == 100)
        // Dragging down first scrolls back to the top, then moves the sheet, without a jump.
        pointerDrag(c, clock, from: Point(x: 200, y: 300), to: Point(x: 200, y: 450), release: false)
        #expect(c.scrollOffset(ofSheet: "s") == 0)
        #expect(c.extent(ofSheet: "s") == 732)
    }

    @Test func theListNeverScrollsWhileTheSheetMoves() {
        let clock = ManualClock()
        let c = Compositor(scene: sheetScene(rows: 40), clock: clock)
        // At half a drag on the list moves the sheet.
        pointerDrag(c, clock, from: Point(x: 200, y: 600), to: Point(x: 200, y: 500), release: false)
        #expect(c.extent(ofSheet: "s") == 500)
        #expect(c.scrollOffset(ofSheet: "s") == 0)
    }

    @Test func theGrabberAlwaysDragsTheSheetAndKeepsTheListOffset() {
        let clock = ManualClock()
        let c = Compositor(scene: sheetScene(rows: 40), clock: clock)
        c.move(sheet: "s", to: .full, animated: false)
        pointerDrag(c, clock, from: Point(x: 200, y: 400), to: Point(x: 200, y: 300))
        #expect(c.scrollOffset(ofSheet: "s") == 100)
        pointerDrag(c, clock, from: Point(x: 200, y: 25), to: Point(x: 200, y: 125), release: false)
        #expect(c.extent(ofSheet: "s") == 682)
        #expect(c.scrollOffset(ofSheet: "s") == 100)
    }

    @Test func theWheelScrollsAtFullAndMovesTheSheetElsewhere() {
        let clock = ManualClock()
        let c = Compositor(scene: sheetScene(rows: 40), clock: clock)
        c.handle(.wheel(Vector(dx: 0, dy: 1), at: Point(x: 200, y: 600), time: 0))
        #expect(c.state(ofSheet: "s") == .full)
        settle(c, clock: clock)
        c.handle(.wheel(Vector(dx: 0, dy: 1), at: Point(x: 200, y: 300), time: 1))
        settle(c, clock: clock)
        #expect(c.scrollOffset(ofSheet: "s") == 40)
        #expect(c.state(ofSheet: "s") == .full)
    }

    @Test func keysMoveBetweenStatesAndEscapeCollapses() {
        let clock = ManualClock()
        let c = Compositor(scene: sheetScene(), clock: clock)
        c.handle(.key(KeyPress(.up), time: 0))
        #expect(c.state(ofSheet: "s") == .full)
        c.handle(.key(KeyPress(.up), time: 0))
        #expect(c.state(ofSheet: "s") == .full)
        c.handle(.key(KeyPress(.down), time: 0))
        #expect(c.state(ofSheet: "s") == .half)
        c.handle(.key(KeyPress(.escape), time: 0))
        #expect(c.state(ofSheet: "s") == .tip)
        let side = Compositor(scene: sheetScene(.right, size: Size(width: 800, height: 600)), clock: clock)
        side.handle(.key(KeyPress(.left), time: 0))
        #expect(side.state(ofSheet: "s") == .full)
        let removable = Compositor(scene: sheetScene(behavior: SheetBehavior(removal: SheetRemoval(), escapeRemoves: true)), clock: clock)
        removable.handle(.key(KeyPress(.escape), time: 0))
        #expect(removable.state(ofSheet: "s") == .hidden)
    }

    @Test func draggingTheTopSheetNeverMovesTheOneBeneath() {
        let clock = ManualClock()
        var scene = sheetScene()
        var detail = scene.sheets[0]
        detail.id = "detail"
        detail.layout = AdaptiveSheetLayout(tall: SheetLayout(anchors: [.half: .fractional(0.45, fromAttachedEdge: true, reference: .window),
                                                                       .tip: .absolute(120, fromAttachedEdge: true, reference: .window)],
                                                              initialState: .tip))
        scene.sheets.append(detail)
        let c = Compositor(scene: scene, clock: clock)
        #expect(c.sheetIDs == ["s", "detail"])
        // The detail's tip (free edge at y 680) covers the search sheet there.
        pointerDrag(c, clock, from: Point(x: 200, y: 690), to: Point(x: 200, y: 500), rest: 0.2)
        _ = c.nextFrame()
        settle(c, clock: clock)
        #expect(c.state(ofSheet: "detail") == .half)
        #expect(c.extent(ofSheet: "s") == 400)
    }

    @Test func resizingKeepsTheStateAndSwapsLayouts() {
        let clock = ManualClock()
        var scene = sheetScene()
        scene.sheets[0].layout.wide = SheetLayout(anchors: [.half: .fractional(0.3, fromAttachedEdge: true, reference: .window),
                                                            .full: .absolute(10, fromAttachedEdge: false, reference: .window)],
                                                  initialState: .half)
        let c = Compositor(scene: scene, clock: clock)
        c.resize(to: Size(width: 400, height: 600))
        #expect(c.state(ofSheet: "s") == .half)
        #expect(c.extent(ofSheet: "s") == 300)
        c.resize(to: Size(width: 900, height: 500))
        #expect(c.state(ofSheet: "s") == .half)
        #expect(c.extent(ofSheet: "s") == 150)
        c.resize(to: Size(width: 400, height: 800))
        #expect(c.extent(ofSheet: "s") == 400)
    }

    final class Steering: SheetDelegate {
        var allow = true
        func shouldBeginDragging(sheet: SheetID) -> Bool { allow }
        func willEndDragging(sheet: SheetID, velocity: Double, target: inout SheetRelease) { target = .state(.tip) }
    }

    @Test func aDelegateMayVetoADragAndChangeTheTarget() {
        let clock = ManualClock()
        let c = Compositor(scene: sheetScene(), clock: clock)
        let delegate = Steering()
        c.sheetDelegate = delegate
        delegate.allow = false
        pointerDrag(c, clock, from: Point(x: 200, y: 410), to: Point(x: 200, y: 200), release: false)
        #expect(c.extent(ofSheet: "s") == 400)
        #expect(c.nextFrame().events == [.sheet("s", .shouldBeginDragging(allowed: false))])
        c.handle(.pointerReleased(Point(x: 200, y: 200), button: 1, time: clock.now))
        delegate.allow = true
        pointerDrag(c, clock, from: Point(x: 200, y: 410), to: Point(x: 200, y: 200), rest: 0.2)
        #expect(c.state(ofSheet: "s") == .tip)
    }
}
