import Compositor
import Model

/// A 400×800 window with one standard bottom sheet: tip 69, half 400, full 782 (extents).
func sheetScene(_ edge: SheetEdge = .bottom, behavior: SheetBehavior = SheetBehavior(), rows: Int = 0,
                size: Size = Size(width: 400, height: 800), presentsFromHidden: Bool = false) -> Scene {
    let content = SheetContent(searchPlaceholder: rows > 0 ? "Search" : nil,
                               rows: (0..<rows).map { ListRow(title: "Row \($0)", subtitle: "Subtitle") })
    return Scene(size: size, sheets: [SheetSpec(id: "s", edge: edge, behavior: behavior, content: content,
                                                presentsFromHidden: presentsFromHidden)])
}

/// The sheet events in `frame`, without the did-move stream.
func sheetEvents(_ frame: Frame) -> [SheetEvent] {
    frame.events.compactMap { if case .sheet(_, let e) = $0, e.name != "did-move" { e } else { nil } }
}

/// Drags the pointer from `from` to `to` in `steps` moves `interval` apart, advancing the clock.
func pointerDrag(_ c: Compositor, _ clock: ManualClock, from: Point, to: Point, steps: Int = 10,
                 interval: Double = 0.01, rest: Double = 0, release: Bool = true) {
    c.handle(.pointerPressed(from, button: 1, time: clock.now))
    for i in 1...steps {
        clock.advance(by: interval)
        let t = Double(i) / Double(steps)
        c.handle(.pointerMoved(Point(x: from.x + (to.x - from.x) * t, y: from.y + (to.y - from.y) * t), time: clock.now))
    }
    clock.advance(by: rest)
    if release { c.handle(.pointerReleased(to, button: 1, time: clock.now)) }
}
