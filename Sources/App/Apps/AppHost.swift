import Compositor
import Desktop
import Foundation
import Input
import Model
import Render
import X11

/// The real applications a live session shows in its main window's panels, under `run` and
/// `manage` alike: the programs it starts (AppHost+Apps.swift) and every window taken into a
/// panel (AppHost+Windows.swift) — adopted into a frame of Flotilla's, its pixels kept as the
/// panel's content, put where its panel shows it — torn off to the desktop and taken back
/// (AppHost+TearOff.swift), moved by its own title bar (AppHost+ClientGestures.swift). The windows
/// held are Desktop's ``ManagedClients``.
final class AppHost {
    let connection: any WindowServer
    /// The session's renderer, clock and scale, as its windows are made with them.
    let make: WindowMaker
    /// Points to the windows' pixels and back.
    var pixels: PixelScale { make.pixels }
    var scale: Double { pixels.scale }
    /// Draws the panels; keeps the apps' pixels (``Renderer/hostedPixels``, nil until hosting starts).
    var renderer: Renderer { make.renderer }
    var clock: any AnimationClock { make.clock }
    /// The window whose panels hold the apps: the scene's main window, or the overlay when
    /// managing. The session sets it again when it makes that window anew.
    var main: any PanelsWindow
    /// Managing the display (`flotilla manage`): frames are the root's children, a window moves
    /// itself where it asks, and a hung one is pinged before it is killed.
    let managing: Bool
    let onEvent: ((SessionEvent) -> Void)?
    /// Keeps the session file (if any): told when what it keeps changes outside a frame (a
    /// window torn off, or gone from the desktop).
    let sessionSaver: SessionSaver?
    /// Every app entry: a program started, or a window found (managing), in the order they came.
    var apps: [ClientPanel] = []
    /// The installed applications, the launches waiting for their window and those made
    /// recently (Launching/Launches.swift).
    var launches = Launches()
    /// The windows held in their panels, in the order taken, with their states of their own.
    var clients = ManagedClients()
    /// What apps' windows changed, asked or drew during this pass's events, applied once after them.
    var clientChanges = PendingClientChanges()
    /// Clients' own icons, as files the panels draw.
    let iconFiles = ClientIconFiles()
    /// An app moving or resizing its panel from its own title bar (AppHost+ClientGestures.swift).
    var clientGesture: ClientGesture?
    /// The modifier and buttons that move and resize a window from anywhere in it (the settings' `keys.dragModifier`).
    var windowDrags = WindowDrags()
    /// What the one push last wrote to X (AppHost+Push.swift).
    var pushed = Pushed()
    /// Where the session file had the apps.
    var saved = SavedApps()

    init(connection: any WindowServer, make: WindowMaker, main: any PanelsWindow, managing: Bool, sessionSaver: SessionSaver?,
         onEvent: ((SessionEvent) -> Void)?) {
        self.connection = connection
        self.make = make
        self.main = main
        self.managing = managing
        self.onEvent = onEvent
        self.sessionSaver = sessionSaver
    }

    /// Handles `event` if it concerns a window that is not Flotilla's: a top-level that may be an
    /// app's (not managing: managing, ``DisplayManager`` takes every top-level), a torn-off
    /// app's, or an adopted app window. Returns whether it did.
    func handle(_ event: ClientEvent, for client: WindowID) -> Bool {
        if handleTornOffEvent(event, for: client) { return true }
        if event == .topLevelMapped || event == .topLevelReleased {
            adoptIfAnAppOwns(client, released: event == .topLevelReleased)
            return true
        }
        guard let app = app(showing: client) else { return false }
        switch event {
        case .damaged:
            // Read once the events read so far are handled: a client drawing without pause
            // (a terminal scrolling) must not keep the loop from drawing frames.
            clientChanges.noteDamage(of: client)
        case .titleChanged, .iconChanged, .sizeHintsChanged, .decorationsChanged, .configureRequest:
            clientChanges.note(event, for: client)
        case .moveResize(let asked):
            clientAsked(asked, by: app)
        case .windowMenuAsked(let at):
            if main.compositor.openWindowMenu(panel: app.id, at: mainPoint(at)) { main.markChanged() }
        case .pressed(let at, _, _, _):
            app.pressedAt = at
            main.compositor.focus(panel: app.id)
            main.markChanged()
        case .unmapped, .destroyed:
            windowWent(app, destroyed: event == .destroyed)
        case .mapRequested:
            perform([.mapInFrame(client)])
        case .borderGiven:
            perform([.removeBorder(client)])
        default:
            return false
        }
        return true
    }

    /// The window frames are children of: the main window's, or the root when managing.
    var appParent: WindowID { managing ? connection.rootWindow : main.id }

    /// What the session file keeps changed.
    func sessionChanged() { sessionSaver?.changed(at: clock.now) }

    /// The app whose window `client` is in its panel.
    func app(showing client: WindowID) -> ClientPanel? { apps.first { $0.window?.client == client } }

    /// The app in panel `id`, if one lives there.
    func app(inPanel id: PanelID) -> ClientPanel? { apps.first { $0.id == id } }

    /// The app whose id is named `name` (one the classification just named).
    func app(named name: String) -> ClientPanel { apps.first { $0.id.name == name }! }

    /// The one classification of a new window (Desktop's), with the process tree read from /proc.
    static let classifier = ClientClassifier { ProcessTree.isDescendant($0, of: $1) }

    /// The apps as the classification sees them.
    var appCandidates: [AppCandidate] { apps.map { $0.candidate(in: clients) } }
}

/// Where the session file had the apps' panels, read when the session starts.
struct SavedApps {
    /// Each app's panel (managing: each kind of window's), by its id.
    var places: [PanelID: PanelLayoutState.Panel] = [:]
    /// The apps that were torn off to the desktop.
    var tornOff: Set<PanelID> = []
    /// Managing: the space that showed.
    var currentSpace: Int?
    /// Managing: the applications launched through Flotilla that ran (their desktop file ids).
    var launched: [String] = []

    /// Nothing saved.
    init() {}

    /// What a managed display keeps of session `state`: where each kind of window's panel was,
    /// the space that showed, and what ran.
    init(managing state: SessionState) {
        let layout = state.windows.first { $0.role == .main }?.layout
        for panel in layout?.panels ?? [] { places[panel.id] = panel }
        currentSpace = layout?.currentSpace
        launched = state.launched ?? []
    }
}
