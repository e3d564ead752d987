import Model

/// One thing the window manager does to a managed window and its panel to answer what was
/// asked of it (``ManagerRequest/effects(states:currentSpace:)``): decided here as values, in
/// order, and carried out by App in one place.
public enum WindowEffect: Hashable, Sendable {
    /// Show the space its window is on, when that does not show.
    case showItsSpace
    /// Its panel comes back from minimised.
    case restore
    /// Its panel is raised and given the focus (and its window the keyboard).
    case focus
    /// Its panel is minimised, its window kept.
    case minimise
    /// Its panel is kept above the others, or no longer.
    case keepAbove(Bool)
    /// Its program is asked to close it, as its close button would.
    case askToClose
    /// Its panel is moved or sized as a ``ManagerRequest/moveResize(x:y:width:height:isStatic:)`` asks.
    case moveResize(ManagerRequest)
    /// A state the client holds of its own (maximised along an axis, full screen) turned on or off.
    case setClientState(WindowState, Bool)
    /// Its panel is sized as its maximised states say.
    case fitMaximised
    /// Full-screen windows are shown as their states say.
    case followFullScreen
    /// It, its dialogs and its palettes go to this space, or onto every space.
    case moveToSpace(Spaces.Place)
    /// It answered the last ping: its program is not hung.
    case answeredPing

    /// What turning `state` on or off does to a window whose states are `states` now, on a
    /// display showing space `currentSpace`: nothing when it is so already, and never `focused`,
    /// which is the manager's to say.
    public static func turning(_ state: WindowState, _ on: Bool, from states: Set<WindowState>, currentSpace: Int) -> [WindowEffect] {
        guard states.contains(state) != on else { return [] }
        switch state {
        case .hidden: return [on ? .minimise : .restore]
        case .maximizedVertical, .maximizedHorizontal: return [.setClientState(state, on), .fitMaximised]
        case .fullscreen: return [.setClientState(state, on), .followFullScreen]
        case .above: return [.keepAbove(on)]
        case .sticky: return [.moveToSpace(on ? .everywhere : .on(currentSpace))]
        case .focused: return []
        }
    }
}

extension ManagerRequest {
    /// What answering this request does to a managed window whose EWMH states are `states`, on
    /// a display showing space `currentSpace`. Requests about the spaces themselves, and a
    /// frame-extents request (answered before a window maps), do nothing to it.
    public func effects(states: Set<WindowState>, currentSpace: Int) -> [WindowEffect] {
        switch self {
        case .activate:
            return [.showItsSpace] + (states.contains(.hidden) ? [.restore] : []) + [.focus]
        case .close:
            return [.askToClose]
        case .moveResize:
            return [.moveResize(self)]
        case .changeState(let change, let asked):
            return change.turns(asked, of: states).flatMap { WindowEffect.turning($0.state, $0.on, from: states, currentSpace: currentSpace) }
        case .iconify:
            return WindowEffect.turning(.hidden, true, from: states, currentSpace: currentSpace)
        case .pong:
            return [.answeredPing]
        case .moveToSpace(let desktop):
            return [.moveToSpace(Spaces.Place(desktop: desktop))]
        case .frameExtents, .setSpaceCount, .showSpace:
            return []
        }
    }
}
