// What a sheet's spec resolves to in a window of a given size: its anchors (with the bottom bar's
// closed state), placement, geometry and bar morph.
extension SheetSpec {
    /// The anchors for a window of `size`. With a bottom bar, hidden rests the bar's height from the
    /// edge (above a margin there); a non-modal sheet never dims the backdrop.
    public func anchors(in size: Size) -> ResolvedAnchors {
        var chosen = layout.layout(for: size)
        if let bottomBar {
            let near = SheetAnchor.insets(edge: edge, safeArea: placement(in: size).margins).near
            chosen.anchors[.hidden] = .absolute(near + bottomBar.height, fromAttachedEdge: true, reference: .window)
        }
        if !isModal { chosen.backdropAlpha = [:] }
        return chosen.resolved(edge: edge, size: size, contentLength: contentLength)
    }

    /// The breadth, alignment and margins in a window of `size`: the wide rule's where it holds.
    public func placement(in size: Size) -> SheetPlacement {
        if let wide, wide.applies(to: size) { return wide.placement }
        return SheetPlacement(breadth: breadth, alignment: alignment, margins: appearance.margins)
    }

    /// Where the surface goes in a window of `size` whose most expanded state has `mostExpandedExtent`.
    public func geometry(in size: Size, mostExpandedExtent: Double) -> SheetGeometry {
        let p = placement(in: size)
        return SheetGeometry(edge: edge, size: size, margins: p.margins, breadth: p.breadth, alignment: p.alignment,
                             contentMode: contentMode, mostExpandedExtent: mostExpandedExtent)
    }

    /// The bottom bar's morph into the sheet with these anchors; nil without a bar or an open state.
    public func barMorph(_ anchors: ResolvedAnchors) -> SheetBarMorph? {
        guard bottomBar != nil, let closed = anchors.extent(of: .hidden), let open = anchors.neighbour(of: .hidden, forward: true),
              let openExtent = anchors.extent(of: open) else { return nil }
        return SheetBarMorph(closedExtent: closed, openState: open, openExtent: openExtent)
    }
}
