import CXCB
import Desktop
import Glibc
import Input

/// A connection to an X server: screen facts, atoms, the keyboard map and the event queue.
///
/// Not thread-safe: use it from one thread (the run loop's).
public final class X11Connection {
    let handle: ConnectionHandle
    /// The default screen; points into the setup data the connection owns.
    let screen: UnsafeMutablePointer<xcb_screen_t>
    /// The number of the default screen (the `.1` of `:0.1`).
    let screenNumber: Int
    /// The display name this connection was opened with.
    public let displayName: String
    var keyboard: KeyboardMap
    var atomCache: [String: xcb_atom_t] = [:]
    /// One event read ahead by `waitForEvents`, handed out first by `nextEvent`.
    var lookahead: XCBEvent?
    /// Events read while waiting for another (``awaitEvent(timeout:where:)``), handed out before it.
    var kept: [XCBEvent] = []
    /// A key event was taken since the keyboard was last let go on (``EventQueue``): while Super
    /// is held alone the keyboard freezes after each key until it is handled.
    var keyEventTaken = false
    /// The socket was read since ``nextEvent()`` last returned nil: the rest of this run of calls
    /// takes only what xcb holds (one read a wake-up, not a last one that finds nothing).
    var readSocketThisRun = false
    /// The display managed by this connection (``claimManagement(name:replacing:timeout:)``).
    var managing: ManagingState?
    /// The Super keys followed for a tap alone, while managing (``translateFindWindow(_:)``).
    var superTap = SuperTap()
    /// The sequence number of the last request the server is known to have processed: from the
    /// events read since (each carries it) and the round trips made (``hasProcessed(_:)``).
    private var processedSequence: UInt32 = 0
    /// XInput 2.1, when the server offers it: smooth scrolling.
    var xinput: XInput2?
    var windows: [WindowID: WeakWindow] = [:]
    var cursorCache: CursorCache?
    /// The XSETTINGS manager's window while ``watchXSettings()`` follows it (0: none).
    var xsettingsOwner: WindowID = 0
    /// Hosting's extensions, the root's watch and the adopted windows.
    var hosting = HostingState()
    /// Pixels per point of this connection's windows: with no cursor size set (`XCURSOR_SIZE`,
    /// `Xcursor.size`), cursors are 24 × this pixels. Set it before the first cursor is shown.
    public var cursorScale: Double = 1
    /// `_NET_WM_ICON` for every window created from now on: width, height, then that many
    /// straight-alpha ARGB pixels (repeated per size); empty sets none.
    public var windowIcon: [UInt32] = []
    let serverMaximumRequestBytes: Int

    var raw: OpaquePointer { handle.raw }

    /// Opens the display `display`, or `$DISPLAY` when nil.
    public init(display: String? = nil) throws(X11Error) {
        let name = display ?? getenv("DISPLAY").map { String(cString: $0) } ?? ""
        var screenNumber: Int32 = 0
        guard let c = xcb_connect(name, &screenNumber) else { throw .cannotConnect(display: name) }
        let handle = ConnectionHandle(c)  // disconnects on every exit path from here on
        guard xcb_connection_has_error(c) == 0, let setup = xcb_get_setup(c) else {
            throw .cannotConnect(display: name)
        }
        var roots = xcb_setup_roots_iterator(setup)
        var index: Int32 = 0
        while roots.rem > 0 && index < screenNumber {
            xcb_screen_next(&roots)
            index += 1
        }
        guard roots.rem > 0, let screen = roots.data else { throw .cannotConnect(display: name) }
        self.handle = handle
        self.screen = screen
        self.displayName = name
        self.screenNumber = Int(screenNumber)
        self.serverMaximumRequestBytes = Int(xcb_get_maximum_request_length(c)) * 4
        self.maximumRequestBytes = serverMaximumRequestBytes
        self.keyboard = try KeyboardMap.load(c, setup: setup)
        self.xinput = XInput2(c)
        try internAtoms(["WM_PROTOCOLS", "WM_DELETE_WINDOW", "_NET_WM_NAME", "UTF8_STRING", "_NET_WM_PID"])
    }

    /// The connection's file descriptor, for a run loop's `poll()`.
    public var fileDescriptor: Int32 { xcb_get_file_descriptor(raw) }

    /// The default screen's size in pixels: the setup's at first, read again whenever RandR says
    /// the screen changed (``readScreenSize()``; the setup's never changes).
    public private(set) lazy var screenSize: (width: Int, height: Int) = (Int(screen.pointee.width_in_pixels), Int(screen.pointee.height_in_pixels))

    /// Reads the screen's size again (its root's geometry; one round trip), after RandR said it
    /// may have changed (`xrandr -s`, an output added): everything placed, shaped or fitted to
    /// the screen follows a screen that grows as one that shrinks.
    func readScreenSize() {
        guard let geometry = xcb_get_geometry_reply(raw, xcb_get_geometry(raw, rootWindow), nil) else { return }
        defer { free(geometry) }
        screenSize = (Int(geometry.pointee.width), Int(geometry.pointee.height))
    }

    /// The default screen's root window.
    public var rootWindow: WindowID { screen.pointee.root }

    /// The largest request `present` sends, in bytes. Starts at the server's maximum
    /// (with BIG-REQUESTS, usually 16 MiB); may be lowered (not below 64) to bound
    /// the size of each request, which tests use to exercise band splitting.
    public var maximumRequestBytes: Int {
        didSet { maximumRequestBytes = min(max(maximumRequestBytes, 64), serverMaximumRequestBytes) }
    }

    /// Sends buffered requests to the server.
    public func flush() { _ = xcb_flush(raw) }

    /// A round trip: when it returns, the server has processed every earlier request.
    public func sync() throws(X11Error) {
        let cookie = xcb_get_input_focus(raw)
        let reply = try self.reply("GetInputFocus") { xcb_get_input_focus_reply(raw, cookie, $0) }
        free(reply)
        noteProcessed(cookie.sequence)
    }

    /// The server has processed request `sequence` (xcb's 32-bit sequence numbers) and those before.
    func noteProcessed(_ sequence: UInt32) {
        if Int32(bitPattern: sequence &- processedSequence) > 0 { processedSequence = sequence }
    }

    /// Whether an event or reply read since request `sequence` was sent shows the server processed it.
    func hasProcessed(_ sequence: UInt32) -> Bool {
        Int32(bitPattern: processedSequence &- sequence) >= 0
    }

    /// Throws `.connectionLost` when xcb has shut the connection down.
    func checkConnection() throws(X11Error) {
        if xcb_connection_has_error(raw) != 0 { throw .connectionLost }
    }

    /// Waits for a checked request's outcome; an X error becomes `.requestFailed(what)`.
    func check(_ cookie: xcb_void_cookie_t, _ what: @autoclosure () -> String) throws(X11Error) {
        if let error = xcb_request_check(raw, cookie) {
            let code = error.pointee.error_code
            free(error)
            throw .requestFailed("\(what()): X error \(code)")
        }
        try checkConnection()
    }

    /// Fetches a reply through `get` (which passes the error slot on); the caller frees the reply.
    func reply<Reply>(
        _ what: @autoclosure () -> String,
        _ get: (UnsafeMutablePointer<UnsafeMutablePointer<xcb_generic_error_t>?>) -> UnsafeMutablePointer<Reply>?
    ) throws(X11Error) -> UnsafeMutablePointer<Reply> {
        var error: UnsafeMutablePointer<xcb_generic_error_t>?
        let reply = get(&error)
        if let error {
            let code = error.pointee.error_code
            free(error)
            free(reply)
            throw .requestFailed("\(what()): X error \(code)")
        }
        try checkConnection()
        guard let reply else { throw .requestFailed("\(what()): no reply") }
        return reply
    }
}
