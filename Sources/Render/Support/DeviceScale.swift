import CCairo

/// Moving between a context's point space and its pixel space.
enum DeviceScale {
    /// Divides the display scale `scale` out of `cr`'s transformation, so that one user unit is one
    /// device pixel again where it was one point (translations are kept; a scale the context had
    /// besides, a layer's, stays). Exact: dividing the scale by itself gives 1.
    static func remove(_ scale: Double, from cr: OpaquePointer) {
        guard scale != 1 else { return }
        var m = cairo_matrix_t()
        cairo_get_matrix(cr, &m)
        m.xx /= scale
        m.yx /= scale
        m.xy /= scale
        m.yy /= scale
        cairo_set_matrix(cr, &m)
    }
}
