import Model

/// What the pointer is doing to managed panels between a press and its release.
enum PanelGesture {
    /// A floating panel follows the pointer.
    struct Drag {
        var id: PanelID
        /// From the panel's origin to the pointer, fixed at the grab.
        var grab: Vector
        /// Where the panel is drawn (rubber-banded past the reachable range).
        var frame: Rect
        var tracker: VelocityTracker
        /// Where the pointer took hold.
        var start: Point
        /// The pointer went ``Compositor/dragThreshold`` from `start`: only then may the drag
        /// pin or tile the panel (a click on its title bar does neither).
        var moved = false
    }

    case drag(Drag)
    /// A pinned panel's title bar is held; moving away unpins it.
    case pinnedPress(id: PanelID, at: Point)
    /// A tiled panel's title bar is held; moving away floats it again at its own size.
    case tiledPress(id: PanelID, at: Point)
    /// A floating panel is resized from a handle.
    case resize(id: PanelID, session: PanelResize, start: Point, frame: Rect)
    /// A title bar button is held; it acts on release over it.
    case button(id: PanelID, TitleBarButton)
    /// A compact sheet's switcher tab for `panel` is held; it shows that panel on release over it.
    case tab(id: PanelID, panel: PanelID)
    /// A minimised panel's thumbnail in the shelf is held; on release over it the panel comes back.
    case thumbnail(id: PanelID)
    /// A choice in the arrangements popover is held; it acts on release over it.
    case arrangement(ArrangementsMenu.Choice)
    /// A row of a window's menu is held; it acts on release over it.
    case windowMenuRow(Int)
    /// A content button that presents `child` is held; it acts on release over it.
    case action(id: PanelID, child: PanelID, frame: Rect)
    /// A popover page's button is held (nil: the back button); it acts on release over it.
    case pageButton(id: PanelID, page: String, index: Int?)
    /// A popover's navigation bar or grabber is held at `start`; moved far enough, it drags.
    case popoverPress(id: PanelID, at: Point)
    /// A popover is dragged away from its source, `grab` from its frame's origin to the pointer.
    case popoverDrag(id: PanelID, grab: Vector)
    /// Exposé's row of spaces: space `space`'s thumbnail is held; on release over it that space shows.
    case spaceThumbnail(Int)
    /// Exposé's row of spaces: the "+" is held; on release over it a space is added.
    case addSpace
    /// Exposé: the lit window's close button is held; on release over it the window closes.
    case exposeClose(PanelID)
    /// Exposé: a window's cell is pressed at `at`, drawn at `pose`; moved far enough, it drags.
    case exposePress(id: PanelID, at: Point, pose: PanelPose)
    /// Exposé: a window's cell follows the pointer, `grab` from its origin, drawn at `pose`.
    case exposeDrag(id: PanelID, grab: Vector, pose: PanelPose)
    /// The press went to a panel's content, or left exposé: nothing follows.
    case consumed

    /// The panel the pointer moves itself, drawn at ``heldFrame`` instead of its spring.
    var heldID: PanelID? {
        switch self {
        case .drag(let d): d.id
        case .resize(let id, _, _, _): id
        case .exposeDrag(let id, _, _): id
        default: nil
        }
    }

    var heldFrame: Rect? {
        switch self {
        case .drag(let d): d.frame
        case .resize(_, _, _, let frame): frame
        default: nil
        }
    }
}
