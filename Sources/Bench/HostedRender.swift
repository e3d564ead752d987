import App
import Desktop
import Foundation
import Model
import Render
import X11

extension HostedBench {
    /// A hosted window's damage brought to a window of the bench's of its size: by the X server
    /// alone (RENDER Composite from the frame's pixmap, ``ServerComposite``, or CopyArea), and the way
    /// Flotilla does it (fetched by MIT-SHM into the window's pixels, copied into its retained
    /// image, drawn by cairo into a shared-memory frame and put by ShmPutImage). Each way ends
    /// once the server has drawn: a round trip.
    final class ShownPixels {
        private let hosted: HostedWindow
        private let destination: X11Window
        private let server: ServerComposite
        private let frames: SharedFrameBuffer
        private let renderer: Renderer
        private let store = HostedPixels()
        private let list: DisplayList
        private static let panel = PanelID("bench")

        /// A destination window beside `parent` (right of it, on the root), mapped.
        init(_ hosted: HostedWindow, beside parent: X11Window) throws {
            let connection = parent.connection
            destination = try connection.createWindow(title: "render bench", x: parent.width + 100, y: 0,
                                                      width: hosted.width, height: hosted.height)
            destination.map()
            try connection.sync()
            guard let frames = SharedFrameBuffer(window: destination, width: hosted.width, height: hosted.height) else {
                destination.close()
                throw FlotillaError(.display, "the X server offers no MIT-SHM frame buffer: nothing to compare")
            }
            do {
                server = try ServerComposite(hosted, onto: destination.id)
            } catch {
                destination.close()
                throw error
            }
            self.hosted = hosted
            self.frames = frames
            renderer = Renderer(fonts: try Fonts.load())
            renderer.hostedPixels = store
            let size = Size(width: Double(hosted.width), height: Double(hosted.height))
            list = DisplayList(size: size, items: [.hosted(Rect(origin: .zero, size: size), HostedContent(panel: Self.panel, name: "xterm"))])
        }

        /// RENDER: the damage composited OVER the destination on the server.
        func composite() throws -> [PixelRect] {
            let rects = server.compositeDamage()
            try destination.connection.sync()
            return rects
        }

        /// CopyArea: the damage copied from the frame's pixmap on the server (no conversion).
        func copy() throws -> [PixelRect] {
            let rects = server.copyDamage()
            try destination.connection.sync()
            return rects
        }

        /// Flotilla's way: the damage fetched by MIT-SHM, drawn by cairo, put by ShmPutImage.
        func drawShared() throws -> [PixelRect] {
            hosted.pixelSource = .sharedMemory
            let rects = try hosted.fetchDamage()
            guard !rects.isEmpty else { return [] }
            let changed = rects.map(Rect.init)
            try hosted.pixels.withUnsafeBufferPointer { (buffer) throws(RenderError) in
                try store.update(Self.panel, width: hosted.width, height: hosted.height, rects: changed, from: buffer)
            }
            renderer.draw(list, on: frames.surface, damage: changed)
            try frames.present(rects)
            try frames.waitUntilShown()
            return rects
        }

        func close() { destination.close() }
    }

    /// The figures of a hosted window's damage brought to a window as rows: RENDER on the server
    /// beside MIT-SHM + cairo + ShmPutImage, and CopyArea beside RENDER.
    static func renderRows(_ fetches: Fetches) -> [Row] {
        func rows(_ what: String, _ ways: Ways) -> [Row] {
            costRows("show \(what), \(ways.render.pixels) px, by RENDER", ways.render, beside: ways.sharedDrawn, "by SHM+cairo+put")
                + costRows("show \(what), \(ways.copy.pixels) px, by CopyArea", ways.copy, beside: ways.render, "by RENDER")
        }
        return rows("window", fetches.window) + rows("keystroke", fetches.glyph)
    }
}
