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
    /// Who draws the title bar, and the app's own shadow around its window.
    public var decorations: HostedDecorations
    /// The panel this app window shows on as a sheet (a dialog of the app in it): below that
    /// panel's title bar, centred, moving with it; the panel is dimmed and takes no input until it
    /// closes. nil: a panel of its own.
    public var sheetOf: PanelID?

    public init(panel: PanelID, name: String, revision: Int = 0, decorations: HostedDecorations = .titleBar, sheetOf: PanelID? = nil) {
        self.panel = panel
        self.sheetOf = sheetOf
        self.name = name
        self.revision = revision
        self.decorations = decorations
    }
}

/// Who draws a hosted panel's title bar.
public enum HostedDecorations: Hashable, Sendable {
    /// Flotilla's title bar above the app's window (an app that asks to be decorated).
    case titleBar
    /// The app draws its own title bar (a header bar) inside its window, which fills the panel's
    /// frame; `shadow` is the margin of the shadow it draws around that frame, in points (zero:
    /// none). The shadow is not content: the panel's corners, hit areas and pinning keep to the
    /// frame inside it, and Flotilla draws no surface of its own under a shadowed app.
    case clientSide(shadow: EdgeInsets)

    /// The height of the title bar Flotilla draws above the app's window (0: none).
    public var titleBarHeight: Double { self == .titleBar ? TitleBarLayout.height : 0 }

    /// The app's own shadow margin (zero with Flotilla's title bar).
    public var shadow: EdgeInsets {
        if case .clientSide(let shadow) = self { shadow } else { .zero }
    }
}
