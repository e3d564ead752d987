/// Things a person does to panels, for the rules that block some of them (exposé).
public enum PanelInteraction: String, CaseIterable, Hashable, Sendable {
    case drag, resize, pin, unpin, keyboardMove, keyboardResize, focus, close, toggleExpose

    /// Blocked while exposé shows: dragging, resizing, pinning, unpinning and keyboard moves and
    /// resizes (PanelKit's users hit panels moving under a scaled exposé). Focusing a panel (a
    /// click) leaves exposé instead.
    public static let blockedDuringExpose: Set<PanelInteraction> = [
        .drag, .resize, .pin, .unpin, .keyboardMove, .keyboardResize,
    ]

    /// Whether this interaction is allowed, given whether exposé is showing.
    public func isAllowed(duringExpose exposing: Bool) -> Bool {
        !exposing || !Self.blockedDuringExpose.contains(self)
    }
}
