import Spring

/// What a released sheet does.
public enum SheetRelease: Hashable, Sendable {
    /// Settle on a state.
    case state(SheetState)
    /// Rest where it is (a sheet that does not snap), at this extent.
    case rest(Double)
    /// Leave: animate to hidden and remove the sheet.
    case remove
}

/// FloatingPanel's decisions for a sheet, as pure functions of position and velocity in extent
/// space (positive velocity expands): where a dragged sheet is drawn, and where a release goes.
public struct SheetTargeting: Hashable, Sendable {
    public var anchors: ResolvedAnchors
    public var behavior: SheetBehavior
    /// The window's length along the sheet's axis (rubber banding's dimension).
    public var length: Double

    public init(anchors: ResolvedAnchors, behavior: SheetBehavior, length: Double) {
        self.anchors = anchors
        self.behavior = behavior
        self.length = length
    }

    /// Where the sheet is drawn when the pointer asks for `raw`: 1:1 between the extreme states,
    /// rubber-banded (or stopped) beyond them; towards hidden 1:1 when the sheet is removable.
    public func dragged(_ raw: Double) -> Double {
        guard let lo = anchors.leastExpanded?.extent, let hi = anchors.mostExpanded?.extent else { return raw }
        if raw > hi {
            return behavior.rubberBandsBeyondMostExpanded ? hi + RubberBand.offset(raw - hi, dimension: length) : hi
        }
        if raw < lo {
            if behavior.removal != nil { return max(raw, anchors.hiddenExtent) }
            return behavior.rubberBandsBeyondLeastExpanded ? lo - RubberBand.offset(lo - raw, dimension: length) : lo
        }
        return raw
    }

    /// A ``dragged(_:)`` extent with its rubber band taken out: stopped at the extreme state it was
    /// pulled past (reduced motion draws no overshoot); a removable sheet still goes towards hidden.
    public func withoutRubberBand(_ presented: Double) -> Double {
        guard let lo = anchors.leastExpanded?.extent, let hi = anchors.mostExpanded?.extent else { return presented }
        if presented > hi { return hi }
        if presented < lo, behavior.removal == nil { return lo }
        return presented
    }

    /// The momentum-projected extent of a release at `p` with `velocity`.
    public func projected(_ p: Double, velocity: Double) -> Double {
        p + Momentum.projectedDistance(velocity: velocity, decelerationRate: behavior.decelerationRate)
    }

    /// What a release at extent `p` with `velocity` does, the sheet having last rested in `current`.
    public func release(at p: Double, velocity: Double, current: SheetState) -> SheetRelease {
        if let removal = behavior.removal, let lo = anchors.leastExpanded?.extent {
            let distance = abs(p - anchors.hiddenExtent)
            if velocity < 0, distance > 0, -velocity / distance >= removal.velocityThreshold { return .remove }
            if velocity <= 0, p < lo - removal.distanceThreshold { return .remove }
        }
        if !behavior.snaps, let lo = anchors.leastExpanded?.extent, let hi = anchors.mostExpanded?.extent {
            return .rest(min(hi, max(lo, projected(p, velocity: velocity))).rounded())
        }
        return targetState(at: p, velocity: velocity, current: current).map(SheetRelease.state) ?? .state(current)
    }

    /// FloatingPanel's target choice: project the release, find the segment of states it falls in
    /// (or, when projection may not reach that state, the segment of the current position — beyond
    /// an end state, the segment from that state to its neighbour — with the projection trimmed so
    /// it reaches at most one state past it), then go on to the far state only past the
    /// redirectional progress.
    public func targetState(at p: Double, velocity: Double, current: SheetState) -> SheetState? {
        guard !anchors.entries.isEmpty else { return nil }
        var pp = projected(p, velocity: velocity)
        let forward = velocity != 0 ? velocity > 0 : p > (anchors.extent(of: current) ?? p)
        var (from, to) = segment(at: pp, forward: forward)
        if !behavior.projectsMomentumTo.contains(to.state) {
            (from, to) = segment(at: p, forward: forward)
            if from == to { to = neighbour(of: from, forward: forward) }
            let beyond = neighbour(of: to, forward: forward)
            pp = forward ? max(min(pp, beyond.extent), from.extent) : max(min(pp, from.extent), beyond.extent)
        }
        guard from.extent != to.extent else { return from.state }
        let progress = abs(pp - from.extent) / abs(to.extent - from.extent)
        return progress > behavior.redirectionalProgress ? to.state : from.state
    }

    /// The state after `entry` (forward) or before it, or `entry` itself at the end.
    func neighbour(of entry: ResolvedAnchors.Entry, forward: Bool) -> ResolvedAnchors.Entry {
        let e = anchors.entries
        guard let i = e.firstIndex(of: entry) else { return entry }
        return forward ? e[min(i + 1, e.count - 1)] : e[max(i - 1, 0)]
    }

    /// The two states around `x`: moving forward, from the one at or below to the one above;
    /// moving back, from the one at or above to the one below. Beyond the extremes both are the extreme.
    func segment(at x: Double, forward: Bool) -> (from: ResolvedAnchors.Entry, to: ResolvedAnchors.Entry) {
        let e = anchors.entries
        let lower = forward ? e.last { $0.extent <= x } : e.last { $0.extent < x }
        let upper = forward ? e.first { $0.extent > x } : e.first { $0.extent >= x }
        let a = lower ?? upper!, b = upper ?? lower!
        return forward ? (a, b) : (b, a)
    }
}
