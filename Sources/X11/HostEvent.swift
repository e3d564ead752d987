import Desktop
import Input

/// An X event, translated into what a compositor needs.
///
/// Coordinates are window-relative pixels. Times are the X server timestamp in seconds
/// (milliseconds / 1000): a monotonic clock of the server's, comparable between events
/// but not with the client's clock.
public enum HostEvent: Equatable, Sendable {
    /// Input in the one vocabulary (Input's ``InputEvent``), its positions in window pixels
    /// (``InputEvent/inPoints(scale:)`` makes them points): the pointer (buttons 1…3 and 8+; the
    /// wheel's 4…7 are a notch each, on press), a smooth scroll (XInput 2.1 scroll valuators: a
    /// touchpad, a free-spinning wheel) in points, a key press (the unshifted key and the
    /// modifiers held; presses of modifier keys alone and of keys Flotilla has no ``Key`` for are
    /// dropped), a modifier let go (seen while Flotilla holds the keyboard,
    /// ``X11Window/grabKeyboard()``: the modifiers still held).
    case input(InputEvent)
    /// The window's size changed (ConfigureNotify with a new size; moves alone are dropped).
    case resized(width: Int, height: Int)
    /// A part of the window needs repainting.
    case exposed(PixelRect)
    /// Whether nothing covers any of the window now (VisibilityNotify).
    case visibilityChanged(unobscured: Bool)
    /// The window manager (or anyone) asked the window to close: WM_DELETE_WINDOW.
    case closeRequested
    /// Another client destroyed the window (it was reparented into a window of that client's,
    /// which then went): it is gone from the server.
    case destroyed
    /// Super tapped alone, or the pointer pushed into the hot corner, while managing the display
    /// (for the overlay window): show exposé, or leave it.
    case exposeAsked(time: Double)
    /// The window became mapped.
    case mapped
    /// The window was unmapped (minimised, say): a press held in it has lost its grab.
    case unmapped
    /// The desktop's XSETTINGS changed, or their manager came or went (after
    /// ``X11Connection/watchXSettings()``; for the manager's window, not one of ours).
    case settingsChanged

    /// Another window than Flotilla's own (a client, a top-level, the root), or the display it
    /// manages: hosting's and managing's events, each for the client window, so callers route
    /// them by client.
    case client(ClientEvent)
}

/// What happened to a window that is not Flotilla's own (an app's window, a top-level, the
/// root), or to the display Flotilla manages (``HostEvent/client(_:)``).
public enum ClientEvent: Equatable, Sendable {
    /// A top-level window mapped on the root, or in a window manager's frame (after
    /// ``X11Connection/watchTopLevels()``): a candidate to adopt.
    case topLevelMapped
    /// A window manager put a window back on the root, unmapped (after ``X11Connection/withdraw(_:)``,
    /// or its own client withdrawing it).
    case topLevelReleased
    /// An adopted client unmapped itself (it withdrew its window).
    case unmapped
    /// An adopted client's window was destroyed: ``HostedWindow/discard()`` it.
    case destroyed
    /// An adopted client drew: ``HostedWindow/fetchDamage()`` has pixels to read.
    case damaged
    /// An adopted client's `_NET_WM_NAME` or `WM_NAME` changed.
    case titleChanged
    /// An adopted client's `_NET_WM_ICON` changed.
    case iconChanged
    /// An adopted client's `WM_NORMAL_HINTS` changed.
    case sizeHintsChanged
    /// An adopted client asks to be this size (or to move or restack: then its present size), and
    /// at (x, y) on the root when it asks to move (ICCCM 4.1.5: where it would be with no window
    /// manager); nothing happens until the caller answers with
    /// ``HostedWindow/place(x:y:width:height:rootX:rootY:)``.
    case configureRequest(width: Int, height: Int, at: RootPoint?)
    /// An adopted client asks its window manager to move or resize it with the pointer
    /// (`_NET_WM_MOVERESIZE`, sent to the root by client-side decorations such as GTK's header
    /// bar), from (x, y) on the root where the button was pressed.
    case moveResize(ClientMoveResize)
    /// An adopted client changed how it is decorated (`_MOTIF_WM_HINTS`) or the margin of its
    /// own shadow (`_GTK_FRAME_EXTENTS`): read ``HostedWindow/decorations()`` again.
    case decorationsChanged
    /// A press of `button` inside an adopted client's input region (or on a desktop window), at
    /// this place on the root, at this server time, `modifiers` held: the pointer is held until
    /// ``X11Connection/replayPress(time:)`` sends the press on to the client, or
    /// ``X11Connection/grabPointer(for:)`` takes it.
    case pressed(at: RootPoint, time: UInt32, button: Int = 1, modifiers: Modifiers = [])
    /// A window asks to be mapped: a top-level while Flotilla manages the display (it is not shown
    /// until it is adopted), or an adopted client inside its frame (``HostedWindow/mapClient(takingFocus:)``).
    case mapRequested
    /// The app asked for its window's menu at this place on the root (`_GTK_SHOW_WINDOW_MENU`: a
    /// right click on the title bar it draws itself).
    case windowMenuAsked(at: RootPoint)
    /// An adopted client was given a border (a window manager letting go of it restores the one
    /// it had): ``HostedWindow/removeBorder()``.
    case borderGiven
    /// An override-redirect window (a menu, a tooltip) mapped on the root while managing: to be
    /// composited where it is (``X11Connection/compositeInPlace(_:)``).
    case overrideRedirectMapped
    /// A window no one manages (not mapped yet, or override-redirect) asks to be moved, resized
    /// or restacked (a ConfigureRequest of a top-level while managing): answered with
    /// ``WindowCommand/configure(_:_:)`` as asked, or otherwise.
    case configureAsked(WindowChanges)
    /// A top-level asks to be raised above its siblings, or lowered under them (a
    /// CirculateRequest while managing): answered by raising or lowering it.
    case circulateAsked(toTop: Bool)
    /// A window composited in place moved or was resized: where it is on the root now.
    case inPlaceWindowMoved(PixelRect)
    /// What X said of a dock kept (``X11Connection/keepDock(_:)``: where it is, its struts, that it went).
    case dock(DockChange)
    /// Where a window another client put inside the overlay lies (a screen locker such as
    /// xsecurelock draws into it while a compositor runs: the server shows it above Flotilla's
    /// drawing), or that it went (for that window).
    case overlayChild(PlaceChange)
    /// A client or a tool asks the window manager something about this window (while managing).
    case managerRequest(ManagerRequest)
    /// Another window manager took the manager selection (`--replace`): give every client back
    /// and end (for the overlay window).
    case managerReplaced
    /// A root property naming the root's background pixmap changed (a wallpaper was set, while
    /// managing; for the root): read ``X11Connection/rootBackground(width:height:)`` again.
    case rootBackgroundChanged
    /// The monitors may have changed (RandR said the screen, a CRTC or an output did, while
    /// managing; for the root): read ``X11Connection/monitors()`` again.
    case monitorsChanged
    /// The X screen saver started: the server saw no input for the time `xset s` set (while
    /// managing and watching it, ``X11Connection/watchScreenSaver()``; for the root).
    case screenSaverStarted
    /// The pointer was pushed down against the bottom edge of the monitor whose edge spans `x`
    /// ..< `x` + `width` at `y` (``X11Connection/openPressureBarriers(at:)``; for the root).
    case bottomEdgePushed(x: Int, y: Int, width: Int)
    /// A window given back to the desktop (``X11Connection/watchDesktopWindow(_:)``), or the
    /// window manager's frame around it, was configured (moved, say).
    case desktopWindowMoved
    /// A window given back to the desktop was destroyed or withdrawn: it is watched no longer.
    case desktopWindowGone
    /// A window given back to the desktop was put in a window manager's frame: its moves are
    /// that frame's (``X11Connection/followTopLevel(of:)``).
    case desktopWindowReframed
}
