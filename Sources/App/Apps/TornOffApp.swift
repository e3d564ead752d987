import Desktop
import X11

/// An app torn off to the desktop: its window is an ordinary window of the desktop's again (no
/// panel holds it), watched for its going and for a window manager's move that ends with the
/// pointer over Flotilla's main window, which takes it in again.
struct TornOffApp {
    /// How often a move by the window manager is looked at (whether button 1 is still held).
    static let moveCheckInterval = 0.05

    /// Its window on the desktop; nil while an app started torn off has not mapped one yet.
    var client: WindowID?
    /// While the window manager moves the window: when to look next whether button 1 was let go.
    var moveCheck: Double?
    /// The window's size when it was last at rest: a drag that changes it was a resize by the
    /// window manager's frame, not a move (and drops nothing).
    var size: PixelSize?
}
