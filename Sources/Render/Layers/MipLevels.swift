import CCairo
import Foundation
import Model

/// Mip levels: a layer scaled below √½ of its size while it moves is composited from its pixels
/// halved as often as brings them nearest its size (each level the mean of 2×2 pixels of the one
/// above), so bilinear filtering never skips source pixels and enlarges them by at most √2:
/// smoother than sampling the drawn pixels from afar, and cheaper (the pixels read are few and near
/// each other; at 3840×2160 exposé reads a quarter of the bytes it would from the drawn pixels).
enum MipLevels {
    /// The most levels: 1/64 of the drawn size.
    static let deepest = 6

    /// The level a layer composited at `scale` of its drawn pixels is composited from: the one whose
    /// size is nearest in octaves (OpenGL's nearest mip level), 0 above √½.
    static func level(for scale: Double) -> Int {
        guard scale > 0, scale <= 0.5.squareRoot() else { return 0 }
        return min(deepest, Int((-log2(scale)).rounded()))
    }

    /// How far inside the opaque rectangle of a layer composited at `scale` of its drawn pixels
    /// (the display's scale apart) its pixels are surely opaque, in device pixels: filtering mixes
    /// the drawn edge pixel, the mip level's pixel that averages it and the one bilinear filtering
    /// reads beside it, each `2^level × scale` device pixels wide (at the level for `scale` or, when
    /// only that is kept, the one below).
    static func filterMargin(scale: Double) -> Int32 {
        Int32((Double(4 << level(for: scale) + 1) * scale).rounded(.up))
    }
}

extension MipLevels {
    /// `surface` (ARGB32, `width`×`height`) at half its width and height (rounded up), each pixel
    /// the mean of the 2×2 it covers (past the edge, transparent): a new surface the caller owns.
    static func halve(_ surface: OpaquePointer, width: Int, height: Int) -> OpaquePointer? {
        guard let half = cairo_image_surface_create(CAIRO_FORMAT_ARGB32, Int32((width + 1) / 2), Int32((height + 1) / 2)),
              cairo_surface_status(half) == CAIRO_STATUS_SUCCESS else { return nil }
        let cr = cairo_create(half)!
        // Each target pixel's centre falls on the corner shared by the 2×2 source pixels it covers,
        // where bilinear filtering weighs all four alike.
        cairo_scale(cr, 0.5, 0.5)
        cairo_set_source_surface(cr, surface, 0, 0)
        cairo_pattern_set_filter(cairo_get_source(cr), CAIRO_FILTER_BILINEAR)
        cairo_set_operator(cr, CAIRO_OPERATOR_SOURCE)
        cairo_paint(cr)
        cairo_destroy(cr)
        cairo_surface_flush(half)
        return half
    }

    /// Paints `surface` (ARGB32, `width`×`height`) onto `cr`, whose transformation shrinks it to
    /// `scale` of its size, from its mip level (``level(for:)``, halved as often) with bilinear
    /// filtering: cairo's own filter for a shrinking pattern convolves every pixel (pixman's slow
    /// general path) where this reads each pixel about once.
    static func paint(_ surface: OpaquePointer, width: Int, height: Int, shrunkTo scale: Double, on cr: OpaquePointer) {
        var source = cairo_surface_reference(surface)!
        var (w, h, factor) = (width, height, 1.0)
        for _ in 0..<level(for: scale) {
            guard let half = halve(source, width: w, height: h) else { break }
            cairo_surface_destroy(source)
            (source, w, h, factor) = (half, (w + 1) / 2, (h + 1) / 2, factor * 2)
        }
        cairo_save(cr)
        cairo_scale(cr, factor, factor)
        cairo_set_source_surface(cr, source, 0, 0)
        cairo_pattern_set_filter(cairo_get_source(cr), CAIRO_FILTER_BILINEAR)
        cairo_paint(cr)
        cairo_restore(cr)
        cairo_surface_destroy(source)
    }
}

extension LayerCache.Pixels {
    /// These pixels at half their width and height (rounded up), each the mean of the 2×2 pixels
    /// it covers (past the edge, transparent); the offsets stay those of the pixels as drawn.
    func halved() -> LayerCache.Pixels? {
        guard let half = MipLevels.halve(surface, width: width, height: height) else { return nil }
        return LayerCache.Pixels(surface: half, offsetX: offsetX, offsetY: offsetY, width: (width + 1) / 2, height: (height + 1) / 2)
    }
}
