import Compositor
import Desktop
import Input
import Model
import X11

/// Spaces (several desktops): the desktop model (``ManagedClients/spaces``) says which space
/// shows and where each window is; the compositor slides the panels there with their springs,
/// and the push tells X (`_NET_CURRENT_DESKTOP`, each window's `_NET_WM_DESKTOP`). A window on a
/// space that does not show stays mapped and where it was, taking no input.
extension DisplayManager {
    /// What a space key asks for (by default Super+Page Up, Page Down, 1…9: GNOME's and i3's),
    /// with Shift taking the focused window there (docs/keys.md); nil for other keys.
    static func spaceAsk(for press: KeyPress, keys: KeyBindings) -> SpaceAsk? {
        guard let (action, shifted) = keys.action(for: press) else { return nil }
        switch action {
        case .previousSpace: return SpaceAsk(.previous, carrying: shifted)
        case .nextSpace: return SpaceAsk(.next, carrying: shifted)
        default: return action.spaceNumber.map { SpaceAsk(.number($0), carrying: shifted) }
        }
    }

    /// Answers a space key: whether `press` was one.
    func answerSpaceKey(_ press: KeyPress) -> Bool {
        guard let ask = Self.spaceAsk(for: press, keys: main.compositor.keys) else { return false }
        guard let space = host.clients.spaces.space(for: ask) else { return true }
        if ask.carrying, let id = main.compositor.panelManager.focusedID, let app = host.app(inPanel: id) {
            move(app, to: .on(space))
        }
        show(space: space)
        return true
    }

    /// The settings' number of spaces changed to `count`: there are that many now.
    func followSettings(spaces count: Int) {
        guard count != host.clients.spaces.count else { return }
        host.clients.setSpaceCount(count)
        followSpaces()
        pushXState()
    }

    /// Answers what is asked of the spaces themselves (`wmctrl -n`, `-s`); false for any other request.
    func answerSpaces(_ request: ManagerRequest) -> Bool {
        switch request {
        case .setSpaceCount(let count):
            host.clients.setSpaceCount(count)
        case .showSpace(let space):
            show(space: space)
        default:
            return false
        }
        followSpaces()
        pushXState()
        return true
    }

    /// Shows space `space`: its windows slide in, the others out.
    func show(space: Int) {
        guard host.clients.show(space: space) else { return }
        followSpaces()
        main.markChanged()
    }

    /// Moves `app`'s window, and the windows that belong to it (its dialogs, its palettes), to `place`.
    func move(_ app: ClientPanel, to place: Spaces.Place) {
        let family = [app] + apps.filter { $0.sheetOf == app.id || $0.above == app.id }
        for member in family {
            if let client = member.window?.client { host.clients.move(client, to: place) }
        }
        followSpaces()
        main.markChanged()
    }

    /// Shows the space `app`'s window is on, when that does not show (it was activated there).
    func showSpace(of app: ClientPanel) {
        guard let client = app.window?.client, host.clients.showSpace(of: client) else { return }
        followSpaces()
        main.markChanged()
    }

    /// Puts the compositor's panels where the desktop model has their windows.
    func followSpaces() {
        main.compositor.setSpaces(host.clients.panelSpaces)
    }

    /// What exposé's row of spaces asked: show a space, add one, move a window to one.
    func reactForSpaces(to event: PanelEvent) {
        switch event {
        case .didRequestSpace(let space):
            show(space: space)
        case .didRequestNewSpace:
            host.clients.setSpaceCount(host.clients.spaces.count + 1)
            followSpaces()
        case .didRequestMoveToSpace(let id, let space):
            guard let app = host.app(inPanel: id) else { return }
            move(app, to: .on(space))
        default:
            return
        }
        pushXState()
    }
}
