import CXCB
import Desktop
import Glibc

extension X11Connection {
    /// Keeps `dock` (a panel bar, a dock: `_NET_WM_WINDOW_TYPE_DOCK`) as it is: mapped where it
    /// asked, shown by the server through a hole in the overlay, above every managed window, and
    /// its struts (`_NET_WM_STRUT_PARTIAL`, else `_NET_WM_STRUT`) read, and read again as they
    /// change (``dockStruts``). Followed until it is unmapped or destroyed.
    public func keepDock(_ dock: WindowID) {
        guard managing != nil else { return }
        xcb_change_window_attributes(raw, dock, UInt32(XCB_CW_EVENT_MASK.rawValue),
                                     [XCB_EVENT_MASK_STRUCTURE_NOTIFY.rawValue | XCB_EVENT_MASK_PROPERTY_CHANGE.rawValue])
        xcb_map_window(raw, dock)
        xcb_configure_window(raw, dock, UInt16(XCB_CONFIG_WINDOW_STACK_MODE.rawValue), [XCB_STACK_MODE_ABOVE.rawValue])
        managing!.docks[dock] = Struts()
        readDockPlace(of: dock)
        readStruts(of: dock)
    }

    /// How far the docks kept reach in from each edge of the screen, in pixels.
    public var dockStruts: Struts {
        let (width, height) = screenSize
        return Struts(eachDocksStruts, screen: PixelSize(width: width, height: height))
    }

    /// Each dock's struts as last read, with the stretches they reach along.
    public var eachDocksStruts: [Struts] { managing.map { Array($0.docks.values) } ?? [] }

    /// A dock went (unmapped or destroyed): its hole closes and its struts are given back.
    func dockWent(_ dock: WindowID) {
        managing?.docks[dock] = nil
        managing?.dockPlaces[dock] = nil
    }

    /// Raises every dock above the managed windows (after these were restacked).
    public func raiseDocks() {
        for dock in managing.map({ Array($0.docks.keys) }) ?? [] {
            xcb_configure_window(raw, dock, UInt16(XCB_CONFIG_WINDOW_STACK_MODE.rawValue), [XCB_STACK_MODE_ABOVE.rawValue])
        }
        flush()
    }

    /// Reads `dock`'s struts again (none where it sets neither property).
    func readStruts(of dock: WindowID) {
        guard managing?.docks[dock] != nil else { return }
        let partial = atomCache["_NET_WM_STRUT_PARTIAL"].flatMap { rawProperty($0, of: dock, words: 12)?.values32 }
        let strut = (partial ?? atomCache["_NET_WM_STRUT"].flatMap { rawProperty($0, of: dock, words: 4)?.values32 } ?? []).map { Int($0) }
        managing!.docks[dock] = Struts(reading: strut)
    }
}
