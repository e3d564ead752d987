import Chrome
import Model
import Input
import Spring

/// One frame's output: what to draw, what changed since the last frame, and what happened.
public struct Frame: Sendable {
    public var displayList: DisplayList
    /// The rectangles to repaint and present (the whole canvas on the first frame and after a resize).
    public var damage: [Rect]
    public var events: [CompositorEvent]
    /// Whether something still moves, so another frame should follow.
    public var isAnimating: Bool
}

/// The live state of a window of panels: feeds input to gestures, asks the model where panels
/// belong and the spring core how they get there, and produces frames at the clock's time.
public final class Compositor {
    public private(set) var scene: Scene
    public private(set) var size: Size
    /// Springs, or short cross-fades in their stead. A change applies to the transitions that
    /// start after it (one under way ends as it began).
    public var motionPreference: MotionPreference {
        didSet {
            panels.preference = motionPreference
            for i in sheets.indices { sheets[i].setPreference(motionPreference) }
        }
    }
    let clock: any AnimationClock
    /// The managed panels (the scene's `panels` and `floating.panels`), below the sheets.
    var panels: LivePanels
    /// Sheets, back to front; above every floating panel.
    var sheets: [LiveSheet]
    /// Windows the host composites where they are (``setPlacedWindows(_:)``).
    var placed = PlacedWindows()
    var pending: [CompositorEvent] = []
    var damage = DamageTracker()
    /// Exposé's cells and the panel frames, window and monitors they were laid out for (``exposeProspects(_:)``).
    var keptExposeCells: (frames: [Rect], container: Rect, monitors: [Rect], cells: [PanelID: (frame: Rect, scale: Double)])?
    /// The backdrop's layer and the window size it was made for.
    private var backdrop: (size: Size, layer: DamageTracker.Layer)?
    var draggedSheet: SheetID?
    /// Where the pointer last was.
    var pointer: Point?
    /// Where the pointer went down, to tell a tap from a drag.
    var pressPoint: Point?
    /// How far the pointer moves between press and release before it is a drag, not a tap (and
    /// before a held pinned panel unpins).
    static let dragThreshold = 5.0
    /// Asked before a sheet is dragged and when it is let go.
    public weak var sheetDelegate: (any SheetDelegate)?
    /// Whether the tear-off key tears the focused floating panel off (the host opens its window).
    /// A host window that cannot tear off (a torn-off or opened window) turns it off: the key
    /// then does nothing to the panels.
    public var tearsOff: Bool {
        get { panels.tearsOff }
        set { panels.tearsOff = newValue }
    }

    /// Which keys do what (the settings' key bindings; by default the table in docs/keys.md).
    public var keys: KeyBindings {
        get { panels.keys }
        set { panels.keys = newValue }
    }

    /// What fills the window behind every panel (the scene's, or the settings').
    public var backdropLook: Backdrop {
        get { scene.backdrop }
        set {
            guard newValue != scene.backdrop else { return }
            scene.backdrop = newValue
            backdrop = nil
        }
    }

    /// Whether windows tile (flung to an edge, the tiling keys, arrange all).
    public var tilesWindows: Bool {
        get { panels.manager.tilesWindows }
        set { withPanels { f, now in f.change(at: now) { $0.tilesWindows = newValue } } }
    }

    /// The feel of the panels' and popovers' springs (the settings' `motion.springs`), from
    /// their next transition on.
    public var springs: SpringPreset {
        get { panels.presentation.springs }
        set {
            panels.presentation.springs = newValue
            panels.popovers.springs = newValue
        }
    }

    /// How apps' panels look and the accent of Flotilla's chrome (the settings' appearance).
    public var style: WindowStyle {
        get { panels.style }
        set { withPanels { f, _ in f.restyle(newValue) } }
    }

    /// Starts the scene at the clock's time; panels the scene throws at time 0 start moving now.
    /// `textMeasurer` sizes popover pages by their text (a host with a renderer hands over its
    /// own; without one, ``LineEstimate`` guesses). `motion` chooses springs or cross-fades.
    public init(scene: Scene, clock: any AnimationClock, size: Size? = nil, textMeasurer: (any TextMeasuring)? = nil,
                motion: MotionPreference = .full) {
        self.scene = scene
        self.clock = clock
        self.size = size ?? scene.size
        motionPreference = motion
        let start = clock.now, windowSize = self.size
        panels = LivePanels(scene: scene, size: windowSize, time: start, measurer: textMeasurer ?? LineEstimate(), preference: motion)
        sheets = scene.sheets.map { LiveSheet(spec: $0, size: windowSize, time: start, preference: motion) }
    }

    /// Whether the pointer holds a panel or a sheet (between press and release).
    public var isTracking: Bool { draggedSheet != nil || panels.gesture != nil }

    /// Whether any panel or sheet is carried by a spring.
    public var isAnimating: Bool {
        panels.isAnimating || sheets.contains(where: \.isAnimating)
    }

    /// Feeds one input event to the gestures. Returns false when the event cannot change the
    /// picture (the pointer moving while nothing is held), so no frame needs to follow it.
    @discardableResult
    public func handle(_ event: InputEvent) -> Bool {
        let wasTracking = isTracking
        switch event {
        case .pointerPressed(let p, let button, let time) where button == 1:
            // A second press with no release between (the host lost it): the first gesture ends
            // first, released where the pointer was last seen, so nothing stays held.
            if let last = pointer, pressPoint != nil { handle(.pointerReleased(last, button: 1, time: time)) }
            pointer = p
            switch pointerTarget(at: p) {
            case .sheet(let id): beginSheetDrag(id, at: p, time: time)
            case .sheetBackdrop: break
            case let target: withPanels { f, now in _ = f.press(at: p, hit: target.panel, time: time, now: now) }
            }
            pressPoint = p
        case .pointerPressed(let p, 3, _):
            // A right click on a window's fill button opens its arrangements; on its title bar, its menu.
            withPanels { f, now in
                f.closeWindowMenu(at: now)
                f.closeArrangements(at: now)
            }
            switch pointerTarget(at: p) {
            case .panel(let id, .button(.fill)): withPanels { f, now in _ = f.openArrangements(id, at: now) }
            case .panel(let id, .titleBar): withPanels { f, now in _ = f.openWindowMenu(id, at: p, time: now) }
            default: break
            }
        case .pointerMoved(let p, let time):
            pointer = p
            if !moveSheetDrag(to: p, time: time) { withPanels { f, now in f.move(to: p, time: time, now: now) } }
            // In exposé the window under the pointer is lit.
            if panels.manager.isExposing, panels.gesture == nil {
                let hit = pointerTarget(at: p).panel?.id
                if withPanels({ f, now in f.hoverExpose(over: hit, at: now) }) { return true }
            }
        case .pointerReleased(let p, let button, let time) where button == 1:
            pointer = p
            let sheetTapped = draggedSheet != nil, panelTapped = panels.gesture != nil
            if !endSheetDrag(at: p, time: time) {
                let hit = pointerTarget(at: p).panel
                withPanels { f, now in f.release(at: p, hit: hit, time: time, now: now) }
            }
            if let press = pressPoint, (p - press).length < Self.dragThreshold {
                if sheetTapped { tapSheet(at: p) } else if !panelTapped { tapBackdrop() }
            }
            pressPoint = nil
        case .wheel(let delta, let p, _):
            wheel(delta, at: p)
        case .scroll(let delta, let p, _):
            scroll(delta, at: p)
        case .key(let press, _):
            if !withPanels({ f, now in f.key(press, at: now) }) { key(press) }
        case .modifiersReleased(let held, _):
            withPanels { f, now in f.modifiersReleased(held, at: now) }
        case .gesture:
            // Read, and nothing yet follows one: the gestures' own issue gives them their effects.
            return false
        default:
            break
        }
        if case .pointerMoved = event { return wasTracking || isTracking || !pending.isEmpty }
        return true
    }

    /// The window changed size: the panels are laid out again from the remembered layout
    /// (``PanelManager/setContainer(_:)``) and spring there: floating panels stay reachable, pinned
    /// panels re-divide their sides or float when pinning no longer fits, and below the compact
    /// width every panel shows as a sheet; widened, they return where they were.
    public func resize(to newSize: Size) {
        guard newSize != size else { return }
        size = newSize
        let now = clock.now
        for i in sheets.indices { sheets[i].resize(to: newSize, time: now) }
        withPanels { f, now in f.change(at: now) { $0.setContainer(Rect(origin: .zero, size: newSize)) } }
    }

    /// The frame at the clock's time: settles finished springs, builds the display list and damage,
    /// and hands over the events since the last frame.
    public func nextFrame() -> Frame {
        let now = clock.now
        updateSheets(at: now)
        panels.sheetFrames = Dictionary(sheets.map { ($0.id, $0.frame(at: now)) }, uniquingKeysWith: { first, _ in first })
        withPanels { f, now in f.update(at: now) }
        // One copy of the panels for the frame (each method called on the stored property copies the struct).
        let panels = self.panels
        let layers = surfaces(at: now).flatMap { surface -> [DamageTracker.Layer] in
            switch surface {
            case .backdrop: [backdropLayer()]
            case .sheet(let id): [layer(.surface(surface), sheets.first { $0.id == id }?.items(at: now) ?? [])]
            case .placedWindow(let id): placedLayers(id)
            default: [layer(.surface(surface), panels.items(of: surface, at: now))]
            }
        }
        let events = pending
        pending = []
        return Frame(displayList: DisplayList(size: size, items: layers.flatMap(\.items), prospects: exposeProspects(layers)),
                     damage: damage.damage(for: layers, size: size), events: events, isAnimating: isAnimating)
    }

    func layer(_ id: LayerID, _ items: [DisplayItem]) -> DamageTracker.Layer {
        DamageTracker.Layer(id: id, items: items, bounds: items.reduce(Rect.zero) { $0.union($1.bounds) })
    }

    /// The backdrop's layer, built again only when the window's size changes: a map backdrop over
    /// a large window is tens of thousands of items to make, hash and compare.
    private func backdropLayer() -> DamageTracker.Layer {
        if let kept = backdrop, kept.size == size { return kept.layer }
        let made = layer(.surface(.backdrop), [.layer(LayerItem(id: .surface(.backdrop), items: scene.backdrop.items(in: Rect(origin: .zero, size: size))))])
        backdrop = (size, made)
        return made
    }
}
