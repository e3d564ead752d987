import Desktop
import Model
import X11

/// A panel of the main window and the client it shows: a program Flotilla started (its process,
/// waiting for its first window), or a window it found (managing a display, or taken back after a
/// restart: no process); its adopted window once it has one, and what was last asked of it.
final class ClientPanel {
    /// The least content size of an app's panel, in points: its title bar keeps room for its
    /// buttons and some of its title.
    static let smallestContent = Size(width: 160, height: 60)
    /// How long an app may take to map its first window before a note says so.
    static let windowDeadline = 10.0

    let spec: AppSpec
    var id: PanelID { spec.id }
    var name: String { spec.name }
    /// The name a person sees until the window names itself: the title it was given (a managed
    /// window's class, "Chromium"), else the program's name.
    var displayName: String { spec.title ?? spec.name }
    let process: AppProcess?
    let startedAt: Double
    /// The app this is a further window of, and which kind (Desktop's classification): nil for
    /// an app's own window. Once its window goes and its panel fades out, its panel is forgotten
    /// with it.
    let further: (owner: PanelID, kind: FurtherWindow)?
    /// The panel this app window shows on as a sheet: a dialog (WM_TRANSIENT_FOR) of the app
    /// there, whoever's process maps it (`zenity --attach`); nil for an app's own panel.
    var sheetOf: PanelID? { further?.kind == .sheet ? further?.owner : nil }
    /// The panel this app window floats above (a utility or toolbar window of the app there).
    var above: PanelID? { further?.kind == .utility ? further?.owner : nil }
    private(set) var window: (any ClientWindow)?
    /// The X server showing what the app draws while its panel rests (``ServerRegion``); nil
    /// until it first does, and for good when it cannot.
    var serverShowing: ServerShowing?
    /// The server could not show its pixels (no RENDER, or its window not viewable): not tried again.
    var serverCannotShow = false
    /// Its window a window manager is letting go of, to be adopted once it has.
    var withdrawing: WindowID?
    /// What was said of it once, not to be said again: that no window came, that its process ended.
    var told = Told()
    /// Where on the root the last press into the window was (where a move the app then starts
    /// from its own title bar began).
    var pressedAt: RootPoint?
    /// Torn off to the desktop: its window is the desktop's, not a panel's (LiveSession+TearOff.swift).
    var tornOff: TornOffApp?
    /// The desktop entry it was launched from (the search field, `flotilla launch`, autostart).
    var desktopEntry: String?
    /// The login session started it from an autostart entry: a service as often as not, so its
    /// ending well, or mapping no window, is said nothing of.
    var isAutostarted = false
    /// Where its panel floats once its window is taken in again (dropped over the main window).
    var takenBackAt: Rect?

    /// No window of its own yet: none in its panel, none torn off to the desktop, none being
    /// taken from a window manager.
    var hasNoWindow: Bool { window == nil && tornOff?.client == nil && withdrawing == nil }

    init(_ spec: AppSpec, process: AppProcess?, at time: Double, further: (owner: PanelID, kind: FurtherWindow)? = nil) {
        self.spec = spec
        self.further = further
        self.process = process
        startedAt = time
    }

    /// Takes `window` as this app's.
    func adopt(_ window: any ClientWindow) {
        self.window = window
    }

    /// Lets go of the window (it went, or was given back to the desktop): a window the app maps
    /// later starts afresh (its states, maximised frame and closing end with it: ``ManagedClients/letGo(_:)``).
    func forgetWindow() {
        window = nil
        serverShowing = nil
        serverCannotShow = false
    }

    /// This app as the classification of a new window sees it, its window held in `clients`.
    func candidate(in clients: ManagedClients) -> AppCandidate {
        AppCandidate(id: id.name, window: window?.client, withdrawing: withdrawing != nil, process: process?.pid,
                     transientFor: window.flatMap { clients.client($0.client)?.transientFor })
    }

    /// What standard error says of its process ending with `exit` (`hosted`: its panel holds a
    /// window, or did): that it ended before it mapped a window; nil when it had one, or when an
    /// autostarted service ended well.
    func endNotice(_ exit: AppProcess.Exit, hosted: Bool) -> String? {
        guard hasNoWindow, !hosted, !(isAutostarted && exit == .status(0)) else { return nil }
        return "app \(id) (\(name)) ended with \(exit) before it mapped a window"
    }

    /// What standard error says once it mapped no window within ``windowDeadline``: nil for an
    /// autostarted service, which as often as not maps none.
    var noWindowNotice: String? {
        isAutostarted ? nil : "app \(id) (\(name)) mapped no window within \(Int(Self.windowDeadline)) s; it runs on without a panel"
    }

    /// What is said of an app once.
    struct Told {
        /// A note was written that no window came.
        var noWindow = false
        /// The app's process ended (reported once).
        var exit = false
    }
}
