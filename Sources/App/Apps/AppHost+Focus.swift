import Desktop

extension AppHost {
    /// Gives the keyboard to the window that should hold it now (``KeyboardFocus``), when that
    /// changed since it was last given: the focused panel's app, else the desktop window a click
    /// gave it (managing) or Flotilla's own window. Called last in a pass and after a frame's
    /// events, once the windows are where the push put them — never between a new window's
    /// adoption and its map (a window not shown cannot take the focus).
    func pushFocus() {
        let holder = clients.focus.holder(panel: focusedPanel, own: main.window.id, managing: managing,
                                          holdsApps: apps.contains { $0.window != nil })
        if let change = clients.focus.change(to: holder) { connection.push([change]) }
    }

    /// What has the keyboard among the panels: the focused panel's app, or its sheet's when it has
    /// one (a dialog is window-modal).
    var focusedPanel: KeyboardFocus.Panel {
        guard let id = main.compositor.panelManager.focusedID else { return .none }
        return app(inPanel: main.compositor.sheet(on: id) ?? id)?.window.map { .client($0.client) } ?? .flotillas
    }
}
