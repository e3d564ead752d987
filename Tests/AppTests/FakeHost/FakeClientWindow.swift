@testable import App
import Desktop
import X11

/// A client window the fake server gave Flotilla: framed, or composited in place. Its size is
/// what the push last placed it at; it draws nothing, and has no pixels to read (what it is
/// asked to read is counted).
final class FakeClientWindow: ClientWindow {
    let client: WindowID
    let frame: WindowID
    var width: Int, height: Int
    var pixels: [UInt32] { [] }
    var isGone = false
    var isShownDirectly = false
    var startsIconic = false
    let isOpaque = true
    let protocols: Set<ClientProtocol> = [.deleteWindow]
    let titled: String
    /// All of it is to be read (as it is first, and once the server stops showing it itself).
    var stale = true
    /// How many times all of it was read (a first read, or after it was shown by the server).
    private(set) var wholeFetches = 0

    init(client: WindowID, frame: WindowID, size: PixelSize, title: String) {
        self.client = client
        self.frame = frame
        (width, height) = (size.width, size.height)
        titled = title
    }

    func title() -> String { titled }
    func sizeHints() -> SizeHints { SizeHints() }
    func decorations() -> ClientDecorations { ClientDecorations() }
    func fetch(_ rects: [PixelRect]) throws(X11Error) {
        if rects.contains(PixelRect(x: 0, y: 0, width: width, height: height)) { wholeFetches += 1 }
    }
    func takeDamage() -> [PixelRect] {
        defer { stale = false }
        return stale ? [PixelRect(x: 0, y: 0, width: width, height: height)] : []
    }
    func serverComposite(onto target: WindowID) -> ServerComposite? { nil }
}
