import CXCB
import Desktop
import Glibc

/// Margins around a window's frame, in pixels.
public struct PixelMargins: Hashable, Sendable {
    public var left: Int, right: Int, top: Int, bottom: Int

    public init(left: Int = 0, right: Int = 0, top: Int = 0, bottom: Int = 0) {
        (self.left, self.right, self.top, self.bottom) = (left, right, top, bottom)
    }
}

/// How an adopted client wants its window decorated.
public struct ClientDecorations: Hashable, Sendable {
    /// The client draws its own title bar (a GTK header bar): it asked for no decorations through
    /// `_MOTIF_WM_HINTS`.
    public var drawsOwnTitleBar: Bool
    /// The margin of the shadow the client draws around its frame (`_GTK_FRAME_EXTENTS`); zero
    /// when it draws none. It is not content.
    public var shadow: PixelMargins

    public init(drawsOwnTitleBar: Bool = false, shadow: PixelMargins = PixelMargins()) {
        self.drawsOwnTitleBar = drawsOwnTitleBar
        self.shadow = shadow
    }

    /// The widest shadow margin taken, in pixels: a client cannot make its frame vanish into it.
    static let widestShadow = 256
}

/// What an app asks with `_NET_WM_MOVERESIZE` (EWMH): its window moved or resized by the pointer
/// held since a press at ``root``, or such a move cancelled.
public struct ClientMoveResize: Hashable, Sendable {
    /// Which edges a resize moves, or a move, or the end of one.
    public enum Direction: Hashable, Sendable {
        case move
        /// A resize by the pointer: the edges it moves (`dx`, `dy` each -1 left/top, 0, 1 right/bottom).
        case resize(dx: Int, dy: Int)
        /// `_NET_WM_MOVERESIZE_CANCEL`: the app takes back a move it asked for.
        case cancel
    }

    public var root: RootPoint
    public var direction: Direction
    /// The button held (0: any, as the app did not say).
    public var button: Int

    public init(root: RootPoint, direction: Direction, button: Int) {
        self.root = root
        self.direction = direction
        self.button = button
    }

    /// Decodes the message's five words; nil for the keyboard-driven directions and unknown ones.
    init?(words: (UInt32, UInt32, UInt32, UInt32, UInt32)) {
        let edges: [(Int, Int)] = [(-1, -1), (0, -1), (1, -1), (1, 0), (1, 1), (0, 1), (-1, 1), (-1, 0)]
        switch words.2 {
        case 0..<8: direction = .resize(dx: edges[Int(words.2)].0, dy: edges[Int(words.2)].1)
        case 8: direction = .move
        case 11: direction = .cancel
        default: return nil
        }
        root = RootPoint(x: Int(Int32(bitPattern: words.0)), y: Int(Int32(bitPattern: words.1)))
        button = Int(min(words.3, 255))
    }
}

extension HostedWindow {
    /// How the client asks to be decorated now: `_MOTIF_WM_HINTS`
    /// (``MotifHints/drawsOwnTitleBar(_:)``) and `_GTK_FRAME_EXTENTS`, each side
    /// at most ``ClientDecorations/widestShadow`` and together less than the window.
    public func decorations() -> ClientDecorations {
        var decorations = ClientDecorations()
        if let atom = try? connection.atom("_MOTIF_WM_HINTS"),
           let hints = connection.rawProperty(atom, of: client, words: 5)?.values32 {
            decorations.drawsOwnTitleBar = MotifHints.drawsOwnTitleBar(hints)
        }
        if let atom = try? connection.atom("_GTK_FRAME_EXTENTS"),
           let sides = connection.rawProperty(atom, of: client, words: 4)?.values32, sides.count == 4 {
            let margin = sides.map { Int(min($0, UInt32(ClientDecorations.widestShadow))) }
            if margin[0] + margin[1] < width, margin[2] + margin[3] < height {
                decorations.shadow = PixelMargins(left: margin[0], right: margin[1], top: margin[2], bottom: margin[3])
            }
        }
        return decorations
    }
}

extension X11Connection {
    /// A `_NET_WM_MOVERESIZE` or `_GTK_SHOW_WINDOW_MENU` message sent to the root about an adopted client (the root's
    /// SubstructureNotify, selected while top-levels are watched, brings it here too).
    func clientMoveResize(_ message: xcb_client_message_event_t) -> HostingTranslation {
        guard message.format == 32, hosting.clients[message.window] != nil else { return .notHosting }
        if message.type == atomCache["_GTK_SHOW_WINDOW_MENU"] {
            // Its words: the device, then where on the root.
            let d = message.data.data32
            return .translated(message.window, .client(.windowMenuAsked(at: RootPoint(x: Int(Int32(bitPattern: d.1)), y: Int(Int32(bitPattern: d.2))))))
        }
        guard message.type == atomCache["_NET_WM_MOVERESIZE"] else { return .notHosting }
        let d = message.data.data32
        guard let asked = ClientMoveResize(words: (d.0, d.1, d.2, d.3, d.4)) else { return .dropped }
        return .translated(message.window, .client(.moveResize(asked)))
    }

    /// Takes the pointer for `window` (its motion and release come there), as a window manager does
    /// to carry out a `_NET_WM_MOVERESIZE`; false when another client holds it.
    public func grabPointer(for window: WindowID) -> Bool {
        let events = XCB_EVENT_MASK_BUTTON_RELEASE.rawValue | XCB_EVENT_MASK_POINTER_MOTION.rawValue | XCB_EVENT_MASK_BUTTON_PRESS.rawValue
        guard let reply = xcb_grab_pointer_reply(raw, xcb_grab_pointer(
            raw, 0, window, UInt16(events), UInt8(XCB_GRAB_MODE_ASYNC.rawValue), UInt8(XCB_GRAB_MODE_ASYNC.rawValue),
            0, 0, xcb_timestamp_t(XCB_CURRENT_TIME)), nil) else { return false }
        defer { free(reply) }
        return reply.pointee.status == UInt8(XCB_GRAB_STATUS_SUCCESS.rawValue)
    }

    /// Lets go of a pointer taken with ``grabPointer(for:)``.
    public func ungrabPointer() {
        xcb_ungrab_pointer(raw, xcb_timestamp_t(XCB_CURRENT_TIME))
        flush()
    }
}
