import CXCB

/// Owns the `xcb_connection_t` and disconnects when the last owner (connection, cursor cache) lets go.
final class ConnectionHandle {
    let raw: OpaquePointer

    init(_ raw: OpaquePointer) { self.raw = raw }

    deinit { xcb_disconnect(raw) }
}

/// Owns one event from `xcb_poll_for_event` and frees it.
final class XCBEvent {
    let pointer: UnsafeMutablePointer<xcb_generic_event_t>

    init(_ pointer: UnsafeMutablePointer<xcb_generic_event_t>) { self.pointer = pointer }

    deinit { free(pointer) }

    /// The event code without the "sent by SendEvent" bit; 0 is an X error.
    var code: UInt8 { pointer.pointee.response_type & 0x7f }

    /// Another client sent the event (SendEvent): what it claims is not the server's word.
    var isSynthetic: Bool { pointer.pointee.response_type & 0x80 != 0 }

    /// Input another client made up (SendEvent: a key, a button, motion): not the user's, so it
    /// never reaches Flotilla's keys or gestures (the X server's own input, and XTEST's, do).
    var isMadeUpInput: Bool { isSynthetic && Self.inputCodes.contains(Int32(code)) }

    /// The core input events' codes.
    static let inputCodes: Set<Int32> = [XCB_KEY_PRESS, XCB_KEY_RELEASE, XCB_BUTTON_PRESS, XCB_BUTTON_RELEASE, XCB_MOTION_NOTIFY]

    /// The event as its specific struct (all core events are 32 bytes).
    func load<T>(as type: T.Type) -> T { UnsafeRawPointer(pointer).load(as: T.self) }
}

/// A weak link from the connection to a window it created, so resizes can update the window.
struct WeakWindow {
    weak var window: X11Window?
}
