@testable import App
import Foundation
import Model
import Testing

/// Window roles in session files: a version-1 file as Flotilla wrote it (two main windows, the
/// second one handed over by a second `run`, and an opened one) still loads, each window with
/// its role, and is written back byte for byte.
@Suite struct SessionRolesTests {
    static let versionOne = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
        .appendingPathComponent("Sessions/compose-two-mains-v1.json")

    @Test func aVersionOneFileLoadsWithEveryWindowsRole() throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("flotilla-roles-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: folder) }
        let url = folder.appendingPathComponent("compose.json")
        try SessionFile.write(try Data(contentsOf: Self.versionOne), to: url)
        guard case .loaded(let state) = SessionFile.read(from: url, version: SessionState.version, decode: SessionState.decode) else {
            Issue.record("the version-1 file did not load")
            return
        }
        #expect(state.windows.map(\.role) == [.main, .opened(type: "main", parameters: [:]), .opened(type: "detail", parameters: [:])])
    }

    @Test func aVersionOneFileIsWrittenBackAsItWas() throws {
        let data = try Data(contentsOf: Self.versionOne)
        #expect(try SessionState.decode(data).encoded() == data)
    }

    @Test func aTornOffWindowKeepsItsPanel() throws {
        let json = #"{"version": 1, "windows": [{"role": "torn-off", "panel": "date", "x": 4, "y": 5, "width": 280, "height": 214, "layout": {"panels": []}, "sheets": {}}]}"#
        let state = try SessionState.decode(Data(json.utf8))
        #expect(state.windows.map(\.role) == [.tornOff(panel: "date")])
        #expect(try SessionState.decode(state.encoded()) == state)
    }
}
