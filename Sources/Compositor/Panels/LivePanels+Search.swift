import Chrome
import Input
import Model

/// The search field as shown: the field, the monitor it shows on, and its spring (in, and out
/// once `isClosing`).
/// What the search field searches when typing in exposé opens it (the host offers it).
/// What the search field searches, as the host offers it.
struct SearchOffer {
    var applications: [DesktopEntry]
    /// Each application's icon file, by desktop file id.
    var icons: [String: String]
    var actions: [SessionAction]
    /// Desktop file ids, the most recently launched first.
    var recent: [String]
    /// The desktop file id of the application each panel's window is of, where known.
    var windowApps: [PanelID: String]
}

struct ShownSearch {
    var field: LaunchField
    /// Each application's icon file, by desktop file id.
    var icons: [String: String]
    var monitor: Rect
    var appear: SpringValue<Level>
    var isClosing = false
}

/// The search field (``LaunchField``): it springs in a third of the way down the focused window's
/// monitor; typing searches the applications it was given and the open windows; Up and Down
/// choose; Enter (or a click on a result) launches the chosen application (`did-request-launch`,
/// which the host answers) or brings the chosen window forward (its space shown first:
/// `did-request-space`); Escape, or a press outside it, closes it. While it shows, it has the
/// keyboard and the pointer. While exposé shows, typing opens it (when the host offered what to
/// search: ``searchOffer``), and exposé's row of spaces gives way to it.
extension LivePanels {
    /// Opens the field at `time` over what `offer` holds and every window of every space; false
    /// when it shows already.
    mutating func openSearch(_ offer: SearchOffer, at time: Double) -> Bool {
        guard search == nil || search?.isClosing == true else { return false }
        let windows = manager.zOrder.reversed().compactMap { id -> LaunchSearch.Window? in
            let state = manager.state(of: id)
            guard state == .floating || state == .minimised || state.isPinned, let panel = manager.panels[id] else { return nil }
            return LaunchSearch.Window(panel: id, title: panel.title.isEmpty ? id.name : panel.title, app: offer.windowApps[id],
                                       isFront: manager.focusedID == id)
        }
        let (applications, icons, actions, recent) = (offer.applications, offer.icons, offer.actions, offer.recent)
        let monitor = manager.focusedID.flatMap { manager.frame(of: $0) }.map(manager.monitor(under:)) ?? manager.monitorFrames[0]
        var shown = ShownSearch(field: LaunchField(applications: applications, windows: windows, actions: actions, recent: recent), icons: icons, monitor: monitor,
                                appear: SpringValue(Level(0), at: time))
        shown.appear.animate(to: Level(1), at: time, preference: preference)
        search = shown
        emit(.didOpenSearch)
        return true
    }

    /// Closes the field at `time` (it fades out); false when it does not show.
    @discardableResult
    mutating func closeSearch(at time: Double) -> Bool {
        guard var shown = search, !shown.isClosing else { return false }
        shown.isClosing = true
        shown.appear.animate(to: Level(0), at: time, preference: preference)
        search = shown
        emit(.didCloseSearch)
        return true
    }

    /// A key while the field shows: it takes every key held with at most Shift, and Control+A
    /// (all its text selected); false when it does not show (or for another key held with
    /// Control, Alt or Super, which goes on). While exposé shows
    /// with a search offered, a key that types opens the field with it.
    mutating func searchKey(_ press: KeyPress, at time: Double) -> Bool {
        if !isSearching, manager.isExposing, let offer = searchOffer, press.modifiers.isSubset(of: .shift),
           press.key != .space, let text = press.typed {
            guard openSearch(offer, at: time) else { return false }
            search?.field.type(text)
            return true
        }
        guard var shown = search, !shown.isClosing else { return false }
        if press.modifiers == .control, press.key == .character("a") || press.key == .character("A") {
            shown.field.selectAll()
            search = shown
            return true
        }
        guard press.modifiers.isSubset(of: .shift) else { return false }
        switch press.key {
        case .escape: return closeSearch(at: time)
        case .enter: return chooseSearchResult(at: time)
        case .up, .down: shown.field.move(by: press.key == .up ? -1 : 1)
        case .backspace: shown.field.deleteBackward()
        case .space: shown.field.type(" ")
        default: if let text = press.typed { shown.field.type(text) }
        }
        search = shown
        return true
    }

    /// Enter: the chosen result launched or brought forward, and the field closed.
    mutating func chooseSearchResult(at time: Double) -> Bool {
        switch search?.field.chosen {
        case .application(let entry):
            emit(.didRequestLaunch(app: entry.id))
        case .action(let action):
            emit(.didRequestAction(action: action))
        case .window(let window):
            if let space = manager.spaces.spaceOf[window.panel], space != manager.spaces.current { emit(.didRequestSpace(space: space)) }
            change(at: time) { m in
                if m.state(of: window.panel) == .minimised { m.unminimise(window.panel) } else { m.focus(window.panel) }
            }
        case nil:
            return true
        }
        return closeSearch(at: time)
    }

    /// A press while the field shows: on a result, that one is chosen (as Enter chooses it);
    /// elsewhere the field closes. False when it does not show.
    mutating func pressSearch(at p: Point, now: Double) -> Bool {
        guard let shown = search, !shown.isClosing else { return false }
        let layout = LaunchFieldLayout(results: shown.field.results.count, message: shown.field.problem != nil, on: shown.monitor)
        if let row = layout.rows.firstIndex(where: { $0.contains(p) }) {
            search?.field.choose(row)
            return chooseSearchResult(at: now)
        }
        if !layout.plate.contains(p) { closeSearch(at: now) }
        return true
    }

    /// The applications were read again while the field shows (or is offered): it searches them
    /// from now on, its results following for the text typed.
    mutating func replaceSearchApplications(_ offer: SearchOffer) {
        if searchOffer != nil { searchOffer = offer }
        guard var shown = search, !shown.isClosing else { return }
        shown.field.replaceApplications(offer.applications)
        shown.icons = offer.icons
        search = shown
    }

    /// The host could not do what the field chose (a launch refused): the field shows again, as it
    /// was, saying why under its results, until the text changes.
    mutating func sayInSearch(_ problem: String, at time: Double) {
        guard var shown = search else { return }
        if shown.isClosing {
            shown.isClosing = false
            shown.appear.animate(to: Level(1), at: time, preference: preference)
            emit(.didOpenSearch)
        }
        shown.field.problem = ShownText.cut(problem)
        search = shown
    }

    /// Whether the field shows and has the keyboard.
    var isSearching: Bool { search.map { !$0.isClosing } ?? false }

    /// Per frame: a field faded out goes.
    mutating func updateSearch(at time: Double) {
        guard var shown = search else { return }
        _ = shown.appear.update(at: time)
        search = shown.isClosing && !shown.appear.isMoving ? nil : shown
    }

    /// The field drawn at `time`: its plate growing from 0.94 of its size as it springs in (with
    /// reduced motion, only fading).
    func searchLayer(at time: Double) -> [DisplayItem] {
        guard let shown = search else { return [] }
        let field = shown.field
        let layout = LaunchFieldLayout(results: field.results.count, message: field.problem != nil, on: shown.monitor)
        let rows = field.results.map { result -> SearchChrome.Row in
            switch result {
            case .application(let entry): SearchChrome.Row(name: entry.name, kind: entry.genericName ?? "Application", icon: shown.icons[entry.id])
            case .window(let window):
                // Its own icon (or its app's, shown on its title bar), else its application's.
                SearchChrome.Row(name: window.title, kind: "Window", icon: looks[window.panel]?.icon ?? window.app.flatMap { shown.icons[$0] })
            case .action(let action): SearchChrome.Row(name: action.title, kind: "Session")
            }
        }
        let items = SearchChrome.items(query: field.query, selected: field.selectsAll, rows: rows, chosen: field.selected, problem: field.problem,
                                       layout: layout, accent: style.accent)
        // It grows about its text field's middle: the field stays where the eye is.
        let anchor = Point(x: layout.plate.midX, y: layout.plate.minY + layout.field.height / 2)
        return [.layer(springingPlate(.search, plate: layout.plate, anchor: anchor, items: items, level: shown.appear.value(at: time).value,
                                      isMoving: shown.appear.isMoving))]
    }
}
