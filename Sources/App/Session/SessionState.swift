import Foundation
import Model

/// What a session file holds: every open window with what it shows and where its panels and
/// sheets are. Version 1.
struct SessionState: Codable, Equatable {
    static let version = 1

    /// One window.
    struct Window: Equatable {
        /// What it shows: its `role` field, with `panel` or `params` (``WindowRole``).
        var role: WindowRole
        /// Where it was on the root window, and its size.
        var x: Int, y: Int, width: Int, height: Int
        var layout: PanelLayoutState
        /// Each sheet's state: its name and order.
        var sheets: [SheetID: SheetPosition]
        /// Each popover's pages: the stack bottom to top and the toggled ones.
        var popovers: [PanelID: Pages]?
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
    /// The apps (their panels' ids) torn off to the desktop, sorted; nil (a file from before
    /// tearing apps off, or none torn off) when none is. A field that is not a list of names
    /// reads as none: the rest of the session still loads.
    var tornOffApps: [String]?
    /// Managing: the desktop file ids of the applications launched through Flotilla (the search
    /// field, `flotilla launch`, autostart) whose windows were open, one per app, in the order they
    /// started: what `manage --session` starts again. A field that is not a list of names reads as none.
    var launched: [String]?

    private enum CodingKeys: String, CodingKey { case version, windows, tornOffApps, launched }

    init(windows: [Window], tornOffApps: [String]? = nil, launched: [String]? = nil) {
        self.windows = windows
        self.tornOffApps = tornOffApps
        self.launched = launched
    }

    init(from decoder: any Decoder) throws {
        let c = try decoder.container(keyedBy: CodingKeys.self)
        version = try c.decode(Int.self, forKey: .version)
        windows = try c.decode([Window].self, forKey: .windows)
        tornOffApps = (try? c.decodeIfPresent([String].self, forKey: .tornOffApps)) ?? nil
        launched = (try? c.decodeIfPresent([String].self, forKey: .launched)) ?? nil
    }

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

/// A window's role is written beside its other fields, as version 1 wrote it.
extension SessionState.Window: Codable {
    private enum CodingKeys: String, CodingKey { case x, y, width, height, layout, sheets, popovers }

    init(from decoder: any Decoder) throws {
        role = try WindowRole(from: decoder)
        let c = try decoder.container(keyedBy: CodingKeys.self)
        (x, y) = (try c.decode(Int.self, forKey: .x), try c.decode(Int.self, forKey: .y))
        (width, height) = (try c.decode(Int.self, forKey: .width), try c.decode(Int.self, forKey: .height))
        layout = try c.decode(PanelLayoutState.self, forKey: .layout)
        sheets = try c.decode([SheetID: SessionState.SheetPosition].self, forKey: .sheets)
        popovers = try c.decodeIfPresent([PanelID: SessionState.Pages].self, forKey: .popovers)
    }

    func encode(to encoder: any Encoder) throws {
        try role.encode(to: encoder)
        var c = encoder.container(keyedBy: CodingKeys.self)
        try c.encode(x, forKey: .x)
        try c.encode(y, forKey: .y)
        try c.encode(width, forKey: .width)
        try c.encode(height, forKey: .height)
        try c.encode(layout, forKey: .layout)
        try c.encode(sheets, forKey: .sheets)
        try c.encodeIfPresent(popovers, forKey: .popovers)
    }
}
