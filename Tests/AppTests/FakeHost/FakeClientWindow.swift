@testable import App
import Desktop
import X11

/// A client window the fake server gave Flotilla: framed, or composited in place. Its size is
/// what the push last placed it at; it draws nothing.
final class FakeClientWindow: ClientWindow {
    let client: WindowID
    let frame: WindowID
    var width: Int, height: Int
    var pixels: [UInt32] { [] }
    var isGone = false
    var isShownDirectly = false
    var startsIconic = false
    let isOpaque = true
    let acceptsFocus = true
    let protocols: Set<ClientProtocol> = [.deleteWindow]
    let titled: String

    init(client: WindowID, frame: WindowID, size: PixelSize, title: String) {
        self.client = client
        self.frame = frame
        (width, height) = (size.width, size.height)
        titled = title
    }

    func title() -> String { titled }
    func sizeHints() -> SizeHints { SizeHints() }
    func decorations() -> ClientDecorations { ClientDecorations() }
    func fetchDamage() throws(X11Error) -> [PixelRect] { [] }
    func fetch(_ rects: [PixelRect]) throws(X11Error) {}
    func takeDamage() -> [PixelRect] { [] }
    func serverComposite(onto target: WindowID) -> ServerComposite? { nil }
}
