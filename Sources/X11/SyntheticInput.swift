import CXCB
import Desktop
import Glibc
import Input

/// Real input events injected through XTEST, as if from the mouse and keyboard.
/// Every call flushes and makes a round trip, so the server has taken the input when it returns.
public final class SyntheticInput {
    public let connection: X11Connection
    /// Pixels per point of the windows moved in: a position in a window is in points, and lies
    /// at (x, y) × scale pixels (root positions are always pixels).
    public let scale: Double

    /// Fails with `.missingExtension("XTEST")` when the server lacks XTEST.
    public init(connection: X11Connection, scale: Double = 1) throws(X11Error) {
        guard let data = flotilla_xtest_extension(connection.raw), data.pointee.present != 0 else {
            try connection.checkConnection()
            throw .missingExtension("XTEST")
        }
        self.connection = connection
        self.scale = scale
    }

    /// Moves the pointer to (x, y) in `window`'s coordinates (points), or the root's (pixels) when nil.
    public func move(to x: Int, _ y: Int, in window: X11Window? = nil) throws(X11Error) {
        if let window { try move(to: x, y, in: window.id) } else { try fake(XCB_MOTION_NOTIFY, detail: 0, x: x, y: y) }
    }

    /// Moves the pointer to (x, y) points in the coordinates of the window `window` (any window,
    /// not only ours): (x, y) × ``scale`` pixels from its origin.
    public func move(to x: Int, _ y: Int, in window: WindowID) throws(X11Error) {
        let root = try rootPosition(Int((Double(x) * scale).rounded()), Int((Double(y) * scale).rounded()), in: window)
        try fake(XCB_MOTION_NOTIFY, detail: 0, x: root.x, y: root.y)
    }

    /// Moves the pointer by (dx, dy) pixels, as a mouse does: relative motion, which pointer
    /// barriers stop (an absolute move or a warp passes through them).
    public func move(by dx: Int, _ dy: Int) throws(X11Error) {
        try fake(XCB_MOTION_NOTIFY, detail: 1, x: dx, y: dy)
    }

    /// Where (x, y) of window `window` lies on the root window (one round trip).
    public func rootPosition(_ x: Int, _ y: Int, in window: WindowID) throws(X11Error) -> RootPoint {
        try connection.rootPosition(x, y, in: window)
    }

    /// Presses a pointer button (1 left, 2 middle, 3 right, 4/5 wheel up/down, 6/7 wheel left/right).
    public func press(button: Int) throws(X11Error) {
        try fake(XCB_BUTTON_PRESS, detail: UInt8(clamping: button))
    }

    /// Releases a pointer button.
    public func release(button: Int) throws(X11Error) {
        try fake(XCB_BUTTON_RELEASE, detail: UInt8(clamping: button))
    }

    /// Presses the modifiers of `press` (Shift, Control, Alt, Super, in that order), presses and
    /// releases its key, then releases the modifiers in reverse order.
    public func key(_ press: KeyPress) throws(X11Error) {
        guard let keysym = KeySymbols.keysym(for: press.key), let keycode = connection.keyboard.keycode(keysym: keysym) else {
            throw .requestFailed("no key of this keyboard types \(press.key)")
        }
        var held: [UInt8] = []
        for (modifier, modifierKeysym) in KeySymbols.modifierKeysyms where press.modifiers.contains(modifier) {
            guard let code = connection.keyboard.keycode(keysym: modifierKeysym) else {
                throw .requestFailed("no key of this keyboard has the modifier keysym 0x\(String(modifierKeysym, radix: 16))")
            }
            held.append(code)
        }
        for code in held { try fake(XCB_KEY_PRESS, detail: code) }
        try fake(XCB_KEY_PRESS, detail: keycode)
        try fake(XCB_KEY_RELEASE, detail: keycode)
        for code in held.reversed() { try fake(XCB_KEY_RELEASE, detail: code) }
    }

    /// Presses and releases the key of `modifier` alone (its left-hand key: Super_L for Super).
    public func tap(_ modifier: Modifiers) throws(X11Error) {
        guard let keysym = KeySymbols.modifierKeysyms.first(where: { $0.0 == modifier })?.1,
              let keycode = connection.keyboard.keycode(keysym: keysym) else {
            throw .requestFailed("no key of this keyboard sends the modifier \(modifier)")
        }
        try fake(XCB_KEY_PRESS, detail: keycode)
        try fake(XCB_KEY_RELEASE, detail: keycode)
    }

    /// Presses `button` at `from`, moves to `to` in `steps` equal steps `stepDelay` seconds apart
    /// (real sleeps), then releases; coordinates are `window`'s, or the root's when nil.
    public func drag(
        from start: (x: Int, y: Int), to end: (x: Int, y: Int), in window: X11Window? = nil,
        button: Int = 1, steps: Int = 10, stepDelay: Double = 0.01
    ) throws(X11Error) {
        try move(to: start.x, start.y, in: window)
        try press(button: button)
        let count = max(steps, 1)
        for step in 1...count {
            sleep(seconds: stepDelay)
            let t = Double(step) / Double(count)
            let x = Double(start.x) + Double(end.x - start.x) * t
            let y = Double(start.y) + Double(end.y - start.y) * t
            try move(to: Int(x.rounded()), Int(y.rounded()), in: window)
        }
        try release(button: button)
    }

    /// Sends a fake event, then waits for the server to have processed it.
    private func fake(_ type: Int32, detail: UInt8, x: Int = 0, y: Int = 0) throws(X11Error) {
        // A relative motion (detail 1) is from where the pointer is, on no window.
        let root: xcb_window_t = type == XCB_MOTION_NOTIFY && detail == 0 ? connection.rootWindow : 0
        xcb_test_fake_input(
            connection.raw, UInt8(type), detail, xcb_timestamp_t(XCB_CURRENT_TIME), root,
            Int16(clamping: x), Int16(clamping: y), 0)
        try connection.sync()
    }

    private func sleep(seconds: Double) {
        guard seconds > 0 else { return }
        var request = timespec(tv_sec: Int(seconds), tv_nsec: Int((seconds - seconds.rounded(.down)) * 1e9))
        var remaining = timespec()
        while nanosleep(&request, &remaining) == -1 && errno == EINTR { request = remaining }
    }
}

extension SyntheticInput {
    /// Sends `window` the WM_DELETE_WINDOW client message a window manager sends when the user
    /// closes it; the window's owner then sees `.closeRequested`.
    public func requestClose(_ window: WindowID) throws(X11Error) {
        var message = xcb_client_message_event_t()
        message.response_type = UInt8(XCB_CLIENT_MESSAGE)
        message.format = 32
        message.window = window
        message.type = try connection.atom("WM_PROTOCOLS")
        message.data.data32 = (try connection.atom("WM_DELETE_WINDOW"), xcb_timestamp_t(XCB_CURRENT_TIME), 0, 0, 0)
        let c = connection.raw
        let cookie = withUnsafeBytes(of: &message) { bytes in
            xcb_send_event_checked(
                c, 0, window, XCB_EVENT_MASK_NO_EVENT.rawValue, bytes.baseAddress!.assumingMemoryBound(to: CChar.self))
        }
        try connection.check(cookie, "SendEvent WM_DELETE_WINDOW")
    }
}

extension SyntheticInput {
    /// Asks the window manager, as a pager or `wmctrl` does, for the EWMH `message` (a 32-bit
    /// client message to the root, `_NET_CURRENT_DESKTOP`, `_NET_WM_DESKTOP`, …) about `window`
    /// with `value` first.
    public func askWindowManager(_ message: String, about window: WindowID, _ value: UInt32) throws(X11Error) {
        var event = xcb_client_message_event_t()
        event.response_type = UInt8(XCB_CLIENT_MESSAGE)
        event.format = 32
        event.window = window
        event.type = try connection.atom(message)
        event.data.data32 = (value, xcb_timestamp_t(XCB_CURRENT_TIME), 0, 0, 0)
        let (c, root) = (connection.raw, connection.rootWindow)
        let mask = XCB_EVENT_MASK_SUBSTRUCTURE_REDIRECT.rawValue | XCB_EVENT_MASK_SUBSTRUCTURE_NOTIFY.rawValue
        let cookie = withUnsafeBytes(of: &event) { bytes in
            xcb_send_event_checked(c, 0, root, mask, bytes.baseAddress!.assumingMemoryBound(to: CChar.self))
        }
        try connection.check(cookie, "SendEvent \(message)")
    }
}

extension SyntheticInput {
    /// Presses `modifier`'s key (its left-hand one), runs `body`, then releases it: a modifier
    /// held across several keys (Alt through Alt+Tab's Tabs).
    public func holding(_ modifier: Modifiers, _ body: () throws -> Void) throws {
        guard let keysym = KeySymbols.modifierKeysyms.first(where: { $0.0 == modifier })?.1,
              let keycode = connection.keyboard.keycode(keysym: keysym) else {
            throw X11Error.requestFailed("no key of this keyboard sends the modifier \(modifier)")
        }
        try fake(XCB_KEY_PRESS, detail: keycode)
        defer { try? fake(XCB_KEY_RELEASE, detail: keycode) }
        try body()
    }
}
