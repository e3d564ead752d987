import Desktop
import Foundation
import Render
import X11

/// Where a window's frames are drawn and how they reach the window.
protocol FrameBuffer: AnyObject {
    /// The window-sized surface frames are drawn on.
    var surface: ImageSurface { get }
    /// Copies `rects` of the surface into the window (the server may read them later).
    func present(_ rects: [PixelRect]) throws(X11Error)
    /// Returns once the window shows what was presented: the surface may be drawn on again.
    func waitUntilShown() throws(X11Error)
}

/// Frames drawn straight into shared memory the X server reads (MIT-SHM): presenting sends one
/// small request per rectangle and no pixels, and waits for nothing; drawing the next frame waits
/// until the server has read them.
package final class SharedFrameBuffer: FrameBuffer {
    package let surface: ImageSurface
    private let image: SharedImage
    private let window: X11Window

    package init?(window: X11Window, width: Int, height: Int) {
        guard let image = SharedImage(connection: window.connection, width: width, height: height),
              let surface = try? ImageSurface(wrapping: image.pixels, width: width, height: height, stride: image.stride, owner: image)
        else { return nil }
        self.image = image
        self.surface = surface
        self.window = window
    }

    package func present(_ rects: [PixelRect]) throws(X11Error) {
        window.present(image, rects: rects)
    }

    package func waitUntilShown() throws(X11Error) {
        try image.waitUntilRead()
    }
}

/// Frames drawn into the client's memory and sent with PutImage (no MIT-SHM, or
/// `FLOTILLA_PRESENT=put-image`).
final class SocketFrameBuffer: FrameBuffer {
    let surface: ImageSurface
    private let window: X11Window

    init(window: X11Window, width: Int, height: Int) throws(RenderError) {
        surface = try ImageSurface(width: width, height: height)
        self.window = window
    }

    func present(_ rects: [PixelRect]) throws(X11Error) {
        surface.withPixels { pixels in
            window.present(pixels: pixels, stride: surface.stride, width: surface.width, height: surface.height, rects: rects)
        }
    }

    /// PutImage carries the pixels in the request: the surface is free once it is sent.
    func waitUntilShown() {}
}

enum FrameBuffers {
    /// Shared memory when the server offers it (unless `FLOTILLA_PRESENT=put-image`), PutImage otherwise.
    static func make(window: X11Window, width: Int, height: Int) throws(RenderError) -> FrameBuffer {
        if ProcessInfo.processInfo.environment["FLOTILLA_PRESENT"] != "put-image",
           let shared = SharedFrameBuffer(window: window, width: width, height: height) {
            return shared
        }
        return try SocketFrameBuffer(window: window, width: width, height: height)
    }
}
