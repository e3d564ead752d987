import CXCB
import Desktop
import Glibc

/// Why this connection could not become the display's window manager.
public enum ManagerClaimFailure: Error, Equatable, CustomStringConvertible {
    /// Another window manager runs: its `_NET_WM_NAME` when it publishes one.
    case anotherManager(name: String?)
    /// `--replace` asked the running manager to go, and it did not within the time given.
    case managerStayed(name: String?, seconds: Int)
    /// The server refused or failed a request on the way.
    case failed(X11Error)

    public var description: String {
        switch self {
        case .anotherManager(let name):
            "\(name.map { "another window manager (\($0))" } ?? "another window manager") runs on this display; --replace takes over from it"
        case .managerStayed(let name, let seconds):
            "\(name.map { "the window manager \($0)" } ?? "the window manager") did not let go within \(seconds) s of being asked to (--replace)"
        case .failed(let error):
            error.description
        }
    }
}

extension X11Connection {
    /// Becomes the window manager and compositing manager of the default screen (ICCCM 2.8): owns
    /// `WM_Sn` and `_NET_WM_CM_Sn` with a window of its own (also `_NET_SUPPORTING_WM_CHECK`,
    /// named `name`), announces itself with a `MANAGER` message on the root, and selects
    /// SubstructureRedirect on the root (only one client may: that is how a manager without the
    /// selection is found out too). With `replacing`, a manager owning a selection is asked to go
    /// by taking it, and waited for (up to `timeout` seconds) until its owner window is destroyed;
    /// without it, a running manager fails the claim. Top-levels are watched from then on.
    public func claimManagement(name: String, replacing: Bool, timeout: Int = 5) throws(ManagerClaimFailure) {
        do {
            try requireHosting()
            try internAtoms(Self.managingAtoms + ["WM_S\(screenNumber)", "_NET_WM_CM_S\(screenNumber)", "MANAGER"])
        } catch {
            throw .failed(error)
        }
        let selections = [atomCache["WM_S\(screenNumber)"]!, atomCache["_NET_WM_CM_S\(screenNumber)"]!]
        let owners = selections.map(selectionOwner)
        let running = owners.first { $0 != 0 }
        let runningName = running.flatMap(managerName) ?? supportingManagerName()
        if running != nil, !replacing { throw .anotherManager(name: runningName) }
        let ours = xcb_generate_id(raw)
        // Selected before the claim: the old owners' DestroyNotify tells that they let go.
        for owner in Set(owners) where owner != 0 {
            xcb_change_window_attributes(raw, owner, UInt32(XCB_CW_EVENT_MASK.rawValue), [XCB_EVENT_MASK_STRUCTURE_NOTIFY.rawValue])
        }
        let time: xcb_timestamp_t
        do {
            try createCheckWindow(ours, name: name)
            time = try serverTime(of: ours)
        } catch {
            throw .failed(error)
        }
        for selection in selections { xcb_set_selection_owner(raw, ours, selection, time) }
        guard selections.allSatisfy({ selectionOwner($0) == ours }) else {
            xcb_destroy_window(raw, ours)
            throw .anotherManager(name: runningName)
        }
        managing = ManagingState(checkWindow: ours, selections: selections)
        let gone = Set(owners.filter { $0 != 0 })
        if !gone.isEmpty, !waitForDestruction(of: gone, timeout: timeout) {
            throw .managerStayed(name: runningName, seconds: timeout)
        }
        for selection in selections { announce(selection, owner: ours, time: time) }
        do {
            hosting.watchingTopLevels = true
            try check(xcb_change_window_attributes_checked(raw, rootWindow, UInt32(XCB_CW_EVENT_MASK.rawValue), [rootEventMask]),
                      "ChangeWindowAttributes on the root (SubstructureRedirect)")
        } catch {
            // BadAccess: a window manager that owns no selection holds the redirect.
            throw .anotherManager(name: supportingManagerName())
        }
        if let xinput {
            if xinput.hasBarrierEvents { flotilla_xi_select_motion_and_barriers(raw, rootWindow) } else { flotilla_xi_select_motion(raw, rootWindow) }
        }
    }

    /// Whether this connection manages the display (``claimManagement(name:replacing:timeout:)``).
    public var managesDisplay: Bool { managing != nil }

    /// The atoms managing the display sets or reads, interned at the claim.
    static let managingAtoms = [
        "WM_STATE", "WM_CHANGE_STATE", "WM_TAKE_FOCUS", "_NET_SUPPORTED", "_NET_SUPPORTING_WM_CHECK", "_NET_CLIENT_LIST",
        "_NET_CLIENT_LIST_STACKING", "_NET_ACTIVE_WINDOW", "_NET_CLOSE_WINDOW", "_NET_MOVERESIZE_WINDOW", "_NET_WM_MOVERESIZE",
        "_NET_WM_STATE", "_NET_WM_STATE_FULLSCREEN", "_NET_WM_STATE_MAXIMIZED_VERT", "_NET_WM_STATE_MAXIMIZED_HORZ",
        "_NET_WM_STATE_HIDDEN", "_NET_WM_STATE_ABOVE", "_NET_WM_STATE_FOCUSED", "_NET_WM_STATE_STICKY", "_NET_WORKAREA", "_NET_FRAME_EXTENTS",
        "_NET_REQUEST_FRAME_EXTENTS", "_NET_NUMBER_OF_DESKTOPS", "_NET_CURRENT_DESKTOP", "_NET_WM_DESKTOP",
        "_NET_DESKTOP_GEOMETRY", "_NET_DESKTOP_VIEWPORT", "_NET_DESKTOP_NAMES", "_NET_WM_PING", "_NET_WM_SYNC_REQUEST", "_NET_WM_NAME", "_NET_WM_WINDOW_TYPE",
        "_NET_WM_STRUT_PARTIAL", "_NET_WM_STRUT", "UTF8_STRING", "_GTK_WORKAREAS",
        "_GTK_FRAME_EXTENTS", "_GTK_EDGE_CONSTRAINTS", "_GTK_SHOW_WINDOW_MENU",
    ] + monitorWorkAreaAtoms

    /// `_GTK_WORKAREAS_D0`, `_D1`…: each space's monitor work areas, one for every space there may be.
    static let monitorWorkAreaAtoms = (0..<Spaces.maximumCount).map { "_GTK_WORKAREAS_D\($0)" }

    /// The selection's owner (0: none).
    private func selectionOwner(_ selection: xcb_atom_t) -> WindowID {
        guard let reply = xcb_get_selection_owner_reply(raw, xcb_get_selection_owner(raw, selection), nil) else { return 0 }
        defer { free(reply) }
        return reply.pointee.owner
    }

    /// The `_NET_WM_NAME` of a manager's window, or of the window it names as its check window.
    private func managerName(_ window: WindowID) -> String? {
        for candidate in [window] + (checkWindow(named: window).map { [$0] } ?? []) {
            if let utf8 = atomCache["_NET_WM_NAME"], let name = rawProperty(utf8, of: candidate, words: 64), !name.bytes.isEmpty {
                return String(decoding: name.bytes, as: UTF8.self)
            }
        }
        return nil
    }

    /// The name the root's `_NET_SUPPORTING_WM_CHECK` window gives (a running EWMH manager's).
    private func supportingManagerName() -> String? { checkWindow(named: rootWindow).flatMap(managerName) }

    /// The `_NET_SUPPORTING_WM_CHECK` window `window` names.
    private func checkWindow(named window: WindowID) -> WindowID? {
        guard let atom = atomCache["_NET_SUPPORTING_WM_CHECK"], let value = rawProperty(atom, of: window, words: 1)?.values32.first,
              value != 0, value != window else { return nil }
        return value
    }

    /// An unmapped 1×1 input-only window, off screen, with `_NET_WM_NAME` = `name`, `_NET_WM_PID`
    /// and `_NET_SUPPORTING_WM_CHECK` naming itself; PropertyChange selected (for a timestamp).
    private func createCheckWindow(_ id: WindowID, name: String) throws(X11Error) {
        let mask = XCB_CW_OVERRIDE_REDIRECT.rawValue | XCB_CW_EVENT_MASK.rawValue
        try check(xcb_create_window_checked(raw, 0, id, rootWindow, -100, -100, 1, 1, 0, UInt16(XCB_WINDOW_CLASS_INPUT_ONLY.rawValue),
                                            0, mask, [1, XCB_EVENT_MASK_PROPERTY_CHANGE.rawValue]), "CreateWindow (manager's check window)")
        let bytes = Array(name.utf8)
        xcb_change_property(raw, UInt8(XCB_PROP_MODE_REPLACE.rawValue), id, atomCache["_NET_WM_NAME"]!, atomCache["UTF8_STRING"]!, 8,
                            UInt32(bytes.count), bytes)
        xcb_change_property(raw, UInt8(XCB_PROP_MODE_REPLACE.rawValue), id, atomCache["_NET_SUPPORTING_WM_CHECK"]!,
                            XCB_ATOM_WINDOW.rawValue, 32, 1, [id])
        xcb_change_property(raw, UInt8(XCB_PROP_MODE_REPLACE.rawValue), id, atomCache["_NET_WM_PID"]!, XCB_ATOM_CARDINAL.rawValue, 32, 1,
                            [UInt32(getpid())])
    }

    /// A server timestamp: the time of the PropertyNotify that appending nothing to a property of
    /// `window` (which selects PropertyChange) brings (ICCCM 2.1: never CurrentTime for a selection).
    private func serverTime(of window: WindowID) throws(X11Error) -> xcb_timestamp_t {
        xcb_change_property(raw, UInt8(XCB_PROP_MODE_APPEND.rawValue), window, atomCache["_NET_WM_NAME"]!, atomCache["UTF8_STRING"]!, 8, 0, nil)
        let event = try awaitEvent(timeout: 5) { event in
            guard Int32(event.code) == XCB_PROPERTY_NOTIFY else { return false }
            return event.load(as: xcb_property_notify_event_t.self).window == window
        }
        guard let event else { throw .requestFailed("no PropertyNotify for the manager's timestamp within 5 s") }
        return event.load(as: xcb_property_notify_event_t.self).time
    }

    /// Waits until every window of `windows` is destroyed; false after `timeout` seconds.
    private func waitForDestruction(of windows: Set<WindowID>, timeout: Int) -> Bool {
        var waiting = windows
        while !waiting.isEmpty {
            let event = try? awaitEvent(timeout: Double(timeout)) { event in
                Int32(event.code) == XCB_DESTROY_NOTIFY && waiting.contains(event.load(as: xcb_destroy_notify_event_t.self).window)
            }
            guard let event else { return false }
            waiting.remove(event.load(as: xcb_destroy_notify_event_t.self).window)
        }
        return true
    }

    /// The `MANAGER` client message on the root (ICCCM 2.8) saying `owner` now owns `selection`.
    private func announce(_ selection: xcb_atom_t, owner: WindowID, time: xcb_timestamp_t) {
        var message = xcb_client_message_event_t()
        message.response_type = UInt8(XCB_CLIENT_MESSAGE)
        message.format = 32
        message.window = rootWindow
        message.type = atomCache["MANAGER"]!
        message.data.data32.0 = time
        message.data.data32.1 = selection
        message.data.data32.2 = owner
        withUnsafeBytes(of: &message) { bytes in
            _ = xcb_send_event(raw, 0, rootWindow, XCB_EVENT_MASK_STRUCTURE_NOTIFY.rawValue, bytes.baseAddress!.assumingMemoryBound(to: CChar.self))
        }
        flush()
    }
}
