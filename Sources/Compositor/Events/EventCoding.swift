import Model

/// The JSON form of every event, defined once: one flat object, `"event"` naming it and the rest
/// its fields; positions, sizes and velocities to 1/100 (docs/events.md). The app encodes it with
/// sorted keys, one line per event; requests decode with the same schema.
extension CompositorEvent: Codable {
    enum Field: String, CodingKey {
        case event, panel, sheet, list, offset, origin, velocity, target, frame, state, side, index, handle, allowed, extent, from, to, size, style, page, area, parent,
             arrangement, app, action, answer
    }

    typealias Fields = KeyedEncodingContainer<Field>
    typealias ReadFields = KeyedDecodingContainer<Field>

    public func encode(to encoder: any Encoder) throws {
        var fields = encoder.container(keyedBy: Field.self)
        try fields.encode(name, forKey: .event)
        switch self {
        case .panel(let e):
            try e.encode(into: &fields)
        case .sheet(let id, let e):
            try fields.encode(id, forKey: .sheet)
            try e.encode(into: &fields)
        }
    }

    public init(from decoder: any Decoder) throws {
        let fields = try decoder.container(keyedBy: Field.self)
        let name = try fields.decode(String.self, forKey: .event)
        if let id = try fields.decodeIfPresent(SheetID.self, forKey: .sheet) {
            self = .sheet(id, try SheetEvent(named: name, from: fields))
        } else {
            self = .panel(try PanelEvent(named: name, from: fields))
        }
    }

    static func unknown(_ name: String, _ fields: ReadFields) -> DecodingError {
        .dataCorruptedError(forKey: .event, in: fields, debugDescription: "unknown event \"\(name)\"")
    }
}

extension PanelEvent {
    func encode(into fields: inout CompositorEvent.Fields) throws {
        if let panel { try fields.encode(panel, forKey: .panel) }
        switch self {
        case .didBeginDragging(_, let origin):
            try fields.encode(JSONPoint(origin), forKey: .origin)
        case .didEndDragging(_, let velocity, let target):
            try fields.encode(JSONVector(velocity), forKey: .velocity)
            try fields.encode(JSONPoint(target), forKey: .target)
        case .didSettle(_, let frame), .didEndResizing(_, let frame), .didTearOff(_, let frame):
            try fields.encode(JSONRect(frame), forKey: .frame)
        case .didTile(_, let arrangement):
            try fields.encode(arrangement.rawValue, forKey: .arrangement)
        case .didReserve(let area, let frame):
            try fields.encode(area, forKey: .area)
            try fields.encode(JSONRect(frame), forKey: .frame)
        case .didRelease(let area):
            try fields.encode(area, forKey: .area)
        case .didPresent(_, let state, let page, let sheetOf):
            try fields.encode(state.name, forKey: .state)
            if let page {
                try fields.encode("popover", forKey: .style)
                try fields.encode(page, forKey: .page)
            }
            if let sheetOf {
                try fields.encode("sheet", forKey: .style)
                try fields.encode(sheetOf, forKey: .parent)
            }
            if case .pinned(let side, let index) = state {
                try fields.encode(side.rawValue, forKey: .side)
                try fields.encode(index, forKey: .index)
            }
        case .didPin(_, let side, let index):
            try fields.encode(side.rawValue, forKey: .side)
            try fields.encode(index, forKey: .index)
        case .didBeginResizing(_, let handle):
            try fields.encode(handle.rawValue, forKey: .handle)
        case .didPush(_, let from, let to), .didPop(_, let from, let to):
            try fields.encode(from, forKey: .from)
            try fields.encode(to, forKey: .to)
        case .didResize(_, let size):
            try fields.encode(JSONSize(size), forKey: .size)
        case .didRequestSpace(let space), .didRequestMoveToSpace(_, let space):
            try fields.encode(space, forKey: .index)
        case .didRequestLaunch(let app):
            try fields.encode(app, forKey: .app)
        case .didRequestAction(let action):
            try fields.encode(action.rawValue, forKey: .action)
        case .didAnswerLogOut(let answer):
            try fields.encode(answer.rawValue, forKey: .answer)
        case .didFocus, .didClose, .didRequestClose, .didRequestNewSpace, .didMinimise, .didRestore, .didUnpin, .didFloat, .didEnterExpose, .didExitExpose, .didEnterCompact, .didLeaveCompact,
             .didOpenSearch, .didCloseSearch:
            break
        }
    }

    init(named name: String, from fields: CompositorEvent.ReadFields) throws {
        func panel() throws -> PanelID { try fields.decode(PanelID.self, forKey: .panel) }
        func side() throws -> PanelPinSide { try fields.decodeRaw(PanelPinSide.self, forKey: .side) }
        switch name {
        case "did-begin-dragging": self = .didBeginDragging(panel: try panel(), origin: try fields.decode(JSONPoint.self, forKey: .origin).point)
        case "did-end-dragging":
            self = .didEndDragging(panel: try panel(), velocity: try fields.decode(JSONVector.self, forKey: .velocity).vector,
                                   target: try fields.decode(JSONPoint.self, forKey: .target).point)
        case "did-settle": self = .didSettle(panel: try panel(), frame: try fields.decode(JSONRect.self, forKey: .frame).rect)
        case "did-tile": self = .didTile(panel: try panel(), arrangement: try fields.decodeRaw(TileArrangement.self, forKey: .arrangement))
        case "did-focus": self = .didFocus(panel: try panel())
        case "did-minimise": self = .didMinimise(panel: try panel())
        case "did-restore": self = .didRestore(panel: try panel())
        case "did-present":
            let named = try fields.decode(String.self, forKey: .state)
            let state: PanelState
            if named == PanelState.pinned(side: .left, index: 0).name {
                state = .pinned(side: try side(), index: try fields.decode(Int.self, forKey: .index))
            } else if let other = PanelState.unpinned.first(where: { $0.name == named }) {
                state = other
            } else {
                throw DecodingError.dataCorruptedError(forKey: .state, in: fields, debugDescription: "unknown panel state \"\(named)\"")
            }
            self = .didPresent(panel: try panel(), state: state, page: try fields.decodeIfPresent(String.self, forKey: .page),
                               sheetOf: try fields.decodeIfPresent(PanelID.self, forKey: .parent))
        case "did-close": self = .didClose(panel: try panel())
        case "did-request-close": self = .didRequestClose(panel: try panel())
        case "did-request-space": self = .didRequestSpace(space: try fields.decode(Int.self, forKey: .index))
        case "did-request-new-space": self = .didRequestNewSpace
        case "did-open-search": self = .didOpenSearch
        case "did-close-search": self = .didCloseSearch
        case "did-request-launch": self = .didRequestLaunch(app: try fields.decode(String.self, forKey: .app))
        case "did-request-action":
            let name = try fields.decode(String.self, forKey: .action)
            guard let action = SessionAction(rawValue: name) else {
                throw DecodingError.dataCorruptedError(forKey: .action, in: fields, debugDescription: "unknown action \(name)")
            }
            self = .didRequestAction(action: action)
        case "did-answer-log-out":
            let name = try fields.decode(String.self, forKey: .answer)
            guard let answer = LogOutPrompt.Answer(rawValue: name) else {
                throw DecodingError.dataCorruptedError(forKey: .answer, in: fields, debugDescription: "unknown answer \(name)")
            }
            self = .didAnswerLogOut(answer: answer)
        case "did-request-move-to-space": self = .didRequestMoveToSpace(panel: try panel(), space: try fields.decode(Int.self, forKey: .index))
        case "did-pin": self = .didPin(panel: try panel(), side: try side(), index: try fields.decode(Int.self, forKey: .index))
        case "did-unpin": self = .didUnpin(panel: try panel())
        case "did-float": self = .didFloat(panel: try panel())
        case "did-begin-resizing": self = .didBeginResizing(panel: try panel(), handle: try fields.decodeRaw(ResizeHandle.self, forKey: .handle))
        case "did-end-resizing": self = .didEndResizing(panel: try panel(), frame: try fields.decode(JSONRect.self, forKey: .frame).rect)
        case "did-enter-expose": self = .didEnterExpose
        case "did-exit-expose": self = .didExitExpose
        case "did-push", "did-pop":
            let (from, to) = (try fields.decode(String.self, forKey: .from), try fields.decode(String.self, forKey: .to))
            self = name == "did-push" ? .didPush(panel: try panel(), from: from, to: to) : .didPop(panel: try panel(), from: from, to: to)
        case "did-tear-off": self = .didTearOff(panel: try panel(), frame: try fields.decode(JSONRect.self, forKey: .frame).rect)
        case "did-resize": self = .didResize(panel: try panel(), size: try fields.decode(JSONSize.self, forKey: .size).size)
        case "did-reserve":
            self = .didReserve(area: try fields.decode(String.self, forKey: .area), frame: try fields.decode(JSONRect.self, forKey: .frame).rect)
        case "did-release": self = .didRelease(area: try fields.decode(String.self, forKey: .area))
        case "did-enter-compact": self = .didEnterCompact
        case "did-leave-compact": self = .didLeaveCompact
        default: throw CompositorEvent.unknown(name, fields)
        }
    }
}

extension SheetEvent {
    func encode(into fields: inout CompositorEvent.Fields) throws {
        switch self {
        case .shouldBeginDragging(let allowed):
            try fields.encode(allowed, forKey: .allowed)
        case .willBeginDragging(let state), .didEndAttracting(let state), .didChangeState(let state):
            try fields.encode(state.name, forKey: .state)
        case .didMove(let extent):
            try fields.encode(rounded(extent), forKey: .extent)
        case .willEndDragging(let velocity, let target):
            try fields.encode(rounded(velocity), forKey: .velocity)
            try encode(target, into: &fields)
        case .didEndDragging(let target):
            try encode(target, into: &fields)
        case .willBeginAttracting(let state):
            try fields.encode(state.name, forKey: .target)
        case .didRemove:
            break
        case .didEndScrolling(let list, let offset):
            try fields.encode(list, forKey: .list)
            try fields.encode(rounded(offset), forKey: .offset)
        }
    }

    /// A release as `"target"`: a state's name, `"removed"`, or `"rest"` with the `"extent"` it rests at.
    private func encode(_ release: SheetRelease, into fields: inout CompositorEvent.Fields) throws {
        switch release {
        case .state(let s): try fields.encode(s.name, forKey: .target)
        case .remove: try fields.encode("removed", forKey: .target)
        case .rest(let extent):
            try fields.encode("rest", forKey: .target)
            try fields.encode(rounded(extent), forKey: .extent)
        }
    }

    init(named name: String, from fields: CompositorEvent.ReadFields) throws {
        func state(_ key: CompositorEvent.Field) throws -> SheetState { Self.state(named: try fields.decode(String.self, forKey: key)) }
        func release() throws -> SheetRelease {
            switch try fields.decode(String.self, forKey: .target) {
            case "removed": .remove
            case "rest": .rest(try fields.decode(Double.self, forKey: .extent))
            case let name: .state(Self.state(named: name))
            }
        }
        switch name {
        case "should-begin-dragging": self = .shouldBeginDragging(allowed: try fields.decode(Bool.self, forKey: .allowed))
        case "will-begin-dragging": self = .willBeginDragging(state: try state(.state))
        case "did-move": self = .didMove(extent: try fields.decode(Double.self, forKey: .extent))
        case "will-end-dragging": self = .willEndDragging(velocity: try fields.decode(Double.self, forKey: .velocity), target: try release())
        case "did-end-dragging": self = .didEndDragging(target: try release())
        case "will-begin-attracting": self = .willBeginAttracting(to: try state(.target))
        case "did-end-attracting": self = .didEndAttracting(state: try state(.state))
        case "did-change-state": self = .didChangeState(try state(.state))
        case "did-remove": self = .didRemove
        case "did-end-scrolling":
            self = .didEndScrolling(list: try fields.decode(Int.self, forKey: .list), offset: try fields.decode(Double.self, forKey: .offset))
        default: throw CompositorEvent.unknown(name, fields)
        }
    }

    /// A state by name: the built-in one, or a custom state (its order is the sheet's, not the line's).
    private static func state(named name: String) -> SheetState {
        SheetState.builtIn(name) ?? SheetState(name: name, order: 0)
    }
}

extension PanelState {
    /// Every state but pinned (which carries a side and a slot).
    static let unpinned: [PanelState] = [.attached, .floating, .hidden, .compactSheet, .minimised]

    /// The state's name in events.
    var name: String {
        switch self {
        case .attached: "popover"
        case .floating: "floating"
        case .pinned: "pinned"
        case .hidden: "hidden"
        case .compactSheet: "sheet"
        case .minimised: "minimised"
        }
    }
}

extension KeyedDecodingContainer {
    /// A string field read as a `RawRepresentable` value, with an error naming the field.
    func decodeRaw<T: RawRepresentable>(_ type: T.Type, forKey key: Key) throws -> T where T.RawValue == String {
        let raw = try decode(String.self, forKey: key)
        guard let value = T(rawValue: raw) else {
            throw DecodingError.dataCorruptedError(forKey: key, in: self, debugDescription: "unexpected value \"\(raw)\"")
        }
        return value
    }
}

/// `v` to 1/100, as events carry lengths and velocities (never -0).
func rounded(_ v: Double) -> Double {
    let r = (v * 100).rounded() / 100
    return r == 0 ? 0 : r
}

/// A point as `{"x", "y"}`, to 1/100.
struct JSONPoint: Codable {
    var x, y: Double
    init(_ p: Point) { (x, y) = (rounded(p.x), rounded(p.y)) }
    var point: Point { Point(x: x, y: y) }
}

/// A vector as `{"dx", "dy"}`, to 1/100.
struct JSONVector: Codable {
    var dx, dy: Double
    init(_ v: Vector) { (dx, dy) = (rounded(v.dx), rounded(v.dy)) }
    var vector: Vector { Vector(dx: dx, dy: dy) }
}

/// A rectangle as `{"x", "y", "width", "height"}`, to 1/100.
struct JSONSize: Codable {
    var width, height: Double
    init(_ s: Size) { (width, height) = (rounded(s.width), rounded(s.height)) }
    var size: Size { Size(width: width, height: height) }
}

struct JSONRect: Codable {
    var x, y, width, height: Double
    init(_ r: Rect) { (x, y, width, height) = (rounded(r.minX), rounded(r.minY), rounded(r.width), rounded(r.height)) }
    var rect: Rect { Rect(x: x, y: y, width: width, height: height) }
}
