import Render
import X11

extension Image {
    /// The image of an X11 screenshot (opaque pixels).
    public init(_ shot: Screenshot) {
        self.init(width: shot.width, height: shot.height, pixels: shot.pixels.map { $0 | 0xFF00_0000 })
    }
}
