import Foundation
import Model
import Testing

/// Window roles: one enum coded as a session file's `role`, `panel` and `params` fields (the
/// spelling version 1 wrote), and the names a scene's window type may not take.
@Suite struct WindowRoleTests {
    func decoded(_ json: String) throws -> WindowRole {
        try JSONDecoder().decode(WindowRole.self, from: Data(json.utf8))
    }

    func encoded(_ role: WindowRole) throws -> String {
        let encoder = JSONEncoder()
        encoder.outputFormatting = .sortedKeys
        return String(decoding: try encoder.encode(role), as: UTF8.self)
    }

    @Test func versionOneSpellingsDecode() throws {
        #expect(try decoded(#"{"role": "main"}"#) == .main)
        #expect(try decoded(#"{"role": "main", "params": {}}"#) == .opened(type: "main", parameters: [:]))
        #expect(try decoded(#"{"role": "torn-off", "panel": "date"}"#) == .tornOff(panel: "date"))
        #expect(try decoded(#"{"role": "detail", "params": {"place": "ferry"}}"#) == .opened(type: "detail", parameters: ["place": "ferry"]))
        #expect(try decoded(#"{"role": "detail"}"#) == .opened(type: "detail", parameters: [:]))
    }

    @Test func rolesAreWrittenAsVersionOneWroteThem() throws {
        #expect(try encoded(.main) == #"{"role":"main"}"#)
        #expect(try encoded(.tornOff(panel: "date")) == #"{"panel":"date","role":"torn-off"}"#)
        #expect(try encoded(.opened(type: "main", parameters: [:])) == #"{"params":{},"role":"main"}"#)
        #expect(try encoded(.opened(type: "detail", parameters: ["place": "ferry"])) == #"{"params":{"place":"ferry"},"role":"detail"}"#)
        for role: WindowRole in [.main, .tornOff(panel: "a"), .opened(type: "main", parameters: [:]), .opened(type: "x", parameters: ["k": "v"])] {
            #expect(try decoded(try encoded(role)) == role)
        }
    }

    @Test func aTornOffWindowWithoutItsPanelIsAnError() {
        #expect(throws: DecodingError.self) { try decoded(#"{"role": "torn-off"}"#) }
    }

    /// A scene's window type named like a built-in role would be saved as that role: refused.
    @Test func aWindowTypeNamedLikeABuiltInRoleIsRefused() {
        for name in ["main", "torn-off"] {
            let json = #"{"version": 1, "windows": {"\#(name)": {"title": "X"}}}"#
            #expect(throws: SceneError.self) { try SceneFile.decode(Data(json.utf8), file: "roles.json") }
            do {
                _ = try SceneFile.decode(Data(json.utf8), file: "roles.json")
            } catch {
                #expect(error.description == "roles.json: windows.\(name): a built-in window role's name (main, torn-off); choose another")
            }
        }
        #expect(throws: Never.self) { try SceneFile.decode(Data(#"{"version": 1, "windows": {"torn": {}}}"#.utf8), file: "roles.json") }
    }
}
