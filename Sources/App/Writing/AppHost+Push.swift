import Desktop
import X11

extension AppHost {
    /// The one writer of what Flotilla wants X to show (``WantedDisplay``): what changed since it
    /// was last written (``PushedDisplay/write(_:focus:)``: the frames, then the display's state,
    /// the keyboard last), written in one go; whether any window moved. Where the main window
    /// lies is asked (a round trip) only when one does. A window resized is read whole on the
    /// next pass, whether or not damage follows (none did after a churn squeezed windows and let
    /// them grow back, the new rows left unread); one back from full screen is read at once, at
    /// its panel's size: the frame drawn from its pixels (its corners, which Flotilla draws) is
    /// of the window as the panel shows it.
    @discardableResult
    func push(_ wanted: WantedDisplay) -> Bool {
        let changes = pushed.written.write(wanted, focus: &clients.focus)
        let moved = changes.compactMap { change -> (WindowID, any ClientWindow)? in
            guard case .place(let client, _) = change, let window = app(showing: client)?.window else { return nil }
            return (client, window)
        }
        let sizes = moved.map { ($0.1.width, $0.1.height) }
        connection.push(changes, origin: moved.isEmpty ? RootPoint(x: 0, y: 0) : mainOrigin())
        for ((client, window), size) in zip(moved, sizes) where (window.width, window.height) != size { clientChanges.noteDamage(of: client) }
        for case .redirectAgain(let client) in changes {
            if let app = app(showing: client), let window = app.window { fetchPixels(of: app, window) }
        }
        return !moved.isEmpty
    }

    /// The end of a pass, or of a frame and its events: the display's state (`display`, when
    /// managing one), then the keyboard to the window that should hold it now. Never between a
    /// new window's adoption and its map (a window not shown cannot take the focus).
    func pushStateAndKeyboard(display: WantedXState?) {
        push(WantedDisplay(display: display, keyboard: .heldBy(keyboardHolder)))
    }

    /// The window that should hold the keyboard now (``KeyboardFocus``): the focused panel's
    /// app, else the desktop window a click gave it (managing) or Flotilla's own window.
    var keyboardHolder: WindowID? {
        clients.focus.holder(panel: focusedPanel, own: main.id, managing: managing, holdsApps: apps.contains { $0.window != nil })
    }

    /// What has the keyboard among the panels: the focused panel's app, or its sheet's when it has
    /// one (a dialog is window-modal).
    var focusedPanel: KeyboardFocus.Panel {
        guard let id = main.compositor.panelManager.focusedID else { return .none }
        return app(inPanel: main.compositor.sheet(on: id) ?? id)?.window.map { .client($0.client) } ?? .flotillas
    }
}
