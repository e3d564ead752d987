/// The window's main content area (PanelKit's main view controller): what pinned panels make room
/// for. A scene shows it as a text area, e.g. the body of a message being written.
public struct MainContent: Hashable, Sendable {
    public var background: Color
    /// A heading over the text.
    public var title: String?
    public var body: String

    public init(background: Color = .white, title: String? = nil, body: String = "") {
        self.background = background
        self.title = title
        self.body = body
    }
}
