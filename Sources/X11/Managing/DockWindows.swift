import CXCB
import Desktop
import Glibc

extension X11Connection {
    /// Keeps `dock` (a panel bar, a dock: `_NET_WM_WINDOW_TYPE_DOCK`) as it is: mapped where it
    /// asked, shown by the server through a hole in the overlay, above every managed window, and
    /// followed until it is unmapped or destroyed: where it is and its struts
    /// (`_NET_WM_STRUT_PARTIAL`, else `_NET_WM_STRUT`) are told as ``ClientEvent/dock(_:)``, now
    /// (read here, handed out before the server's next events) and as they change.
    public func keepDock(_ dock: WindowID) {
        guard managing != nil else { return }
        xcb_change_window_attributes(raw, dock, UInt32(XCB_CW_EVENT_MASK.rawValue),
                                     [XCB_EVENT_MASK_STRUCTURE_NOTIFY.rawValue | XCB_EVENT_MASK_PROPERTY_CHANGE.rawValue])
        xcb_map_window(raw, dock)
        xcb_configure_window(raw, dock, UInt16(XCB_CONFIG_WINDOW_STACK_MODE.rawValue), [XCB_STACK_MODE_ABOVE.rawValue])
        managing!.docks.insert(dock)
        let place = readDockPlace(of: dock).map { (dock, HostEvent.client(.dock(.place(.placed($0))))) }
        managing!.pending += [place, (dock, .client(.dock(.strutsRead(readStruts(of: dock)))))].compactMap { $0 }
    }

    /// Raises every dock above the managed windows (after these were restacked).
    public func raiseDocks() {
        for dock in managing?.docks.sorted() ?? [] {
            xcb_configure_window(raw, dock, UInt16(XCB_CONFIG_WINDOW_STACK_MODE.rawValue), [XCB_STACK_MODE_ABOVE.rawValue])
        }
        flush()
    }

    /// Reads `dock`'s struts (none where it sets neither property).
    func readStruts(of dock: WindowID) -> Struts {
        let partial = atomCache["_NET_WM_STRUT_PARTIAL"].flatMap { rawProperty($0, of: dock, words: 12)?.values32 }
        let strut = (partial ?? atomCache["_NET_WM_STRUT"].flatMap { rawProperty($0, of: dock, words: 4)?.values32 } ?? []).map { Int($0) }
        return Struts(reading: strut)
    }
}
