import Spring

/// How a sheet responds to the pointer: projection, redirection, rubber banding, removal, springs
/// (FloatingPanel's `FloatingPanelBehavior`, with its defaults).
public struct SheetBehavior: Hashable, Sendable {
    /// Momentum projection rate per millisecond (UIKit's normal deceleration).
    public var decelerationRate: Double
    /// How far (0…1) towards the next state a release must project to go there.
    public var redirectionalProgress: Double
    /// States a fling may skip to over others (tip → full in one fling); none by default.
    public var projectsMomentumTo: Set<SheetState>
    /// Resistance past the most expanded state.
    public var rubberBandsBeyondMostExpanded: Bool
    /// Resistance past the least expanded state.
    public var rubberBandsBeyondLeastExpanded: Bool
    /// Removal by flinging or dragging past the least expanded state; nil when not removable.
    public var removal: SheetRemoval?
    /// The attraction spring's response (seconds) and its deceleration rate (FloatingPanel's numbers).
    public var springResponse: Double
    public var springDecelerationRate: Double
    /// When false the sheet rests wherever it is released between its extreme states.
    public var snaps: Bool
    /// What a tap on the dimmed backdrop does.
    public var backdropTap: BackdropTap
    /// Escape removes the sheet (when removable) instead of moving it to its least expanded state.
    public var escapeRemoves: Bool

    public init(decelerationRate: Double = Momentum.normalDecelerationRate, redirectionalProgress: Double = 0.5,
                projectsMomentumTo: Set<SheetState> = [], rubberBandsBeyondMostExpanded: Bool = true,
                rubberBandsBeyondLeastExpanded: Bool = true, removal: SheetRemoval? = nil,
                springResponse: Double = 0.4, springDecelerationRate: Double = 0.991, snaps: Bool = true,
                backdropTap: BackdropTap = .none, escapeRemoves: Bool = false) {
        self.decelerationRate = decelerationRate
        self.redirectionalProgress = min(1, max(0, redirectionalProgress))
        self.projectsMomentumTo = projectsMomentumTo
        self.rubberBandsBeyondMostExpanded = rubberBandsBeyondMostExpanded
        self.rubberBandsBeyondLeastExpanded = rubberBandsBeyondLeastExpanded
        self.removal = removal
        self.springResponse = springResponse
        self.springDecelerationRate = springDecelerationRate
        self.snaps = snaps
        self.backdropTap = backdropTap
        self.escapeRemoves = escapeRemoves
    }

    /// The spring that carries a release at `velocity` (extent per second) to its state:
    /// FloatingPanel's attraction mapped onto the closed form; moves to or from hidden use the
    /// stiffer presentation spring.
    public func attractionSpring(velocity: Double, towardsHidden: Bool) -> SpringParameters {
        if towardsHidden { return .presentation }
        return (try? SpringParameters.floatingPanel(response: springResponse, decelerationRate: springDecelerationRate,
                                                     velocity: velocity)) ?? .transition
    }
}

/// When a sheet is removed (FloatingPanel's removal interaction, plus a distance threshold).
public struct SheetRemoval: Hashable, Sendable {
    /// Release velocity divided by the distance to hidden (per second) that removes the sheet.
    public var velocityThreshold: Double
    /// Dragged this far past the least expanded state towards hidden, a release removes it.
    public var distanceThreshold: Double

    public init(velocityThreshold: Double = 5.5, distanceThreshold: Double = 60) {
        self.velocityThreshold = velocityThreshold
        self.distanceThreshold = distanceThreshold
    }
}

/// What tapping a sheet's dimmed backdrop does.
public enum BackdropTap: Hashable, Sendable {
    case none
    /// Remove the sheet.
    case dismiss
    /// Move the sheet to a state.
    case move(SheetState)
}
