// The JSON form of a saved panel layout, decoded as strictly as scene files: unknown fields and
// states are errors naming the field's path (`panels[2].state`), numbers are checked against ranges.
//
//     {"focused": "layers",
//      "panels": [{"id": "inspector", "state": "pinned", "side": "right", "index": 0, "z": 0,
//                  "floating": {"x": 0.4, "y": 0.1, "width": 300, "height": 444}},
//                 {"id": "layers", "state": "floating", "z": 1,
//                  "floating": {"x": 0.25, "y": 0.5, "width": 320, "height": 300}},
//                 {"id": "info", "state": "popover", "z": 2, "parent": "layers",
//                  "popover": {"x": 380, "y": 120, "width": 240, "height": 180}},
//                 {"id": "help", "state": "hidden"}]}

extension PanelLayoutState: Codable {
    enum FieldKey: String, CodingKey, CaseIterable {
        case panels, focused
        case currentSpace = "current-space"
    }

    /// `{"panels": […], "focused": "id", "current-space": 1}`: ids unique, places in the z-order
    /// unique, `focused` (optional) names a visible panel of the list, `current-space` (optional)
    /// the space that showed (0…31).
    public init(from decoder: any Decoder) throws {
        let f = try Fields(decoder, keys: FieldKey.self)
        let panels: [Panel] = try f.required(.panels)
        var ids = Set<PanelID>(), places = Set<Int>()
        for (i, p) in panels.enumerated() {
            func error(_ key: Panel.FieldKey, _ message: String) -> FieldError {
                f.error(at: [FieldKey.panels, AnyKey(intValue: i), key], message)
            }
            guard ids.insert(p.id).inserted else { throw error(.id, "duplicate panel id \"\(p.id)\"") }
            if let z = p.zIndex, !places.insert(z).inserted { throw error(.z, "another panel already has z \(z)") }
        }
        let focused: PanelID? = try f.optional(.focused)
        if let focused, panels.first(where: { $0.id == focused })?.placement.isVisible != true {
            throw f.error(.focused, "\"\(focused)\" is not a visible panel of the list")
        }
        let currentSpace: Int? = try f.optional(.currentSpace)
        if let currentSpace, !(0..<PanelSpaces.maximumCount).contains(currentSpace) {
            throw f.error(.currentSpace, "must be within 0…\(PanelSpaces.maximumCount - 1), got \(currentSpace)")
        }
        self.init(panels: panels, focusedID: focused, currentSpace: currentSpace)
    }


    public func encode(to encoder: any Encoder) throws {
        var c = encoder.container(keyedBy: FieldKey.self)
        try c.encode(panels, forKey: .panels)
        try c.encodeIfPresent(focusedID, forKey: .focused)
        try c.encodeIfPresent(currentSpace, forKey: .currentSpace)
    }
}

extension PanelLayoutState.Panel: Codable {
    enum FieldKey: String, CodingKey, CaseIterable {
        case id, state, side, index
        /// The frame of an attached panel.
        case attached = "popover"
        case floating, z, parent, tile, space
    }

    /// `{"id", "state", "side", "index", "popover", "floating", "z", "parent"}`: `state` is hidden,
    /// floating, pinned (with `side` and `index`), popover (attached, with a `popover` frame in window
    /// coordinates) or minimised (in the shelf); a visible panel has its place `z` (0 at the back), a hidden one has neither `z`
    /// nor `parent`; `floating` is the last floating frame; `tile` the tile a floating (minimised,
    /// hidden) panel had (`left-half`, …: ``TileArrangement``); `space` the space it was on (0…31).
    public init(from decoder: any Decoder) throws {
        let f = try Fields(decoder, keys: FieldKey.self)
        let id: PanelID = try f.required(.id)
        guard !id.name.isEmpty else { throw f.error(.id, "must not be empty") }
        let state: String = try f.required(.state)
        let placement: PanelLayoutState.Placement
        switch state {
        case "hidden": placement = .hidden
        case "floating": placement = .floating
        case "pinned":
            let index: Int = try f.required(.index)
            guard (0...63).contains(index) else { throw f.error(.index, "must be within 0…63, got \(index)") }
            placement = .pinned(side: try f.required(.side), index: index)
        case "popover": placement = .attached(frame: try f.required(.attached, as: WindowFrame.self).rect)
        case "minimised": placement = .minimised
        default: throw f.error(.state, "expected hidden, floating, pinned, popover or minimised, got \"\(state)\"")
        }
        if state != "pinned", f.has(.side) { throw f.error(.side, "only a pinned panel has a side") }
        if state != "pinned", f.has(.index) { throw f.error(.index, "only a pinned panel has an index") }
        if state != "popover", f.has(.attached) { throw f.error(.attached, "only a panel in a popover has a popover frame") }
        let zIndex: Int? = try f.optional(.z), parent: PanelID? = try f.optional(.parent)
        if placement.isVisible {
            guard let zIndex else { throw f.error(.z, "missing field (a visible panel has a place in the z-order)") }
            guard (0...100_000).contains(zIndex) else { throw f.error(.z, "must be within 0…100000, got \(zIndex)") }
        } else if zIndex != nil {
            throw f.error(.z, "a hidden panel has no place in the z-order")
        } else if parent != nil {
            throw f.error(.parent, "a hidden panel has no presenter")
        }
        if parent == id { throw f.error(.parent, "a panel cannot present itself") }
        let tile: TileArrangement? = try f.optional(.tile)
        if tile != nil, !placement.keepsTile { throw f.error(.tile, "only a floating (or minimised, or hidden) panel has a tile") }
        let space: Int? = try f.optional(.space)
        if let space, !(0..<PanelSpaces.maximumCount).contains(space) {
            throw f.error(.space, "must be within 0…\(PanelSpaces.maximumCount - 1), got \(space)")
        }
        self.init(id: id, placement: placement, floatingFrame: try f.optional(.floating), zIndex: zIndex, parent: parent, tile: tile, space: space)
    }

    public func encode(to encoder: any Encoder) throws {
        var c = encoder.container(keyedBy: FieldKey.self)
        func put<T: Encodable>(_ value: T?, _ key: FieldKey) throws {
            try c.encodeIfPresent(value, forKey: key)
        }
        try put(id, .id)
        switch placement {
        case .hidden: try put("hidden", .state)
        case .floating: try put("floating", .state)
        case .pinned(let side, let index):
            try put("pinned", .state)
            try put(side.rawValue, .side)
            try put(index, .index)
        case .attached(let frame):
            try put("popover", .state)
            try put(WindowFrame(rect: frame), .attached)
        case .minimised: try put("minimised", .state)
        }
        try put(floatingFrame, .floating)
        try put(zIndex, .z)
        try put(parent, .parent)
        try put(tile?.rawValue, .tile)
        try put(space, .space)
    }
}

extension PanelLayoutState.RelativeFrame: Codable {
    /// `{"x": 0.25, "y": 0.5, "width": 320, "height": 300}`: x and y are fractions of the window's
    /// width and height (−1000…1000), width and height in points.
    public init(from decoder: any Decoder) throws {
        let r = try decodeFrame(decoder, origins: -1000...1000)
        self.init(x: r.minX, y: r.minY, size: r.size)
    }

    public func encode(to encoder: any Encoder) throws {
        try encodeFrame(Rect(x: x, y: y, width: size.width, height: size.height), to: encoder)
    }
}

/// A frame in window coordinates, `{"x", "y", "width", "height"}`; unlike a scene's frames it may
/// be empty (a popover not placed yet).
private struct WindowFrame: Codable {
    var rect: Rect

    init(rect: Rect) { self.rect = rect }

    init(from decoder: any Decoder) throws { rect = try decodeFrame(decoder, origins: -100_000...100_000) }

    func encode(to encoder: any Encoder) throws { try encodeFrame(rect, to: encoder) }
}

private func decodeFrame(_ decoder: any Decoder, origins: ClosedRange<Double>) throws -> Rect {
    let f = try Fields(decoder, keys: Rect.FieldKey.self)
    return Rect(x: try f.number(.x, in: origins), y: try f.number(.y, in: origins),
                width: try f.number(.width, in: 0...maximumLength), height: try f.number(.height, in: 0...maximumLength))
}

private func encodeFrame(_ r: Rect, to encoder: any Encoder) throws {
    var c = encoder.container(keyedBy: Rect.FieldKey.self)
    for (key, value) in [(Rect.FieldKey.x, r.minX), (.y, r.minY), (.width, r.width), (.height, r.height)] {
        try c.encode(value, forKey: key)
    }
}
