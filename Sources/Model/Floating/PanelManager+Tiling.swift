/// Tiling (``tilesWindows``): a window flung or dragged to an edge or a corner of a monitor's work
/// area takes that half, quarter or all of it (``TileArrangement``); dragged out again, it floats
/// at its own size under the pointer. A tiled panel floats: its floating frame is the tile's.
extension PanelManager {
    /// The tile floating panel `id` would take if let go now with the pointer at `pointer` (a
    /// slow drag held at an edge or a corner of the monitor the pointer is on), as its frame; nil
    /// where it would float.
    public func tilePreview(for id: PanelID, pointer: Point) -> Rect? {
        let area = tilingArea(of: monitor(at: pointer))
        guard tilesWindows, allows(.drag, on: id), state(of: id) == .floating, let p = panels[id],
              let arrangement = TileArrangement.chosen(at: pointer, in: area) else { return nil }
        return fitted(arrangement.frame(in: area), sizes: p.sizes)
    }

    /// Tiles floating panel `id` in `arrangement` of `area` (by default the work area of the
    /// monitor it is on), raised and focused, remembering the size it floated at; its frame, or nil
    /// when it does not float. A window whose size limits keep it smaller than the tile is centred in it.
    @discardableResult
    public mutating func tile(_ id: PanelID, _ arrangement: TileArrangement, in area: Rect? = nil) -> Rect? {
        guard state(of: id) == .floating, let p = panels[id] else { return nil }
        let untiled = p.tile == nil ? p.floatingSize : p.untiledSize
        let frame = fitted(arrangement.frame(in: area ?? tilingArea(ofPanel: id)), sizes: p.sizes)
        setFloating(id, frame: frame)
        panels[id]?.tile = arrangement
        panels[id]?.untiledSize = untiled
        raise(id)
        focusedID = id
        return frame
    }

    /// Dragging tiled panel `id` away: it floats at the size it had before it was tiled, under the
    /// pointer (keeping the pointer's place along the title bar,
    /// ``UnpinPlacement/underPointer(_:slot:size:reachability:)``). Its floating frame; nil when not tiled.
    @discardableResult
    public mutating func untile(_ id: PanelID, pointer: Point) -> Rect? {
        guard let p = panels[id], p.tile != nil, let tiled = p.floatingFrame else { return nil }
        let size = p.untiledSize.map(p.sizes.clampedFrame) ?? p.sizes.preferredFrameSize
        setFloating(id, frame: UnpinPlacement.underPointer(pointer, slot: tiled, size: size, reachability: reachability))
        panels[id]?.untiledSize = nil
        return frame(of: id)
    }

    /// Tiled panel `id` floats again at the size it had before, centred on its tile (Super+Down).
    /// Its floating frame; nil when not tiled.
    @discardableResult
    public mutating func floatAgain(_ id: PanelID) -> Rect? {
        guard let p = panels[id], p.tile != nil, let tiled = p.floatingFrame else { return nil }
        let size = p.untiledSize.map(p.sizes.clampedFrame) ?? p.sizes.preferredFrameSize
        setFloating(id, frame: reachability.clamped(Rect(x: (tiled.midX - size.width / 2).rounded(), y: (tiled.midY - size.height / 2).rounded(),
                                                         width: size.width, height: size.height)))
        panels[id]?.untiledSize = nil
        return frame(of: id)
    }

    /// "Arrange all": on each monitor, every floating panel of the space that shows there in a
    /// grid over its work area (as near square as the count allows, rows filled first), the largest
    /// panel in the first cell, each as large as its limits allow within its cell and centred in
    /// it, with ``arrangeGap`` between cells. Returns the panels arranged, monitor by monitor, in
    /// the order of their cells.
    @discardableResult
    public mutating func arrangeAll() -> [PanelID] {
        let floating = zOrder.filter { state(of: $0) == .floating && isHere($0) }
        let byMonitor = Dictionary(grouping: floating) { id in frame(of: id).map(monitor(under:)) ?? container }
        var arranged: [PanelID] = []
        for monitor in monitorFrames { arranged += arrange(byMonitor[monitor] ?? [], in: tilingArea(of: monitor)) }
        return arranged
    }

    /// Arranges `floating` (back to front) in a grid over `work`, as ``arrangeAll()`` says.
    private mutating func arrange(_ floating: [PanelID], in work: Rect) -> [PanelID] {
        guard !floating.isEmpty else { return [] }
        func area(_ id: PanelID) -> Double { panels[id].map { $0.floatingSize.width * $0.floatingSize.height } ?? 0 }
        let ordered = floating.enumerated().sorted { (area($0.element), -$0.offset) > (area($1.element), -$1.offset) }.map(\.element)
        let columns = Int(Double(ordered.count).squareRoot().rounded(.up)), rows = (ordered.count + columns - 1) / columns
        let gap = Self.arrangeGap
        let cellWidth = (work.width - gap * Double(columns + 1)) / Double(columns), cellHeight = (work.height - gap * Double(rows + 1)) / Double(rows)
        for (i, id) in ordered.enumerated() {
            guard let p = panels[id] else { continue }
            let cell = Rect(x: (work.minX + gap + Double(i % columns) * (cellWidth + gap)).rounded(),
                            y: (work.minY + gap + Double(i / columns) * (cellHeight + gap)).rounded(),
                            width: cellWidth.rounded(.down), height: cellHeight.rounded(.down))
            setFloating(id, frame: fitted(cell, sizes: p.sizes))
            panels[id]?.untiledSize = nil
        }
        return ordered
    }

    /// The space between the cells of "arrange all", and between them and the work area's edges.
    public static let arrangeGap = 8.0

    /// Every tiled floating (or minimised) panel fitted to its tile again, on the monitor it is on
    /// (the work area or the monitors changed).
    mutating func refitTiles() {
        for id in zOrder where [.floating, .minimised].contains(state(of: id)) {
            guard let p = panels[id], let tile = p.tile else { continue }
            let frame = fitted(tile.frame(in: tilingArea(ofPanel: id)), sizes: p.sizes)
            panels[id]?.floatingFrame = frame
        }
    }

    /// Whether panel `id` is tiled.
    public func isTiled(_ id: PanelID) -> Bool { panels[id]?.tile != nil }

    /// `tile` made to fit `sizes`: the size nearest the tile's they allow, centred on it (a tile
    /// smaller than the minimum size is overflowed, never shrunk below it), kept reachable.
    func fitted(_ tile: Rect, sizes: PanelContentSizes) -> Rect {
        let size = sizes.clampedFrame(tile.size)
        return reachability.clamped(Rect(x: (tile.minX + (tile.width - size.width) / 2).rounded(),
                                         y: (tile.minY + (tile.height - size.height) / 2).rounded(), width: size.width, height: size.height))
    }
}
