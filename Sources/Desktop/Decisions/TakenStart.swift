import Model

/// How a window taken into a panel starts, once its role named the panel (``ClientRole``): in
/// the tile the session had its kind of window in, else the one its kept panel had (closed, then
/// opened again); in the states it starts in (``ClientFacts/startingStates(mapped:startsIconic:)``:
/// a new window's asked before it mapped, one there before Flotilla's as it is shown) — none for a
/// sheet, which lives on its owner's panel — and minimised as those say or as the session left
/// its kind. It opens on the space ``space(asked:saved:)`` says.
public struct TakenStart: Equatable, Sendable {
    public var tile: TileArrangement?
    /// The states turned on as it is taken (minimised aside).
    public var states: Set<WindowState>
    public var minimised: Bool

    /// `saved`: where the session last had a window of its kind (nil for one the user placed, or
    /// one mapped before Flotilla took it); `keptTile`: the tile its kept panel had;
    /// `startsIconic`: its `WM_HINTS` ask for it (a new window's).
    public init(facts: ClientFacts, mapped: Bool, startsIconic: Bool, saved: PanelLayoutState.Panel?, keptTile: TileArrangement?,
                isSheet: Bool) {
        let starting = facts.startingStates(mapped: mapped, startsIconic: startsIconic)
        tile = saved?.tile ?? keptTile
        states = isSheet ? [] : starting.subtracting([.hidden])
        minimised = saved?.placement == .minimised || starting.contains(.hidden)
    }

    /// The space a window opens on: the one it asks for (`asked`, its `_NET_WM_DESKTOP`), else
    /// the one the session had its kind of window on (`saved`).
    public static func space(asked: UInt32?, saved: PanelLayoutState.Panel?) -> UInt32? {
        asked ?? saved?.space.map(UInt32.init)
    }
}
