import CXCB
import Glibc

extension X11Connection {
    /// The next translated event, or nil when none is queued. Never blocks.
    /// Events the host does not translate (errors, releases of wheel buttons, moves…) are skipped.
    public func nextEvent() throws(X11Error) -> (window: WindowID, event: HostEvent)? {
        while let event = try takeEvent() {
            if let translated = translate(event) { return translated }
        }
        return nil
    }

    /// Blocks until events are queued, the connection becomes readable, one of `others` (the
    /// caller's descriptors) becomes readable, or `timeout` seconds pass (nil waits forever).
    /// Returns at once when xcb already holds an event. Flushes first. May return with nothing to
    /// read (a signal, a timeout): callers loop over `nextEvent`.
    public func waitForEvents(timeout: Double?, alsoWatching others: [Int32] = []) throws(X11Error) {
        flush()
        if lookahead != nil { return }
        if let pointer = xcb_poll_for_event(raw) {
            lookahead = read(pointer)
            return
        }
        try checkConnection()
        var descriptors = [pollfd(fd: fileDescriptor, events: Int16(POLLIN), revents: 0)]
            + others.map { pollfd(fd: $0, events: Int16(POLLIN), revents: 0) }
        let milliseconds: Int32
        if let timeout {
            milliseconds = Int32(min(max((timeout * 1000).rounded(.up), 0), Double(Int32.max)))
        } else {
            milliseconds = -1
        }
        _ = poll(&descriptors, nfds_t(descriptors.count), milliseconds)
        try checkConnection()
    }

    /// The read-ahead event if any, else the next one xcb has (reading the socket without blocking).
    private func takeEvent() throws(X11Error) -> XCBEvent? {
        if let event = lookahead {
            lookahead = nil
            return event
        }
        if let pointer = xcb_poll_for_event(raw) { return read(pointer) }
        try checkConnection()
        return nil
    }

    /// Takes an event from xcb, noting the request the server had processed when it sent it.
    private func read(_ pointer: UnsafeMutablePointer<xcb_generic_event_t>) -> XCBEvent {
        noteProcessed(pointer.pointee.full_sequence)
        return XCBEvent(pointer)
    }
}
