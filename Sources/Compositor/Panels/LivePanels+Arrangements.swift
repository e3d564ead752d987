import Chrome
import Model

/// The arrangements popover shown over a window, fading in and out.
struct LiveArrangements {
    var menu: ArrangementsMenu
    var fade: Fade
    /// The choice the pointer holds, drawn pressed.
    var pressed: ArrangementsMenu.Choice?
}

/// The arrangements popover behind a window's fill button (``ArrangementsMenu``): a right click, or
/// the button held ``longPress``, opens it below the button; a choice tiles the window there (or
/// arranges every window) and closes it; a press anywhere else, or Escape, closes it.
extension LivePanels {
    /// How long the fill button is held before the arrangements open, in seconds (a long press).
    static let longPress = 0.5

    /// Opens the arrangements for floating panel `id` at `time`, under its fill button; false where
    /// windows do not tile or it has no fill button.
    @discardableResult
    mutating func openArrangements(_ id: PanelID, at time: Double) -> Bool {
        guard manager.tilesWindows, manager.state(of: id) == .floating, let frame = pose(of: id, at: time)?.frame,
              let button = TitleBarLayout.buttonFrames(for: .floating, in: frame, pinningEnabled: manager.rules.isEnabled, tiles: true)[.fill]
        else { return false }
        arrangements = LiveArrangements(menu: ArrangementsMenu(panel: id, under: button, in: manager.container),
                                        fade: Fade(appearingAt: time, preference: preference))
        fillHeldSince = nil
        return true
    }

    /// Closes the arrangements at `time` (they fade out).
    mutating func closeArrangements(at time: Double) {
        guard var shown = arrangements, !shown.fade.isClosing else { return }
        shown.fade.close(at: time, preference: preference)
        shown.pressed = nil
        arrangements = shown
    }

    /// The open arrangements' menu, if any (not while fading out).
    var openMenu: ArrangementsMenu? { arrangements.flatMap { $0.fade.isClosing ? nil : $0.menu } }

    /// A press at `p` while the arrangements show: on a choice it is held (it acts on release
    /// over it); elsewhere on the popover it is taken; off it, the popover closes and the press
    /// goes on (false).
    mutating func pressArrangements(at p: Point, now: Double) -> Bool {
        guard let menu = openMenu else { return false }
        guard menu.contains(p) else {
            closeArrangements(at: now)
            return false
        }
        let choice = menu.choice(at: p)
        arrangements?.pressed = choice
        gesture = choice.map { .arrangement($0) } ?? .consumed
        return true
    }

    /// The pointer let go at `p` holding `choice`: over it, the window takes that place (or every
    /// window is arranged) and the popover closes.
    mutating func releaseArrangement(_ choice: ArrangementsMenu.Choice, at p: Point, now: Double) {
        arrangements?.pressed = nil
        guard let menu = openMenu, menu.choice(at: p) == choice else { return }
        closeArrangements(at: now)
        switch choice {
        case .tile(let arrangement): tile(menu.panel, arrangement, at: now)
        case .arrangeAll: change(at: now) { $0.arrangeAll() }
        }
    }

    /// Per frame: a fill button held long enough opens the arrangements; faded out, they go.
    mutating func updateArrangements(at time: Double) {
        if case .button(let id, .fill) = gesture, let since = fillHeldSince, time - since >= Self.longPress {
            // Whether or not they can open (a compact window), the wait is over.
            fillHeldSince = nil
            if openArrangements(id, at: time) { gesture = .consumed }
        }
        guard var shown = arrangements else { return }
        arrangements = shown.fade.update(at: time) ? shown : nil
    }

    /// Whether the arrangements fade, or a held fill button waits for its long press.
    var arrangementsAnimating: Bool {
        arrangements?.fade.isMoving == true || (fillHeldSince != nil && { if case .button(_, .fill) = gesture { true } else { false } }())
    }

    /// The arrangements drawn at `time` as a layer.
    func arrangementsLayer(at time: Double) -> [DisplayItem] {
        guard let shown = arrangements else { return [] }
        var layer = LayerItem.placed(id: .surface(.arrangements), at: shown.menu.frame, isMoving: false,
                                     content: LayerContent(ArrangementsChrome.items(for: shown.menu, pressed: shown.pressed, accent: style.accent)))
        layer.opacity = shown.fade.opacity(at: time)
        return [.layer(layer)]
    }
}
