import CXCB

extension xcb_configure_request_event_t {
    /// This request followed by `later` for the same window, as one: each field `later` asks
    /// for replaces this one's, and the fields only this one asks for stay. A client resizing
    /// itself without pause is answered with where it last asked to be, not with every step.
    func followed(by later: xcb_configure_request_event_t) -> xcb_configure_request_event_t {
        var merged = self
        let asked = { (field: xcb_config_window_t) in later.value_mask & UInt16(field.rawValue) != 0 }
        if asked(XCB_CONFIG_WINDOW_X) { merged.x = later.x }
        if asked(XCB_CONFIG_WINDOW_Y) { merged.y = later.y }
        if asked(XCB_CONFIG_WINDOW_WIDTH) { merged.width = later.width }
        if asked(XCB_CONFIG_WINDOW_HEIGHT) { merged.height = later.height }
        if asked(XCB_CONFIG_WINDOW_BORDER_WIDTH) { merged.border_width = later.border_width }
        if asked(XCB_CONFIG_WINDOW_SIBLING) { merged.sibling = later.sibling }
        if asked(XCB_CONFIG_WINDOW_STACK_MODE) { merged.stack_mode = later.stack_mode }
        merged.value_mask |= later.value_mask
        // A later restacking without a sibling is against every sibling, as the client asked.
        if asked(XCB_CONFIG_WINDOW_STACK_MODE), !asked(XCB_CONFIG_WINDOW_SIBLING) {
            merged.value_mask &= ~UInt16(XCB_CONFIG_WINDOW_SIBLING.rawValue)
        }
        merged.sequence = later.sequence
        return merged
    }

    /// Whether `later` asks about the same window, under the same parent.
    func isAbout(theSameWindowAs later: xcb_configure_request_event_t) -> Bool {
        later.window == window && later.parent == parent
    }
}

extension X11Connection {
    /// Folds the ConfigureRequests xcb already holds right behind `event` (one) for the same
    /// window into it; the first other event is kept to be read next. However fast a client asks,
    /// its requests cost one answer a run of them, and none waits in memory for a later pass.
    func foldingConfigureRequests(into event: XCBEvent) -> XCBEvent {
        guard event.code == XCB_CONFIGURE_REQUEST, lookahead == nil else { return event }
        var request = event.load(as: xcb_configure_request_event_t.self)
        while let pointer = xcb_poll_for_queued_event(raw) {
            let next = read(pointer)
            let later = next.load(as: xcb_configure_request_event_t.self)
            guard next.code == XCB_CONFIGURE_REQUEST, request.isAbout(theSameWindowAs: later) else {
                lookahead = next
                break
            }
            request = request.followed(by: later)
        }
        UnsafeMutableRawPointer(event.pointer).storeBytes(of: request, as: xcb_configure_request_event_t.self)
        return event
    }
}
