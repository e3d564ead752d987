import CXCB
import Desktop
import Glibc
import Input

/// A top-level X window the host presents pixels into.
///
/// `width`/`height` start at the created size and change only when the connection
/// translates a ConfigureNotify for this window (that is, when `nextEvent` returns
/// `.resized` for it); `configure(…)` asks for a size but does not change them itself.
/// Holds its connection strongly, so windows and connection may be released in any order.
public final class X11Window {
    public let connection: X11Connection
    public let id: WindowID
    public internal(set) var width: Int
    public internal(set) var height: Int
    /// True once `close()` ran; a closed window ignores further calls.
    public private(set) var isClosed = false
    /// The graphics context `present` draws with (one per window).
    let graphicsContext: xcb_gcontext_t
    /// 24 (opaque, the root visual) or 32 (translucent: premultiplied ARGB a compositing manager blends).
    public let depth: UInt8
    /// Reused row-band buffer for rectangles that are not contiguous in the caller's buffer.
    var scratch: [UInt8] = []

    /// The window that takes this one's pointer and keys, its cursor and passive grabs: itself,
    /// or the root for the Composite overlay window (which lets input through to what is under it).
    public let inputID: WindowID
    /// The Composite overlay window: closing it gives it back rather than destroying it.
    public let isOverlay: Bool

    init(connection: X11Connection, id: WindowID, graphicsContext: xcb_gcontext_t, width: Int, height: Int, depth: UInt8 = 24,
         isOverlay: Bool = false) {
        self.connection = connection
        self.depth = depth
        self.id = id
        self.isOverlay = isOverlay
        inputID = isOverlay ? connection.rootWindow : id
        self.graphicsContext = graphicsContext
        self.width = width
        self.height = height
    }

    deinit { close() }

    var raw: OpaquePointer { connection.raw }

    /// Shows the window; `.mapped` and `.exposed` follow as events.
    public func map() {
        guard !isClosed else { return }
        xcb_map_window(raw, id)
        connection.flush()
    }

    /// Asks the server to move and/or resize the window (nil leaves that value as it is).
    public func configure(x: Int? = nil, y: Int? = nil, width: Int? = nil, height: Int? = nil) {
        guard !isClosed else { return }
        var mask: UInt32 = 0
        var values: [UInt32] = []
        // Values go in the order of their mask bits: x, y, width, height.
        for (value, bit) in [(x, XCB_CONFIG_WINDOW_X), (y, XCB_CONFIG_WINDOW_Y),
                             (width, XCB_CONFIG_WINDOW_WIDTH), (height, XCB_CONFIG_WINDOW_HEIGHT)] {
            guard let value else { continue }
            mask |= UInt32(bit.rawValue)
            values.append(UInt32(bitPattern: Int32(clamping: value)))
        }
        guard mask != 0 else { return }
        xcb_configure_window(raw, id, UInt16(mask), values)
        connection.flush()
    }

    /// Gives the window the keyboard focus (there is no window manager to do it).
    public func focus() {
        guard !isClosed else { return }
        xcb_set_input_focus(raw, UInt8(XCB_INPUT_FOCUS_POINTER_ROOT.rawValue), id, xcb_timestamp_t(XCB_CURRENT_TIME))
        connection.flush()
    }

    /// Takes the whole keyboard (an active grab on this window, the root for the overlay), so the
    /// release of a held modifier reaches Flotilla wherever the focus is: while Alt+Tab's switcher
    /// shows. Returns the modifiers held once it is Flotilla's (a release before that went to the
    /// focused app); nil when another client holds it.
    public func grabKeyboard() -> Modifiers? {
        guard !isClosed else { return nil }
        let cookie = xcb_grab_keyboard(raw, 0, inputID, xcb_timestamp_t(XCB_CURRENT_TIME),
                                       UInt8(XCB_GRAB_MODE_ASYNC.rawValue), UInt8(XCB_GRAB_MODE_ASYNC.rawValue))
        guard let reply = xcb_grab_keyboard_reply(raw, cookie, nil) else { return nil }
        defer { free(reply) }
        guard reply.pointee.status == UInt8(XCB_GRAB_STATUS_SUCCESS.rawValue) else { return nil }
        return connection.heldModifiers()
    }

    /// Lets the keyboard go again (after ``grabKeyboard()``).
    public func ungrabKeyboard() {
        guard !isClosed else { return }
        xcb_ungrab_keyboard(raw, xcb_timestamp_t(XCB_CURRENT_TIME))
        connection.flush()
    }

    /// Caps Lock and Num Lock (Mod2) in each combination: a passive grab is made for each, so they do not matter.
    static let locks: [UInt16] = [0, UInt16(XCB_MOD_MASK_LOCK.rawValue), UInt16(XCB_MOD_MASK_2.rawValue),
                                  UInt16(XCB_MOD_MASK_LOCK.rawValue | XCB_MOD_MASK_2.rawValue)]

    /// Sets WM_NAME and _NET_WM_NAME.
    public func setTitle(_ title: String) {
        guard !isClosed else { return }
        let bytes = Array(title.utf8)
        let isASCII = bytes.allSatisfy { $0 < 0x80 }
        let utf8 = connection.atomCache["UTF8_STRING"] ?? XCB_ATOM_STRING.rawValue
        setProperty(XCB_ATOM_WM_NAME.rawValue, type: isASCII ? XCB_ATOM_STRING.rawValue : utf8, bytes: bytes)
        if let netName = connection.atomCache["_NET_WM_NAME"] {
            setProperty(netName, type: utf8, bytes: bytes)
        }
        connection.flush()
    }

    /// Shows `shape` over the window, from the cursor theme or the core cursor font.
    /// Returns false (and shows the parent's cursor) when neither has it.
    @discardableResult
    public func setCursor(_ shape: CursorShape) -> Bool {
        guard !isClosed else { return false }
        let cursor = connection.cursor(for: shape)
        xcb_change_window_attributes(raw, inputID, UInt32(XCB_CW_CURSOR.rawValue), [cursor])
        connection.flush()
        return cursor != 0
    }

    /// Destroys the window. Idempotent; `deinit` calls it too.
    public func close() {
        guard !isClosed else { return }
        isClosed = true
        xcb_free_gc(raw, graphicsContext)
        if isOverlay { xcb_composite_release_overlay_window(raw, id) } else { xcb_destroy_window(raw, id) }
        connection.flush()
        connection.windows[id] = nil
    }
}
