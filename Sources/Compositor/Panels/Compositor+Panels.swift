import Input
import Model

// Managed panels in the compositor: the pointer and keys routed to them, the cursor, and the API
// (focus, close, pin, float, present, exposé) that animates like the gestures do.
extension Compositor {
    /// The panel manager's state now (states, slots, focus, exposé); change it through the API below.
    public var panelManager: PanelManager { panels.manager }

    /// Visible managed panel ids, back to front (pinned panels first).
    public var panelIDs: [PanelID] { panels.targets.map(\.id) }

    /// Where panel `id` is drawn now (scaled during exposé).
    public func frame(of id: PanelID) -> Rect? { panels.pose(of: id, at: clock.now)?.shownFrame }

    /// Where the main content area is drawn now.
    public var mainContentFrame: Rect { panels.mainFrame(at: clock.now) }

    /// Where the pin preview is drawn now (it grows from the dragged panel's frame into the slot);
    /// nil when none shows.
    public var pinPreviewFrame: Rect? { panels.presentation.previewShown(at: clock.now)?.frame }

    /// The cursor wanted where the pointer last was: a resize shape on a panel's resize bands,
    /// move over a title bar, grabbing while dragging, the arrow elsewhere.
    public var cursor: CursorShape { pointer.map(cursor(at:)) ?? .arrow }

    /// The cursor wanted at `p` (``cursor`` where the pointer is).
    public func cursor(at p: Point) -> CursorShape {
        guard draggedSheet == nil else { return .arrow }
        if let held = panels.gestureCursor { return held }
        guard case .panel(let id, let region) = pointerTarget(at: p) else { return .arrow }
        return panels.cursor(over: id, region)
    }

    /// The floating panel the pointer drags, where it is drawn, and from its origin to the pointer.
    public var draggedPanel: DraggedPanel? {
        guard case .drag(let d)? = panels.gesture else { return nil }
        return DraggedPanel(id: d.id, frame: d.frame, grab: d.grab)
    }

    /// Ends the drag of the floating panel the pointer holds by tearing it off (did-tear-off; it
    /// closes here, fading out) so that the host carries it on in a window of its own (an app's
    /// window goes back to the desktop). Returns what ``draggedPanel`` was.
    @discardableResult
    public func tearOffDraggedPanel() -> DraggedPanel? {
        guard let dragged = draggedPanel else { return nil }
        withPanels { f, now in
            f.gesture = .consumed
            f.emit(.didTearOff(panel: dragged.id, frame: dragged.frame))
            f.change(at: now) { $0.close(dragged.id) }
        }
        return dragged
    }

    /// Where the managed panels are now, as a session keeps them.
    public var layoutState: PanelLayoutState { panels.manager.layoutState() }

    /// Shows a saved layout at once, with no motion (a restarted Flotilla shows what was left);
    /// returns the panel ids it names that this window does not have.
    @discardableResult
    public func restore(_ layout: PanelLayoutState) -> [PanelID] { withPanels { f, now in f.restore(layout, at: now) } }

    /// Each popover's page stack (bottom to top) and its toggled pages, as a session keeps them.
    public var pageStacks: [PanelID: (stack: [String], toggled: Set<String>)] { panels.popovers.pageStacks }

    /// Shows saved page stacks at once; popovers or pages this window does not have are left out.
    public func restore(pageStacks: [PanelID: (stack: [String], toggled: Set<String>)]) {
        withPanels { f, now in f.restore(pageStacks: pageStacks, at: now) }
    }

    /// Whether Alt+Tab's switcher shows (until Alt is let go).
    public var isSwitching: Bool { panels.switcher != nil }

    /// Opens the search field over `applications` (`icons`: their icon files by desktop file id;
    /// `recent`: desktop file ids, the most recently launched first), every window (`windowApps`:
    /// the desktop file id of the application a panel's window is of, where known) and `actions`
    /// (Log Out, where the host offers it); false when it shows already.
    @discardableResult
    public func openSearch(applications: [DesktopEntry], icons: [String: String] = [:], actions: [SessionAction] = [], recent: [String] = [],
                           windowApps: [PanelID: String] = [:]) -> Bool {
        let offer = SearchOffer(applications: applications, icons: icons, actions: actions, recent: recent, windowApps: windowApps)
        return withPanels { f, now in f.openSearch(offer, at: now) }
    }

    /// What typing while exposé shows searches: `applications` (with the rest, as
    /// ``openSearch(applications:icons:actions:recent:windowApps:)`` takes them); nil: nothing,
    /// typing in exposé is exposé's keys (`a` arranges, `p` pins…), as without a host that launches.
    public func offerSearch(applications: [DesktopEntry]?, icons: [String: String] = [:], actions: [SessionAction] = [], recent: [String] = [],
                            windowApps: [PanelID: String] = [:]) {
        withPanels { f, _ in
            f.searchOffer = applications.map { SearchOffer(applications: $0, icons: icons, actions: actions, recent: recent, windowApps: windowApps) }
        }
    }

    /// The installed applications were read again: the search field showing (and what typing in
    /// exposé would search) searches `applications` from now on, with their `icons`; what was
    /// typed finds its results among them.
    public func replaceSearchApplications(_ applications: [DesktopEntry], icons: [String: String], windowApps: [PanelID: String] = [:]) {
        withPanels { f, _ in
            let offer = SearchOffer(applications: applications, icons: icons, actions: f.searchOffer?.actions ?? [], recent: f.searchOffer?.recent ?? [],
                                    windowApps: windowApps)
            f.replaceSearchApplications(offer)
        }
    }

    /// Closes the search field; false when it does not show.
    @discardableResult
    public func closeSearch() -> Bool {
        withPanels { f, now in f.closeSearch(at: now) }
    }

    /// Whether the search field shows (and has the keyboard).
    public var isSearching: Bool { panels.isSearching }

    /// What the search field chose could not be done (a launch refused): it shows again, saying
    /// `problem` under its results until the text changes.
    public func sayInSearch(_ problem: String) { withPanels { f, now in f.sayInSearch(problem, at: now) } }

    /// What the search field says under its results, while it shows.
    public var searchProblem: String? { panels.search.flatMap { $0.isClosing ? nil : $0.field.problem } }

    /// Shows the log-out prompt asking whether to log out, `apps` open (by name); false when it
    /// shows already. Its answer is `did-answer-log-out`.
    @discardableResult
    public func askLogOut(apps: [String]) -> Bool { withPanels { f, now in f.askLogOut(apps: apps, at: now) } }

    /// Log out confirmed: the prompt waits for `apps`, the apps still open (again as they go).
    public func waitForLogOut(apps: [String]) { withPanels { f, _ in f.waitForLogOut(apps: apps) } }

    /// Closes the log-out prompt.
    public func closeLogOut() { withPanels { f, now in f.closeLogOut(at: now) } }

    /// The log-out prompt while it shows.
    public var logOutPrompt: LogOutPrompt? { panels.logOut.flatMap { $0.isClosing ? nil : $0.prompt } }

    /// Ends every mode that holds the keyboard or the pointer (a drag, the switcher, the search
    /// field, the arrangements, exposé), as a screen locker about to grab them needs.
    public func endHoldingModes() { withPanels { f, now in f.endHoldingModes(at: now) } }

    /// Whether the whole keyboard should be Flotilla's (an active grab: an app may have the
    /// focus): while Alt+Tab's switcher or a window's menu shows, so Alt's release and the menu's
    /// keys come here, and, on a display Flotilla manages (`managingDisplay`), while exposé, the
    /// search field or the log-out prompt takes what is typed.
    public func holdsKeyboard(managingDisplay: Bool) -> Bool {
        isSwitching || windowMenu != nil
            || managingDisplay && (isSearching || panelManager.isExposing || logOutPrompt?.phase == .confirming)
    }

    /// Whether a live window takes the whole keyboard now: as ``holdsKeyboard(managingDisplay:)``
    /// says, or already as the search field will once open (`searchOpening`, managing: what it
    /// searches is read first), and never while a screen locker runs (`locked`: it holds the
    /// keyboard itself).
    public func takesKeyboard(managingDisplay: Bool, locked: Bool, searchOpening: Bool = false) -> Bool {
        !locked && (holdsKeyboard(managingDisplay: managingDisplay) || searchOpening && managingDisplay)
    }

    /// Shows `text` in a notice near the top of the focused window's monitor, over everything,
    /// for a few seconds (in the place of one showing).
    public func showNotice(_ text: String) { withPanels { f, now in f.showNotice(text, at: now) } }

    /// The notice's text while one shows.
    public var notice: String? { panels.notice?.text }

    /// When the picture changes although nothing moves (a notice begins to fade): the host draws
    /// a frame then. Nil: only input or motion changes it.
    public var nextChange: Double? { panels.noticeDue }

    /// Shows exposé, or leaves it (the exposé key does the same).
    public func toggleExpose() { withPanels { f, now in f.change(at: now) { $0.toggleExpose() } } }

    /// Raises and focuses panel `id` (leaving exposé).
    public func focus(panel id: PanelID) { withPanels { f, now in f.change(at: now) { $0.focus(id) } } }

    /// No panel has focus any more (a desktop window took the keyboard): title bars show it.
    public func blur() { withPanels { f, now in f.change(at: now) { $0.blur() } } }

    /// The monitors the window spans, in points (a managed display's): tiling, fill, the
    /// arrangements and Arrange All act on the monitor a window is on; tiles fit theirs again.
    public func setMonitors(_ monitors: [Rect]) {
        guard monitors != panelManager.monitors else { return }
        withPanels { f, now in f.change(at: now) { $0.setMonitors(monitors) } }
    }

    /// New windows open on the monitor holding `pointer` (nil: anywhere in the window).
    public func placeNewWindows(near pointer: Point?) {
        withPanels { f, _ in f.placeNewWindows(near: pointer) }
    }

    /// Puts the panels on `spaces` (a managed display's spaces): those of the space that shows
    /// slide in with their springs, the others out to its sides (``PanelSpaces``); with reduced
    /// motion they cross-fade.
    public func setSpaces(_ spaces: PanelSpaces) {
        let before = panelManager.spaces
        guard spaces != before else { return }
        withPanels { f, now in
            f.slidingBetweenSpaces.formUnion(f.manager.order.filter { before.offset(of: $0) != spaces.offset(of: $0) })
            f.change(at: now) { $0.setSpaces(spaces) }
        }
    }

    /// Keeps panel `id` above every panel not kept so, or no longer (``PanelManager/keepAbove(_:_:)``).
    public func keepAbove(panel id: PanelID, _ on: Bool) { withPanels { f, now in f.change(at: now) { $0.keepAbove(id, on) } } }

    /// Opens floating panel `id`'s window menu at `p` (an app that draws its own title bar asked
    /// for it); false when the panel does not float.
    @discardableResult
    public func openWindowMenu(panel id: PanelID, at p: Point) -> Bool { withPanels { f, now in f.openWindowMenu(id, at: p, time: now) } }

    /// The window menu open now, if any.
    public var windowMenu: WindowMenu? { panels.openWindowMenu }

    /// Tiles floating panel `id` in `arrangement` of the work area (`did-tile`); false when it does not float.
    @discardableResult
    public func tile(panel id: PanelID, _ arrangement: TileArrangement) -> Bool {
        withPanels { f, now in f.tile(id, arrangement, at: now) }
    }

    /// Minimises panel `id` (a window iconified): it shrinks into the shelf along the bottom of the
    /// work area, keeping its place, and says so first (`did-minimise`). False when it neither
    /// floats nor is pinned.
    @discardableResult
    public func minimise(panel id: PanelID) -> Bool { withPanels { f, now in f.minimise(id, at: now) } }

    /// Shows minimised (or closed) panel `id` again where it was, focused (`did-restore`).
    public func restore(panel id: PanelID) {
        withPanels { f, now in
            if f.unminimise(id, at: now) { return }
            guard !f.manager.state(of: id).isVisible else { return }
            f.emit(.didRestore(panel: id))
            f.change(at: now) { $0.present(id) }
        }
    }

    /// Closes panel `id` and the panels it presented.
    public func close(panel id: PanelID) { withPanels { f, now in f.change(at: now) { $0.close(id) } } }

    /// Pins floating panel `id` to `side`; false when that side cannot take it.
    @discardableResult
    public func pin(panel id: PanelID, to side: PanelPinSide) -> Bool {
        withPanels { f, now in f.change(at: now) { $0.pin(id, to: side) } != nil }
    }

    /// Floats a pinned panel or a popover (its float button).
    public func float(panel id: PanelID) { withPanels { f, now in f.change(at: now) { $0.float(id) } } }

    /// Shows panel `id` floating (at `frame`, or where it last floated), presented by `parent`.
    public func present(panel id: PanelID, from parent: PanelID? = nil, floatingAt frame: Rect? = nil) {
        withPanels { f, now in f.change(at: now) { $0.present(id, from: parent, floatingAt: frame) } }
    }

    /// Fits floating panel `id` at `frame` (maximised again): moved off a monitor that went, it
    /// still returns when that monitor comes back (``PanelManager/refit(_:floatingAt:)``).
    public func refit(panel id: PanelID, floatingAt frame: Rect) {
        withPanels { f, now in f.change(at: now) { $0.refit(id, floatingAt: frame) } }
    }

    /// Shows panel `id` attached to its source at `frame`, presented by `parent`.
    public func present(panel id: PanelID, from parent: PanelID? = nil, attachedAt frame: Rect) {
        withPanels { f, now in f.change(at: now) { $0.present(id, from: parent, attachedAt: frame) } }
    }

    /// Shows or hides reserved area `id` (its key does the same): it slides in from its edge or out,
    /// and floating panels move out of its way or back. False when it is unknown or already so.
    @discardableResult
    public func setReservedArea(_ id: String, shown: Bool) -> Bool {
        withPanels { f, now in f.setReserved(id, shown: shown, at: now) }
    }

    /// Strips the host reserves (a managed display's docks, which draw themselves): floating panels
    /// move out of them, and back when they go, as for the scene's reserved areas; Flotilla draws nothing there.
    public func setHostReservedAreas(_ areas: [ReservedArea]) { withPanels { f, now in f.setHostReserved(areas, at: now) } }

    /// The strips the host reserves (``setHostReservedAreas(_:)``).
    public var hostReservedAreas: [ReservedArea] { panels.hostReserved }

    /// Where reserved area `id` is drawn now; nil while it is wholly out (or unknown).
    public func reservedAreaFrame(of id: String) -> Rect? {
        panels.reserved.first { $0.id == id }?.frame(in: panels.manager.container, at: clock.now)
    }

    /// Runs `body` on the managed panels at the clock's time and collects their events.
    @discardableResult
    func withPanels<R>(_ body: (inout LivePanels, Double) -> R) -> R {
        let result = body(&panels, clock.now)
        pending += panels.takeEvents().map(CompositorEvent.panel)
        return result
    }
}
