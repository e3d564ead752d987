import CCairo
import Model

/// The pixels of hosted applications (``HostedContent``), by panel: one image per app window,
/// kept up to date where the app drew (only damaged rectangles are copied in). The renderer draws
/// a `.hosted` item from here, one pixel per device pixel; a panel with no image gets a placeholder.
public final class HostedPixels {
    private var images: [PanelID: ImageSurface] = [:]

    public init() {}

    /// The image kept for `panel`, if any.
    func image(of panel: PanelID) -> ImageSurface? { images[panel] }

    /// The size of `panel`'s image in pixels, if it has one.
    public func size(of panel: PanelID) -> (width: Int, height: Int)? { images[panel].map { ($0.width, $0.height) } }

    /// Copies `rects` of `source` — premultiplied ARGB32 rows of `width` × `height` pixels, the
    /// app's whole window — into `panel`'s image; a new size starts a new image (all of `source`
    /// copied). Rectangles are in pixels (whole numbers), clipped to the image.
    public func update(_ panel: PanelID, width: Int, height: Int, rects: [Rect], from source: UnsafeBufferPointer<UInt32>) throws(RenderError) {
        guard source.count >= width * height else { throw .invalidSize(width: Double(width), height: Double(height)) }
        var copied = rects
        if images[panel].map({ $0.width != width || $0.height != height }) ?? true {
            images[panel] = try ImageSurface(width: width, height: height)
            copied = [Rect(x: 0, y: 0, width: Double(width), height: Double(height))]
        }
        guard let image = images[panel], let base = source.baseAddress else { return }
        image.copy(copied, from: UnsafeRawPointer(base), stride: width * 4)
    }

    /// Forgets `panel`'s image (its app went and its panel is gone).
    public func remove(_ panel: PanelID) { images[panel] = nil }
}
