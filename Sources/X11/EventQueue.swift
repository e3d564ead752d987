import CXCB
import Desktop
import Glibc

extension X11Connection {
    /// The next translated event, or nil when none is queued. Never blocks.
    /// Events the host does not translate (errors, releases of wheel buttons, moves…) are skipped.
    public func nextEvent() throws(X11Error) -> (window: WindowID, event: HostEvent)? {
        letKeyboardGoOn()
        if managing?.pending.isEmpty == false { return managing!.pending.removeFirst() }
        while let event = try takeEvent() {
            if [XCB_KEY_PRESS, XCB_KEY_RELEASE].contains(Int32(event.code)) { keyEventTaken = true }
            guard let translated = translate(event) else {
                // A key that makes no event (Super's own press) was handled here and now.
                letKeyboardGoOn()
                continue
            }
            return managing?.routed(translated.window, translated.event, root: rootWindow) ?? translated
        }
        readSocketThisRun = false
        return nil
    }

    /// The key taken last was handled (the caller asks for the next event, or it made none): the
    /// keyboard, frozen after it while Super is held alone (``KeyGrabs/superAlone``),
    /// goes on to the next key — under Flotilla's own grab, when that key took the keyboard.
    private func letKeyboardGoOn() {
        guard keyEventTaken else { return }
        keyEventTaken = false
        xcb_allow_events(raw, UInt8(XCB_ALLOW_SYNC_KEYBOARD.rawValue), xcb_timestamp_t(XCB_CURRENT_TIME))
        flush()
    }

    /// Blocks until events are queued, the connection becomes readable, one of `others` (the
    /// caller's descriptors) becomes readable, or `timeout` seconds pass (nil waits forever).
    /// Returns at once when xcb already holds an event. Flushes first. May return with nothing to
    /// read (a signal, a timeout): callers loop over `nextEvent`. Returns which of `others` are
    /// readable (or hung up), or nil when it returned without asking (an event already held), so
    /// any may be.
    @discardableResult
    public func waitForEvents(timeout: Double?, alsoWatching others: [Int32] = []) throws(X11Error) -> Set<Int32>? {
        flush()
        if lookahead != nil || !kept.isEmpty { return nil }
        // Only what xcb already read: bytes still in the socket make the poll return at once.
        if let pointer = xcb_poll_for_queued_event(raw) {
            lookahead = read(pointer)
            return nil
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
        return Set(descriptors.dropFirst().filter { $0.revents != 0 }.map(\.fd))
    }

    /// Waits up to `timeout` seconds for the first event that `matches`, keeping the others
    /// for ``nextEvent()`` in their order; nil when none came in time.
    func awaitEvent(timeout: Double, where matches: (XCBEvent) -> Bool) throws(X11Error) -> XCBEvent? {
        flush()
        if let event = lookahead {
            lookahead = nil
            if matches(event) { return event }
            kept.append(event)
        }
        var deadline = timespec()
        clock_gettime(CLOCK_MONOTONIC, &deadline)
        let end = Double(deadline.tv_sec) + Double(deadline.tv_nsec) / 1e9 + timeout
        while true {
            while let pointer = xcb_poll_for_event(raw) {
                let event = read(pointer)
                if matches(event) { return event }
                kept.append(event)
            }
            try checkConnection()
            var now = timespec()
            clock_gettime(CLOCK_MONOTONIC, &now)
            let left = end - (Double(now.tv_sec) + Double(now.tv_nsec) / 1e9)
            guard left > 0 else { return nil }
            var descriptor = pollfd(fd: fileDescriptor, events: Int16(POLLIN), revents: 0)
            _ = poll(&descriptor, 1, Int32((left * 1000).rounded(.up)))
        }
    }

    /// The events kept by ``awaitEvent(timeout:where:)``, then the read-ahead event if any, else
    /// the next one xcb has (reading the socket without blocking); a run of ConfigureRequests for
    /// one window comes as one.
    private func takeEvent() throws(X11Error) -> XCBEvent? {
        if !kept.isEmpty { return kept.removeFirst() }
        if let event = lookahead {
            lookahead = nil
            return foldingConfigureRequests(into: event)
        }
        let pointer = readSocketThisRun ? xcb_poll_for_queued_event(raw) : xcb_poll_for_event(raw)
        readSocketThisRun = true
        if let pointer { return foldingConfigureRequests(into: read(pointer)) }
        try checkConnection()
        return nil
    }

    /// Takes an event from xcb, noting the request the server had processed when it sent it.
    func read(_ pointer: UnsafeMutablePointer<xcb_generic_event_t>) -> XCBEvent {
        noteProcessed(pointer.pointee.full_sequence)
        return XCBEvent(pointer)
    }
}
