/// libadwaita's bottom bar: a short bar along the sheet's edge while the sheet is closed, which
/// grows into the sheet as it opens. The closed sheet *is* the bar: its hidden state rests the
/// bar's height from the edge, and the surface between there and the first open state morphs.
public struct SheetBottomBar: Hashable, Sendable {
    /// The label in the bar.
    public var title: String
    /// The bar's length along the sheet's axis.
    public var height: Double

    public init(title: String, height: Double = 48) {
        self.title = title
        self.height = height
    }
}

/// How far a sheet has morphed from its bottom bar into the sheet, read off the sheet's own extent:
/// no second animation, so opening and closing (by the spring or the pointer) are the same curve.
public struct SheetBarMorph: Hashable, Sendable {
    /// The extent of the closed sheet (the bar).
    public var closedExtent: Double
    /// The first open state and its extent, where the morph completes.
    public var openState: SheetState
    public var openExtent: Double

    public init(closedExtent: Double, openState: SheetState, openExtent: Double) {
        self.closedExtent = closedExtent
        self.openState = openState
        self.openExtent = openExtent
    }

    /// 0 with the sheet closed into its bar, 1 at the first open state and beyond, linear between.
    public func progress(atExtent e: Double) -> Double {
        guard openExtent > closedExtent else { return e > closedExtent ? 1 : 0 }
        return min(1, max(0, (e - closedExtent) / (openExtent - closedExtent)))
    }

    /// The extent at which the morph shows `progress` (the inverse of ``progress(atExtent:)``).
    public func extent(atProgress progress: Double) -> Double {
        closedExtent + min(1, max(0, progress)) * (openExtent - closedExtent)
    }

    /// The bar's label fades out over the first half of the morph…
    public static func barOpacity(_ progress: Double) -> Double { min(1, max(0, 1 - 2 * progress)) }

    /// …and the sheet's grabber and content fade in over the second half.
    public static func contentOpacity(_ progress: Double) -> Double { min(1, max(0, 2 * progress - 1)) }
}
