/// The search field (Super+Space, or typing while exposé shows): the text typed, the results for
/// it (``LaunchSearch``) and the one chosen, which Enter launches or brings forward.
public struct LaunchField: Hashable, Sendable {
    /// The most characters the field holds.
    public static let maximumLength = 128

    /// What was typed.
    public private(set) var query = ""
    /// The results for it, best first.
    public private(set) var results: [LaunchSearch.Result] = []
    /// The index of the chosen result (0 when there are none).
    public private(set) var selected = 0
    /// All the text is selected (Control+A): what is typed next replaces it, Backspace clears it.
    public private(set) var selectsAll = false
    /// Why the host did not do what was chosen (a launch refused), shown under the results until
    /// the text changes.
    public var problem: String?

    private var applications: [DesktopEntry]
    private let windows: [LaunchSearch.Window]
    private let actions: [SessionAction]
    private let recent: [String]

    /// An empty field searching `applications`, `windows` and `actions`; `recent` holds desktop
    /// file ids, the most recently launched first.
    public init(applications: [DesktopEntry], windows: [LaunchSearch.Window], actions: [SessionAction] = [], recent: [String] = []) {
        self.applications = applications
        self.windows = windows
        self.actions = actions
        self.recent = recent
    }

    /// The chosen result; nil when there is none.
    public var chosen: LaunchSearch.Result? { results.indices.contains(selected) ? results[selected] : nil }

    /// `text` typed at the end (control characters dropped; no further than ``maximumLength``):
    /// the results follow, the best chosen. With all the text selected, it replaces the text.
    public mutating func type(_ text: String) {
        let printable = text.filter { !($0.isASCII && ($0.asciiValue! < 32 || $0.asciiValue! == 127)) && $0 != "\n" }
        guard !printable.isEmpty else { return }
        if selectsAll { (query, selectsAll) = ("", false) }
        guard query.count < Self.maximumLength else { return }
        query += printable.prefix(Self.maximumLength - query.count)
        search()
    }

    /// The applications searched, read again: the results follow for the text typed (the first chosen).
    public mutating func replaceApplications(_ applications: [DesktopEntry]) {
        self.applications = applications
        if !query.isEmpty { search() }
    }

    /// Backspace: the last character goes, or all the text when it is selected. False when the
    /// field is empty.
    @discardableResult
    public mutating func deleteBackward() -> Bool {
        guard !query.isEmpty else { return false }
        if selectsAll { (query, selectsAll) = ("", false) } else { query.removeLast() }
        search()
        return true
    }

    /// Control+A: all the text is selected (nothing when there is none).
    public mutating func selectAll() {
        selectsAll = !query.isEmpty
    }

    /// Up (-1) or Down (+1): the choice moves, stopping at the ends.
    public mutating func move(by step: Int) {
        guard !results.isEmpty else { return }
        selected = min(max(selected + step, 0), results.count - 1)
    }

    /// Chooses result `index` (a click); false when there is none there.
    @discardableResult
    public mutating func choose(_ index: Int) -> Bool {
        guard results.indices.contains(index) else { return false }
        selected = index
        return true
    }

    private mutating func search() {
        problem = nil
        results = LaunchSearch.results(for: query, applications: applications, windows: windows, actions: actions, recent: recent)
        selected = 0
    }
}

/// Where the search field draws on a monitor: a plate centred across it, its text field a third of
/// the way down, the results in rows under it.
public struct LaunchFieldLayout: Hashable, Sendable {
    /// The plate's widest, the field's and a row's height, a message's, and the padding around them.
    public static let width = 640.0, fieldHeight = 56.0, rowHeight = 48.0, messageHeight = 28.0, padding = 8.0, margin = 40.0

    /// The whole plate.
    public let plate: Rect
    /// The text field.
    public let field: Rect
    /// Each result's row.
    public let rows: [Rect]
    /// Where a problem is said, under the rows (nil: none is).
    public let message: Rect?

    /// The layout for `count` results on `monitor`, with room for a problem under them when `message`.
    public init(results count: Int, message: Bool = false, on monitor: Rect) {
        let width = max(0, min(Self.width, monitor.width - 2 * Self.margin))
        let x = (monitor.midX - width / 2).rounded()
        let top = (monitor.minY + monitor.height / 3 - Self.fieldHeight / 2).rounded()
        field = Rect(x: x + Self.padding, y: top + Self.padding, width: width - 2 * Self.padding, height: Self.fieldHeight)
        rows = (0..<count).map { i in
            Rect(x: x + Self.padding, y: top + 2 * Self.padding + Self.fieldHeight + Double(i) * Self.rowHeight,
                 width: width - 2 * Self.padding, height: Self.rowHeight)
        }
        let last = (rows.last ?? field).maxY
        self.message = message ? Rect(x: x + Self.padding + 12, y: last + Self.padding, width: width - 2 * Self.padding - 24, height: Self.messageHeight) : nil
        let bottom = (self.message ?? rows.last ?? field).maxY + Self.padding
        plate = Rect(x: x, y: top, width: width, height: bottom - top)
    }
}
