import Desktop
import X11

/// A client window held by Flotilla, as the apps' host and the window manager read it: its ids,
/// its size and retained pixels, what it says of itself, and what of it was drawn. X11's
/// ``HostedWindow`` is the real one; the fake host's tests have their own.
protocol ClientWindow: AnyObject {
    /// The client's own window.
    var client: WindowID { get }
    /// Flotilla's frame around it (the client itself when composited in place).
    var frame: WindowID { get }
    /// The client's size in pixels, as last configured or notified.
    var width: Int { get }
    var height: Int { get }
    /// Its pixels, retained: premultiplied ARGB32 rows.
    var pixels: [UInt32] { get }
    /// Released or discarded: nothing more is asked of it.
    var isGone: Bool { get }
    /// Every pixel it shows is opaque.
    var isOpaque: Bool { get }
    /// Shown by the server directly (full screen, unredirected): no pixels are read.
    var isShownDirectly: Bool { get }
    /// It asks to start minimised (WM_HINTS initial state).
    var startsIconic: Bool { get }
    /// The WM_PROTOCOLS it speaks.
    var protocols: Set<ClientProtocol> { get }
    /// Its title, read now.
    func title() -> String
    /// Its WM_NORMAL_HINTS, read now.
    func sizeHints() -> SizeHints
    /// How it asks to be decorated (its own title bar and shadow, or Flotilla's), read now.
    func decorations() -> ClientDecorations
    /// Reads `rects` into ``pixels``.
    func fetch(_ rects: [PixelRect]) throws(X11Error)
    /// What it drew since the last read, not read.
    func takeDamage() -> [PixelRect]
    /// What shows its pixels onto window `target` without Flotilla reading them; nil when the
    /// server cannot.
    func serverComposite(onto target: WindowID) -> ServerComposite?
}

extension HostedWindow: ClientWindow {
    func serverComposite(onto target: WindowID) -> ServerComposite? { try? ServerComposite(self, onto: target) }
}
