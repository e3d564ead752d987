import CCairo
import Dispatch
import Model

/// A frame composited by two threads at once, each over its own rows of the surface's pixels (the
/// upper and lower half of the damage) through a cairo surface of its own on the same memory.
struct FrameBands {
    /// Damage of fewer pixels than this is composited on one thread, over the kept bottom of its
    /// stack when there is one (``KeptStacks``): two threads composite every item under the damage,
    /// which costs more than copying the kept bottom up to about a panel's drag at 3840×2160 (there,
    /// 1.30–1.40 ms of Flotilla's CPU a move on one thread beside 1.57–1.63 on two, at 250,000).
    static let minimumPixels = 1_000_000

    private let surface: ImageSurface
    /// The first row of the lower band.
    private let split: Int

    /// Whether damage spanning `width` × `height` pixels is shared by two threads.
    static func isLarge(width: Int, height: Int) -> Bool { width * height >= minimumPixels }

    /// Whether damage made of `rects` (pixels) is shared by two threads: their bounds, as ``init(surface:damage:)`` sees them.
    static func isLarge(_ rects: [Rect]) -> Bool {
        guard let first = rects.first else { return false }
        let bounds = rects.dropFirst().reduce(first) { $0.union($1) }.integral
        return isLarge(width: Int(bounds.width), height: Int(bounds.height))
    }

    /// Bands for repainting `damage` (whole pixels) of `surface`; nil when it is too small to share.
    init?(surface: ImageSurface, damage: cairo_rectangle_int_t) {
        guard Self.isLarge(width: Int(damage.width), height: Int(damage.height)) else { return nil }
        self.surface = surface
        split = min(max(0, Int(damage.y) + Int(damage.height) / 2), surface.height)
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
