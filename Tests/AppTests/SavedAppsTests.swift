@testable import App
import Foundation
import Model
import Testing

/// What a managed display keeps of its session file and reads back at the next start, without X:
/// where each kind of window's panel was (its space, its tile, minimised), the space that showed
/// and the applications launched through Flotilla, in the order they started.
@Suite("A managed display's session read back")
struct SavedAppsTests {
    func window(_ role: WindowRole, _ panels: [PanelLayoutState.Panel], currentSpace: Int? = nil) -> SessionState.Window {
        SessionState.Window(role: role, x: 0, y: 0, width: 1280, height: 800,
                            layout: PanelLayoutState(panels: panels, focusedID: nil, currentSpace: currentSpace), sheets: [:])
    }

    func readBack(_ state: SessionState) throws -> SavedApps {
        SavedApps(managing: try SessionState.decode(try JSONEncoder().encode(state)))
    }

    @Test func eachKindsPanelTheSpaceThatShowedAndWhatRanComeBackAsSaved() throws {
        let frame = PanelLayoutState.RelativeFrame(x: 0, y: 0, size: Size(width: 640, height: 800))
        let state = SessionState(windows: [
            window(.main, [
                PanelLayoutState.Panel(id: "xterm", placement: .floating, floatingFrame: frame, zIndex: 0, tile: .leftHalf, space: 2),
                PanelLayoutState.Panel(id: "mousepad", placement: .minimised, floatingFrame: frame, zIndex: 2, space: 0),
                PanelLayoutState.Panel(id: "xclock", placement: .floating, floatingFrame: frame, zIndex: 1),
            ], currentSpace: 2),
            window(.opened(type: "detail", parameters: [:]), [PanelLayoutState.Panel(id: "other", placement: .floating, floatingFrame: frame, zIndex: 0)]),
        ], launched: ["org.gnome.Calculator", "mousepad"])
        let saved = try readBack(state)
        #expect(saved.places.keys.map(\.name).sorted() == ["mousepad", "xclock", "xterm"], "the main window's panels only")
        #expect(saved.places["xterm"]?.space == 2 && saved.places["xterm"]?.tile == .leftHalf)
        #expect(saved.places["mousepad"]?.placement == .minimised && saved.places["mousepad"]?.space == 0)
        #expect(saved.places["xclock"]?.space == nil, "on every space: no space of its own")
        #expect(saved.currentSpace == 2)
        #expect(saved.launched == ["org.gnome.Calculator", "mousepad"], "in the order they started")
        #expect(saved.tornOff.isEmpty, "a managed display tears nothing off")
    }

    @Test func aSessionWithNoMainWindowOrNothingLaunchedKeepsNothing() throws {
        let saved = try readBack(SessionState(windows: [window(.opened(type: "detail", parameters: [:]), [])]))
        #expect(saved.places.isEmpty && saved.currentSpace == nil && saved.launched.isEmpty)
    }

    @Test func aLaunchedFieldThatIsNoListOfNamesReadsAsNoneAndTheRestStillLoads() throws {
        var json = try JSONSerialization.jsonObject(with: JSONEncoder().encode(SessionState(windows: [
            window(.main, [PanelLayoutState.Panel(id: "xterm", placement: .floating, zIndex: 0, space: 1)], currentSpace: 1),
        ]))) as? [String: Any] ?? [:]
        json["launched"] = ["mousepad": 3]
        let saved = SavedApps(managing: try SessionState.decode(try JSONSerialization.data(withJSONObject: json)))
        #expect(saved.launched.isEmpty)
        #expect(saved.places["xterm"]?.space == 1 && saved.currentSpace == 1)
    }
}
