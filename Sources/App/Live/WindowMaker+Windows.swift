import Compositor
import Desktop
import Model
import X11

/// The session's windows besides its main one, made and mapped: a panel torn off into a window of
/// its own, and a window of a type the scene declares (`flotilla open`).
extension WindowMaker {
    /// A window holding `panel` alone at `size` (points), its top-left at `origin` on the root
    /// (pixels), transient for `main`: a utility window at the panel's size drawing its own title
    /// bar. Where a compositing manager runs, the window is translucent and larger by the panel's
    /// shadow on every side, which it draws itself (the margin in `_GTK_FRAME_EXTENTS`);
    /// elsewhere it is the panel alone, on `backdrop` (the scene's).
    func tornOff(_ panel: ManagedPanelSpec, size: Size, at origin: RootPoint, backdrop: Backdrop, from main: X11Window,
                 motion: MotionPreference) throws -> LiveWindow {
        let connection = main.connection
        var panel = panel
        let translucent = connection.translucentVisual != nil && (try? connection.compositingManagerRuns()) == true
        let margin = translucent ? panel.look.appearance.shadowReach : 0
        let windowSize = Size(width: size.width + 2 * margin, height: size.height + 2 * margin)
        panel.presentation = .floating
        panel.parent = nil
        panel.velocity = .zero
        panel.frame = Rect(origin: Point(x: margin, y: margin), size: size)
        // A torn-off panel's window is as small as the panel: never compact.
        let tornScene = Scene(title: panel.title, size: windowSize, backdrop: translucent ? Backdrop(color: .clear) : backdrop,
                              floating: FloatingSetup(pinning: PinningRules(isEnabled: false), panels: [panel], compactWidth: 0))
        let minimum = panel.sizes.minimumFrameSize, maximum = panel.sizes.maximumFrameSize
        let m = pixels.pixels(margin.rounded(.down))
        let window = try connection.createWindow(
            title: panel.title.isEmpty ? "Flotilla" : "\(panel.title) — Flotilla", x: origin.x - m, y: origin.y - m,
            width: pixels.pixels(windowSize.width), height: pixels.pixels(windowSize.height),
            minWidth: pixels.pixels(minimum.width) + 2 * m, minHeight: pixels.pixels(minimum.height) + 2 * m,
            maxWidth: pixels.pixels(maximum.width) + 2 * m, maxHeight: pixels.pixels(maximum.height) + 2 * m,
            translucent: translucent)
        try window.makeTornOff(from: main, shadowMargin: m)
        let torn = try live(.tornOff(panel: panel.id), in: window, showing: compositor(for: tornScene, motion: motion),
                            at: RootPoint(x: origin.x - m, y: origin.y - m))
        window.map()
        connection.flush()
        return torn
    }

    /// A window showing `scene` (a window type the scene declares) in the role `role`, at the
    /// root's top-left.
    func opened(_ scene: Scene, as role: WindowRole, on connection: X11Connection, motion: MotionPreference) throws -> LiveWindow {
        let title = scene.title.map { "Flotilla — \($0)" } ?? "Flotilla"
        let window = try connection.createWindow(title: title, width: pixels.pixels(scene.size.width), height: pixels.pixels(scene.size.height))
        let opened = try live(role, in: window, showing: compositor(for: scene, motion: motion), at: RootPoint(x: 0, y: 0))
        window.map()
        connection.flush()
        return opened
    }
}
