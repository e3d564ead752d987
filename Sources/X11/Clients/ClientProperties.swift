import CXCB
import Desktop
import Model
import Glibc

/// A client's WM_NORMAL_HINTS, sanitised: each part nil when absent or meaningless.
public struct SizeHints: Equatable, Sendable {
    /// The smallest size the client wants (at least 1×1).
    public var minimum: PixelSize?
    /// The largest size the client wants (never below `minimum`).
    public var maximum: PixelSize?
    /// The size from which `increment` steps count (0×0 allowed).
    public var base: PixelSize?
    /// The resize step (xterm's character cell); never zero or negative.
    public var increment: PixelSize?

    public init(minimum: PixelSize? = nil, maximum: PixelSize? = nil, base: PixelSize? = nil, increment: PixelSize? = nil) {
        self.minimum = minimum
        self.maximum = maximum
        self.base = base
        self.increment = increment
    }

    /// The largest size any part may claim; X windows cannot be larger.
    static let largest = 32767

    /// Decodes the 18 CARD32s of WM_SIZE_HINTS (ICCCM 4.1.2.3; older clients send 15).
    init(values: [UInt32]) {
        guard values.count >= 15 else { return }
        let flags = values[0]
        func size(_ flag: UInt32, _ index: Int, lowest: Int) -> PixelSize? {
            guard flags & flag != 0, index + 1 < values.count else { return nil }
            let w = Int(Int32(bitPattern: values[index])), h = Int(Int32(bitPattern: values[index + 1]))
            guard w >= lowest, h >= lowest else { return nil }
            return PixelSize(width: min(w, Self.largest), height: min(h, Self.largest))
        }
        let minimumFlag: UInt32 = 16, maximumFlag: UInt32 = 32, incrementFlag: UInt32 = 64, baseFlag: UInt32 = 256
        minimum = size(minimumFlag, 5, lowest: 0).map { PixelSize(width: max($0.width, 1), height: max($0.height, 1)) }
        maximum = size(maximumFlag, 7, lowest: 1)
        increment = size(incrementFlag, 9, lowest: 1)
        base = size(baseFlag, 15, lowest: 0)
        if let low = minimum, let high = maximum {
            maximum = PixelSize(width: max(low.width, high.width), height: max(low.height, high.height))
        }
    }
}

/// A WM_PROTOCOLS protocol a client takes part in.
public enum ClientProtocol: Hashable, Sendable {
    /// WM_DELETE_WINDOW: it closes when asked.
    case deleteWindow
    /// WM_TAKE_FOCUS: it takes the focus itself when offered.
    case takeFocus
    /// _NET_WM_PING: it answers a ping while its event loop runs (a hung one does not).
    case ping
}

/// A property read with a bound on its length.
struct RawProperty {
    var type: xcb_atom_t
    var format: Int
    var bytes: [UInt8]

    var values32: [UInt32] {
        guard format == 32 else { return [] }
        return bytes.withUnsafeBytes { raw in (0..<bytes.count / 4).map { raw.loadUnaligned(fromByteOffset: $0 * 4, as: UInt32.self) } }
    }
}

extension X11Connection {
    /// Reads at most `words` 32-bit words of property `atom` of `window`; nil when it has none or
    /// the window is gone.
    func rawProperty(_ atom: xcb_atom_t, of window: WindowID, words: UInt32 = 64) -> RawProperty? {
        rawProperty(replying: xcb_get_property(raw, 0, window, atom, 0, 0, words))
    }

    /// The property a GetProperty request sent earlier reads; nil when it has none or the window is gone.
    func rawProperty(replying cookie: xcb_get_property_cookie_t) -> RawProperty? {
        guard let reply = xcb_get_property_reply(raw, cookie, nil) else { return nil }
        defer { free(reply) }
        guard reply.pointee.type != 0 else { return nil }
        let length = Int(xcb_get_property_value_length(reply))
        let bytes = Array(UnsafeRawBufferPointer(start: xcb_get_property_value(reply), count: length))
        return RawProperty(type: reply.pointee.type, format: Int(reply.pointee.format), bytes: bytes)
    }

    /// The process that owns `window`: the X-Resource extension's client PID (QueryClientIds,
    /// local clients: the server's word), else the `_NET_WM_PID` it says itself. nil when neither says.
    public func clientPID(of window: WindowID) -> Int32? {
        if let pid = resourcePID(of: window) { return pid }
        guard let atom = try? atom("_NET_WM_PID") else { return nil }
        return ClientPropertyDecoding.pid(rawProperty(atom, of: window, words: 1))
    }

    /// The X-Resource extension's idea of the process that owns `window` (QueryClientIds, local
    /// clients only); nil when it has none.
    public func resourcePID(of window: WindowID) -> Int32? {
        resourcePID(replying: askResourcePID(of: window))
    }

    /// Asks the X-Resource extension which process owns `window` (nil: it cannot say).
    func askResourcePID(of window: WindowID) -> xcb_res_query_client_ids_cookie_t? {
        _ = hostingUnavailableReason()
        guard hosting.clientIDs else { return nil }
        var spec = xcb_res_client_id_spec_t(client: window, mask: UInt32(XCB_RES_CLIENT_ID_MASK_LOCAL_CLIENT_PID.rawValue))
        return xcb_res_query_client_ids(raw, 1, &spec)
    }

    /// The process the X-Resource extension said owns a window (``askResourcePID(of:)``); nil when it did not say.
    func resourcePID(replying cookie: xcb_res_query_client_ids_cookie_t?) -> Int32? {
        guard let cookie, let reply = xcb_res_query_client_ids_reply(raw, cookie, nil) else { return nil }
        defer { free(reply) }
        var ids = xcb_res_query_client_ids_ids_iterator(reply)
        while ids.rem > 0 {
            if ids.data.pointee.spec.mask & UInt32(XCB_RES_CLIENT_ID_MASK_LOCAL_CLIENT_PID.rawValue) != 0,
               xcb_res_client_id_value_value_length(ids.data) >= 1, let value = xcb_res_client_id_value_value(ids.data) {
                return Int32(bitPattern: value.pointee)
            }
            xcb_res_client_id_value_next(&ids)
        }
        return nil
    }

    /// `window`'s own icon (`_NET_WM_ICON`): of the images it lists, the one nearest `side` pixels
    /// (``ClientIcon``), at most 4 MiB of the list read; nil when it has none.
    public func clientIcon(of window: WindowID, side: Int) -> ClientIcon? {
        guard let atom = try? atom("_NET_WM_ICON"), let list = rawProperty(atom, of: window, words: 1 << 20), list.format == 32 else { return nil }
        let cardinals = list.bytes.withUnsafeBytes { Array($0.bindMemory(to: UInt32.self)) }
        return ClientIcon(choosingFrom: cardinals, side: side)
    }

    /// The `_FLOTILLA_APP` mark (a UTF8 string) an adopted window carries; nil when none.
    public func appMark(of window: WindowID) -> String? {
        guard let atom = try? atom("_FLOTILLA_APP") else { return nil }
        return ClientPropertyDecoding.text(rawProperty(atom, of: window, words: 256))
    }

    /// `_NET_WM_NAME` (UTF-8) or `WM_NAME` (Latin-1 when STRING) of `window`, at most
    /// ``ShownText/limit`` characters (``ShownText/bytes`` read); "" when it has neither.
    func clientTitle(of window: WindowID) -> String {
        let words = UInt32(ShownText.bytes / 4)
        let text: String
        if let atom = try? atom("_NET_WM_NAME"), let name = rawProperty(atom, of: window, words: words), name.format == 8 {
            text = String(decoding: name.bytes, as: UTF8.self)
        } else if let name = rawProperty(XCB_ATOM_WM_NAME.rawValue, of: window, words: words), name.format == 8 {
            text = name.type == XCB_ATOM_STRING.rawValue
                ? String(name.bytes.map { Character(Unicode.Scalar($0)) })
                : String(decoding: name.bytes, as: UTF8.self)
        } else {
            return ""
        }
        return ShownText.cut(text)
    }
}
