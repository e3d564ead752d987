import Model
import Spring

/// How a window's managed panels are drawn over time: the springs that carry each panel's pose,
/// the main content area, the pin preview and the two dims (exposé's, a compact window's) to where
/// the panel manager says they belong, and the panels that fade out after they closed.
///
/// ``animate(to:since:held:at:motion:)`` retargets the springs whose targets moved, from where
/// they are (continuous in position and velocity; ``SpringParameters/thrown`` with the release
/// velocity after a fling, ``SpringParameters/transition`` for everything else); panels that appear
/// or close fade in or out; a compact window's sheet rises from below the window and sinks back.
///
/// A panel another spring carries — one attached in the popover style, whose popover's one spring
/// moves it, fades included — rests here at its target: ``animate(to:targets:since:held:carried:at:motion:movesMainContent:)``
/// asks for its fades instead, and the panel is forgotten once its popover faded it out.
struct PanelPresentation {
    /// A spring start the caller chooses for one panel (a fling, a pin on release).
    struct Motion {
        var id: PanelID
        var velocity: Vector
        var parameters: SpringParameters
    }

    /// A fade another spring carries: panel `id` is to go to `opacity` (shown, closed, exposé).
    struct Fade: Equatable {
        var id: PanelID
        var opacity: Double
    }

    /// The pin or tile preview on screen: the slot or tile it shows (nil while it fades out) and
    /// where it is drawn.
    struct Preview {
        var panel: PanelID
        var slot: Rect?
        var pose: SpringValue<PreviewPose>
    }

    private(set) var poses: [PanelID: SpringValue<PanelPose>] = [:]
    /// Closed panels still fading out, with the state they were drawn in.
    private(set) var leaving: [PanelID: PanelState] = [:]
    /// The main content area's frame.
    private(set) var main: SpringValue<Rect>
    private(set) var preview: Preview?
    /// Exposé's dim, 0…1.
    private(set) var exposeDim: SpringValue<Level>
    /// The dim behind a compact window's sheet, 0…1.
    private(set) var compactDim: SpringValue<Level>
    /// Springs, or cross-fades in their stead.
    var preference: MotionPreference
    /// The feel of the springs (the settings' `motion.springs`).
    var springs = SpringPreset.standard

    /// Every panel of `manager` at rest where it belongs at `time`.
    init(_ manager: PanelManager, targets: [PanelTarget], at time: Double, preference: MotionPreference) {
        self.preference = preference
        main = SpringValue(manager.mainContent, at: time)
        exposeDim = SpringValue(Level(0), at: time)
        compactDim = SpringValue(Level(manager.frontCompactSheet == nil ? 0 : 1), at: time)
        restore(manager, targets: targets, at: time)
    }

    /// Puts every spring but exposé's dim at rest where `manager` puts it, with no motion; nothing
    /// fades out.
    mutating func restore(_ manager: PanelManager, targets: [PanelTarget], at time: Double) {
        leaving = [:]
        poses = Dictionary(targets.map { ($0.id, SpringValue(PanelPose($0), at: time)) }, uniquingKeysWith: { first, _ in first })
        main = SpringValue(manager.mainContent, at: time)
        compactDim = SpringValue(Level(manager.frontCompactSheet == nil ? 0 : 1), at: time)
    }

    /// Whether a panel's spring still moves (or has not yet reported coming to rest).
    private var arePanelsMoving: Bool { poses.values.contains(where: \.isMoving) }

    /// Whether a spring still moves (or has not yet reported coming to rest).
    var isAnimating: Bool {
        arePanelsMoving || main.isMoving || exposeDim.isMoving || compactDim.isMoving
            || preview?.pose.isMoving == true
    }

    /// Panel `id`'s pose as its spring carries it at `time`.
    func pose(of id: PanelID, at time: Double) -> PanelPose? { poses[id]?.value(at: time) }

    /// Where panel `id`'s spring takes it.
    func target(of id: PanelID) -> PanelPose? { poses[id]?.target }

    /// Whether panel `id`'s spring moves it.
    func isMoving(_ id: PanelID) -> Bool { poses[id]?.isMoving == true }

    /// Panel `id`'s velocity at `time` (lanes of ``PanelPose``; zero at rest).
    func velocity(of id: PanelID, at time: Double) -> SIMD8<Double> { poses[id]?.velocity(at: time) ?? .zero }

    /// Forgets panel `id`, faded out by the spring that carries it.
    mutating func forget(_ id: PanelID) {
        poses[id] = nil
        leaving[id] = nil
    }

    /// Holds panel `id` at `pose` from `time` (the pointer took it, or a popover floated out).
    mutating func hold(_ id: PanelID, at pose: PanelPose, time: Double) {
        poses[id]?.hold(pose, at: time)
    }

    /// Panel `id`, let go at `pose`, springs back to `target` (a cancelled drag or resize, a window
    /// dragged in exposé and dropped off the row of spaces).
    mutating func springBack(_ id: PanelID, from pose: PanelPose, to target: PanelTarget, at time: Double) {
        poses[id]?.hold(pose, at: time)
        poses[id]?.animate(to: PanelPose(target), at: time, parameters: springs.adjusted(.transition), preference: preference)
    }

    /// Retargets the springs for `manager`'s `targets` after a change from `old`: moved panels
    /// spring to their new place (but the one the pointer holds, `held`), new ones fade in (a
    /// compact window's sheet rises from below), closed ones fade out (or sink); the main content and
    /// the dims follow. `motion` starts one panel's spring with a velocity and parameters of the
    /// caller's (that panel always reports coming to rest, even where it already is). The panels
    /// `carried` (another spring moves them) rest at their targets; returns the fades they are to make.
    mutating func animate(to manager: PanelManager, targets: [PanelTarget], since old: PanelManager, held: PanelID?,
                          carried: Set<PanelID>, at time: Double, motion: Motion?, movesMainContent: Bool) -> [Fade] {
        var visible = Set<PanelID>(), fades: [Fade] = []
        for target in targets {
            visible.insert(target.id)
            let goal = PanelPose(target)
            if carried.contains(target.id) {
                let arrives = poses[target.id] == nil || leaving[target.id] != nil
                guard arrives || poses[target.id]?.target != goal || motion?.id == target.id else { continue }
                poses[target.id] = SpringValue(goal, at: time)
                leaving[target.id] = nil
                fades.append(Fade(id: target.id, opacity: goal.opacity))
            } else if var pose = poses[target.id], leaving[target.id] == nil {
                guard target.id != held, pose.target != goal || motion?.id == target.id else { continue }
                if let m = motion, m.id == target.id {
                    pose.animate(to: goal, at: time, velocity: PanelPose.lanes(moving: m.velocity),
                                 parameters: springs.adjusted(m.parameters), preference: preference)
                } else {
                    pose.animate(to: goal, at: time, parameters: springs.adjusted(.transition), preference: preference)
                }
                poses[target.id] = pose
            } else if target.layer == .compactSheet {
                var pose = leaving[target.id] == .compactSheet ? poses[target.id]! : SpringValue(Self.belowWindow(goal, manager), at: time)
                pose.animate(to: goal, at: time, parameters: springs.adjusted(.presentation), preference: preference)
                poses[target.id] = pose
                leaving[target.id] = nil
            } else {
                var hidden = PanelPose(target)
                hidden.opacity = 0
                var pose = poses[target.id] ?? SpringValue(hidden, at: time)
                pose.animate(to: goal, at: time, parameters: springs.adjusted(.transition), preference: preference)
                poses[target.id] = pose
                leaving[target.id] = nil
            }
        }
        for id in poses.keys.sorted() where !visible.contains(id) && leaving[id] == nil {
            leaving[id] = old.state(of: id)
            var goal = poses[id]!.target
            if carried.contains(id) {
                goal.opacity = 0
                poses[id] = SpringValue(goal, at: time)
                fades.append(Fade(id: id, opacity: 0))
            } else if leaving[id] == .compactSheet {
                let below = Self.belowWindow(goal, manager)
                poses[id]?.animate(to: below, at: time, parameters: springs.adjusted(.presentation), preference: preference)
            } else {
                goal.opacity = 0
                poses[id]?.animate(to: goal, at: time, parameters: springs.adjusted(.transition), preference: preference)
            }
        }
        if movesMainContent, main.target != manager.mainContent { main.animate(to: manager.mainContent, at: time, parameters: springs.adjusted(.transition), preference: preference) }
        let exposing = Level(manager.isExposing ? 1 : 0)
        if exposeDim.target != exposing { exposeDim.animate(to: exposing, at: time, parameters: springs.adjusted(.transition), preference: preference) }
        let sheetShows = Level(manager.frontCompactSheet == nil ? 0 : 1)
        if compactDim.target != sheetShows { compactDim.animate(to: sheetShows, at: time, parameters: springs.adjusted(.presentation), preference: preference) }
        return fades
    }

    /// `pose` moved down to just below the window: where a compact window's sheet rises from and sinks to.
    private static func belowWindow(_ pose: PanelPose, _ manager: PanelManager) -> PanelPose {
        var below = pose
        below.frame.origin.y = manager.container.maxY
        return below
    }

    /// Ends finished springs at `time`, panel by panel in `order` and then the panels fading out
    /// (by id). Returns the panels that came to rest, with where they rest, and those that faded
    /// out (now gone).
    mutating func update(at time: Double, order: [PanelID]) -> (settled: [(id: PanelID, pose: PanelPose)], gone: [PanelID]) {
        var settled: [(id: PanelID, pose: PanelPose)] = [], gone: [PanelID] = []
        // Only a moving spring can end: with none (a drag, or all at rest) no panel is looked up.
        for id in !arePanelsMoving ? [] : leaving.isEmpty ? order : order + leaving.keys.sorted() where poses[id]?.update(at: time) == true {
            if leaving[id] != nil {
                poses[id] = nil
                leaving[id] = nil
                gone.append(id)
            } else if let target = poses[id]?.target {
                settled.append((id, target))
            }
        }
        _ = main.update(at: time)
        _ = exposeDim.update(at: time)
        _ = compactDim.update(at: time)
        if preview?.pose.update(at: time) == true, preview?.slot == nil { preview = nil }
        return (settled, gone)
    }

    // MARK: The pin preview

    /// The pin preview at `time`: whose it is, where, and how opaque (0…1, growing in from 0).
    func previewShown(at time: Double) -> (panel: PanelID, frame: Rect, alpha: Double)? {
        guard let p = preview else { return nil }
        let shown = p.pose.value(at: time)
        return (p.panel, shown.frame, shown.alpha)
    }

    /// Shows `slot` (a pin's slot, or a tile), grown from panel `id`'s `frame` the first time; nil hides it.
    mutating func showPreview(_ slot: Rect?, for id: PanelID, from frame: Rect, at time: Double) {
        guard let slot else { return hidePreview(at: time) }
        let goal = PreviewPose(frame: slot, alpha: 1)
        if var shown = preview, shown.panel == id {
            guard shown.slot != slot else { return }
            shown.slot = slot
            shown.pose.animate(to: goal, at: time, parameters: springs.adjusted(.transition), preference: preference)
            preview = shown
        } else {
            var pose = SpringValue(PreviewPose(frame: frame, alpha: 0), at: time)
            pose.animate(to: goal, at: time, parameters: springs.adjusted(.transition), preference: preference)
            preview = Preview(panel: id, slot: slot, pose: pose)
        }
    }

    /// Fades the preview out where it is.
    mutating func hidePreview(at time: Double) {
        guard var shown = preview, shown.slot != nil else { return }
        shown.slot = nil
        var goal = shown.pose.target
        goal.alpha = 0
        shown.pose.animate(to: goal, at: time, parameters: springs.adjusted(.transition), preference: preference)
        preview = shown
    }
}
