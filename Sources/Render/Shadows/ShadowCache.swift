import CCairo
import Model

/// Blurred shadow masks, computed once per shape and blur and reused while a panel moves.
final class ShadowCache {
    struct Key: Hashable {
        let width: Int, height: Int
        let radii: [Int]
        let blurTenths: Int
    }

    /// A blurred alpha mask and how far it reaches past the shape on each side.
    final class Mask {
        let surface: OpaquePointer
        let padding: Int
        init(surface: OpaquePointer, padding: Int) {
            self.surface = surface
            self.padding = padding
        }
        deinit { cairo_surface_destroy(surface) }
    }

    /// How many masks are kept; the least recently used go first.
    let capacity: Int
    private var masks: [Key: Mask] = [:]
    private var order: [Key] = []
    private(set) var misses = 0

    init(capacity: Int = 64) {
        self.capacity = capacity
    }

    /// The mask of a rounded rectangle of `size` blurred so that it reaches `blurRadius` points
    /// beyond the shape and no further.
    func mask(size: Size, radii: CornerRadii, blurRadius: Double) -> Mask? {
        let w = Int(size.width.rounded()), h = Int(size.height.rounded())
        guard w > 0, h > 0 else { return nil }
        let key = Key(width: w, height: h,
                      radii: [radii.topLeft, radii.topRight, radii.bottomRight, radii.bottomLeft].map { Int(($0 * 4).rounded()) },
                      blurTenths: Int((blurRadius * 10).rounded()))
        if let m = masks[key] {
            if let i = order.firstIndex(of: key) { order.remove(at: i) }
            order.append(key)
            return m
        }
        misses += 1
        guard let m = Self.makeMask(width: w, height: h, radii: radii, blurRadius: Double(key.blurTenths) / 10) else { return nil }
        masks[key] = m
        order.append(key)
        if order.count > capacity { masks[order.removeFirst()] = nil }
        return m
    }

    private static func makeMask(width w: Int, height h: Int, radii: CornerRadii, blurRadius: Double) -> Mask? {
        let sigma = BoxBlur.sigma(forRadius: blurRadius)
        let pad = BoxBlur.reach(sigma: sigma)
        let mw = w + 2 * pad, mh = h + 2 * pad
        guard mw <= ImageSurface.maximumSide, mh <= ImageSurface.maximumSide,
              let surface = cairo_image_surface_create(CAIRO_FORMAT_A8, Int32(mw), Int32(mh)),
              cairo_surface_status(surface) == CAIRO_STATUS_SUCCESS else { return nil }
        let cr = cairo_create(surface)!
        Path.roundedRect(cr, Rect(x: Double(pad), y: Double(pad), width: Double(w), height: Double(h)),
                         radii.fitted(to: Size(width: Double(w), height: Double(h))))
        cairo_set_source_rgba(cr, 0, 0, 0, 1)
        cairo_fill(cr)
        cairo_destroy(cr)
        cairo_surface_flush(surface)
        let stride = Int(cairo_image_surface_get_stride(surface))
        let data = cairo_image_surface_get_data(surface)!
        var alpha = [UInt8](repeating: 0, count: mw * mh)
        for y in 0..<mh { for x in 0..<mw { alpha[y * mw + x] = data[y * stride + x] } }
        BoxBlur.blur(&alpha, width: mw, height: mh, sigma: sigma)
        for y in 0..<mh { for x in 0..<mw { data[y * stride + x] = alpha[y * mw + x] } }
        cairo_surface_mark_dirty(surface)
        return Mask(surface: surface, padding: pad)
    }
}
