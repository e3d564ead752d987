@testable import App
import Foundation
import Testing

/// Issue 24, item 4: a session file lists the apps torn off to the desktop. A file from before
/// (no such field) reads as none torn off and is written back as it was; a garbled field reads
/// as none, the rest of the session still loading.
@Suite struct SessionTornOffAppsTests {
    static let window = #"{"role": "main", "x": 0, "y": 0, "width": 800, "height": 600, "layout": {"panels": []}, "sheets": {}}"#

    @Test func aFileFromBeforeHasNoAppTornOff() throws {
        let state = try SessionState.decode(Data(#"{"version": 1, "windows": [\#(Self.window)]}"#.utf8))
        #expect(state.tornOffApps == nil)
        #expect(try !String(decoding: state.encoded(), as: UTF8.self).contains("tornOffApps"), "nothing torn off, nothing written")
    }

    @Test func appsTornOffAreReadAndWrittenBack() throws {
        let state = try SessionState.decode(Data(#"{"version": 1, "tornOffApps": ["logo", "term"], "windows": [\#(Self.window)]}"#.utf8))
        #expect(state.tornOffApps == ["logo", "term"])
        #expect(try SessionState.decode(state.encoded()) == state)
    }

    @Test(arguments: [#"5"#, #"{"logo": true}"#, #"["logo", 7]"#, #"null"#])
    func aGarbledListReadsAsNoneTornOff(field: String) throws {
        let state = try SessionState.decode(Data(#"{"version": 1, "tornOffApps": \#(field), "windows": [\#(Self.window)]}"#.utf8))
        #expect(state.tornOffApps == nil)
        #expect(state.windows.count == 1, "the windows still load")
    }
}
