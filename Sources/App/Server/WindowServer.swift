import Desktop
import X11

/// What the apps' host and the window manager ask of the X server: facts read, windows adopted and
/// watched, the one push of the X state wanted (``AppHost/push(_:)``) and the one place commands
/// are carried out (``carryOut(_:from:)``). ``X11Connection`` is the real one (Writing/X11Connection+WindowServer.swift);
/// the fake host's tests drive the same code over one of their own.
protocol WindowServer: AnyObject {
    /// The root window.
    var rootWindow: WindowID { get }
    /// The screen's size in pixels.
    var screenSize: (width: Int, height: Int) { get }
    /// Whether the server has pressure barriers (a hot corner pushed into).
    var hasPressureBarriers: Bool { get }

    /// Writes `changes` (frames given relative to `origin` on the root), in order.
    func push(_ changes: [XChange], origin: RootPoint)
    /// Carries out `commands` (Desktop's ``WindowCommand``s) as Flotilla's window `own` asks;
    /// whether every one was (a pointer another client holds is not taken). A command to a
    /// window that went does nothing.
    func carryOut(_ commands: [WindowCommand], from own: WindowID) -> Bool
    /// Sends what was asked so far.
    func flush()
    /// Waits until the server has handled every request sent.
    func sync() throws(X11Error)

    /// Takes `client` into a frame of Flotilla's, a child of `parent` at (`x`, `y`), marked `mark`.
    func adopt(_ client: WindowID, into parent: WindowID, x: Int, y: Int, mark: String, mapsClient: Bool) throws(X11Error) -> any ClientWindow
    /// Composites `window` where it is (no frame): the window its pixels are read from.
    func compositeInPlace(_ window: WindowID) throws(X11Error) -> any ClientWindow
    /// Everything `window` says of itself, read in one round trip; nil when it went.
    func clientFacts(of window: WindowID) -> ClientFacts?
    /// Its icon, the size nearest `side`.
    func clientIcon(of window: WindowID, side: Int) -> ClientIcon?
    func clientPID(of window: WindowID) -> Int32?
    func startupID(of window: WindowID) -> String?
    /// The mark an earlier Flotilla put on a window it adopted.
    func appMark(of window: WindowID) -> String?
    /// Whether `client` is in another window manager's frame.
    func isInWindowManagerFrame(_ client: WindowID) -> Bool
    func isMappedOverrideRedirect(_ window: WindowID) -> Bool
    /// The root's children that are clients to take in (mapped, not override-redirect).
    func topLevelClients() -> [WindowID]
    func children(of window: WindowID) throws(X11Error) -> [WindowID]
    func size(of window: WindowID) throws(X11Error) -> (width: Int, height: Int)
    /// Where (`x`, `y`) of `window` lies on the root.
    func rootPosition(_ x: Int, _ y: Int, in window: WindowID) throws(X11Error) -> RootPoint
    func rootRect(of window: WindowID) -> PixelRect?
    func pointerOnRoot() throws(X11Error) -> (point: RootPoint, buttonOneHeld: Bool)
    func monitors() -> [Monitor]
    /// The root's background (a wallpaper setter's pixmap), as ARGB rows; nil when none.
    func rootBackground(width: Int, height: Int) throws(X11Error) -> [UInt32]?
    func xsettings() throws(X11Error) -> XSettings?
    /// Why hosting cannot work on this server (an extension missing); nil when it can.
    func hostingUnavailableReason() -> String?

    /// Starts telling of top-level windows mapped and unmapped (not managing).
    func watchTopLevels() throws(X11Error)
    func watchMonitorChanges()
    func watchScreenSaver()
    /// Waits for an event, or one of `others` ready, or `timeout` seconds; nil when it timed out.
    func waitForEvents(timeout: Double?, alsoWatching others: [Int32]) throws(X11Error) -> Set<Int32>?
    func nextEvent() throws(X11Error) -> (window: WindowID, event: HostEvent)?

    /// The login session's marks on the root.
    func sessionWasStarted() -> Bool
    func sessionBus() -> SessionBusMark?
}
