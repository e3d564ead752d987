/// The log-out prompt, as GNOME's end-session dialog asks: first whether to log out, naming the
/// apps still open (Cancel, Log Out); once confirmed, while the apps close, which are left and
/// may still ask to save (Cancel, Log Out Anyway). The keyboard chooses among its buttons while
/// it asks first; a click answers in either phase.
public struct LogOutPrompt: Hashable, Sendable {
    /// What it asks.
    public enum Phase: Hashable, Sendable {
        /// Whether to log out: nothing was closed yet.
        case confirming
        /// Log out confirmed: it waits for the apps left to close.
        case waiting
    }

    /// A button, as the `did-answer-log-out` event names it.
    public enum Answer: String, CaseIterable, Hashable, Sendable {
        case cancel
        case logOut = "log-out"
        case logOutAnyway = "log-out-anyway"

        /// Its label.
        public var title: String {
            switch self {
            case .cancel: "Cancel"
            case .logOut: "Log Out"
            case .logOutAnyway: "Log Out Anyway"
            }
        }
    }

    public private(set) var phase: Phase
    /// The apps still open, by name, in the order given.
    public private(set) var apps: [String]
    /// The button Enter presses.
    public private(set) var chosen: Answer

    /// Asking whether to log out, with `apps` open: Log Out chosen.
    public init(confirming apps: [String]) {
        phase = .confirming
        self.apps = apps
        chosen = .logOut
    }

    /// Its buttons, left to right (the one that goes on last, as GNOME's).
    public var buttons: [Answer] { phase == .confirming ? [.cancel, .logOut] : [.cancel, .logOutAnyway] }

    /// Its heading.
    public var title: String { phase == .confirming ? "Log out?" : "Logging out" }

    /// What it says of the apps.
    public var message: String {
        switch phase {
        case .confirming where apps.isEmpty: return "No apps are open."
        case .confirming: return "Open apps will be asked to close: \(Self.list(apps))."
        case .waiting where apps.isEmpty: return "Every app has closed."
        case .waiting: return "Waiting for \(Self.list(apps)) to close."
        }
    }

    /// Confirmed: it waits for `apps`, Cancel chosen.
    public mutating func wait(for apps: [String]) {
        if phase == .confirming { chosen = .cancel }
        phase = .waiting
        self.apps = apps
    }

    /// The keyboard chooses the button `step` places to the right (wrapping round).
    public mutating func move(by step: Int) {
        let all = buttons, i = all.firstIndex(of: chosen) ?? 0
        chosen = all[((i + step) % all.count + all.count) % all.count]
    }

    /// `names` in a sentence: the first three, then how many more.
    static func list(_ names: [String]) -> String {
        let cut = names.map { $0.count > 40 ? String($0.prefix(39)) + "…" : $0 }
        switch cut.count {
        case 1: return cut[0]
        case 2, 3: return cut.dropLast().joined(separator: ", ") + " and " + cut.last!
        default: return cut.prefix(3).joined(separator: ", ") + " and \(cut.count - 3) more"
        }
    }
}

/// Where the log-out prompt's parts lie on a monitor: asking first, its plate in the middle, a
/// third of the way down (as the search field); waiting, near the foot, off the dialogs an app
/// shows under its title bar.
public struct LogOutPromptLayout: Hashable, Sendable {
    public static let width = 460.0, height = 150.0, margin = 40.0, buttonWidth = 150.0, buttonHeight = 36.0, padding = 20.0

    public let plate: Rect
    public let title: Rect
    public let message: Rect
    /// Each button's, in ``LogOutPrompt/buttons`` order.
    public let buttons: [Rect]

    public init(_ phase: LogOutPrompt.Phase, on monitor: Rect) {
        let width = max(0, min(Self.width, monitor.width - 2 * Self.margin))
        let x = (monitor.midX - width / 2).rounded()
        let y = phase == .confirming ? (monitor.minY + monitor.height / 3 - Self.height / 2).rounded() : monitor.maxY - Self.margin - Self.height
        plate = Rect(x: x, y: y, width: width, height: Self.height)
        title = Rect(x: x + Self.padding, y: y + 16, width: width - 2 * Self.padding, height: 26)
        message = Rect(x: x + Self.padding, y: y + 44, width: width - 2 * Self.padding, height: 40)
        let buttonY = y + Self.height - Self.padding - Self.buttonHeight
        let right = x + width - Self.padding
        buttons = [Rect(x: right - 2 * Self.buttonWidth - 10, y: buttonY, width: Self.buttonWidth, height: Self.buttonHeight),
                   Rect(x: right - Self.buttonWidth, y: buttonY, width: Self.buttonWidth, height: Self.buttonHeight)]
    }
}
