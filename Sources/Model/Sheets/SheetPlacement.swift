/// Where a sheet sits along its edge (libadwaita's AdwBottomSheet `align`).
public enum SheetAlignment: String, CaseIterable, Hashable, Sendable {
    /// The left of a top or bottom sheet, the top of a side sheet.
    case start
    case center
    /// The right of a top or bottom sheet, the bottom of a side sheet.
    case end
}

/// How broad a sheet is across its axis, where it sits along its edge, and how far it stands from
/// the window's edges.
public struct SheetPlacement: Hashable, Sendable {
    /// The most the sheet spans along its edge (its width on a top or bottom sheet, its height on a
    /// side sheet); nil spans the whole edge. A window too small for it gets the whole edge.
    public var breadth: Double?
    public var alignment: SheetAlignment
    /// Distances from the window's edges; a margin on the attached edge floats the sheet as a card.
    public var margins: EdgeInsets

    public init(breadth: Double? = nil, alignment: SheetAlignment = .center, margins: EdgeInsets = .zero) {
        self.breadth = breadth
        self.alignment = alignment
        self.margins = margins
    }
}

/// A placement for windows at least `minWindowWidth` wide: Apple Maps' card at the leading edge of a
/// wide window. It replaces the sheet's own breadth, alignment and margins there.
public struct WideSheetPlacement: Hashable, Sendable {
    public var minWindowWidth: Double
    public var placement: SheetPlacement

    public init(minWindowWidth: Double, placement: SheetPlacement) {
        self.minWindowWidth = minWindowWidth
        self.placement = placement
    }

    /// Whether the rule holds for a window of `size`.
    public func applies(to size: Size) -> Bool { size.width >= minWindowWidth }
}
