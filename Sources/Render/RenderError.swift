import Model

/// Why something could not be drawn, read or written.
public enum RenderError: Error, CustomStringConvertible, Equatable, Sendable {
    /// The canvas size is not drawable (``Limits/canvasProblem(width:height:)``).
    case invalidSize(width: Double, height: Double)
    /// A PNG could not be read or written.
    case png(String)
    /// The pinned fonts could not be loaded.
    case fonts(String)
    /// Cairo reported an error.
    case cairo(String)

    /// What went wrong, without the kind's prefix ("PNG: ", "cairo: " …).
    public var detail: String {
        switch self {
        case .invalidSize: description
        case .png(let m), .fonts(let m), .cairo(let m): m
        }
    }

    public var description: String {
        switch self {
        case .invalidSize(let w, let h):
            return "cannot draw a \(w.shortDescription)×\(h.shortDescription) canvas: \(Limits.canvasProblem(width: w, height: h) ?? "too large")"
        case .png(let m): return "PNG: \(m)"
        case .fonts(let m): return "fonts: \(m)"
        case .cairo(let m): return "cairo: \(m)"
        }
    }
}
