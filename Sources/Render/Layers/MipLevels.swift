import CCairo
import Foundation
import Model

/// Mip levels: a layer scaled below half its size while it moves is composited from its pixels
/// halved as often as keeps them at least its size (each level the mean of 2×2 pixels of the one
/// above), so bilinear filtering never skips source pixels: smoother than sampling the drawn pixels
/// from afar, and cheaper (the pixels read are few and near each other).
enum MipLevels {
    /// The most levels: 1/64 of the drawn size.
    static let deepest = 6

    /// The level a layer composited at `scale` of its drawn pixels is composited from: the most
    /// halvings that leave the pixels at least `scale` of the drawn size (0 above one half).
    static func level(for scale: Double) -> Int {
        guard scale > 0, scale <= 0.5 else { return 0 }
        return min(deepest, Int((-log2(scale)).rounded(.down)))
    }
}

extension LayerCache.Pixels {
    /// These pixels at half their width and height (rounded up), each the mean of the 2×2 pixels
    /// it covers (past the edge, transparent); the offsets stay those of the pixels as drawn.
    func halved() -> LayerCache.Pixels? {
        let w = (width + 1) / 2, h = (height + 1) / 2
        guard let half = cairo_image_surface_create(CAIRO_FORMAT_ARGB32, Int32(w), Int32(h)),
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
        return LayerCache.Pixels(surface: half, offsetX: offsetX, offsetY: offsetY, width: w, height: h)
    }
}
