import Assets
import Foundation
import Model
import Testing

@Suite("Sheets: breadth, alignment along the edge, and the wide-window rule")
struct SheetPlacementTests {
    private func frame(_ edge: SheetEdge, breadth: Double?, _ alignment: SheetAlignment, size: Size,
                       margins: EdgeInsets = .zero) -> Rect {
        SheetGeometry(edge: edge, size: size, margins: margins, breadth: breadth, alignment: alignment, contentMode: .fitToBounds,
                      mostExpandedExtent: 500).frame(extent: 300)
    }

    @Test(arguments: [(SheetAlignment.start, 16.0), (.center, 300), (.end, 584)])
    func aBottomSheetAlongItsEdge(alignment: SheetAlignment, x: Double) {
        let f = frame(.bottom, breadth: 400, alignment, size: Size(width: 1000, height: 700), margins: EdgeInsets(left: 16, right: 16))
        #expect(f == Rect(x: x, y: 400, width: 400, height: 300))
    }

    @Test(arguments: [(SheetAlignment.start, 0.0), (.center, 250), (.end, 500)])
    func aSideSheetAlongItsEdge(alignment: SheetAlignment, y: Double) {
        #expect(frame(.left, breadth: 300, alignment, size: Size(width: 600, height: 800)) == Rect(x: 0, y: y, width: 300, height: 300))
        #expect(frame(.right, breadth: 300, alignment, size: Size(width: 600, height: 800)) == Rect(x: 300, y: y, width: 300, height: 300))
    }

    @Test func aWindowTooSmallGetsTheWholeEdgeAndCentringRoundsToAPoint() {
        #expect(frame(.bottom, breadth: 400, .end, size: Size(width: 300, height: 700)) == Rect(x: 0, y: 400, width: 300, height: 300))
        #expect(frame(.bottom, breadth: 400, .center, size: Size(width: 901, height: 700)).minX == 251)
    }

    @Test func aFloatingCardRoundsEveryCornerAndEndsAtItsMargin() {
        let g = SheetGeometry(edge: .bottom, size: Size(width: 1000, height: 760), margins: EdgeInsets(left: 16, bottom: 16), breadth: 400,
                              alignment: .start, contentMode: .static, mostExpandedExtent: 718)
        #expect(g.frame(extent: 380) == Rect(x: 16, y: 380, width: 400, height: 364))
        #expect(g.radii(14) == CornerRadii(all: 14))
    }

    @Test func mapsBecomesALeadingCardFrom800Points() throws {
        let search = try SceneFile.load(Assets.scene(named: "maps")).sheets[0]
        func frame(width: Double) -> Rect {
            let size = Size(width: width, height: 760)
            let anchors = search.anchors(in: size)
            return search.geometry(in: size, mostExpandedExtent: anchors.mostExpanded!.extent).frame(extent: anchors.extent(of: .half)!)
        }
        // The scene's own 420-pt window and anything narrower than 800: full width, on the edge.
        #expect(frame(width: 420) == Rect(x: 0, y: 392, width: 420, height: 718))
        #expect(frame(width: 799) == Rect(x: 0, y: 392, width: 799, height: 718))
        // From 800: a 400-pt card 16 pt off the left and bottom edges.
        #expect(frame(width: 800) == Rect(x: 16, y: 392, width: 400, height: 352))
        #expect(search.placement(in: Size(width: 800, height: 760)) == SheetPlacement(breadth: 400, alignment: .start,
                                                                                       margins: EdgeInsets(left: 16, bottom: 16)))
    }

    @Test func wideLeavesOutWhatStaysTheSheetsOwn() throws {
        let json = #"{"version": 1, "sheets": [{"id": "s", "breadth": 300, "align": "end", "appearance": {"margins": {"right": 8}}, "wide": {"minWindowWidth": 900, "align": "center"}}]}"#
        let spec = try SceneFile.decode(Data(json.utf8), file: "s.json").sheets[0]
        #expect(spec.placement(in: Size(width: 800, height: 600)) == SheetPlacement(breadth: 300, alignment: .end, margins: EdgeInsets(right: 8)))
        #expect(spec.placement(in: Size(width: 900, height: 600)) == SheetPlacement(breadth: 300, alignment: .center, margins: EdgeInsets(right: 8)))
    }

    @Test(arguments: [
        (#""align": "left""#, "s.json: sheets[0].align: expected start, center or end, got \"left\""),
        (#""breadth": -5"#, "s.json: sheets[0].breadth: must be greater than 0 and at most 16384, got -5"),
        (#""wide": {"breadth": 400}"#, "s.json: sheets[0].wide.minWindowWidth: missing field"),
        (#""wide": {"minWindowWidth": 800, "align": "leading"}"#, "s.json: sheets[0].wide.align: expected start, center or end, got \"leading\""),
        (#""wide": {"minWindowWidth": 800, "width": 400}"#, "s.json: sheets[0].wide.width: unknown field (expected one of: align, breadth, margins, minWindowWidth)"),
    ])
    func decodingErrorsNameTheField(fields: String, expected: String) {
        let json = #"{"version": 1, "sheets": [{"id": "s", \#(fields)}]}"#
        do {
            _ = try SceneFile.decode(Data(json.utf8), file: "s.json")
            Issue.record("no error")
        } catch {
            #expect("\(error)" == expected)
        }
    }
}
