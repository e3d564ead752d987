import Compositor
import Desktop
import Foundation
import Input
import Model
import Settings
import X11

/// Managing a display (`flotilla manage`): the same hosting core as apps in panels, with the root
/// as the frames' parent. Every top-level window that asks to map is taken into a panel of its
/// own (a dialog as a sheet, a utility window above its app's), windows mapped before Flotilla
/// started are taken where they are, and the EWMH lists tools read are kept current. At the end
/// every window is given back to the root where it is shown, mapped.
final class DisplayManager {
    /// The apps and windows in the overlay's panels: every managed window is one of its apps'.
    let host: AppHost
    /// The root's background (a wallpaper setter's pixmap) over the scene's backdrop
    /// (DisplayManager+RootBackground.swift).
    var rootBackground: RootBackground
    /// The windows composited in place, kept while they are: their pixels are read from them.
    var composited: [WindowID: any ClientWindow] = [:]
    /// The docks, the windows composited in place, the windows inside the overlay, the monitors,
    /// the keys taken and the edges watched (Desktop's ``DisplayState``); the X state wanted is
    /// made from it and the clients.
    var display = DisplayState()
    /// The display said which space showed when managing began: the session's does not show.
    let spacesFound: Bool
    /// The main window's size (the screen's, in points) when the monitors were last followed: RandR
    /// tells of a new screen size before the overlay is resized, so both are followed.
    var sizeFollowed: Size?
    /// What floating panels kept clear of when maximised windows were last fitted (docks, shelves).
    var keptClearSeen: [ReservedArea] = []
    /// What each monitor's top-left corner does (the settings' `desktop.hotCorner`).
    var hotCorner = HotCorner.pushed {
        didSet {
            guard hotCorner != oldValue else { return }
            watchEdges()
            pushXState()
        }
    }
    /// Whether the server has pressure barriers (``X11Connection/hasPressureBarriers``).
    lazy var hasPressureBarriers = connection.hasPressureBarriers

    var connection: any WindowServer { host.connection }
    var main: any PanelsWindow { host.main }
    var pixels: PixelScale { host.pixels }
    var scale: Double { host.scale }
    var apps: [ClientPanel] { host.apps }

    /// Manages with `host`, its windows on `spaces` (`spacesFound`: as the display had them, else
    /// the session's space shows).
    init(host: AppHost, drawsRootBackground: Bool, spaces: Spaces, spacesFound: Bool) {
        self.host = host
        rootBackground = RootBackground(isDrawn: drawsRootBackground)
        self.spacesFound = spacesFound
        host.clients = ManagedClients(spaces: spaces)
        host.pushed.written.display.spaces = SpacesShown(count: spaces.count, current: spaces.current)
    }

    /// Handles `event` of window `client` if managing answers it: what an unmanaged window asks,
    /// a new top-level (managed) or override-redirect one (composited in place), a window
    /// composited in place, and what is asked of a managed window. Returns whether it did.
    func handle(_ event: ClientEvent, for client: WindowID) -> Bool {
        switch event {
        case .configureAsked(let changes):
            // A window no one manages yet (or override-redirect) is placed as it asks.
            host.perform([.configure(client, changes)])
        case .circulateAsked(let toTop):
            host.perform([.circulating(client, toTop: toTop)])
        case .dock(let change):
            display.docks.apply(change, of: client)
        case .overlayChild(let change):
            display.overlayChildren.apply(change, of: client)
        case .mapRequested, .topLevelMapped:
            // An adopted client mapping itself again in its frame is its app's.
            guard host.app(showing: client) == nil else { return false }
            manage(client, mapped: event == .topLevelMapped)
        case .managerRequest(.frameExtents):
            // Asked before it maps (EWMH): what it would be given as a panel with Flotilla's title bar.
            host.perform([.answerFrameExtents(client, ClientFrame(top: pixels.pixels(TitleBarLayout.height)))])
        case .managerRequest(let request) where answerSpaces(request):
            break
        case .managerRequest(let request):
            guard let app = host.app(showing: client) else { return false }
            answer(request, for: app)
        default:
            return handleInPlaceEvent(event, for: client)
        }
        return true
    }

    /// Claims `connection`'s display and gives the overlay window to paint on, and the spaces:
    /// `spaces` of them (nil: as many as the root says a manager before left, else `otherwise`),
    /// the one the root says showed showing (`found`: it said one).
    static func claim(_ connection: X11Connection, replacing: Bool, spaces: Int?, otherwise: Int) throws(FlotillaError)
        -> (overlay: X11Window, spaces: Spaces, found: Bool) {
        do throws(ManagerClaimFailure) {
            try connection.claimManagement(name: "Flotilla", replacing: replacing)
        } catch {
            if case .failed(let cause) = error { throw FlotillaError(.display, "manage: \(cause.description)") }
            throw FlotillaError(.badInput, "manage: \(error.description)")
        }
        do {
            let overlay = try connection.overlayWindow()
            let left = connection.spacesLeftOnRoot()
            let made = Spaces(claiming: spaces, left: left, otherwise: otherwise)
            connection.publishManagerHints(spaces: SpacesShown(count: made.count, current: made.current))
            return (overlay, made, left != nil)
        } catch {
            throw FlotillaError(.display, "manage: \(error.description)")
        }
    }

    /// Takes in the windows mapped now, where they are, and gives Flotilla the keyboard, its
    /// switcher keys, Super tapped alone and the hot corner (both show exposé).
    func startManaging() throws(FlotillaError) {
        try host.startHosting()
        if !spacesFound, let space = host.saved.currentSpace { host.clients.show(space: space) }
        connection.watchMonitorChanges()
        connection.watchScreenSaver()
        showRootBackground()
        for client in connection.topLevelClients() { manage(client, mapped: true) }
        for window in (try? connection.children(of: connection.rootWindow)) ?? [] where connection.isMappedOverrideRedirect(window) {
            compositeInPlace(window, level: .overlay)
        }
        display.keyGrabs = KeyGrabs(window: main.inputID, bindings: main.compositor.keys)
        // The monitors, and a hot corner on each: after the windows there were taken in, so no
        // corner (mapped, override-redirect) is taken for one of theirs.
        followMonitors()
        pushXState()
    }

    /// Takes the keys of `bindings` that act wherever the keyboard is (the switcher's, the
    /// command keys) at once, letting go of those taken before.
    func grabKeys(for bindings: KeyBindings) {
        display.keyGrabs = KeyGrabs(window: main.inputID, bindings: bindings)
        pushXState()
    }

    /// Takes top-level `client` into a panel (`mapped`: it shows already, and stays where it is;
    /// else where it asks to be, or centred): a dialog of a managed window as a sheet on its
    /// panel, a utility window above it. A window that cannot be taken is mapped as it is.
    func manage(_ client: WindowID, mapped: Bool) {
        guard host.app(showing: client) == nil else { return }
        // One round trip for all it says of itself; a window already gone (a churning client's) costs no more.
        guard let facts = connection.clientFacts(of: client) else { return }
        // A new window opens on the monitor the pointer is on (one mapped already stays where it is).
        if !mapped, let pointer = try? connection.pointerOnRoot().point {
            main.compositor.placeNewWindows(near: Point(x: pixels.points(pointer.x), y: pixels.points(pointer.y)))
        }
        var placement = PanelPlacement(asked: facts.askedPlace(mapped: mapped), userPosition: facts.placementHints.userPosition, mapped: mapped)
        placement.space = facts.desktop
        let app: ClientPanel
        // Where the session last had a window of its kind (a new window's, not one placed by the user).
        var saved: PanelLayoutState.Panel?
        let role = AppHost.classifier.role(of: client, saying: facts, among: host.appCandidates, root: connection.rootWindow,
                                           managing: true, mapped: mapped)
        host.perform(role.commands(for: client))
        switch role {
        case .leftAlone, .furtherWindow, .notOurs, .dock:
            return
        case .desktop:
            compositeInPlace(client, level: .desktop)
            // It takes the pointer only where Flotilla's title bars and the like leave it (``pointerTaken``).
            pushXState()
            return
        case .inPlace:
            // Shown where its program puts it, as an override-redirect window is: never moved, decorated or focused.
            compositeInPlace(client, level: .overlay)
            return
        case .dialog(let owner):
            app = host.windowApp(of: host.app(named: owner), as: .sheet)
        case .palette(let owner):
            app = host.windowApp(of: host.app(named: owner), as: .utility)
        case .firstWindow(let started):
            // A program `flotilla open --app` or a launch started: its first window (a launched
            // application's where its kind was, as the session file says: tiled, minimised, its space).
            app = host.app(named: started)
            if placement.remembersPlace, app.desktopEntry != nil { saved = host.saved.places[app.id] }
        case .newWindow(let key, let instance, let title):
            app = host.newWindowApp(key: key, command: [instance], title: title, placedAsSaved: placement.remembersPlace)
            if placement.remembersPlace { saved = host.saved.places[app.id] }
            // A window an earlier Flotilla of the session launched (its mark): its app is that
            // launch's still, which the session starts again at the next login.
            if app.desktopEntry == nil { app.desktopEntry = facts.entryMark }
        }
        placement.space = TakenStart.space(asked: placement.space, saved: saved)
        let keptTile = main.compositor.panelManager.panels[app.id]?.tile
        host.adopt(client, as: app, pid: facts.pid, placement: placement, mapsClient: mapped)
        // Its tile, the states it starts in and whether it starts minimised (``TakenStart``).
        if app.window != nil {
            host.clients.note(client, transientFor: facts.transientFor, windowClass: facts.windowClass)
            let start = TakenStart(facts: facts, mapped: mapped, startsIconic: !mapped && app.window?.startsIconic == true, saved: saved,
                                   keptTile: keptTile, isSheet: app.sheetOf != nil)
            if let tile = start.tile { main.compositor.tile(panel: app.id, tile) }
            let current = host.clients.spaces.current
            carryOut(ManagerRequest.changeState(.add, start.states).effects(states: states(of: app), currentSpace: current), for: app)
            if start.minimised { carryOut(ManagerRequest.iconify.effects(states: states(of: app), currentSpace: current), for: app) }
        }
        if app.window == nil {
            host.leaveUntaken(client, madeFor: app)
        } else if !mapped {
            host.endLaunch(of: client, facts: facts, in: app)
        }
        // A new window maps once its panel is decided (``ManagedClients/mapTaken(_:focused:)``).
        if !mapped, let window = app.window {
            host.perform(host.clients.mapTaken(window.client, focused: main.compositor.panelManager.focusedID == app.id))
        }
        pushXState()
    }

    /// Gives every managed window back to the root where its content is shown, mapped, its
    /// decorations gone (SIGTERM, SIGINT, or another manager taking over).
    func releaseManagedWindows() {
        releaseInPlaceWindows()
        host.releaseAll()
    }

    /// The X state the managed display should show now (``DisplayState/wanted(_:panels:screen:pointerTaken:)``),
    /// from what the compositor says of the panels.
    func wantedXState() -> WantedXState {
        let panels = main.compositor.panelManager
        let clients = host.clients
        let facts = PanelFacts(
            focused: clients.focus.given?.name, focusedDesktop: clients.focus.desktop,
            minimised: Set(clients.taken.map(\.panel).filter { panels.state(of: PanelID($0)) == .minimised }),
            keptAbove: Set(panels.keptAbove.map(\.name)),
            titleBars: Dictionary(clients.taken.map { ($0.panel, pixels.pixels(panels.titleBarHeight(of: PanelID($0.panel)))) },
                                  uniquingKeysWith: { first, _ in first }),
            stacking: host.pushed.frames.stacking,
            tiledEdges: Dictionary(clients.taken.compactMap { client in panels.tiledEdges(of: PanelID(client.panel)).map { (client.panel, $0) } },
                                   uniquingKeysWith: { first, _ in first }))
        return display.wanted(clients, panels: facts, screen: screen, pointerTaken: pointerTaken)
    }

    /// The screen's size, in pixels.
    var screen: PixelSize {
        let (width, height) = connection.screenSize
        return PixelSize(width: width, height: height)
    }

    /// Writes what changed in the X state wanted since it was last pushed (``AppHost/push(_:)``).
    func pushXState() {
        host.push(WantedDisplay(display: followedXState()))
    }

    /// The X state wanted once the spaces are followed. `afterFrame`: the main window's frame
    /// and its events were handled, so the keyboard goes where the compositor's focus is
    /// (``KeyboardFocus/given``); between frames the active window stays what the last frame
    /// made it, never ahead of the focus given.
    func followedXState(afterFrame: Bool = false) -> WantedXState {
        if afterFrame { host.clients.focus.frameShown(focused: main.compositor.panelManager.focusedID) }
        followSpaces()
        return wantedXState()
    }
}

