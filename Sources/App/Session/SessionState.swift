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

    /// Reads a session file's JSON: each window's size within 1…``maximumLength`` and its place
    /// within X's coordinates (−32768…32767), so that no absurd number reaches a window or a
    /// compositor (a window 10⁹ points wide would draw a map of billions of blocks).
    static func decode(_ data: Data) throws -> SessionState {
        let state = try JSONDecoder().decode(SessionState.self, from: data)
        let place = -32768...32767, length = 1...Int(maximumLength)
        for (i, w) in state.windows.enumerated() {
            for (name, value, range) in [("x", w.x, place), ("y", w.y, place), ("width", w.width, length), ("height", w.height, length)]
            where !range.contains(value) {
                throw FieldError(path: "windows[\(i)].\(name)", message: "must be within \(range.lowerBound)…\(range.upperBound), got \(value)")
            }
        }
        return state
    }

    func encoded() throws(FlotillaError) -> Data {
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.sortedKeys, .prettyPrinted]
        do { return try encoder.encode(self) } catch { throw FlotillaError(.internal, "cannot encode the session: \(error)") }
    }
}
