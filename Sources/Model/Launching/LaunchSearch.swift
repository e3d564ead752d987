import Foundation

/// What typing in the search field finds: installed applications (by name, generic name and
/// keywords) and open windows (by title), best first — a name that starts with the text, then a
/// word of a name that does, then a generic name, keyword or title that does, then the text
/// anywhere — and within each, what was launched most recently first, then by name. Case and
/// accents do not count.
public enum LaunchSearch {
    /// An open window as the search lists it.
    public struct Window: Hashable, Sendable {
        public var panel: PanelID
        public var title: String

        public init(panel: PanelID, title: String) {
            self.panel = panel
            self.title = title
        }
    }

    /// One result.
    public enum Result: Hashable, Sendable {
        case application(DesktopEntry)
        case window(Window)
        case action(SessionAction)

        /// The text the result is listed by.
        public var title: String {
            switch self {
            case .application(let entry): entry.name
            case .window(let window): window.title
            case .action(let action): action.title
            }
        }
    }

    /// The results for `query` among `applications`, `windows` and `actions`; `recent` holds
    /// desktop file ids, the most recently launched first. Nothing for a blank query; at most `limit`.
    public static func results(for query: String, applications: [DesktopEntry], windows: [Window], actions: [SessionAction] = [],
                               recent: [String] = [], limit: Int = 8) -> [Result] {
        let needle = folded(query.trimmingCharacters(in: .whitespaces))
        guard !needle.isEmpty else { return [] }
        var ranked: [(tier: Int, recency: Int, title: String, result: Result)] = []
        for entry in applications {
            let names = [entry.name], others = [entry.genericName].compactMap { $0 } + entry.keywords
            guard let tier = tier(of: needle, names: names, others: others) else { continue }
            ranked.append((tier, recent.firstIndex(of: entry.id) ?? recent.count, folded(entry.name), .application(entry)))
        }
        for window in windows {
            guard let tier = tier(of: needle, names: [], others: [window.title]) else { continue }
            ranked.append((tier, recent.count, folded(window.title), .window(window)))
        }
        for action in actions {
            guard let tier = tier(of: needle, names: [action.title], others: action.keywords) else { continue }
            ranked.append((tier, recent.count, folded(action.title), .action(action)))
        }
        return ranked.sorted { ($0.tier, $0.recency, $0.title) < ($1.tier, $1.recency, $1.title) }.prefix(limit).map(\.result)
    }

    /// 0: a name starts with `needle`; 1: a word of a name does; 2: another text or a word of one
    /// does; 3: `needle` lies anywhere; nil: nowhere.
    private static func tier(of needle: String, names: [String], others: [String]) -> Int? {
        let names = names.map(folded), others = others.map(folded)
        if names.contains(where: { $0.hasPrefix(needle) }) { return 0 }
        if names.contains(where: { wordStarts($0, needle) }) { return 1 }
        if others.contains(where: { $0.hasPrefix(needle) || wordStarts($0, needle) }) { return 2 }
        if (names + others).contains(where: { $0.contains(needle) }) { return 3 }
        return nil
    }

    /// Whether a word of `text` (after a space, a dash, a dot or an underscore) starts with `needle`.
    private static func wordStarts(_ text: String, _ needle: String) -> Bool {
        text.split(whereSeparator: { " -._".contains($0) }).contains { $0.hasPrefix(needle) }
    }

    /// `text` lowercased, accents dropped.
    static func folded(_ text: String) -> String {
        text.folding(options: [.caseInsensitive, .diacriticInsensitive], locale: nil)
    }
}

/// What the session itself offers in the search field, beside applications and windows.
public enum SessionAction: String, CaseIterable, Hashable, Sendable {
    /// Every app asked to close, then the session ends.
    case logOut = "log-out"

    /// The name the search field lists it by.
    public var title: String {
        switch self {
        case .logOut: "Log Out"
        }
    }

    /// Other words that find it.
    public var keywords: [String] {
        switch self {
        case .logOut: ["Logout", "Sign Out", "Exit", "Quit", "Leave"]
        }
    }
}
