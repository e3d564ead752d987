/// Why something could not be drawn, read or written.
public enum RenderError: Error, CustomStringConvertible, Equatable, Sendable {
    /// The canvas size is not drawable (zero, negative, NaN or above `Canvas.maximumSide`).
    case invalidSize(width: Double, height: Double)
    /// A PNG could not be read or written.
    case png(String)
    /// The pinned fonts could not be loaded.
    case fonts(String)
    /// Cairo reported an error.
    case cairo(String)

    public var description: String {
        switch self {
        case .invalidSize(let w, let h):
            return "cannot draw a \(w)×\(h) canvas: each side must be a whole number of pixels from 1 to \(ImageSurface.maximumSide)"
        case .png(let m): return "PNG: \(m)"
        case .fonts(let m): return "fonts: \(m)"
        case .cairo(let m): return "cairo: \(m)"
        }
    }
}
