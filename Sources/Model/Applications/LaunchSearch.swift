import Foundation

/// What typing in the search field finds: installed applications (by name, generic name and
/// keywords) and open windows (by title), best first — a name that starts with the text, then a
/// word of a name that does, then a generic name, keyword or title that does, then the text
/// anywhere — and within each, what was launched most recently first, then by name. Case and
/// accents do not count. An application's open window is found by its application's names too
/// and comes just before it (typing an open app's name and Enter brings its window forward), but
/// after it while that window is in front (Enter again launches another).
public enum LaunchSearch {
    /// An open window as the search lists it.
    public struct Window: Hashable, Sendable {
        public var panel: PanelID
        public var title: String
        /// The desktop file id of the application it is a window of, when known.
        public var app: String?
        /// It is the window in front (it has the focus).
        public var isFront: Bool

        public init(panel: PanelID, title: String, app: String? = nil, isFront: Bool = false) {
            self.panel = panel
            self.title = title
            self.app = app
            self.isFront = isFront
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
        // `order` keeps an application's window just before it (0, the application 1), or after it (2) while in front.
        typealias Rank = (tier: Int, recency: Int, title: String, order: Int, result: Result)
        var ranked: [Rank] = []
        var applicationRanks: [String: Rank] = [:]
        for entry in applications {
            guard let tier = tier(of: needle, names: [entry.searched.name], others: entry.searched.others) else { continue }
            let rank: Rank = (tier, recent.firstIndex(of: entry.id) ?? recent.count, entry.searched.name, 1, .application(entry))
            ranked.append(rank)
            applicationRanks[entry.id] = rank
        }
        for window in windows {
            let own = tier(of: needle, names: [], others: [folded(window.title)])
            if let app = window.app.flatMap({ applicationRanks[$0] }), app.tier <= own ?? .max {
                ranked.append((app.tier, app.recency, app.title, window.isFront ? 2 : 0, .window(window)))
            } else if let own {
                ranked.append((own, recent.count, folded(window.title), 0, .window(window)))
            }
        }
        for action in actions {
            guard let tier = tier(of: needle, names: [folded(action.title)], others: action.keywords.map(folded)) else { continue }
            ranked.append((tier, recent.count, folded(action.title), 1, .action(action)))
        }
        return ranked.sorted { ($0.tier, $0.recency, $0.title, $0.order) < ($1.tier, $1.recency, $1.title, $1.order) }.prefix(limit).map(\.result)
    }

    /// 0: a name starts with `needle`; 1: a word of a name does; 2: another text or a word of one
    /// does; 3: `needle` lies anywhere; nil: nowhere. Each text is folded already.
    private static func tier(of needle: String, names: [String], others: [String]) -> Int? {
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
    /// The screen locked (the desktop's locker started).
    case lock

    /// The name the search field lists it by.
    public var title: String {
        switch self {
        case .logOut: "Log Out"
        case .lock: "Lock Screen"
        }
    }

    /// Other words that find it.
    public var keywords: [String] {
        switch self {
        case .logOut: ["Logout", "Sign Out", "Exit", "Quit", "Leave"]
        case .lock: ["Lock", "Screen Saver", "Away"]
        }
    }
}
