import CXCB

extension X11Connection {
    /// While managing, asks the server to say when its screen saver starts (MIT-SCREEN-SAVER): each
    /// time, ``ClientEvent/screenSaverStarted`` for the root. Nothing when the server lacks the extension.
    public func watchScreenSaver() {
        guard managing != nil, let data = flotilla_screensaver_extension(raw), data.pointee.present != 0 else { return }
        xcb_screensaver_select_input(raw, rootWindow, UInt32(XCB_SCREENSAVER_EVENT_NOTIFY_MASK.rawValue))
        managing!.screenSaverEventBase = data.pointee.first_event
        flush()
    }
}
