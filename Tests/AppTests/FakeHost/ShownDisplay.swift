import Desktop

/// What X shows once the push's changes are written, one after the other, from nothing: the
/// root's lists and properties, each client's, its frame's place, input region and stacking, and
/// who holds the keyboard. A frame made anew starts with nothing written to it.
struct ShownDisplay {
    /// The root's properties and every client's, as a ``WantedXState``.
    var state = WantedXState()
    /// Each client's frame: its place and input region.
    var frames: [WindowID: FramePlacements.Frame] = [:]
    /// The frames bottom to top, as last restacked.
    var frameStacking: [WindowID] = []
    /// The windows the server shows itself, full screen.
    var shownDirectly: Set<WindowID> = []
    /// The pressure barriers and hot corners at the monitors' edges.
    var barriers: [PushedEdge] = []
    var hotCorners: [RootPoint] = []
    /// The window last given the keyboard.
    var focused: WindowID?

    mutating func apply(_ change: XChange) {
        switch change {
        case .clientList(let ids): state.clients = ids
        case .stackingList(let ids): state.stacking = ids
        case .activeWindow(let id): state.active = id
        case .spaceCount(let count): state.spaces = SpacesShown(count: count, current: state.spaces?.current ?? 0)
        case .currentSpace(let current): state.spaces?.current = current
        case .workArea(let area, _): state.workArea = area
        case .monitorWorkAreas(let areas, _, _): state.monitorWorkAreas = areas
        case .overlayShape(let shape): state.overlay = shape
        case .keyGrabs(let grabs, _): state.keyGrabs = grabs
        case .pressureBarriers(let edges): barriers = edges
        case .hotCorners(let points): hotCorners = points
        case .windowState(let id, let states): state.windowStates[id] = states
        case .frame(let id, let frame): state.frames[id] = frame
        case .tiledEdges(let id, let edges): state.tiledEdges[id] = edges
        case .place(let id, let rect): frames[id, default: FramePlacements.Frame(inputRegion: nil)].place = rect
        case .inputRegion(let id, let rects):
            if frames[id] != nil { frames[id]?.inputRegion = rects } else { state.desktopInputRegions[id] = rects }
        case .restack(let ids): frameStacking = ids
        case .showDirectly(let id): shownDirectly.insert(id)
        case .redirectAgain(let id): shownDirectly.remove(id)
        case .focus(let id): focused = id
        }
    }

    /// `client`'s frame was made anew: nothing is written to it yet.
    mutating func forget(_ client: WindowID) {
        frames[client] = nil
        shownDirectly.remove(client)
    }
}
