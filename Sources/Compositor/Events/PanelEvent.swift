import Model

/// What happened to managed panels (PanelKit's and FloatingPanel's delegate calls, as events),
/// exposé and the reserved areas panels keep clear of.
public enum PanelEvent: Hashable, Sendable {
    /// The pointer grabbed the panel, whose origin was then `origin`.
    case didBeginDragging(panel: PanelID, origin: Point)
    /// The pointer let go; the panel is thrown with `velocity` towards `target` (its origin).
    case didEndDragging(panel: PanelID, velocity: Vector, target: Point)
    /// The panel came to rest at `frame`.
    case didSettle(panel: PanelID, frame: Rect)
    /// Flung or dragged to an edge or a corner, the panel takes tile `arrangement` of the work area.
    case didTile(panel: PanelID, arrangement: TileArrangement)
    /// The panel was minimised (its window iconified): it goes, and comes back where it was.
    case didMinimise(panel: PanelID)
    /// A minimised panel is shown again where it was.
    case didRestore(panel: PanelID)
    /// The panel took the focus (a click, a key, a presentation).
    case didFocus(panel: PanelID)
    /// A hidden panel was shown in `state`; `page` is the page on top when it shows in the popover
    /// style (nil for a plain panel); `sheetOf` the panel it shows on as a sheet (an app's dialog).
    case didPresent(panel: PanelID, state: PanelState, page: String? = nil, sheetOf: PanelID? = nil)
    /// The panel closed (with its parent, or by its close button or Escape).
    case didClose(panel: PanelID)
    case didPin(panel: PanelID, side: PanelPinSide, index: Int)
    /// A pinned panel was dragged away and floats under the pointer.
    case didUnpin(panel: PanelID)
    /// A pinned panel or a popover floats without being dragged (float button, window too narrow).
    case didFloat(panel: PanelID)
    case didBeginResizing(panel: PanelID, handle: ResizeHandle)
    /// The pointer let go; the panel settles at `frame`.
    case didEndResizing(panel: PanelID, frame: Rect)
    case didEnterExpose
    case didExitExpose
    /// A popover pushed page `to` over page `from`.
    case didPush(panel: PanelID, from: String, to: String)
    /// A popover popped page `from`, showing page `to`.
    case didPop(panel: PanelID, from: String, to: String)
    /// A popover's content size changes to `size` (a push, a pop, a toggle); it springs there.
    case didResize(panel: PanelID, size: Size)
    /// A floating panel leaves the window for a window of its own, at `frame` (window coordinates);
    /// the host opens that window, and the panel closes here.
    case didTearOff(panel: PanelID, frame: Rect)
    /// The close button of a panel an app's window lives in was pressed: the host asks the app to
    /// close; the panel stays until the window goes.
    case didRequestClose(panel: PanelID)
    /// Exposé's row of spaces: space `space`'s thumbnail was clicked; the host shows that space.
    case didRequestSpace(space: Int)
    /// The search field opened (it has the keyboard until it closes).
    case didOpenSearch
    /// The search field closed.
    case didCloseSearch
    /// The search field chose application `app` (its desktop file id); the host launches it.
    case didRequestLaunch(app: String)
    /// The search field chose session action `action` (Log Out); the host does it.
    case didRequestAction(action: SessionAction)
    /// The log-out prompt was answered (its button `answer`, or Escape: cancel); the host acts on it.
    case didAnswerLogOut(answer: LogOutPrompt.Answer)
    /// Exposé's row of spaces: its "+" was clicked; the host adds a space.
    case didRequestNewSpace
    /// Exposé: the panel was dragged onto space `space`'s thumbnail; the host moves its window there.
    case didRequestMoveToSpace(panel: PanelID, space: Int)
    /// Reserved area `area` starts sliding in; floating panels move clear of `frame` (where it rests).
    case didReserve(area: String, frame: Rect)
    /// Reserved area `area` starts sliding out; panels it moved return.
    case didRelease(area: String)
    /// The window became narrower than the compact width: floating and pinning are off and the
    /// panels show as sheets, one at a time.
    case didEnterCompact
    /// The window became wide again: the panels return to the remembered layout.
    case didLeaveCompact

    public var name: String {
        switch self {
        case .didBeginDragging: "did-begin-dragging"
        case .didEndDragging: "did-end-dragging"
        case .didSettle: "did-settle"
        case .didTile: "did-tile"
        case .didMinimise: "did-minimise"
        case .didRestore: "did-restore"
        case .didFocus: "did-focus"
        case .didPresent: "did-present"
        case .didClose: "did-close"
        case .didPin: "did-pin"
        case .didUnpin: "did-unpin"
        case .didFloat: "did-float"
        case .didBeginResizing: "did-begin-resizing"
        case .didEndResizing: "did-end-resizing"
        case .didEnterExpose: "did-enter-expose"
        case .didExitExpose: "did-exit-expose"
        case .didPush: "did-push"
        case .didPop: "did-pop"
        case .didResize: "did-resize"
        case .didTearOff: "did-tear-off"
        case .didRequestClose: "did-request-close"
        case .didRequestSpace: "did-request-space"
        case .didRequestNewSpace: "did-request-new-space"
        case .didOpenSearch: "did-open-search"
        case .didCloseSearch: "did-close-search"
        case .didRequestLaunch: "did-request-launch"
        case .didRequestAction: "did-request-action"
        case .didAnswerLogOut: "did-answer-log-out"
        case .didRequestMoveToSpace: "did-request-move-to-space"
        case .didReserve: "did-reserve"
        case .didRelease: "did-release"
        case .didEnterCompact: "did-enter-compact"
        case .didLeaveCompact: "did-leave-compact"
        }
    }

    /// The panel the event is about (none for exposé, its spaces, reserved areas and compact mode).
    public var panel: PanelID? {
        switch self {
        case .didBeginDragging(let id, _), .didEndDragging(let id, _, _), .didSettle(let id, _), .didTile(let id, _), .didMinimise(let id), .didRestore(let id), .didFocus(let id),
             .didPresent(let id, _, _, _), .didClose(let id), .didPin(let id, _, _), .didUnpin(let id), .didFloat(let id),
             .didBeginResizing(let id, _), .didEndResizing(let id, _), .didPush(let id, _, _), .didPop(let id, _, _),
             .didResize(let id, _), .didTearOff(let id, _), .didRequestClose(let id), .didRequestMoveToSpace(let id, _):
            id
        case .didEnterExpose, .didExitExpose, .didReserve, .didRelease, .didEnterCompact, .didLeaveCompact, .didRequestSpace, .didRequestNewSpace,
             .didOpenSearch, .didCloseSearch, .didRequestLaunch, .didRequestAction, .didAnswerLogOut:
            nil
        }
    }
}
