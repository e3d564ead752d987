/// The geometry of pinned panels in a container: a column on the left and right, a row on the top
/// and bottom, and the main content area that is left.
///
/// - Left/right columns take the container's full height, divided equally among their N panels;
///   a column's width is the widest preferred pinned width of its panels.
/// - Top/bottom rows span the width between the left and right columns, divided equally; a row's
///   height is the tallest preferred pinned height of its panels.
/// - The main content is the container minus the columns and rows.
///
/// Slot boundaries are rounded to whole points (the slots still tile the side exactly).
public struct PinnedSlots: Hashable, Sendable {
    /// A pinned panel: its id and its thickness (preferred pinned width for columns, height for rows).
    public struct Entry: Hashable, Sendable {
        public var id: PanelID
        public var thickness: Double

        public init(id: PanelID, thickness: Double) {
            self.id = id
            self.thickness = thickness
        }
    }

    public var container: Rect
    /// The pinned panels of each side, in slot order (index 0 at the top or left).
    public var sides: [PanelPinSide: [Entry]]

    public init(container: Rect, sides: [PanelPinSide: [Entry]] = [:]) {
        self.container = container
        self.sides = sides
    }

    /// The panels pinned to `side`, in slot order.
    public func entries(_ side: PanelPinSide) -> [Entry] { sides[side] ?? [] }

    /// The column width (left/right) or row height (top/bottom) of `side`; 0 when empty.
    public func thickness(_ side: PanelPinSide) -> Double {
        entries(side).map(\.thickness).max() ?? 0
    }

    /// The main content area: the container minus every column and row.
    public var mainContent: Rect {
        let l = thickness(.left), r = thickness(.right), t = thickness(.top), b = thickness(.bottom)
        return container.inset(by: EdgeInsets(top: t, left: l, bottom: b, right: r))
    }

    /// How far the main content is inset from the container on each side (animate with the spring).
    public var contentInsets: EdgeInsets {
        EdgeInsets(top: thickness(.top), left: thickness(.left), bottom: thickness(.bottom), right: thickness(.right))
    }

    /// The band `side`'s slots divide: a full-height column or a row between the columns.
    public func band(_ side: PanelPinSide) -> Rect {
        let c = container, t = thickness(side)
        let l = thickness(.left), r = thickness(.right)
        let rowWidth = max(0, c.width - l - r)
        switch side {
        case .left: return Rect(x: c.minX, y: c.minY, width: t, height: c.height)
        case .right: return Rect(x: c.maxX - t, y: c.minY, width: t, height: c.height)
        case .top: return Rect(x: c.minX + l, y: c.minY, width: rowWidth, height: t)
        case .bottom: return Rect(x: c.minX + l, y: c.maxY - t, width: rowWidth, height: t)
        }
    }

    /// Slot `index` of `side` (of its current count); nil when out of range.
    public func slot(_ side: PanelPinSide, index: Int) -> Rect? {
        let n = entries(side).count
        guard index >= 0, index < n else { return nil }
        let b = band(side)
        let start = side.isVertical ? b.minY : b.minX
        let length = side.isVertical ? b.height : b.width
        let lo = (start + length * Double(index) / Double(n)).rounded()
        let hi = (start + length * Double(index + 1) / Double(n)).rounded()
        return side.isVertical ? Rect(x: b.minX, y: lo, width: b.width, height: hi - lo)
                               : Rect(x: lo, y: b.minY, width: hi - lo, height: b.height)
    }

    /// Every pinned panel's frame, by id.
    public var frames: [PanelID: Rect] {
        var out: [PanelID: Rect] = [:]
        for (side, list) in sides {
            for (i, e) in list.enumerated() { out[e.id] = slot(side, index: i) }
        }
        return out
    }

    /// The index a new panel centred at `center` takes on `side`: its position along the side ÷ the
    /// slot length with one more slot (PanelKit's rule), clamped to 0…N.
    public func insertionIndex(for center: Point, on side: PanelPinSide) -> Int {
        let n = entries(side).count
        // The band a new panel would share: a row's span between the columns does not change.
        let b = band(side)
        let start = side.isVertical ? b.minY : b.minX
        let length = side.isVertical ? b.height : b.width
        let along = side.isVertical ? center.y : center.x
        guard length > 0, along.isFinite else { return n }
        let slotLength = length / Double(n + 1)
        return min(n, max(0, Int(((along - start) / slotLength).rounded(.down))))
    }

    /// These slots with `entry` inserted at `index` (clamped to 0…N) of `side`; the entry leaves
    /// any side it was on first.
    public func inserting(_ entry: Entry, on side: PanelPinSide, at index: Int) -> PinnedSlots {
        var copy = removing(entry.id)
        var list = copy.entries(side)
        list.insert(entry, at: min(list.count, max(0, index)))
        copy.sides[side] = list
        return copy
    }

    /// These slots without the panel `id` (the others on its side re-divide the side).
    public func removing(_ id: PanelID) -> PinnedSlots {
        var copy = self
        for side in PanelPinSide.allCases {
            guard var list = copy.sides[side], list.contains(where: { $0.id == id }) else { continue }
            list.removeAll { $0.id == id }
            copy.sides[side] = list.isEmpty ? nil : list
        }
        return copy
    }

    /// Whether the main content keeps the rules' minimum width and height (always true with
    /// nothing pinned).
    public func satisfies(_ rules: PinningRules) -> Bool {
        guard sides.values.contains(where: { !$0.isEmpty }) else { return true }
        let w = container.width - thickness(.left) - thickness(.right)
        let h = container.height - thickness(.top) - thickness(.bottom)
        return w >= rules.minimumMainContentWidth && h >= rules.minimumMainContentHeight
    }
}
