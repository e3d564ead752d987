import Foundation
import Model
import Testing

@Suite("Sheets: libadwaita's bottom bar and its morph into the sheet")
struct SheetBottomBarTests {
    /// A 400×800 window: the bar closed at 48, the standard tip 69, half 400, full 782.
    static let size = Size(width: 400, height: 800)
    static let spec = SheetSpec(id: "s", bottomBar: SheetBottomBar(title: "Now Playing"))

    @Test func theClosedSheetIsTheBar() {
        let anchors = Self.spec.anchors(in: Self.size)
        #expect(anchors.states == [.hidden, .tip, .half, .full])
        #expect(anchors.hiddenExtent == 48)
        let frame = Self.spec.geometry(in: Self.size, mostExpandedExtent: 782).frame(extent: 48)
        #expect(frame.minY == 752 && frame.width == 400)
        // Lifted by a margin on its edge, the bar sits above it.
        var card = Self.spec
        card.appearance.margins = EdgeInsets(bottom: 12)
        #expect(card.anchors(in: Self.size).hiddenExtent == 60)
    }

    @Test func theMorphRunsFromTheBarToTheFirstOpenState() throws {
        let morph = try #require(Self.spec.barMorph(Self.spec.anchors(in: Self.size)))
        #expect(morph == SheetBarMorph(closedExtent: 48, openState: .tip, openExtent: 69))
        #expect(SheetSpec(id: "plain").barMorph(SheetSpec(id: "plain").anchors(in: Self.size)) == nil)
    }

    @Test(arguments: [0.0, 0.25, 0.5, 0.75, 1])
    func progressAndExtentAreInverse(progress: Double) {
        let morph = SheetBarMorph(closedExtent: 48, openState: .full, openExtent: 448)
        #expect(abs(morph.progress(atExtent: morph.extent(atProgress: progress)) - progress) < 1e-12)
        #expect(morph.extent(atProgress: progress) == 48 + 400 * progress)
    }

    @Test func theSameCurveOpeningAndClosing() {
        let morph = SheetBarMorph(closedExtent: 48, openState: .full, openExtent: 448)
        let opening = stride(from: 0.0, through: 500, by: 10).map { morph.progress(atExtent: $0) }
        let closing = stride(from: 500.0, through: 0, by: -10).map { morph.progress(atExtent: $0) }
        #expect(zip(opening, opening.dropFirst()).allSatisfy { $0 <= $1 })
        #expect(closing == opening.reversed())
        // Held at the ends: beyond the open state, and pulled below the bar.
        #expect(morph.progress(atExtent: 600) == 1 && morph.progress(atExtent: 20) == 0)
    }

    @Test func theBarFadesOutBeforeTheContentFadesIn() {
        #expect(SheetBarMorph.barOpacity(0) == 1 && SheetBarMorph.barOpacity(0.25) == 0.5 && SheetBarMorph.barOpacity(0.5) == 0)
        #expect(SheetBarMorph.contentOpacity(0.5) == 0 && SheetBarMorph.contentOpacity(0.75) == 0.5 && SheetBarMorph.contentOpacity(1) == 1)
        for p in stride(from: 0.0, through: 1, by: 0.05) {
            #expect(SheetBarMorph.barOpacity(p) == 0 || SheetBarMorph.contentOpacity(p) == 0)
        }
    }

    @Test func decodingABottomBar() throws {
        let json = #"{"version": 1, "sheets": [{"id": "s", "bottomBar": {"title": "Now Playing"}, "modal": false}]}"#
        let spec = try SceneFile.decode(Data(json.utf8), file: "s.json").sheets[0]
        #expect(spec.bottomBar == SheetBottomBar(title: "Now Playing", height: 48))
        #expect(!spec.isModal)
        #expect(spec.anchors(in: Self.size).backdropAlpha.isEmpty)
    }

    @Test(arguments: [
        (#""bottomBar": {}"#, "s.json: sheets[0].bottomBar.title: missing field"),
        (#""bottomBar": {"title": "a", "height": 0}"#, "s.json: sheets[0].bottomBar.height: must be greater than 0 and at most 1000, got 0"),
        (#""bottomBar": {"title": "a", "size": 3}"#, "s.json: sheets[0].bottomBar.size: unknown field (expected one of: height, title)"),
        (#""edge": "top", "bottomBar": {"title": "a"}"#, "s.json: sheets[0].bottomBar: only a bottom sheet has a bottom bar (edge is top)"),
        (#""bottomBar": {"title": "a"}, "layout": {"anchors": {"full": {"inset": 10}, "hidden": {"inset": 0}}}"#,
         "s.json: sheets[0].bottomBar: the bar is the closed state: anchor no hidden state in the layout"),
        (#""modal": false, "behavior": {"backdropTap": "dismiss"}"#, "s.json: sheets[0].behavior: backdropTap needs a modal sheet (modal is false)"),
        (#""modal": "no""#, "s.json: sheets[0].modal: "),
    ])
    func decodingErrorsNameTheField(fields: String, expected: String) {
        let json = #"{"version": 1, "sheets": [{"id": "s", \#(fields)}]}"#
        do {
            _ = try SceneFile.decode(Data(json.utf8), file: "s.json")
            Issue.record("no error")
        } catch {
            #expect("\(error)".hasPrefix(expected))
        }
    }
}
