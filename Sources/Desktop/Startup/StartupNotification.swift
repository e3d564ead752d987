/// The Startup Notification spec's messages (`_NET_STARTUP_INFO`): `new:`, `change:` or
/// `remove:`, then `KEY=VALUE` pairs; a value in double quotes may hold spaces, a backslash
/// escaping `"` or `\` inside them (and a space outside).
public struct StartupMessage: Hashable, Sendable {
    public enum Kind: String, Sendable { case new, change, remove }

    public var kind: Kind
    public var values: [String: String]

    public init(_ kind: Kind, _ values: [String: String]) {
        self.kind = kind
        self.values = values
    }

    /// The sequence it is about (`ID`).
    public var id: String? { values["ID"] }

    /// The message of `text`; nil when it is none (an unknown kind, a quote left open, no `ID`).
    public init?(parsing text: String) {
        guard let colon = text.firstIndex(of: ":"), let kind = Kind(rawValue: String(text[..<colon])) else { return nil }
        var words: [String] = [], current = "", quoted = false, escaped = false, inWord = false
        for c in text[text.index(after: colon)...] {
            if escaped {
                current.append(c)
                escaped = false
            } else if c == "\\" {
                escaped = true
                inWord = true
            } else if c == "\"" {
                quoted.toggle()
                inWord = true
            } else if c == " ", !quoted {
                if inWord { words.append(current) }
                (current, inWord) = ("", false)
            } else {
                current.append(c)
                inWord = true
            }
        }
        guard !quoted else { return nil }
        if inWord { words.append(current) }
        var values: [String: String] = [:]
        for word in words {
            guard let equals = word.firstIndex(of: "="), equals != word.startIndex else { continue }
            values[String(word[..<equals])] = String(word[word.index(after: equals)...])
        }
        guard values["ID"] != nil else { return nil }
        self.init(kind, values)
    }

    /// The message as sent: its kind, then each pair in key order, every value quoted.
    public var text: String {
        let pairs = values.sorted { $0.key < $1.key }.map { key, value in
            "\(key)=\"" + value.replacingOccurrences(of: "\\", with: "\\\\").replacingOccurrences(of: "\"", with: "\\\"") + "\""
        }
        return ([kind.rawValue + ":"] + pairs).joined(separator: " ")
    }
}

/// One application launched with startup notification: how its window is recognised (its
/// `_NET_STARTUP_ID`, or its `WM_CLASS` for an application that only names it), until when.
public struct StartupSequence: Hashable, Sendable {
    public var id: String
    /// The application's desktop file id.
    public var app: String
    /// `StartupWMClass`: the class or instance its window has.
    public var windowClass: String?
    /// When it was launched (seconds, the session's clock).
    public var startedAt: Double

    public init(id: String, app: String, windowClass: String? = nil, startedAt: Double) {
        self.id = id
        self.app = app
        self.windowClass = windowClass
        self.startedAt = startedAt
    }
}

/// The launches still waiting for their window: while any waits, the pointer says so (busy).
/// A window that maps ends the launch it belongs to; so does the application's `remove:`, or
/// ``timeout`` seconds with no window.
public struct PendingStartups: Hashable, Sendable {
    /// How long a launch waits for its window, in seconds.
    public static let timeout = 15.0
    /// The most launches followed at once (the oldest goes first).
    public static let maximumCount = 32

    public private(set) var sequences: [StartupSequence] = []

    public init() {}

    /// Whether a launch is waiting.
    public var isBusy: Bool { !sequences.isEmpty }

    /// Follows `sequence` until its window maps.
    public mutating func begin(_ sequence: StartupSequence) {
        sequences.removeAll { $0.id == sequence.id }
        sequences.append(sequence)
        if sequences.count > Self.maximumCount { sequences.removeFirst(sequences.count - Self.maximumCount) }
    }

    /// A window mapped with `startupID` (its `_NET_STARTUP_ID`) and `windowClass`: the launch it
    /// ends — the one of that id, else the oldest whose `StartupWMClass` is the window's class or
    /// instance; nil when it ends none.
    public mutating func complete(startupID: String?, windowClass: WindowClass?) -> StartupSequence? {
        let index = startupID.flatMap { id in sequences.firstIndex { $0.id == id } }
            ?? windowClass.flatMap { wc in sequences.firstIndex { s in s.windowClass.map { $0 == wc.className || $0 == wc.instance } ?? false } }
        return index.map { sequences.remove(at: $0) }
    }

    /// The application said its start is over (`remove:`): the launch of `id`, if followed.
    public mutating func remove(id: String) -> StartupSequence? {
        sequences.firstIndex { $0.id == id }.map { sequences.remove(at: $0) }
    }

    /// The launches that waited ``timeout`` seconds by `now`, ended.
    public mutating func expire(now: Double) -> [StartupSequence] {
        let expired = sequences.filter { now - $0.startedAt >= Self.timeout }
        sequences.removeAll { now - $0.startedAt >= Self.timeout }
        return expired
    }

    /// When the next launch times out; nil when none waits.
    public var deadline: Double? { sequences.map { $0.startedAt + Self.timeout }.min() }
}
