import CXCB
import Desktop

/// What a window asked to change of itself by a ConfigureRequest: any of its place, size,
/// border and stacking, as X says them (``ClientEvent/configureAsked(_:)``).
public struct WindowChanges: Equatable, Sendable {
    /// Which fields were asked for (XCB_CONFIG_WINDOW_* bits), and their values in that order.
    let mask: UInt16
    let values: [UInt32]

    init(_ request: xcb_configure_request_event_t) {
        let fields: [(xcb_config_window_t, UInt32)] = [
            (XCB_CONFIG_WINDOW_X, UInt32(bitPattern: Int32(request.x))), (XCB_CONFIG_WINDOW_Y, UInt32(bitPattern: Int32(request.y))),
            (XCB_CONFIG_WINDOW_WIDTH, UInt32(request.width)), (XCB_CONFIG_WINDOW_HEIGHT, UInt32(request.height)),
            (XCB_CONFIG_WINDOW_BORDER_WIDTH, UInt32(request.border_width)), (XCB_CONFIG_WINDOW_SIBLING, request.sibling),
            (XCB_CONFIG_WINDOW_STACK_MODE, UInt32(request.stack_mode)),
        ]
        let asked = fields.filter { request.value_mask & UInt16($0.0.rawValue) != 0 }
        mask = UInt16(asked.reduce(0) { $0 | $1.0.rawValue })
        values = asked.map(\.1)
    }
}

extension X11Connection {
    /// Changes `window` as `changes` say (a window no one manages, answered as it asked).
    public func configure(_ window: WindowID, as changes: WindowChanges) {
        xcb_configure_window(raw, window, changes.mask, changes.values)
        flush()
    }

    /// Raises `window` above its siblings (`toTop`), or lowers it under them: what a
    /// CirculateRequest for it asks (CirculateWindow itself would restack its children instead).
    public func circulate(_ window: WindowID, toTop: Bool) {
        xcb_configure_window(raw, window, UInt16(XCB_CONFIG_WINDOW_STACK_MODE.rawValue),
                             [(toTop ? XCB_STACK_MODE_ABOVE : XCB_STACK_MODE_BELOW).rawValue])
        flush()
    }
}
