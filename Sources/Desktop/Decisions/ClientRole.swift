/// What a window that asks to be shown is to Flotilla: the one classification, for `manage`
/// (every top-level of the display) and for `run` (the windows of the apps it started).
public enum ClientRole: Equatable, Sendable {
    /// No longer a top-level (its client moved it into a window of its own since it asked):
    /// mapped where it now is, nothing more.
    case leftAlone
    /// A dock or panel bar (`_NET_WM_WINDOW_TYPE_DOCK`): kept where it is, its struts reserved.
    case dock
    /// The desktop (`_NET_WM_WINDOW_TYPE_DESKTOP`): shown in place, under every panel.
    case desktop
    /// A notification, splash screen, tooltip or menu: shown where its program puts it, above all.
    case inPlace
    /// A dialog (WM_TRANSIENT_FOR) of the app's window: a sheet on its panel.
    case dialog(ofApp: String)
    /// A utility or toolbar window transient for the app's window: a panel floating above it.
    case palette(ofApp: String)
    /// The first window of an app Flotilla started, which waited for it.
    case firstWindow(ofApp: String)
    /// Another main window of an app that shows one already (a second document): a panel of its own.
    case furtherWindow(ofApp: String)
    /// A window no app of Flotilla's started (managing): a panel keyed by `key` (its class's
    /// `instance`, and its role when it has one) for the session, shown as `title` until it names itself.
    case newWindow(key: String, instance: String, title: String?)
    /// Not Flotilla's to take (`run`: no app of its own started it).
    case notOurs
}

/// An app as the classification sees it: one Flotilla started, or one whose window it shows.
public struct AppCandidate: Equatable, Sendable {
    public var id: String
    /// The window it shows; nil while it waits for its first.
    public var window: WindowID?
    /// Its window is being withdrawn from another window manager: none is taken for it meanwhile.
    public var withdrawing: Bool
    /// The process Flotilla started for it; nil for a window Flotilla found.
    public var process: Int32?
    /// The window its window was taken in as transient for (a dialog's or palette's owner).
    public var transientFor: WindowID?

    public init(id: String, window: WindowID? = nil, withdrawing: Bool = false, process: Int32? = nil, transientFor: WindowID? = nil) {
        self.id = id
        self.window = window
        self.withdrawing = withdrawing
        self.process = process
        self.transientFor = transientFor
    }
}

/// Classifies a window from its facts and the apps Flotilla has (``ClientRole``).
public struct ClientClassifier: Sendable {
    /// The `_NET_WM_WINDOW_TYPE`s shown where their program puts them, above everything.
    public static let typesShownInPlace = ["NOTIFICATION", "SPLASH", "TOOLTIP", "POPUP_MENU", "DROPDOWN_MENU", "COMBO", "DND"]

    /// Whether process `pid` is `ancestor` or one of its descendants (the host reads /proc).
    public var descends: @Sendable (_ pid: Int32, _ ancestor: Int32) -> Bool

    public init(descends: @escaping @Sendable (_ pid: Int32, _ ancestor: Int32) -> Bool) {
        self.descends = descends
    }

    /// The role of `window`, which says `facts`, among `apps`. `managing`: Flotilla manages the
    /// display (every top-level is its to take); else only its apps' windows are. `mapped`: the
    /// window was shown before Flotilla took it (it was there when Flotilla started, or another
    /// manager holds it); else it asks to map now. A window transient for one whose owners lead
    /// back to it (a transient cycle) is no dialog: the cycle is broken at the window taken last.
    public func role(of window: WindowID, saying facts: ClientFacts, among apps: [AppCandidate], root: WindowID, managing: Bool,
                     mapped: Bool) -> ClientRole {
        if managing {
            if !mapped, facts.parent != root { return .leftAlone }
            switch facts.type(among: ["DOCK", "DESKTOP"] + Self.typesShownInPlace) {
            case "DOCK": return .dock
            case "DESKTOP": return .desktop
            case .some: return .inPlace
            case nil: break
            }
        }
        if let owner = facts.transientFor, let app = apps.first(where: { $0.window == owner }),
           !Self.owners(from: app, among: apps).contains(window) {
            return facts.isUtility ? .palette(ofApp: app.id) : .dialog(ofApp: app.id)
        }
        if let app = apps.first(where: { $0.window == nil && !$0.withdrawing && owns(facts, $0) }) { return .firstWindow(ofApp: app.id) }
        if managing {
            let instance = facts.windowClass?.instance ?? "window"
            return .newWindow(key: facts.role.map { "\(instance)-\($0)" } ?? instance, instance: instance, title: facts.windowClass?.displayName)
        }
        if let app = apps.first(where: { $0.window != nil && $0.process != nil && owns(facts, $0) }) { return .furtherWindow(ofApp: app.id) }
        return .notOurs
    }

    /// Whether a MapRequest for a window in `parent` is a top-level's, the manager's to answer: one
    /// on the root, or one asked for in a frame given up since (`parentIsFrame` false, the window
    /// held in none: it unmapped and mapped at once, and was given back to the root, withdrawn,
    /// before the request came). One in a frame still held is its app's own.
    public static func mapRequestIsTopLevel(parent: WindowID, root: WindowID, parentIsFrame: Bool, windowIsFramed: Bool) -> Bool {
        parent == root || !parentIsFrame && !windowIsFramed
    }

    /// The windows `app`'s window is transient for, and theirs in turn, each once.
    static func owners(from app: AppCandidate, among apps: [AppCandidate]) -> Set<WindowID> {
        var seen: Set<WindowID> = []
        var next = app.transientFor
        while let owner = next, seen.insert(owner).inserted {
            next = apps.first { $0.window == owner }?.transientFor
        }
        return seen
    }

    /// Whether the window is `app`'s. One Flotilla started: owned by its process or a descendant
    /// (the X server's word, XRes, where it has one: `ClientFacts.pid`), and marked with no other
    /// app's id; a mark or a `_NET_WM_PID` a window sets itself never takes a launch's panel.
    /// One found (an earlier Flotilla's, taken back): marked with its id.
    public func owns(_ facts: ClientFacts, _ app: AppCandidate) -> Bool {
        guard let process = app.process else { return facts.appMark == app.id }
        guard let pid = facts.pid, descends(pid, process) else { return false }
        return facts.appMark.map { $0 == app.id } ?? true
    }
}
