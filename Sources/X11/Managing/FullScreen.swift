import CXCB
import Desktop

extension HostedWindow {
    /// Whether the server shows the window itself (full screen), unredirected.
    public var isShownDirectly: Bool { damage == 0 }

    /// Full screen, once the push put it over its monitor (its frame is a top-level; ``XChange/showDirectly(_:)``):
    /// raised above every other frame, unredirected — the server draws it straight to the screen,
    /// and no damage is tracked, so Flotilla does nothing while it repaints — and takes the
    /// pointer everywhere in it. Cut it out of the overlay (``WantedXState/overlay``).
    public func showDirectly() {
        guard !isGone, damage != 0 else { return }
        xcb_damage_destroy(raw, damage)
        damage = 0
        if pixelWindow == client { xcb_composite_unredirect_window(raw, client, UInt8(XCB_COMPOSITE_REDIRECT_MANUAL.rawValue)) }
        xcb_composite_unredirect_window(raw, frame, UInt8(XCB_COMPOSITE_REDIRECT_MANUAL.rawValue))
        xcb_shape_mask(raw, UInt8(XCB_SHAPE_SO_SET.rawValue), UInt8(XCB_SHAPE_SK_INPUT.rawValue), frame, 0, 0, 0)
        xcb_configure_window(raw, frame, UInt16(XCB_CONFIG_WINDOW_STACK_MODE.rawValue), [XCB_STACK_MODE_ABOVE.rawValue])
        connection.flush()
    }

    /// Back from full screen (``XChange/redirectAgain(_:)``): redirected again, its damage
    /// tracked, and its pixels read whole at the next fetch (its panel draws them).
    public func redirectAgain() {
        guard !isGone, damage == 0 else { return }
        xcb_composite_redirect_window(raw, frame, UInt8(XCB_COMPOSITE_REDIRECT_MANUAL.rawValue))
        // The client's own pixmap only while it is still in the frame (it may have reparented itself away).
        if pixelWindow == client {
            try? connection.redirectWhereFound(client, under: frame, mapped: true, what: "redirecting 0x\(String(client, radix: 16)) again")
        }
        damage = xcb_generate_id(raw)
        xcb_damage_create(raw, damage, client, UInt8(XCB_DAMAGE_REPORT_LEVEL_NON_EMPTY.rawValue))
        wholeWindowStale = true
        connection.flush()
    }
}
