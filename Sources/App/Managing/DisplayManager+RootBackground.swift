import Compositor
import Model
import Render
import X11

/// Managing a display with no scene given: the root's background — the pixmap a wallpaper setter
/// (feh, hsetroot, nitrogen, xwallpaper) names in `_XROOTPMAP_ID` — is drawn under every window,
/// over the backdrop, as a window composited in place that covers the screen; it follows each new
/// wallpaper. With none, one that cannot be read, or the settings' `appearance.wallpaper` off,
/// the backdrop shows.
struct RootBackground {
    /// The root's background is drawn while it has one (managing with no `--scene`).
    let isDrawn: Bool
    /// It shows now (in the hosted pixels, under every window).
    var shows = false
    /// A root property naming it changed since it was last read.
    var changed = false
    /// A wallpaper setter's background is drawn where there is one (the settings' `appearance.wallpaper`).
    var wallpaper = true
}

extension DisplayManager {
    /// Names the root's background in the hosted pixels and among the placed windows.
    static let rootBackgroundID = PanelID("root-background")

    /// A wallpaper changed (however many times since the last pass): read once.
    func followRootBackground() {
        guard rootBackground.changed else { return }
        rootBackground.changed = false
        showRootBackground()
    }

    /// Draws a wallpaper setter's background where there is one, or never (the settings' `appearance.wallpaper`).
    func showWallpaper(_ shown: Bool) {
        guard shown != rootBackground.wallpaper else { return }
        rootBackground.wallpaper = shown
        showRootBackground()
    }

    /// Reads the root's background again (at the overlay's size) and shows it, or the backdrop
    /// when the root names none or its pixmap cannot be read (a line in the log says why), or
    /// when the settings turned the wallpaper off.
    func showRootBackground() {
        guard rootBackground.isDrawn, let store = host.renderer.hostedPixels else { return }
        let (width, height) = (main.pixelSize.width, main.pixelSize.height)
        var shown = false
        do {
            if rootBackground.wallpaper, let background = try connection.rootBackground(width: width, height: height) {
                try background.withUnsafeBufferPointer { (buffer) throws(RenderError) in
                    try store.update(Self.rootBackgroundID, width: width, height: height,
                                     rects: [Rect(x: 0, y: 0, width: Double(width), height: Double(height))], from: buffer)
                }
                shown = true
            }
        } catch {
            FlotillaLog.logger.info("the root's background is not drawn: \(error)")
        }
        let was = rootBackground.shows
        guard shown || was else { return }
        if !shown { store.remove(Self.rootBackgroundID) }
        rootBackground.shows = shown
        if shown, was { main.compositor.placedWindowPixelsChanged(Self.rootBackgroundID) }
        if shown != was { publishInPlaceWindows() }
        main.markChanged()
    }

    /// The root's background as a placed window, when it shows: under every other, covering the screen.
    var rootBackgroundWindow: PlacedWindow? {
        guard rootBackground.shows else { return nil }
        return PlacedWindow(id: Self.rootBackgroundID, frame: Rect(origin: .zero, size: main.compositor.size), level: .desktop,
                            isOpaque: true)
    }
}
