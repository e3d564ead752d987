import CXCB
import Desktop
import Glibc

/// A window property as read back from the server.
public struct WindowProperty: Equatable, Sendable {
    /// The property's type atom name ("STRING", "UTF8_STRING", "ATOM", "CARDINAL", …).
    public var type: String
    /// 8, 16 or 32 bits per item.
    public var format: Int
    /// The raw value, in the server's byte order (native here).
    public var bytes: [UInt8]

    /// The value as UTF-8 text (8-bit properties).
    public var string: String { String(decoding: bytes, as: UTF8.self) }

    /// The value as 32-bit items (ATOM, CARDINAL, WM_SIZE_HINTS, …).
    public var values32: [UInt32] {
        stride(from: 0, to: bytes.count - 3, by: 4).map { offset in
            bytes[offset..<offset + 4].reversed().reduce(UInt32(0)) { $0 << 8 | UInt32($1) }
        }
    }
}

extension X11Connection {
    /// Reads the property `name` of any window (any type, up to 4 MiB); nil when it has none.
    public func property(_ name: String, of window: WindowID) throws(X11Error) -> WindowProperty? {
        let atom = try atom(name)
        let reply = try reply("GetProperty \(name)") {
            xcb_get_property_reply(raw, xcb_get_property(raw, 0, window, atom, 0, 0, 1 << 20), $0)
        }
        defer { free(reply) }
        guard reply.pointee.type != 0 else { return nil }
        let length = Int(xcb_get_property_value_length(reply))
        let bytes = Array(UnsafeRawBufferPointer(start: xcb_get_property_value(reply), count: length))
        return WindowProperty(type: try atomName(reply.pointee.type), format: Int(reply.pointee.format), bytes: bytes)
    }
}

extension X11Window {
    /// Reads the property `name` (any type, up to 4 MiB); nil when the window does not have it.
    public func property(_ name: String) throws(X11Error) -> WindowProperty? {
        guard !isClosed else { throw .requestFailed("GetProperty \(name): window closed") }
        return try connection.property(name, of: id)
    }

    /// Replaces an 8-bit property.
    func setProperty(_ property: xcb_atom_t, type: xcb_atom_t, bytes: [UInt8]) {
        xcb_change_property(
            raw, UInt8(XCB_PROP_MODE_REPLACE.rawValue), id, property, type, 8, UInt32(bytes.count), bytes)
    }

    /// Replaces a 32-bit property.
    func setProperty(_ property: xcb_atom_t, type: xcb_atom_t, values: [UInt32]) {
        xcb_change_property(
            raw, UInt8(XCB_PROP_MODE_REPLACE.rawValue), id, property, type, 32, UInt32(values.count), values)
    }

    /// The properties a window manager and tools read: names, class, protocols, pid, icon, size hints.
    func setInitialProperties(
        title: String, instanceName: String, className: String, x: Int, y: Int, minWidth: Int, minHeight: Int,
        maxWidth: Int?, maxHeight: Int?
    ) throws(X11Error) {
        setTitle(title)
        let wmClass = Array(instanceName.utf8) + [0] + Array(className.utf8) + [0]
        setProperty(XCB_ATOM_WM_CLASS.rawValue, type: XCB_ATOM_STRING.rawValue, bytes: wmClass)
        let protocols = try connection.atom("WM_PROTOCOLS")
        let delete = try connection.atom("WM_DELETE_WINDOW")
        setProperty(protocols, type: XCB_ATOM_ATOM.rawValue, values: [delete])
        setProperty(try connection.atom("_NET_WM_PID"), type: XCB_ATOM_CARDINAL.rawValue, values: [UInt32(getpid())])
        var host = [CChar](repeating: 0, count: 256)
        if gethostname(&host, host.count - 1) == 0 {
            setProperty(XCB_ATOM_WM_CLIENT_MACHINE.rawValue, type: XCB_ATOM_STRING.rawValue,
                        bytes: host.prefix { $0 != 0 }.map { UInt8(bitPattern: $0) })
        }
        if !connection.windowIcon.isEmpty {
            setProperty(try connection.atom("_NET_WM_ICON"), type: XCB_ATOM_CARDINAL.rawValue, values: connection.windowIcon)
        }
        setProperty(
            XCB_ATOM_WM_NORMAL_HINTS.rawValue, type: XCB_ATOM_WM_SIZE_HINTS.rawValue,
            values: sizeHints(x: x, y: y, minWidth: minWidth, minHeight: minHeight, maxWidth: maxWidth, maxHeight: maxHeight))
        connection.flush()
    }

    /// ICCCM WM_SIZE_HINTS: 18 CARD32s; we set user position and size, the minimum size and,
    /// when given, the maximum.
    private func sizeHints(x: Int, y: Int, minWidth: Int, minHeight: Int, maxWidth: Int?, maxHeight: Int?) -> [UInt32] {
        let userPosition: UInt32 = 1, userSize: UInt32 = 2, minimumSize: UInt32 = 16, maximumSize: UInt32 = 32
        var hints = [UInt32](repeating: 0, count: 18)
        hints[0] = userPosition | userSize | minimumSize
        hints[1] = UInt32(bitPattern: Int32(clamping: x))
        hints[2] = UInt32(bitPattern: Int32(clamping: y))
        hints[3] = UInt32(clamping: width)
        hints[4] = UInt32(clamping: height)
        hints[5] = UInt32(clamping: max(minWidth, 1))
        hints[6] = UInt32(clamping: max(minHeight, 1))
        if let maxWidth, let maxHeight {
            hints[0] |= maximumSize
            hints[7] = UInt32(clamping: max(maxWidth, minWidth, 1))
            hints[8] = UInt32(clamping: max(maxHeight, minHeight, 1))
        }
        return hints
    }

    /// Marks the window as a panel torn off from `owner`: `_NET_WM_WINDOW_TYPE_UTILITY`,
    /// `WM_TRANSIENT_FOR` the owner, no window-manager frame (`_MOTIF_WM_HINTS`: it draws its own
    /// title bar) and `_GTK_FRAME_EXTENTS` of `shadowMargin` on every side (its own shadow's reach,
    /// which takes no pointer input: the input shape is the panel alone).
    public func makeTornOff(from owner: X11Window, shadowMargin: Int) throws(X11Error) {
        setProperty(try connection.atom("_NET_WM_WINDOW_TYPE"), type: XCB_ATOM_ATOM.rawValue,
                    values: [try connection.atom("_NET_WM_WINDOW_TYPE_UTILITY")])
        setProperty(XCB_ATOM_WM_TRANSIENT_FOR.rawValue, type: XCB_ATOM_WINDOW.rawValue, values: [owner.id])
        // flags = decorations (2), decorations = none.
        let motif = try connection.atom("_MOTIF_WM_HINTS")
        setProperty(motif, type: motif, values: [2, 0, 0, 0, 0])
        setProperty(try connection.atom("_GTK_FRAME_EXTENTS"), type: XCB_ATOM_CARDINAL.rawValue,
                    values: [UInt32](repeating: UInt32(clamping: shadowMargin), count: 4))
        if shadowMargin > 0 {
            // Only the panel takes the pointer: clicks on its shadow reach what is below.
            var panel = xcb_rectangle_t(x: Int16(clamping: shadowMargin), y: Int16(clamping: shadowMargin),
                                        width: UInt16(clamping: max(1, width - 2 * shadowMargin)),
                                        height: UInt16(clamping: max(1, height - 2 * shadowMargin)))
            xcb_shape_rectangles(raw, UInt8(XCB_SHAPE_SO_SET.rawValue), UInt8(XCB_SHAPE_SK_INPUT.rawValue),
                                 UInt8(XCB_CLIP_ORDERING_UNSORTED.rawValue), id, 0, 0, 1, &panel)
        }
        connection.flush()
    }
}
