import Chrome
import Model
import Spring

/// Everything that moves a panel shown in a popover, carried by its one spring: a push retargets
/// size and slide at once, so the frame resizes while the pages slide, in the same motion; the
/// panel fades in and out with `opacity`. While it is dragged away from its source, `offset` moves
/// it from where it is placed and `arrow` (1 attached, 0 retracted) shrinks its arrow; dropped near
/// the source, both spring back.
struct PopoverPose: Equatable, SpringCarried {
    var size: Size
    /// The index of the page shown (fractional mid-slide).
    var position: Double
    var offset: Vector
    var arrow: Double
    /// 0…1: fading in when presented, out when closed, out while exposé shows.
    var opacity: Double

    init(size: Size, position: Double, offset: Vector = .zero, arrow: Double = 1, opacity: Double = 1) {
        self.size = size
        self.position = position
        self.offset = offset
        self.arrow = arrow
        self.opacity = opacity
    }

    // The lanes: width, height, position, offset dx, dy, arrow, opacity.

    init(lanes v: SIMD8<Double>) {
        self.init(size: Size(width: max(0, v[0]), height: max(0, v[1])), position: v[2], offset: Vector(dx: v[3], dy: v[4]),
                  arrow: min(1, max(0, v[5])), opacity: min(1, max(0, v[6])))
    }

    var lanes: SIMD8<Double> { SIMD8(size.width, size.height, position, offset.dx, offset.dy, arrow, opacity, 0) }

    static var fadeLanes: SIMD8<Double> { SIMD8(0, 0, 0, 0, 0, 0, 1, 0) }
}

/// A managed panel shown in the popover style: what it points at, its pages, and its one spring.
/// While the panel is attached, the spring carries all of its motion, fades included; floated out,
/// the panel's frame is the presentation's and the spring slides the pages only.
struct LivePopover {
    let style: PopoverStyle
    /// The style's source, or the content button that presented it (in its panel's coordinates).
    let source: PopoverSource
    var pages: PageStack
    var pose: SpringValue<PopoverPose>
    /// The opacity the spring heads for: 1 shown, 0 closed or hidden by exposé.
    private(set) var opacity = 1.0
    /// When the last change of how the panel is shown (a fade, its arrival at its source) is done,
    /// as the spring moved when it began: the panel's did-settle, not moved by a push, pop or
    /// toggle that retargets the spring meanwhile (nil: nothing to report).
    var settlesAt: Double?
    /// The button of the top page that Tab moved to, if any.
    var focusedButton: Int?
    /// Each page's preferred size with its toggle off and on, and the same clamped to the panel's limits.
    private let wanted: [String: [Bool: Size]], sizes: [String: [Bool: Size]]
    /// How far each page's content is scrolled (content clamped smaller than it wants scrolls).
    var scroll: [String: Double] = [:]

    /// A popover at rest on `style`'s root page, measured with `measurer` and clamped to `limits`.
    init?(style: PopoverStyle, source: PopoverSource, limits: PanelContentSizes, measurer: any TextMeasuring, at time: Double) {
        guard let pages = PageStack(pages: style.pages, root: style.root) else { return nil }
        self.style = style
        self.source = source
        self.pages = pages
        var wanted: [String: [Bool: Size]] = [:]
        for page in style.pages {
            for toggled in [false, true] {
                wanted[page.id, default: [:]][toggled] = PageLayout.preferredSize(of: page, toggled: toggled, measuring: measurer)
            }
        }
        self.wanted = wanted
        sizes = wanted.mapValues { $0.mapValues(limits.clampedContent) }
        pose = SpringValue(PopoverPose(size: .zero, position: 0), at: time)
        pose.hold(target, at: time)
    }

    /// Where the spring is headed: the top page's size, the slide at the top page, attached, at
    /// ``opacity``.
    var target: PopoverPose {
        PopoverPose(size: sizes[pages.top.id]?[pages.isToggled(pages.top.id)] ?? .zero, position: pages.restingPosition,
                    opacity: opacity)
    }

    /// The height page `id`'s content asks for (more than it gets when clamped: it scrolls).
    func contentHeight(of id: String) -> Double { wanted[id]?[pages.isToggled(id)]?.height ?? 0 }

    /// What the chrome draws, with `look`, at the slide's `position`.
    func drawing(_ look: PanelLook, position: Double) -> PopoverChrome.Drawing {
        PopoverChrome.Drawing(look: look, pages: pages, position: position, focusedButton: focusedButton,
                              contentHeights: Dictionary(uniqueKeysWithValues: pages.shown.map { ($0, contentHeight(of: $0)) }),
                              scroll: scroll)
    }

    /// Springs to the target after a push, pop or toggle, from where it is and with its velocity.
    mutating func retarget(at time: Double, preference: MotionPreference, springs: SpringPreset) {
        pose.animate(to: target, at: time, parameters: springs.adjusted(.transition), preference: preference)
    }

    /// Starts the spring at `start`, moving at `velocity`, towards the target: a panel that was drawn
    /// elsewhere (floating) goes to its source from where it was, continuous in position and velocity.
    mutating func place(at start: PopoverPose, velocity: SIMD8<Double>, time: Double, preference: MotionPreference, springs: SpringPreset) {
        guard start != target || velocity != .zero else { return pose.hold(target, at: time) }
        pose = .moving(from: start, to: target, at: time, velocity: velocity, parameters: springs.adjusted(.transition), preference: preference)
    }

    /// Springs to `opacity` (and the rest of the target) from where it is: the panel is shown or
    /// closed, or exposé hides or shows it; its coming to rest is the panel's did-settle.
    mutating func fade(to opacity: Double, at time: Double, preference: MotionPreference, springs: SpringPreset) {
        self.opacity = opacity
        retarget(at: time, preference: preference, springs: springs)
        settlesAt = pose.restTime
    }

    /// At rest at the target from `time` (popped pages gone), nothing to report.
    mutating func rest(at time: Double) {
        pose.hold(target, at: time)
        pages.settle()
        settlesAt = nil
    }

    /// The panel left its popover (floated out, or shown as a compact sheet): the presentation
    /// carries its frame and opacity from here, the spring only its pages (shown at full opacity).
    mutating func release(at time: Double) {
        guard settlesAt != nil || opacity != 1 else { return }
        opacity = 1
        settlesAt = nil
        var shown = pose.value(at: time)
        shown.opacity = 1
        // Only a fade was under way: it stops; pages still sliding slide on.
        if shown == target { pose.hold(target, at: time) } else { pose.retarget(to: target, at: time) }
    }
}
