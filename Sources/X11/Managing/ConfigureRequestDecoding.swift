import CXCB
import Desktop

extension WindowChanges {
    /// The changes a ConfigureRequest asks for.
    init(_ request: xcb_configure_request_event_t) {
        let fields: [(xcb_config_window_t, UInt32)] = [
            (XCB_CONFIG_WINDOW_X, UInt32(bitPattern: Int32(request.x))), (XCB_CONFIG_WINDOW_Y, UInt32(bitPattern: Int32(request.y))),
            (XCB_CONFIG_WINDOW_WIDTH, UInt32(request.width)), (XCB_CONFIG_WINDOW_HEIGHT, UInt32(request.height)),
            (XCB_CONFIG_WINDOW_BORDER_WIDTH, UInt32(request.border_width)), (XCB_CONFIG_WINDOW_SIBLING, request.sibling),
            (XCB_CONFIG_WINDOW_STACK_MODE, UInt32(request.stack_mode)),
        ]
        let asked = fields.filter { request.value_mask & UInt16($0.0.rawValue) != 0 }
        self.init(mask: UInt16(asked.reduce(0) { $0 | $1.0.rawValue }), values: asked.map(\.1))
    }
}

extension X11Connection {
    /// Changes `window` as `changes` say (a window no one manages, answered as it asked).
    public func configure(_ window: WindowID, as changes: WindowChanges) {
        xcb_configure_window(raw, window, changes.mask, changes.values)
        flush()
    }
}
