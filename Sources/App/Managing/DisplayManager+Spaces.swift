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
    /// The keys that show another space (Super+Page Up, Page Down, 1…9; GNOME's and i3's) and, with
    /// Shift, take the focused window there (docs/keys.md).
    static func spaceAsk(for press: KeyPress) -> SpaceAsk? {
        guard press.modifiers == .super || press.modifiers == [.super, .shift] else { return nil }
        let carrying = press.modifiers.contains(.shift)
        switch press.key {
        case .pageUp: return SpaceAsk(.previous, carrying: carrying)
        case .pageDown: return SpaceAsk(.next, carrying: carrying)
        case .character(let c):
            guard let n = c.wholeNumberValue, n >= 1 else { return nil }
            return SpaceAsk(.number(n - 1), carrying: carrying)
        default: return nil
        }
    }

    /// Answers a space key: whether `press` was one.
    func answerSpaceKey(_ press: KeyPress) -> Bool {
        guard let ask = Self.spaceAsk(for: press) else { return false }
        guard let space = host.clients.spaces.space(for: ask) else { return true }
        if ask.carrying, let id = main.compositor.panelManager.focusedID, let app = host.app(inPanel: id) {
            move(app, to: .on(space))
        }
        show(space: space)
        return true
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
        guard let client = app.window?.client, case .on(let space) = host.clients.spaces.place(of: client) else { return }
        show(space: space)
    }

    /// Puts the compositor's panels where the desktop model has their windows.
    func followSpaces() {
        let spaces = host.clients.spaces
        var spaceOf: [PanelID: Int] = [:]
        for client in host.clients.taken {
            if case .on(let space) = spaces.place(of: client.window) { spaceOf[PanelID(client.panel)] = space }
        }
        main.compositor.setSpaces(PanelSpaces(count: spaces.count, current: spaces.current, spaceOf: spaceOf))
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
