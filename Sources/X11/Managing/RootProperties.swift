import CXCB
import Desktop
import Model
import Glibc

extension X11Connection {
    /// The EWMH hints a manager publishes on the root when it starts: what it supports, its
    /// check window, the screen as each space's geometry, `spaces`, and no clients (the state
    /// ``WantedXState()`` describes with `spaces`, from which the session's pushes go on).
    public func publishManagerHints(spaces: SpacesShown) {
        guard let state = managing else { return }
        let supported = Self.supportedHints.compactMap { atomCache[$0] }
        setRootProperty("_NET_SUPPORTED", type: XCB_ATOM_ATOM.rawValue, supported)
        setRootProperty("_NET_SUPPORTING_WM_CHECK", type: XCB_ATOM_WINDOW.rawValue, [state.checkWindow])
        let (width, height) = screenSize
        setRootProperty("_NET_DESKTOP_GEOMETRY", type: XCB_ATOM_CARDINAL.rawValue, [UInt32(width), UInt32(height)])
        push([.clientList([]), .stackingList([]), .activeWindow(nil), .spaceCount(spaces.count), .currentSpace(spaces.current)])
    }

    /// The spaces the root says there are, and which shows, as a manager before left them
    /// (`_NET_NUMBER_OF_DESKTOPS`, `_NET_CURRENT_DESKTOP`); nil when it says none.
    public func spacesLeftOnRoot() -> SpacesShown? {
        guard let count = (try? property("_NET_NUMBER_OF_DESKTOPS", of: rootWindow))??.values32.first, count > 0 else { return nil }
        let current = (try? property("_NET_CURRENT_DESKTOP", of: rootWindow))??.values32.first ?? 0
        return SpacesShown(count: Int(min(count, UInt32(Spaces.maximumCount))), current: Int(min(current, count - 1)))
    }

    /// The EWMH hints kept current while managing, as `_NET_SUPPORTED` says.
    static let supportedHints = [
        "_NET_SUPPORTED", "_NET_SUPPORTING_WM_CHECK", "_NET_CLIENT_LIST", "_NET_CLIENT_LIST_STACKING", "_NET_ACTIVE_WINDOW",
        "_NET_NUMBER_OF_DESKTOPS", "_NET_CURRENT_DESKTOP", "_NET_WM_DESKTOP", "_NET_DESKTOP_GEOMETRY", "_NET_DESKTOP_VIEWPORT",
        "_NET_WORKAREA", "_NET_FRAME_EXTENTS", "_NET_REQUEST_FRAME_EXTENTS", "_NET_WM_NAME", "_NET_WM_MOVERESIZE", "_NET_MOVERESIZE_WINDOW",
        "_NET_CLOSE_WINDOW", "_NET_WM_STATE", "_NET_WM_STATE_FULLSCREEN", "_NET_WM_STATE_MAXIMIZED_VERT", "_NET_WM_STATE_MAXIMIZED_HORZ",
        "_NET_WM_STATE_HIDDEN", "_NET_WM_STATE_FOCUSED", "_NET_WM_STATE_STICKY", "_NET_DESKTOP_NAMES", "_NET_WM_STRUT", "_NET_WM_STRUT_PARTIAL", "_NET_WM_WINDOW_TYPE", "_NET_WM_PING", "_NET_WM_SYNC_REQUEST",
        "_GTK_WORKAREAS", "_GTK_FRAME_EXTENTS", "_GTK_EDGE_CONSTRAINTS", "_GTK_SHOW_WINDOW_MENU",
    ]

    /// Writes `changes` (the push: what the window manager's state wants shown, less what X
    /// shows already), and flushes. The one place the root's EWMH lists and work area, the
    /// overlay's holes, and the managed clients' states and frame extents are written (while
    /// managing), the keys grabbed, the pressure barriers and hot corners, the held clients'
    /// frames moved, shaped, restacked and shown by the server or redirected again (full screen,
    /// ``FramePlacements``), and the keyboard given
    /// (``KeyboardFocus``, pushed last): a frame placed at (x, y) in its parent lies at `origin` +
    /// (x, y) on the root, which its client is told (ICCCM 4.1.5).
    public func push(_ changes: [XChange], origin: RootPoint = RootPoint(x: 0, y: 0)) {
        raiseCoveredHotCorners()
        guard !changes.isEmpty else { return }
        let managed = managing != nil
        for change in changes {
            switch change {
            case .clientList(let clients) where managed: setRootProperty("_NET_CLIENT_LIST", type: XCB_ATOM_WINDOW.rawValue, clients)
            case .stackingList(let clients) where managed: setRootProperty("_NET_CLIENT_LIST_STACKING", type: XCB_ATOM_WINDOW.rawValue, clients)
            case .activeWindow(let client) where managed: setRootProperty("_NET_ACTIVE_WINDOW", type: XCB_ATOM_WINDOW.rawValue, [client ?? 0])
            case .spaceCount(let count) where managed:
                setRootProperty("_NET_NUMBER_OF_DESKTOPS", type: XCB_ATOM_CARDINAL.rawValue, [UInt32(count)])
                setRootProperty("_NET_DESKTOP_VIEWPORT", type: XCB_ATOM_CARDINAL.rawValue, Array(repeating: 0, count: 2 * count))
                setRootText("_NET_DESKTOP_NAMES", SpacesShown.names(count: count))
            case .currentSpace(let space) where managed:
                setRootProperty("_NET_CURRENT_DESKTOP", type: XCB_ATOM_CARDINAL.rawValue, [UInt32(space)])
            case .workArea(let area, let count) where managed:
                let one = [area.x, area.y, area.width, area.height].map { UInt32(clamping: max(0, $0)) }
                setRootProperty("_NET_WORKAREA", type: XCB_ATOM_CARDINAL.rawValue, Array([[UInt32]](repeating: one, count: count).joined()))
            case .monitorWorkAreas(let areas, let count, let before) where managed:
                let values = areas.flatMap { [$0.x, $0.y, $0.width, $0.height].map { UInt32(clamping: max(0, $0)) } }
                for space in 0..<count { setRootProperty("_GTK_WORKAREAS_D\(space)", type: XCB_ATOM_CARDINAL.rawValue, values) }
                for space in count..<max(count, before) { deleteRootProperty("_GTK_WORKAREAS_D\(space)") }
            case .overlayShape(let shape) where managed: reshapeOverlay(shape)
            case .keyGrabs(let grabs, let old): grabKeys(grabs, releasing: old)
            case .pressureBarriers(let edges): openPressureBarriers(at: edges)
            case .hotCorners(let points): openHotCorners(at: points)
            case .windowState(let client, let states) where managed: setWindowState(of: client, states)
            case .frame(let client, let frame) where managed: writeFrameExtents(of: client, frame)
            case .tiledEdges(let client, let edges) where managed:
                setProperty("_GTK_EDGE_CONSTRAINTS", of: client, type: XCB_ATOM_CARDINAL.rawValue, [edges.gtkEdgeConstraints])
            case .clientList, .stackingList, .activeWindow, .spaceCount, .currentSpace, .workArea, .monitorWorkAreas, .overlayShape, .windowState, .frame,
                 .tiledEdges:
                break
            case .place(let client, let at):
                hosting.clients[client]?.window?.place(x: at.x, y: at.y, width: at.width, height: at.height,
                                                       rootX: origin.x + at.x, rootY: origin.y + at.y)
            case .inputRegion(let client, let rects):
                hosting.clients[client]?.window?.setInputRegion(rects)
            case .showDirectly(let client):
                hosting.clients[client]?.window?.showDirectly()
            case .redirectAgain(let client):
                hosting.clients[client]?.window?.redirectAgain()
            case .restack(let clients):
                var below: WindowID?
                for client in clients {
                    guard let window = hosting.clients[client]?.window else { continue }
                    window.stack(above: below)
                    below = window.frame
                }
                if managed { raiseDocks() }
            case .focus(let window):
                if let hosted = hosting.clients[window]?.window {
                    hosted.focus(time: UInt32(XCB_CURRENT_TIME))
                } else {
                    xcb_set_input_focus(raw, UInt8(XCB_INPUT_FOCUS_POINTER_ROOT.rawValue), window, xcb_timestamp_t(XCB_CURRENT_TIME))
                }
            }
        }
        flush()
    }

    /// Answers `client`'s `_NET_REQUEST_FRAME_EXTENTS`, asked before it maps (``WindowCommand/answerFrameExtents(_:_:)``).
    public func setFrameExtents(of client: WindowID, _ frame: ClientFrame) {
        writeFrameExtents(of: client, frame)
        flush()
    }

    /// Sets `client`'s `_NET_FRAME_EXTENTS` and `_NET_WM_DESKTOP` to `frame`'s.
    private func writeFrameExtents(of client: WindowID, _ frame: ClientFrame) {
        setProperty("_NET_FRAME_EXTENTS", of: client, type: XCB_ATOM_CARDINAL.rawValue,
                    [frame.left, frame.right, frame.top, frame.bottom].map { UInt32(clamping: max(0, $0)) })
        setProperty("_NET_WM_DESKTOP", of: client, type: XCB_ATOM_CARDINAL.rawValue, [frame.desktop])
    }

    /// Sets `client`'s `_NET_WM_STATE` to `states`, and its `WM_STATE` to Iconic when hidden
    /// (Normal otherwise).
    private func setWindowState(of client: WindowID, _ states: Set<WindowState>) {
        guard let wmState = atomCache["WM_STATE"] else { return }
        setProperty("_NET_WM_STATE", of: client, type: XCB_ATOM_ATOM.rawValue, WindowState.allCases.filter(states.contains).compactMap { atomCache[$0.rawValue] })
        let iconic: UInt32 = 3, normal: UInt32 = 1
        xcb_change_property(raw, UInt8(XCB_PROP_MODE_REPLACE.rawValue), client, wmState, wmState, 32, 2, [states.contains(.hidden) ? iconic : normal, 0])
    }

    /// Ends managing the display: the root's manager hints are removed, the overlay given back
    /// and the selections let go (their owner window destroyed), so another manager may start.
    /// Clients are the caller's to give back first.
    public func endManagement() {
        guard let state = managing else { return }
        for name in ["_NET_SUPPORTING_WM_CHECK", "_NET_SUPPORTED", "_NET_CLIENT_LIST", "_NET_CLIENT_LIST_STACKING", "_NET_ACTIVE_WINDOW",
                     "_NET_WORKAREA"] + Self.monitorWorkAreaAtoms {
            deleteRootProperty(name)
        }
        windows[state.overlay]?.window?.close()
        xcb_destroy_window(raw, state.checkWindow)
        for corner in state.hotCorners.keys { xcb_destroy_window(raw, corner) }
        xcb_change_window_attributes(raw, rootWindow, UInt32(XCB_CW_EVENT_MASK.rawValue), [XCB_EVENT_MASK_STRUCTURE_NOTIFY.rawValue])
        managing = nil
        hosting.watchingTopLevels = false
        _ = try? sync()
    }

    /// Replaces a 32-bit property of the root.
    private func setRootProperty(_ name: String, type: xcb_atom_t, _ values: [UInt32]) {
        setProperty(name, of: rootWindow, type: type, values)
    }

    /// Removes a property from the root.
    private func deleteRootProperty(_ name: String) {
        if let atom = atomCache[name] { xcb_delete_property(raw, rootWindow, atom) }
    }

    /// Replaces a list of texts on the root (UTF8_STRING, each ended by a nul).
    private func setRootText(_ name: String, _ texts: [String]) {
        guard let atom = atomCache[name], let utf8 = atomCache["UTF8_STRING"] else { return }
        let bytes: [UInt8] = texts.flatMap { Array($0.utf8) + [UInt8(0)] }
        xcb_change_property(raw, UInt8(XCB_PROP_MODE_REPLACE.rawValue), rootWindow, atom, utf8, 8, UInt32(bytes.count), bytes)
    }

    /// Replaces a 32-bit property of `window`.
    private func setProperty(_ name: String, of window: WindowID, type: xcb_atom_t, _ values: [UInt32]) {
        guard let atom = atomCache[name] else { return }
        xcb_change_property(raw, UInt8(XCB_PROP_MODE_REPLACE.rawValue), window, atom, type, 32, UInt32(values.count), values)
    }
}

extension TiledEdges {
    /// As `_GTK_EDGE_CONSTRAINTS` says it (mutter's encoding, which GTK 3.24 and 4 read): two bits
    /// an edge, top, right, bottom, left from the lowest: tiled (it meets something), then
    /// resizable (it does not meet the monitor).
    var gtkEdgeConstraints: UInt32 {
        [top, right, bottom, left].enumerated().reduce(0) { bits, edge in
            let tiled: UInt32 = edge.element == .nothing ? 0 : 1, resizable: UInt32 = edge.element == .monitor ? 0 : 1
            return bits | (tiled | resizable << 1) << UInt32(2 * edge.offset)
        }
    }
}
