import Foundation
import Model

/// What a session file holds: every open window with what it shows and where its panels and
/// sheets are. Version 1.
struct SessionState: Codable, Equatable {
    static let version = 1

    /// One window.
    struct Window: Codable, Equatable {
        /// `main`, `torn-off` (with `panel`) or a window type opened on request (with `params`).
        var role: String
        var panel: String?
        var params: [String: String]?
        /// Where it was on the root window, and its size.
        var x: Int, y: Int, width: Int, height: Int
        var layout: PanelLayoutState
        /// Each sheet's state: its name and order.
        var sheets: [String: SheetPosition]
        /// Each popover's pages: the stack bottom to top and the toggled ones.
        var popovers: [String: Pages]?
    }

    struct Pages: Codable, Equatable {
        var stack: [String]
        var toggled: [String]
    }

    struct SheetPosition: Codable, Equatable {
        var state: String
        var order: Int
    }

    var version = SessionState.version
    var windows: [Window]

    func encoded() throws(FlotillaError) -> Data {
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.sortedKeys, .prettyPrinted]
        do { return try encoder.encode(self) } catch { throw FlotillaError(.internal, "cannot encode the session: \(error)") }
    }
}
