import CCairo
import Dispatch
import Model

/// A frame composited by two threads at once, each over its own rows of the surface's pixels (the
/// upper and lower half of the damage) through a cairo surface of its own on the same memory.
struct FrameBands {
    /// Damage of fewer pixels than this is composited on one thread: handing over costs more.
    static let minimumPixels = 250_000

    private let surface: ImageSurface
    /// The first row of the lower band.
    private let split: Int

    /// Bands for repainting `damage` (whole pixels) of `surface`; nil when it is too small to share.
    init?(surface: ImageSurface, damage: Region) {
        guard damage.area >= Self.minimumPixels else { return nil }
        self.surface = surface
        let bounds = damage.extents
        split = min(max(0, Int(bounds.y) + Int(bounds.height) / 2), surface.height)
    }

    /// Runs `compose` once per band, at once, each with a context whose user space is the whole
    /// surface's pixels (only its band's rows are written).
    func compose(_ compose: (OpaquePointer) -> Void) {
        cairo_surface_flush(surface.surface)
        withoutActuallyEscaping(compose) { compose in
            let work = Work(data: cairo_image_surface_get_data(surface.surface)!, stride: Int(cairo_image_surface_get_stride(surface.surface)),
                            width: surface.width, bands: [(0, split), (split, surface.height)], compose: compose)
            DispatchQueue.concurrentPerform(iterations: work.bands.count) { work.run(band: $0) }
        }
        cairo_surface_mark_dirty(surface.surface)
    }

    /// What the threads share: `compose` only reads what the frame shares (kept pixels, regions)
    /// and each band writes rows of its own, so no two threads touch the same memory.
    private struct Work: @unchecked Sendable {
        let data: UnsafeMutablePointer<UInt8>
        let stride: Int, width: Int
        let bands: [(top: Int, bottom: Int)]
        let compose: (OpaquePointer) -> Void

        func run(band i: Int) {
            let band = bands[i]
            guard band.bottom > band.top,
                  let part = cairo_image_surface_create_for_data(data + band.top * stride, CAIRO_FORMAT_ARGB32, Int32(width),
                                                                 Int32(band.bottom - band.top), Int32(stride)) else { return }
            let cr = cairo_create(part)!
            cairo_translate(cr, 0, Double(-band.top))
            compose(cr)
            cairo_destroy(cr)
            cairo_surface_destroy(part)
        }
    }
}
