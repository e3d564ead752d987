import CXCB
import Desktop

extension X11Connection {
    /// A client message to the root that asks the manager something about its `window`.
    func managerRequest(_ message: xcb_client_message_event_t) -> ManagerRequest? {
        guard message.format == 32 else { return nil }
        let d = message.data.data32, type = message.type
        switch type {
        case atomCache["_NET_ACTIVE_WINDOW"]:
            return .activate
        case atomCache["_NET_CLOSE_WINDOW"]:
            return .close
        case atomCache["_NET_REQUEST_FRAME_EXTENTS"]:
            return .frameExtents
        case atomCache["_NET_NUMBER_OF_DESKTOPS"]:
            return .setSpaceCount(Int(min(d.0, UInt32(Int32.max))))
        case atomCache["_NET_CURRENT_DESKTOP"]:
            return .showSpace(Int(min(d.0, UInt32(Int32.max))))
        case atomCache["_NET_WM_DESKTOP"]:
            return .moveToSpace(d.0)
        case atomCache["WM_PROTOCOLS"]:
            return d.0 == atomCache["_NET_WM_PING"] ? .pong : nil
        case atomCache["WM_CHANGE_STATE"]:
            let iconicState: UInt32 = 3
            return d.0 == iconicState ? .iconify : nil
        case atomCache["_NET_MOVERESIZE_WINDOW"]:
            // Gravity 0 is the window's own (WM_NORMAL_HINTS' win_gravity), as `wmctrl -e 0,…` sends.
            let flags = d.0 >> 8, gravity = d.0 & 0xFF, staticGravity: UInt32 = 10
            func value(_ bit: UInt32, _ word: UInt32) -> Int? { flags & bit != 0 ? Int(Int32(bitPattern: word)) : nil }
            return .moveResize(x: value(1, d.1), y: value(2, d.2), width: value(4, d.3), height: value(8, d.4),
                               isStatic: gravity == staticGravity || gravity == 0 && placementHints(of: message.window).staticGravity)
        case atomCache["_NET_WM_STATE"]:
            guard let change = ManagerRequest.StateChange(rawValue: d.0) else { return nil }
            let states = Set(WindowState.allCases.filter { state in [d.1, d.2].contains { $0 != 0 && $0 == atomCache[state.rawValue] } })
            return states.isEmpty ? nil : .changeState(change, states)
        default:
            return nil
        }
    }
}
