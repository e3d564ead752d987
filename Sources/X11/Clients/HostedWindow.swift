import CXCB
import Desktop
import Glibc

/// An adopted client window in a frame of ours.
///
/// The frame has its parent's depth and visual, and is redirected (Manual): the server never
/// draws it and it never clips its parent. The client's pixels are in ``pixelWindow``'s pixmap at (0, 0).
/// Every request that concerns the client is unchecked: a client that went away meanwhile causes
/// X errors that the event queue drops.
public final class HostedWindow {
    /// The adopted window.
    public let client: WindowID
    /// Our window around it, a child of the parent given to `adopt`; the client itself for one
    /// composited in place (``X11Connection/compositeInPlace(_:)``), which has no frame.
    public let frame: WindowID
    /// The window whose pixmap holds the client's pixels: the frame, or the client itself when
    /// its visual is not the frame's (it is then redirected too).
    public let pixelWindow: WindowID
    /// The client's size in pixels, as last configured or notified, within ``pixelLimit``.
    public private(set) var width: Int, height: Int
    /// The largest size whose pixels are kept: of a client larger than that (it may configure
    /// itself to 32767 × 32767), only the top-left part is read.
    let pixelLimit: PixelLimit
    /// The client's pixels, retained: premultiplied ARGB32 rows (0xAARRGGBB, width × height;
    /// depth 24 reads as opaque), updated where damaged.
    public private(set) var pixels: [UInt32]
    let connection: X11Connection
    let depth: UInt8
    var damage: xcb_damage_damage_t
    /// The colormap made for the frame's visual (0: the screen's default).
    let colormap: xcb_colormap_t
    /// The next `fetchDamage` reads the whole window (the first one, and after a resize).
    package var wholeWindowStale = true
    /// How ``fetchDamage()`` reads the frame's pixmap; falls back to GetImage for good when the
    /// shared-memory segment cannot be made.
    package var pixelSource = PixelSource.standard
    /// The window-sized segment the shared-memory path reads into: made at the next fetch that
    /// needs it, dropped (detached) on resize and when the frame goes.
    var fetchSegment: SharedImage?
    /// The client's bounding shape (nil: none of its own); its pixels outside it are kept
    /// transparent (Clients/ClientShape.swift).
    var shape: ShapeMask?
    /// Released or discarded: requests are no longer sent.
    public private(set) var isGone = false
    /// `_NET_WM_SYNC_REQUEST` (Managing/SyncRequest.swift): the client's counter and our alarm on
    /// it (0: none), and what was asked of it and since when a resize waits (Desktop's
    /// ``SyncRequests``, in monotonic seconds; nil: not syncing).
    var syncCounter: UInt32 = 0, syncAlarm: UInt32 = 0
    var sync: SyncRequests?

    /// Whether every pixel it shows is opaque: a client of depth 24 with no bounding shape of its own.
    public var isOpaque: Bool { depth != 32 && shape == nil }

    init(connection: X11Connection, client: WindowID, frame: WindowID, depth: UInt8, damage: xcb_damage_damage_t,
         colormap: xcb_colormap_t, width: Int, height: Int, pixelWindow: WindowID,
         pixelLimit: PixelLimit = .framed) {
        self.connection = connection
        self.client = client
        self.frame = frame
        self.pixelWindow = pixelWindow
        self.depth = depth
        self.damage = damage
        self.colormap = colormap
        self.pixelLimit = pixelLimit
        (self.width, self.height) = pixelLimit.fit(width: width, height: height)
        pixels = [UInt32](repeating: 0, count: self.width * self.height)
    }

    var raw: OpaquePointer { connection.raw }

    /// `_NET_WM_NAME` (UTF-8) or `WM_NAME`; read live, cut to 512 characters (a client may set a 1 MB title).
    public func title() -> String { connection.clientTitle(of: client) }

    /// WM_NORMAL_HINTS: min, max, base size and resize increments (each optional), sanitised.
    public func sizeHints() -> SizeHints {
        guard let hints = connection.rawProperty(XCB_ATOM_WM_NORMAL_HINTS.rawValue, of: client, words: 18) else { return SizeHints() }
        return SizeHints(values: hints.values32)
    }

    /// WM_HINTS' input field: whether the client wants SetInputFocus (true when it does not say).
    public var acceptsFocus: Bool { wmHint(flag: 1, at: 1).map { $0 != 0 } ?? true }

    /// WM_HINTS asks for the window to start iconic (its initial state IconicState: `xterm -iconic`).
    public var startsIconic: Bool { wmHint(flag: 2, at: 2) == 3 }

    /// The WM_HINTS field at `index` (ICCCM 4.1.2.4), when the client sets its `flag`.
    private func wmHint(flag: UInt32, at index: Int) -> UInt32? {
        guard let hints = connection.rawProperty(XCB_ATOM_WM_HINTS.rawValue, of: client, words: 9)?.values32,
              hints.count > index, hints[0] & flag != 0 else { return nil }
        return hints[index]
    }

    /// The WM_PROTOCOLS the client takes part in (WM_DELETE_WINDOW, WM_TAKE_FOCUS).
    public var protocols: Set<ClientProtocol> {
        guard let protocolsAtom = try? connection.atom("WM_PROTOCOLS"), let delete = try? connection.atom("WM_DELETE_WINDOW"),
              let take = try? connection.atom("WM_TAKE_FOCUS"),
              let atoms = connection.rawProperty(protocolsAtom, of: client, words: 32)?.values32 else { return [] }
        var protocols: Set<ClientProtocol> = []
        if atoms.contains(delete) { protocols.insert(.deleteWindow) }
        if atoms.contains(take) { protocols.insert(.takeFocus) }
        if let ping = try? connection.atom("_NET_WM_PING"), atoms.contains(ping) { protocols.insert(.ping) }
        return protocols
    }

    /// Puts the frame at (x, y) in its parent, the client at width × height inside it, and sends
    /// the client the synthetic ConfigureNotify in root coordinates (rootX, rootY) that ICCCM
    /// 4.1.5 asks for. Sizes are clamped to 1 … ``pixelLimit`` (``PixelLimit/framed``: an adopted
    /// window is never made larger than its pixels may be).
    public func place(x: Int, y: Int, width: Int, height: Int, rootX: Int, rootY: Int) {
        guard !isGone else { return }
        let fitted = pixelLimit.fit(width: width, height: height), (w, h) = (UInt32(fitted.width), UInt32(fitted.height))
        if (Int(w), Int(h)) != (self.width, self.height) { askForSync() }
        let position = [UInt32(bitPattern: Int32(clamping: x)), UInt32(bitPattern: Int32(clamping: y))]
        let geometry = XCB_CONFIG_WINDOW_X.rawValue | XCB_CONFIG_WINDOW_Y.rawValue | XCB_CONFIG_WINDOW_WIDTH.rawValue
            | XCB_CONFIG_WINDOW_HEIGHT.rawValue
        xcb_configure_window(raw, frame, UInt16(geometry), position + [w, h])
        xcb_configure_window(raw, client, UInt16(XCB_CONFIG_WINDOW_WIDTH.rawValue | XCB_CONFIG_WINDOW_HEIGHT.rawValue), [w, h])
        var notify = xcb_configure_notify_event_t()
        notify.response_type = UInt8(XCB_CONFIGURE_NOTIFY)
        notify.event = client
        notify.window = client
        notify.x = Int16(clamping: rootX)
        notify.y = Int16(clamping: rootY)
        notify.width = UInt16(w)
        notify.height = UInt16(h)
        withUnsafeBytes(of: &notify) { bytes in
            _ = xcb_send_event(raw, 0, client, XCB_EVENT_MASK_STRUCTURE_NOTIFY.rawValue,
                               bytes.baseAddress!.assumingMemoryBound(to: CChar.self))
        }
        resize(to: Int(w), Int(h))
        connection.flush()
    }

    /// The frame's input region (SHAPE input kind): pointer input reaches the client only inside
    /// `rects` (frame coordinates); [] holds all of it (it then goes to the parent).
    public func setInputRegion(_ rects: [PixelRect]) {
        guard !isGone else { return }
        let rectangles = rects.filter { !$0.isEmpty }.map {
            xcb_rectangle_t(x: Int16(clamping: $0.x), y: Int16(clamping: $0.y),
                            width: UInt16(clamping: $0.width), height: UInt16(clamping: $0.height))
        }
        xcb_shape_rectangles(raw, UInt8(XCB_SHAPE_SO_SET.rawValue), UInt8(XCB_SHAPE_SK_INPUT.rawValue),
                             UInt8(XCB_CLIP_ORDERING_UNSORTED.rawValue), frame, 0, 0, UInt32(rectangles.count), rectangles)
        connection.flush()
    }

    /// Stacks the frame directly above `sibling` (nil: at the bottom of its parent's children).
    public func stack(above sibling: WindowID?) {
        guard !isGone else { return }
        if let sibling {
            xcb_configure_window(raw, frame, UInt16(XCB_CONFIG_WINDOW_SIBLING.rawValue | XCB_CONFIG_WINDOW_STACK_MODE.rawValue),
                                 [sibling, XCB_STACK_MODE_ABOVE.rawValue])
        } else {
            xcb_configure_window(raw, frame, UInt16(XCB_CONFIG_WINDOW_STACK_MODE.rawValue), [XCB_STACK_MODE_BELOW.rawValue])
        }
        connection.flush()
    }

    /// Gives the client the keyboard focus per ICCCM 4.1.7: SetInputFocus when its WM_HINTS
    /// allow input, WM_TAKE_FOCUS when it takes part in that protocol (both for "locally active").
    /// Should the client go, the focus reverts to the pointer's window, never to none (which would
    /// swallow every key until something set it again).
    public func focus(time: UInt32) {
        guard !isGone else { return }
        sendFocus(time: time, accepts: acceptsFocus, takes: protocols.contains(.takeFocus))
        connection.flush()
    }

    /// SetInputFocus and WM_TAKE_FOCUS as ``focus(time:)`` sends them, for a client whose hints
    /// were read already (no round trip here).
    private func sendFocus(time: UInt32, accepts: Bool, takes: Bool) {
        if accepts {
            xcb_set_input_focus(raw, UInt8(XCB_INPUT_FOCUS_POINTER_ROOT.rawValue), client, time)
        }
        if takes, let take = try? connection.atom("WM_TAKE_FOCUS") {
            sendProtocolMessage(take, time: time)
        }
    }

    /// Asks the client to close (WM_DELETE_WINDOW); false when it does not take part in that protocol.
    public func requestClose() -> Bool {
        guard !isGone, protocols.contains(.deleteWindow), let delete = try? connection.atom("WM_DELETE_WINDOW") else { return false }
        sendProtocolMessage(delete, time: UInt32(XCB_CURRENT_TIME))
        connection.flush()
        return true
    }

    /// Pings the client (`_NET_WM_PING`, stamped `time`): it answers through the root while its
    /// event loop runs (``ManagerRequest/pong``). False when it takes no part in that protocol.
    public func ping(time: UInt32) -> Bool {
        guard !isGone, protocols.contains(.ping), let ping = try? connection.atom("_NET_WM_PING") else { return false }
        sendProtocolMessage(ping, time: time, window: client)
        connection.flush()
        return true
    }

    /// Maps the client in its frame (again: it asked to be, ``ClientEvent/mapRequested``);
    /// `takingFocus`: with the keyboard focus given in the same requests (``focus(time:)``, its
    /// hints read first), so the client's MapNotify never comes before its focus.
    public func mapClient(takingFocus: Bool = false) {
        guard !isGone else { return }
        let (accepts, takes) = takingFocus ? (acceptsFocus, protocols.contains(.takeFocus)) : (false, false)
        xcb_map_window(raw, client)
        if takingFocus { sendFocus(time: UInt32(XCB_CURRENT_TIME), accepts: accepts, takes: takes) }
        connection.flush()
    }

    /// Takes the client's border away again (one was given back to it, ``ClientEvent/borderGiven``).
    public func removeBorder() {
        guard !isGone else { return }
        xcb_configure_window(raw, client, UInt16(XCB_CONFIG_WINDOW_BORDER_WIDTH.rawValue), [0])
        connection.flush()
    }

    /// KillClient: the last resort (ends the client's connection and all its windows).
    public func kill() {
        guard !isGone else { return }
        xcb_kill_client(raw, client)
        connection.flush()
    }

    /// A WM_PROTOCOLS ClientMessage of `name` to the client, its third and fourth words `window` and `extra`.
    func sendProtocolMessage(_ name: xcb_atom_t, time: UInt32, window: WindowID = 0, extra: UInt32 = 0) {
        guard let protocolsAtom = try? connection.atom("WM_PROTOCOLS") else { return }
        var message = xcb_client_message_event_t()
        message.response_type = UInt8(XCB_CLIENT_MESSAGE)
        message.format = 32
        message.window = client
        message.type = protocolsAtom
        message.data.data32.0 = name
        message.data.data32.1 = time
        message.data.data32.2 = window
        message.data.data32.3 = extra
        withUnsafeBytes(of: &message) { bytes in
            _ = xcb_send_event(raw, 0, client, XCB_EVENT_MASK_NO_EVENT.rawValue, bytes.baseAddress!.assumingMemoryBound(to: CChar.self))
        }
    }

    /// Lets the client go: out of the save-set, mark removed (unless `keepsMark`), reparented to
    /// the root at (rootX, rootY) and left mapped (no ``HostEvent/topLevelMapped`` for that); the
    /// frame (and its redirection) destroyed. A client that withdrew its window (`withdrawn`) is
    /// left unmapped, its `WM_STATE`, `_NET_WM_STATE` and launch mark removed (ICCCM 4.1.4, EWMH):
    /// it is the client's to map again, as a new window.
    public func release(rootX: Int, rootY: Int, keepsMark: Bool = false, withdrawn: Bool = false) {
        guard !isGone else { return }
        xcb_change_window_attributes(raw, client, UInt32(XCB_CW_EVENT_MASK.rawValue), [XCB_EVENT_MASK_NO_EVENT.rawValue])
        xcb_ungrab_button(raw, UInt8(XCB_BUTTON_INDEX_ANY.rawValue), frame, UInt16(XCB_MOD_MASK_ANY.rawValue))
        if !keepsMark, let mark = try? connection.atom("_FLOTILLA_APP") { xcb_delete_property(raw, client, mark) }
        xcb_change_save_set(raw, UInt8(XCB_SET_MODE_DELETE.rawValue), client)
        if pixelWindow == client { xcb_composite_unredirect_window(raw, client, UInt8(XCB_COMPOSITE_REDIRECT_MANUAL.rawValue)) }
        xcb_reparent_window(raw, client, connection.rootWindow, Int16(clamping: rootX), Int16(clamping: rootY))
        if withdrawn {
            for name in ["WM_STATE", "_NET_WM_STATE", X11Connection.entryMark] {
                if let property = try? connection.atom(name) { xcb_delete_property(raw, client, property) }
            }
        } else {
            xcb_map_window(raw, client)
            connection.hosting.releasedClients.insert(client)
        }
        xcb_composite_unredirect_window(raw, frame, UInt8(XCB_COMPOSITE_REDIRECT_MANUAL.rawValue))
        discard()
    }

    /// Forgets the frame after the client went (destroyed): destroys the frame and the damage;
    /// no error reaches the caller when the client is already gone. A client still in the frame
    /// goes with it (destroyed, not released): let a live client go with ``release(rootX:rootY:)``.
    public func discard() {
        guard !isGone else { return }
        isGone = true
        fetchSegment = nil
        if damage != 0 { xcb_damage_destroy(raw, damage) }
        if frame == client {
            xcb_composite_unredirect_window(raw, client, UInt8(XCB_COMPOSITE_REDIRECT_MANUAL.rawValue))
            xcb_shape_mask(raw, UInt8(XCB_SHAPE_SO_SET.rawValue), UInt8(XCB_SHAPE_SK_INPUT.rawValue), client, 0, 0, 0)
            xcb_change_window_attributes(raw, client, UInt32(XCB_CW_EVENT_MASK.rawValue), [XCB_EVENT_MASK_NO_EVENT.rawValue])
            if connection.hosting.pressesWatched.remove(client) != nil {
                xcb_ungrab_button(raw, UInt8(XCB_BUTTON_INDEX_ANY.rawValue), client, UInt16(XCB_MOD_MASK_ANY.rawValue))
            }
        }
        if syncAlarm != 0 {
            xcb_sync_destroy_alarm(raw, syncAlarm)
            connection.hosting.alarms[syncAlarm] = nil
        }
        if frame != client { xcb_destroy_window(raw, frame) }
        if colormap != 0 { xcb_free_colormap(raw, colormap) }
        connection.hosting.clients[client] = nil
        connection.hosting.frames[frame] = nil
        connection.flush()
    }

    /// Takes a new client size (clamped to ``pixelLimit``): the whole window is read on the next
    /// fetch; the pixels that still fit are kept until the client draws anew. Whether it changed.
    @discardableResult
    func resize(to askedWidth: Int, _ askedHeight: Int) -> Bool {
        let (newWidth, newHeight) = pixelLimit.fit(width: askedWidth, height: askedHeight)
        guard newWidth != width || newHeight != height else { return false }
        var resized = [UInt32](repeating: 0, count: newWidth * newHeight)
        for row in 0..<min(height, newHeight) {
            let count = min(width, newWidth)
            resized[row * newWidth..<row * newWidth + count] = pixels[row * width..<row * width + count]
        }
        (width, height, pixels) = (newWidth, newHeight, resized)
        wholeWindowStale = true
        fetchSegment = nil
        return true
    }

    /// Writes `rows` (each `rect.width` words, as GetImage or ShmGetImage wrote them) into `pixels` at `rect`.
    func store(_ words: UnsafeRawPointer, stride: Int, at rect: PixelRect) {
        let opaque: UInt32 = depth == 32 ? 0 : 0xFF00_0000
        pixels.withUnsafeMutableBufferPointer { buffer in
            for row in 0..<rect.height {
                let target = (rect.y + row) * width + rect.x
                for column in 0..<rect.width {
                    buffer[target + column] = words.loadUnaligned(fromByteOffset: row * stride + column * 4, as: UInt32.self) | opaque
                }
            }
            shape?.clearOutside(rect, in: buffer, width: width)
        }
    }
}
