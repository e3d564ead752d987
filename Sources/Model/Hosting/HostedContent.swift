/// A panel's content that a host draws: an application's window, whose pixels the host keeps (the
/// renderer's ``HostedPixels`` in App's wiring). Where the host has none — offscreen rendering,
/// before the app's first paint — a placeholder naming the app is drawn instead.
public struct HostedContent: Hashable, Sendable {
    /// The panel the app lives in: it names the pixels too.
    public var panel: PanelID
    /// The app's name, shown by the placeholder.
    public var name: String
    /// Goes up each time the host has new pixels, so that a layer holding them is drawn again.
    public var revision: Int

    public init(panel: PanelID, name: String, revision: Int = 0) {
        self.panel = panel
        self.name = name
        self.revision = revision
    }
}
