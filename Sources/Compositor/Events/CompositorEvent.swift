import Model

/// What happened in a window of panels, as listeners (and `flotilla run --events`) see it. Every
/// event is a value; its JSON form is defined once, by its `Codable` conformance (docs/events.md).
public enum CompositorEvent: Hashable, Sendable {
    /// Something happened to a managed panel, or to exposé.
    case panel(PanelEvent)
    /// Something happened to sheet `id`.
    case sheet(SheetID, SheetEvent)

    /// The event's name in the JSON lines (kebab-case, FloatingPanel's vocabulary).
    public var name: String {
        switch self {
        case .panel(let e): e.name
        case .sheet(_, let e): e.name
        }
    }
}
