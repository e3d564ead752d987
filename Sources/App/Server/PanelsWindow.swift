import Compositor
import Desktop
import Input
import Model
import X11

/// The window whose panels hold the apps, as the apps' host and the window manager use it: its
/// compositor, its ids, and what it was last told. ``LiveWindow`` is the real one; the fake
/// host's tests have their own.
protocol PanelsWindow: AnyObject {
    /// Its X window.
    var id: WindowID { get }
    /// The window that takes its input: itself, or the root for the overlay.
    var inputID: WindowID { get }
    /// Its size, in pixels.
    var pixelSize: PixelSize { get }
    /// What it draws: the panels, their springs and gestures.
    var compositor: Compositor { get }
    /// Where it lies on the root, as Flotilla placed it.
    var placement: RootPoint { get }
    /// The time between two frames while something moves.
    var frameInterval: Double { get }
    /// Where the pointer was last seen in it (points), and the server time of that input (seconds).
    var pointer: Point? { get }
    var lastInputTime: Double { get }
    /// A frame is wanted for a change outside the compositor's motion.
    var needsFrame: Bool { get }
    /// Where the pointer shows the arrow, it shows it busy (a launch waits for its window).
    var showsBusy: Bool { get set }
    /// A frame is wanted for a change outside the compositor's motion.
    func markChanged()
    /// Feeds it an X event (pointer positions in points).
    func handle(_ event: HostEvent)
    /// Holds the whole keyboard, or lets it go, as its compositor's modes ask.
    func followHeldKeyboard(locked: Bool, searchOpening: Bool)
    /// Ends every mode that holds the keyboard or the pointer, and lets go of the keyboard.
    func letGoOfInput()
    /// Closes it at the end of this pass, as its close button would.
    func requestClose()
}

extension LiveWindow: PanelsWindow {
    var id: WindowID { window.id }
    var inputID: WindowID { window.inputID }
    var pixelSize: PixelSize { PixelSize(width: window.width, height: window.height) }
}
