import CXCB
import Desktop

extension X11Connection {
    /// The launch `window` names (its `_NET_STARTUP_ID`, at most 256 bytes; one round trip); nil
    /// when it names none or is gone: read from a window's client leader, where some programs
    /// name it instead of on the window they map.
    public func startupID(of window: WindowID) -> String? {
        guard let atom = try? atom("_NET_STARTUP_ID") else { return nil }
        return ClientPropertyDecoding.startupID(rawProperty(atom, of: window, words: 64))
    }

    /// Broadcasts `message` as the Startup Notification spec sends it: ClientMessages of format 8
    /// to the root (PropertyChange), 20 bytes each, the first `_NET_STARTUP_INFO_BEGIN`, the rest
    /// `_NET_STARTUP_INFO`, the text ended by a NUL; from `window` (the sender each listener
    /// gathers the pieces by).
    public func broadcastStartup(_ message: StartupMessage, from window: WindowID) {
        guard (try? internAtoms(["_NET_STARTUP_INFO_BEGIN", "_NET_STARTUP_INFO"])) != nil,
              let begin = atomCache["_NET_STARTUP_INFO_BEGIN"], let more = atomCache["_NET_STARTUP_INFO"] else { return }
        let bytes = Array(message.text.utf8) + [0]
        for (index, start) in stride(from: 0, to: bytes.count, by: 20).enumerated() {
            var event = xcb_client_message_event_t()
            event.response_type = UInt8(XCB_CLIENT_MESSAGE)
            event.format = 8
            event.window = window
            event.type = index == 0 ? begin : more
            let chunk = bytes[start..<min(start + 20, bytes.count)]
            withUnsafeMutableBytes(of: &event.data) { data in
                for (i, byte) in chunk.enumerated() { data[i] = byte }
            }
            withUnsafeBytes(of: &event) { raw in
                _ = xcb_send_event(self.raw, 0, rootWindow, UInt32(XCB_EVENT_MASK_PROPERTY_CHANGE.rawValue),
                                   raw.baseAddress!.assumingMemoryBound(to: CChar.self))
            }
        }
        flush()
    }
}
