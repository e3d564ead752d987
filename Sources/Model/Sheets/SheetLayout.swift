/// A sheet's magnetic states: where each rests, which it starts in, what the backdrop shows in each.
public struct SheetLayout: Hashable, Sendable {
    public var anchors: [SheetState: SheetAnchor]
    public var initialState: SheetState
    /// Insets reserved at the window's edges; anchors with a `.safeArea` reference avoid them.
    public var safeArea: EdgeInsets
    /// The backdrop's dim alpha per state (0 where absent), interpolated by position between states.
    public var backdropAlpha: [SheetState: Double]

    public init(anchors: [SheetState: SheetAnchor], initialState: SheetState, safeArea: EdgeInsets = .zero,
                backdropAlpha: [SheetState: Double] = [.full: 0.3]) {
        self.anchors = anchors
        self.initialState = initialState
        self.safeArea = safeArea
        self.backdropAlpha = backdropAlpha
    }

    /// FloatingPanel's default ("Maps search card"): full 18 pt from the far edge, half at 0.5 of
    /// the length, tip 69 pt from the attached edge, all in the safe area; starts at half.
    public static let standard = SheetLayout(
        anchors: [
            .full: .absolute(18, fromAttachedEdge: false, reference: .safeArea),
            .half: .fractional(0.5, fromAttachedEdge: true, reference: .safeArea),
            .tip: .absolute(69, fromAttachedEdge: true, reference: .safeArea),
        ],
        initialState: .half)

    /// How far beyond the attached edge the free edge goes when hidden.
    public static let hiddenOverhang = 100.0

    /// The anchors' extents for a window of `size`, least expanded first. `hidden` resolves to
    /// `hiddenOverhang` beyond the attached edge unless the layout anchors it elsewhere.
    public func resolved(edge: SheetEdge, size: Size, contentLength: Double = 0) -> ResolvedAnchors {
        let entries = anchors.map { state, anchor in
            (state, anchor.extent(edge: edge, size: size, safeArea: safeArea, contentLength: contentLength))
        }
        let hidden = anchors[.hidden].map { $0.extent(edge: edge, size: size, safeArea: safeArea, contentLength: contentLength) }
            ?? -Self.hiddenOverhang
        return ResolvedAnchors(entries: entries.sorted { $0.0 < $1.0 }.map { .init(state: $0.0, extent: $0.1) },
                               hiddenExtent: hidden, backdropAlpha: backdropAlpha)
    }
}

/// A layout per window shape: a different one when the window is wider than tall, re-applied on
/// resize while the sheet keeps its state.
public struct AdaptiveSheetLayout: Hashable, Sendable {
    public var tall: SheetLayout
    /// Used when the window is wider than tall; `tall` when nil.
    public var wide: SheetLayout?

    public init(tall: SheetLayout, wide: SheetLayout? = nil) {
        self.tall = tall
        self.wide = wide
    }

    public func layout(for size: Size) -> SheetLayout {
        size.width > size.height ? (wide ?? tall) : tall
    }
}

/// A layout resolved for one window size: every state's extent, least expanded first.
public struct ResolvedAnchors: Hashable, Sendable {
    public struct Entry: Hashable, Sendable {
        public var state: SheetState
        public var extent: Double
    }

    public var entries: [Entry]
    /// Where the free edge goes when the sheet is hidden or removed.
    public var hiddenExtent: Double
    public var backdropAlpha: [SheetState: Double]

    public var states: [SheetState] { entries.map(\.state) }
    public var leastExpanded: Entry? { entries.first }
    public var mostExpanded: Entry? { entries.last }

    /// The extent of `state` (hidden is always valid).
    public func extent(of state: SheetState) -> Double? {
        entries.first { $0.state == state }?.extent ?? (state == .hidden ? hiddenExtent : nil)
    }

    /// The neighbouring state towards more (`forward`) or less expanded.
    public func neighbour(of state: SheetState, forward: Bool) -> SheetState? {
        guard let i = entries.firstIndex(where: { $0.state == state }) else { return nil }
        let j = forward ? i + 1 : i - 1
        return entries.indices.contains(j) ? entries[j].state : nil
    }

    /// The backdrop's alpha with the free edge at `extent`: each state's alpha, interpolated
    /// linearly between neighbouring states (hidden counts as alpha 0), held beyond the extremes.
    public func backdropAlpha(at extent: Double) -> Double {
        var points = entries.map { ($0.extent, backdropAlpha[$0.state] ?? 0) }
        if !entries.contains(where: { $0.state == .hidden }) {
            points.insert((hiddenExtent, 0), at: 0)
        }
        points.sort { $0.0 < $1.0 }
        guard let first = points.first, let last = points.last else { return 0 }
        if extent <= first.0 { return first.1 }
        if extent >= last.0 { return last.1 }
        for (a, b) in zip(points, points.dropFirst()) where extent <= b.0 {
            let t = b.0 > a.0 ? (extent - a.0) / (b.0 - a.0) : 1
            return a.1 + (b.1 - a.1) * t
        }
        return last.1
    }
}
