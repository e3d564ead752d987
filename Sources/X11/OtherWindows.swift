import CXCB
import Desktop

extension X11Connection {
    /// Moves another client's window to (x, y) of its parent (the root when no window manager
    /// reparents it): one ConfigureWindow, flushed.
    public func move(_ window: WindowID, x: Int, y: Int) {
        xcb_configure_window(raw, window, UInt16(XCB_CONFIG_WINDOW_X.rawValue | XCB_CONFIG_WINDOW_Y.rawValue),
                             [UInt32(bitPattern: Int32(clamping: x)), UInt32(bitPattern: Int32(clamping: y))])
        flush()
    }

    /// Raises another client's window above its siblings.
    public func raise(_ window: WindowID) {
        xcb_configure_window(raw, window, UInt16(XCB_CONFIG_WINDOW_STACK_MODE.rawValue), [XCB_STACK_MODE_ABOVE.rawValue])
        flush()
    }
}
