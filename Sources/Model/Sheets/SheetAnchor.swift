/// What an anchor's inset is measured against.
public enum AnchorReference: String, Hashable, Sendable {
    /// The whole window.
    case window
    /// The window minus the layout's reserved insets.
    case safeArea
}

/// Where a sheet's free edge rests in one state (FloatingPanel's layout anchors).
public enum SheetAnchor: Hashable, Sendable {
    /// An inset of `points` from a window edge: the sheet's own edge (`fromAttachedEdge`) or the
    /// opposite one.
    case absolute(Double, fromAttachedEdge: Bool, reference: AnchorReference)
    /// An inset of `fraction` (0…1) of the reference length from a window edge.
    case fractional(Double, fromAttachedEdge: Bool, reference: AnchorReference)
    /// The content's own length (its preferred size along the axis) minus `offset` points.
    case intrinsic(offset: Double, reference: AnchorReference)
    /// The content's own length scaled by `1 − fraction`.
    case intrinsicFraction(Double, reference: AnchorReference)

    public var reference: AnchorReference {
        switch self {
        case .absolute(_, _, let r), .fractional(_, _, let r), .intrinsic(_, let r), .intrinsicFraction(_, let r): r
        }
    }

    /// The extent (distance of the free edge from the attached edge) this anchor asks for.
    /// - Parameters:
    ///   - edge: the sheet's edge.
    ///   - size: the window size.
    ///   - safeArea: the reserved insets of the window.
    ///   - contentLength: the content's preferred length along the axis (for intrinsic anchors).
    public func extent(edge: SheetEdge, size: Size, safeArea: EdgeInsets, contentLength: Double) -> Double {
        let length = edge.length(of: size)
        let (nearInset, farInset) = Self.insets(edge: edge, safeArea: reference == .safeArea ? safeArea : .zero)
        let available = max(0, length - nearInset - farInset)
        switch self {
        case .absolute(let d, let fromAttached, _):
            return fromAttached ? nearInset + d : length - farInset - d
        case .fractional(let f, let fromAttached, _):
            return fromAttached ? nearInset + f * available : length - farInset - f * available
        case .intrinsic(let offset, _):
            return nearInset + max(0, contentLength - offset)
        case .intrinsicFraction(let f, _):
            return nearInset + max(0, contentLength * (1 - f))
        }
    }

    /// The reserved insets on the attached edge and on the opposite edge.
    static func insets(edge: SheetEdge, safeArea s: EdgeInsets) -> (near: Double, far: Double) {
        switch edge {
        case .top: (s.top, s.bottom)
        case .bottom: (s.bottom, s.top)
        case .left: (s.left, s.right)
        case .right: (s.right, s.left)
        }
    }
}
