import Compositor
import Model
import X11

/// Windows taken from Flotilla by another client: one reparented into a window of that client's
/// which then went is destroyed with it. Its compositor (everything it showed) is still here, so
/// the window is made again; a torn-off panel's goes back into the main window; and when it was
/// the last window open, the run ends with the session saved (exit 2).
extension LiveSession {
    /// Makes up for every window destroyed by another client since the last step.
    func recoverDestroyedWindows() throws(FlotillaError) {
        for w in windows where w.isDestroyed && !w.isClosed {
            if windows.count(where: { !$0.isClosed }) == 1 {
                saveSession()
                w.close()
                throw FlotillaError(.display, "window \(w.window.id) was destroyed by another client; the session is saved")
            }
            if case .tornOff(let id) = w.role {
                if let frame = w.compositor.frame(of: id) {
                    main.compositor.present(panel: id, floatingAt: Rect(origin: .zero, size: frame.size))
                    main.markChanged()
                }
                w.close()
                continue
            }
            do {
                try remake(w)
            } catch {
                w.close()
            }
        }
    }

    /// A new X window for `w`'s compositor, where `w` was, in its place in ``windows``.
    private func remake(_ w: LiveWindow) throws {
        let size = w.compositor.size
        let title = w.compositor.scene.title.map { "Flotilla — \($0)" } ?? "Flotilla"
        // A main window keeps the least size it had; the other windows had none.
        let minimum = w.role == .main ? Self.minimumSize(of: w.compositor.scene, pixels: pixels) : (width: 1, height: 1)
        let window = try connection.createWindow(title: title, width: pixels.pixels(size.width), height: pixels.pixels(size.height),
                                                 minWidth: minimum.width, minHeight: minimum.height)
        let remade = try make.live(w.role, in: window, showing: w.compositor, at: w.placement)
        w.close()
        guard let index = windows.firstIndex(where: { $0 === w }) else { return }
        windows[index] = remade
        if index == 0 { host.main = remade }
        remade.drawWhole()
        remade.moveTo(w.placement)
        window.map()
        connection.flush()
        FlotillaLog.logger.info("window \(w.window.id) was destroyed by another client; window \(window.id) shows it now")
    }
}
