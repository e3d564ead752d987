import Chrome
import Model
import Spring

/// A popover's size and slide, carried by one spring: a push retargets both at once, so the frame
/// resizes while the pages slide, in the same motion. While it is dragged away from its source,
/// `offset` moves it from where it is placed and `arrow` (1 attached, 0 retracted) shrinks its arrow;
/// dropped near the source, both spring back.
struct PopoverPose: Equatable, SpringCarried {
    var size: Size
    /// The index of the page shown (fractional mid-slide).
    var position: Double
    var offset: Vector
    var arrow: Double

    init(size: Size, position: Double, offset: Vector = .zero, arrow: Double = 1) {
        self.size = size
        self.position = position
        self.offset = offset
        self.arrow = arrow
    }

    init(lanes v: SIMD8<Double>) {
        self.init(size: Size(width: max(0, v[0]), height: max(0, v[1])), position: v[2], offset: Vector(dx: v[3], dy: v[4]),
                  arrow: min(1, max(0, v[5])))
    }

    var lanes: SIMD8<Double> { SIMD8(size.width, size.height, position, offset.dx, offset.dy, arrow, 0, 0) }
}

/// A managed panel shown in the popover style: what it points at, its pages, and its spring.
struct LivePopover {
    let style: PopoverStyle
    /// The style's source, or the content button that presented it (in its panel's coordinates).
    let source: PopoverSource
    var pages: PageStack
    var pose: SpringValue<PopoverPose>
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

    /// Where the spring is headed: the top page's size, the slide at the top page.
    var target: PopoverPose {
        PopoverPose(size: sizes[pages.top.id]?[pages.isToggled(pages.top.id)] ?? .zero, position: pages.restingPosition)
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
    mutating func retarget(at time: Double, preference: MotionPreference) {
        pose.animate(to: target, at: time, parameters: .transition, preference: preference)
    }
}
