import Model
import Testing

@Suite("Reserved areas: avoidance geometry")
struct ReservedAvoidanceTests {
    /// 1024×768; a 260 pt keyboard at the bottom leaves y 0…508 free.
    let window = FloatingFixtures.window
    let keyboard = ReservedArea(id: "keyboard", edge: .bottom, extent: 260)
    /// The fixtures' minimum frame size.
    let minimum = Size(width: 200, height: 194)

    func avoidance(_ areas: [ReservedArea]) -> ReservedAvoidance { ReservedAvoidance(container: window, areas: areas) }

    @Test func areasLieAlongTheirEdges() {
        #expect(keyboard.frame(in: window) == Rect(x: 0, y: 508, width: 1024, height: 260))
        #expect(ReservedArea(id: "t", edge: .top, extent: 50).frame(in: window) == Rect(x: 0, y: 0, width: 1024, height: 50))
        #expect(ReservedArea(id: "l", edge: .left, extent: 80).frame(in: window) == Rect(x: 0, y: 0, width: 80, height: 768))
        #expect(ReservedArea(id: "r", edge: .right, extent: 80).frame(in: window) == Rect(x: 944, y: 0, width: 80, height: 768))
        // Never deeper than the window.
        #expect(ReservedArea(id: "k", edge: .bottom, extent: 5000).frame(in: window) == window)
    }

    @Test func theFreeSpaceIsTheWindowMinusTheDeepestAreaOnEachEdge() {
        let toolbar = ReservedArea(id: "toolbar", edge: .bottom, extent: 60)
        let palette = ReservedArea(id: "palette", edge: .right, extent: 100)
        #expect(avoidance([keyboard, toolbar, palette]).freeSpace == Rect(x: 0, y: 0, width: 924, height: 508))
        #expect(avoidance([]).freeSpace == window)
    }

    @Test func anOverlappingPanelMovesUpJustEnoughToClearTheArea() {
        // maxY 644 is 136 into the keyboard: up by 136.
        let f = Rect(x: 100, y: 400, width: 300, height: 244)
        #expect(avoidance([keyboard]).avoiding(f, minimumSize: minimum) == Rect(x: 100, y: 264, width: 300, height: 244))
    }

    @Test func panelsClearOfTheAreaAreUntouched() {
        let a = avoidance([keyboard])
        let above = Rect(x: 100, y: 100, width: 300, height: 244)
        #expect(a.avoiding(above, minimumSize: minimum) == above)
        // Touching its edge is not overlapping it.
        let touching = Rect(x: 100, y: 264, width: 300, height: 244)
        #expect(a.avoiding(touching, minimumSize: minimum) == touching)
        // Nothing shows: nothing moves.
        let low = Rect(x: 100, y: 600, width: 300, height: 244)
        #expect(avoidance([]).avoiding(low, minimumSize: minimum) == low)
    }

    @Test func aPanelParkedOffTheBottomComesBackInsideTheWindow() {
        // Hanging 376 pt past the bottom, half off the left: it moves up, its x stays.
        let parked = Rect(x: -150, y: 700, width: 300, height: 444)
        #expect(avoidance([keyboard]).avoiding(parked, minimumSize: minimum) == Rect(x: -150, y: 64, width: 300, height: 444))
    }

    @Test func aPanelTooTallForTheFreeSpaceShrinksToFitFromTheTop() {
        let tall = Rect(x: 100, y: 100, width: 300, height: 600)
        #expect(avoidance([keyboard]).avoiding(tall, minimumSize: minimum) == Rect(x: 100, y: 0, width: 300, height: 508))
    }

    @Test func aPanelShrinksNoSmallerThanItsMinimum() {
        // 700 pt of keyboard leaves 68: the panel keeps its minimum 194 from the window's top.
        let deep = ReservedArea(id: "keyboard", edge: .bottom, extent: 700)
        let f = Rect(x: 100, y: 100, width: 300, height: 444)
        #expect(avoidance([deep]).avoiding(f, minimumSize: minimum) == Rect(x: 100, y: 0, width: 300, height: 194))
        // A fixed-size panel (its minimum is its size) only moves.
        #expect(avoidance([deep]).avoiding(f, minimumSize: f.size) == Rect(x: 100, y: 0, width: 300, height: 444))
    }

    @Test func areasOnOtherEdgesPushTheOtherWay() {
        let top = ReservedArea(id: "toolbar", edge: .top, extent: 80)
        #expect(avoidance([top]).avoiding(Rect(x: 10, y: 20, width: 300, height: 244), minimumSize: minimum)
            == Rect(x: 10, y: 80, width: 300, height: 244))
        let right = ReservedArea(id: "palette", edge: .right, extent: 200)
        #expect(avoidance([right]).avoiding(Rect(x: 700, y: 20, width: 300, height: 244), minimumSize: minimum)
            == Rect(x: 524, y: 20, width: 300, height: 244))
        let left = ReservedArea(id: "tools", edge: .left, extent: 100)
        // Hanging off the left edge: it comes wholly inside, right of the area.
        #expect(avoidance([left]).avoiding(Rect(x: -50, y: 20, width: 300, height: 244), minimumSize: minimum)
            == Rect(x: 100, y: 20, width: 300, height: 244))
        // Too wide beside a 900 pt area: shrunk to its minimum width, starting right of it.
        let wide = ReservedArea(id: "tools", edge: .left, extent: 900)
        #expect(avoidance([wide]).avoiding(Rect(x: 100, y: 20, width: 300, height: 244), minimumSize: minimum)
            == Rect(x: 900, y: 20, width: 200, height: 244))
    }

    @Test func aPanelInACornerClearsBothAreas() {
        let right = ReservedArea(id: "palette", edge: .right, extent: 100)
        let f = Rect(x: 800, y: 450, width: 300, height: 244)
        #expect(avoidance([keyboard, right]).avoiding(f, minimumSize: minimum) == Rect(x: 624, y: 264, width: 300, height: 244))
    }
}
