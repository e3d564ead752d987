import Desktop
import Model
import X11

/// A window Flotilla composites where it is, never moving it: an override-redirect window (a menu,
/// a tooltip) above everything with a small shadow, or a desktop window under every panel.
final class InPlaceWindow {
    let window: HostedWindow
    let id: PanelID
    let level: PlacedWindow.Level
    /// Where it is on the root, in pixels.
    var frame: PixelRect
    /// Its pixels were read once: it may be drawn.
    var hasPixels = false

    init(window: HostedWindow, level: PlacedWindow.Level, frame: PixelRect) {
        self.window = window
        id = PanelID("in-place-0x\(String(window.client, radix: 16))")
        self.level = level
        self.frame = frame
    }
}

/// The windows composited in place, bottom to top (in the order they came).
struct InPlaceWindows {
    private var order: [WindowID] = []
    private var byClient: [WindowID: InPlaceWindow] = [:]

    /// The window of `client`, if it is composited in place.
    subscript(client: WindowID) -> InPlaceWindow? { byClient[client] }

    /// Every one, bottom to top.
    var all: [InPlaceWindow] { order.compactMap { byClient[$0] } }

    /// Adds `placed` on top.
    mutating func add(_ placed: InPlaceWindow) {
        guard byClient.updateValue(placed, forKey: placed.window.client) == nil else { return }
        order.append(placed.window.client)
    }

    /// Takes the window of `client` out.
    mutating func remove(_ client: WindowID) {
        guard byClient.removeValue(forKey: client) != nil else { return }
        order.removeAll { $0 == client }
    }

    /// Takes every window out, and gives them, bottom to top.
    mutating func removeAll() -> [InPlaceWindow] {
        defer { (order, byClient) = ([], [:]) }
        return all
    }
}
