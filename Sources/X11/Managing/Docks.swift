import CXCB
import Desktop
import Glibc

extension X11Connection {
    /// Keeps `dock` (a panel bar, a dock: `_NET_WM_WINDOW_TYPE_DOCK`) as it is: mapped where it
    /// asked, shown by the server through a hole in the overlay, above every managed window, and
    /// its struts (`_NET_WM_STRUT_PARTIAL`, else `_NET_WM_STRUT`) taken off the work area
    /// (`_NET_WORKAREA`, ``workArea``). Followed until it is unmapped or destroyed.
    public func keepDock(_ dock: WindowID) {
        guard managing != nil else { return }
        xcb_change_window_attributes(raw, dock, UInt32(XCB_CW_EVENT_MASK.rawValue),
                                     [XCB_EVENT_MASK_STRUCTURE_NOTIFY.rawValue | XCB_EVENT_MASK_PROPERTY_CHANGE.rawValue])
        xcb_map_window(raw, dock)
        xcb_configure_window(raw, dock, UInt16(XCB_CONFIG_WINDOW_STACK_MODE.rawValue), [XCB_STACK_MODE_ABOVE.rawValue])
        managing!.docks.insert(dock)
        openHole(for: dock)
        updateWorkArea()
    }

    /// How far the docks' struts reach in from each edge of the screen, in pixels.
    public var struts: (left: Int, right: Int, top: Int, bottom: Int) {
        let (width, height) = screenSize, area = workArea
        return (area.x, width - area.x - area.width, area.y, height - area.y - area.height)
    }

    /// The part of the screen windows are placed in: the screen less the docks' struts (pixels).
    public var workArea: PixelRect { managing?.workArea ?? PixelRect(x: 0, y: 0, width: screenSize.width, height: screenSize.height) }

    /// A dock went (unmapped or destroyed): its hole closes and its struts are given back.
    func dockWent(_ dock: WindowID) {
        guard managing?.docks.remove(dock) != nil else { return }
        closeHole(for: dock)
        updateWorkArea()
    }

    /// Raises every dock above the managed windows (after these were restacked).
    public func raiseDocks() {
        for dock in managing?.docks ?? [] {
            xcb_configure_window(raw, dock, UInt16(XCB_CONFIG_WINDOW_STACK_MODE.rawValue), [XCB_STACK_MODE_ABOVE.rawValue])
        }
        flush()
    }

    /// Works the work area out again from the docks' struts; publishes it when it changed.
    func updateWorkArea() {
        guard let state = managing else { return }
        let (width, height) = screenSize
        var left = 0, right = 0, top = 0, bottom = 0
        for dock in state.docks {
            let partial = atomCache["_NET_WM_STRUT_PARTIAL"].flatMap { rawProperty($0, of: dock, words: 12)?.values32 }
            let strut = partial ?? atomCache["_NET_WM_STRUT"].flatMap { rawProperty($0, of: dock, words: 4)?.values32 } ?? []
            guard strut.count >= 4 else { continue }
            // A strut reaches at most half the screen (a dock cannot take all of it).
            left = max(left, min(Int(strut[0]), width / 2))
            right = max(right, min(Int(strut[1]), width / 2))
            top = max(top, min(Int(strut[2]), height / 2))
            bottom = max(bottom, min(Int(strut[3]), height / 2))
        }
        let area = PixelRect(x: left, y: top, width: width - left - right, height: height - top - bottom)
        guard area != state.workArea else { return }
        managing!.workArea = area
        publishWorkArea(area)
    }
}
