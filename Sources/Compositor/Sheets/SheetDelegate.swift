import Model

/// Listens to sheets and may steer them (FloatingPanel's delegate).
public protocol SheetDelegate: AnyObject {
    /// Whether the pointer may start dragging `sheet` (a veto).
    func shouldBeginDragging(sheet: SheetID) -> Bool
    /// Called with the chosen target when the pointer lets go; may change it.
    func willEndDragging(sheet: SheetID, velocity: Double, target: inout SheetRelease)
}
