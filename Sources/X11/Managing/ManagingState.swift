import CXCB
import Desktop
import Input

/// What a connection that manages its display keeps: the window that owns the manager
/// selections, the Composite overlay window it paints on, and the docks (which the server shows
/// through holes in the overlay).
struct ManagingState {
    /// Ours: owns `WM_Sn` and `_NET_WM_CM_Sn`; the root's `_NET_SUPPORTING_WM_CHECK`.
    var checkWindow: WindowID
    /// The selections owned.
    var selections: [xcb_atom_t]
    /// The Composite overlay window, once asked for (0 before).
    var overlay: WindowID = 0
    /// Events made up for the overlay window (it is mapped and exposed when it is first given),
    /// handed out before the server's.
    var pending: [(WindowID, HostEvent)] = []
    /// The docks kept as they are (shown through holes), followed until they go: what is said of
    /// them (``ClientEvent/dock(_:)``) makes Desktop's ``Docks``.
    var docks: Set<WindowID> = []
    /// The hot corners' InputOnly windows, each at its monitor's top-left pixel (none before they
    /// are opened: ``X11Connection/openHotCorners(at:)``).
    var hotCorners: [WindowID: RootPoint] = [:]
    /// The pressure barriers (``X11Connection/openPressureBarriers(at:)``), and each pushed edge's pressure.
    var barriers: [xcb_xfixes_barrier_t: PushBarrier] = [:]
    var pressures: [PushedEdge: EdgePressure] = [:]
    /// What the hot corners saw of the pointer (its arrivals) and of windows put above them
    /// (Desktop's ``HotCornerCrossings``): the corners are raised by the next push when covered.
    var hotCornerCrossings = HotCornerCrossings()
    /// The first RandR event code, once the monitors are watched (0: not watched, or no RandR).
    var randrEventBase: UInt8 = 0
    /// The first MIT-SCREEN-SAVER event code, once the screen saver is watched (0: not watched, or no such extension).
    var screenSaverEventBase: UInt8 = 0

    /// `event` of `window` as the session takes it: pointer and key input on the root (where
    /// Flotilla draws its title bars and backdrop, under the overlay that lets input through)
    /// is the overlay window's.
    func routed(_ window: WindowID, _ event: HostEvent, root: WindowID) -> (window: WindowID, event: HostEvent) {
        guard window == root, overlay != 0 else { return (window, event) }
        switch event {
        case .input, .exposeAsked: return (overlay, event)
        default: return (window, event)
        }
    }
}
