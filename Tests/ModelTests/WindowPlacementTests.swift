import Testing
@testable import Model

/// The one rule new windows are placed by: free space first, then a cascade.
@Suite("Placing new windows")
struct WindowPlacementTests {
    let area = Rect(x: 0, y: 30, width: 1280, height: 770)

    private func covers(_ outer: Rect, _ inner: Rect) -> Bool {
        outer.minX <= inner.minX && outer.minY <= inner.minY && outer.maxX >= inner.maxX && outer.maxY >= inner.maxY
    }

    @Test func theFirstWindowIsCentredInTheWorkArea() {
        let frame = WindowPlacement(area: area, windows: []).frame(for: Size(width: 400, height: 300))
        #expect(frame == Rect(x: 440, y: 265, width: 400, height: 300))
    }

    @Test func aSecondWindowGoesBesideTheFirstNearestTheCentre() {
        let first = Rect(x: 440, y: 265, width: 400, height: 300)
        let frame = WindowPlacement(area: area, windows: [first]).frame(for: Size(width: 300, height: 200))
        #expect(!frame.intersects(first), "in free space: \(frame)")
        #expect(frame == Rect(x: 440, y: 577, width: 300, height: 200), "below it, spacing 12, left edges aligned: of the places beside it, the nearest the centre")
    }

    @Test func windowsOfDifferentSizesNeverCoverOneAnother() {
        // xlogo then xclock (run --app xlogo --app xclock): the bigger second covered the first.
        var windows: [Rect] = []
        for size in [Size(width: 100, height: 144), Size(width: 164, height: 208), Size(width: 500, height: 400), Size(width: 120, height: 90)] {
            let frame = WindowPlacement(area: area, windows: windows).frame(for: size)
            #expect(frame.size == size)
            #expect(!windows.contains { $0.intersects(frame) }, "\(frame) overlaps one of \(windows)")
            let margin = WindowPlacement.spacing
            #expect(frame.minX >= area.minX + margin && frame.minY >= area.minY + margin
                    && frame.maxX <= area.maxX - margin && frame.maxY <= area.maxY - margin, "clear of the edges: \(frame)")
            windows.append(frame)
        }
    }

    @Test func aFullAreaCascadesAndNeverCoversAWindowWhole() {
        var windows: [Rect] = []
        for n in 0..<40 {
            let size = n.isMultiple(of: 3) ? Size(width: 700, height: 500) : Size(width: 500, height: 380)
            let frame = WindowPlacement(area: area, windows: windows).frame(for: size)
            #expect(!windows.contains { covers(frame, $0) }, "window \(n) at \(frame) covers an earlier one whole")
            #expect(!windows.contains { $0.origin == frame.origin }, "window \(n) shares an origin")
            #expect(frame.maxX <= area.maxX - 12 && frame.maxY <= area.maxY - 12 && frame.minY >= area.minY + 12)
            windows.append(frame)
        }
    }

    @Test func theCascadeStepsFromTheFrontWindow() {
        let full = [Rect(x: 0, y: 30, width: 1280, height: 770).insetBy(100), Rect(x: 200, y: 200, width: 600, height: 400)]
        let frame = WindowPlacement(area: area, windows: full).frame(for: Size(width: 300, height: 200))
        #expect(frame.origin == Point(x: 224, y: 224))
    }

    @Test func aWindowBiggerThanTheAreaStartsAtItsTopLeft() {
        let frame = WindowPlacement(area: area, windows: [Rect(x: 10, y: 40, width: 50, height: 50)]).frame(for: Size(width: 2000, height: 1000))
        #expect(frame.origin == area.origin)
    }

    @Test func thePanelManagerPlacesNewPanelsByTheRule() {
        var m = PanelManager(container: Rect(x: 0, y: 0, width: 1280, height: 800))
        for id in ["a", "b", "c"] {
            m.add(ManagedPanel(id: PanelID(id), title: id, sizes: PanelContentSizes(preferred: Size(width: 300, height: 200))))
            m.present(PanelID(id))
        }
        let frames = ["a", "b", "c"].compactMap { m.frame(of: PanelID($0)) }
        #expect(frames.count == 3)
        for (i, f) in frames.enumerated() {
            #expect(!frames[..<i].contains { $0.intersects(f) }, "panel \(i) at \(f)")
        }
    }
}
