import Foundation

// Strict decoding of sheets in scene files (see docs/scenes.md, "Sheets").

/// One state's anchor as written in a scene: exactly one of inset, fraction, intrinsic,
/// intrinsicFraction; an order for custom states.
struct AnchorEntry: Decodable {
    var anchor: SheetAnchor
    var order: Int?

    enum FieldKey: String, CodingKey, CaseIterable {
        case inset, fraction, intrinsic, intrinsicFraction, from, reference, order
    }

    init(from decoder: any Decoder) throws {
        let f = try Fields(decoder, keys: FieldKey.self)
        let kinds = [FieldKey.inset, .fraction, .intrinsic, .intrinsicFraction].filter(f.has)
        guard kinds.count == 1 else {
            let got = kinds.isEmpty ? "none" : kinds.map(\.stringValue).joined(separator: ", ")
            throw f.error(at: [], "give exactly one of inset, fraction, intrinsic, intrinsicFraction (got \(got))")
        }
        let referenceName: String = try f.value(.reference, default: "safeArea")
        guard let reference = AnchorReference(rawValue: referenceName) else {
            throw f.error(.reference, "expected window or safeArea, got \"\(referenceName)\"")
        }
        let from: String = try f.value(.from, default: "edge")
        guard from == "edge" || from == "far" else { throw f.error(.from, "expected edge or far, got \"\(from)\"") }
        switch kinds[0] {
        case .inset: anchor = .absolute(try f.number(.inset, in: -maximumLength...maximumLength), fromAttachedEdge: from == "edge", reference: reference)
        case .fraction: anchor = .fractional(try f.number(.fraction, in: 0...1), fromAttachedEdge: from == "edge", reference: reference)
        case .intrinsic: anchor = .intrinsic(offset: try f.number(.intrinsic, in: -maximumLength...maximumLength), reference: reference)
        default: anchor = .intrinsicFraction(try f.number(.intrinsicFraction, in: 0...1), reference: reference)
        }
        order = try f.optional(.order)
        if let order, !(1...999).contains(order) { throw f.error(.order, "must be within 1…999, got \(order)") }
    }
}

extension SheetLayout: Decodable {
    enum FieldKey: String, CodingKey, CaseIterable {
        case anchors, initial, safeArea, backdropAlpha
    }

    public init(from decoder: any Decoder) throws {
        let f = try Fields(decoder, keys: FieldKey.self)
        let entries: [String: AnchorEntry] = try f.required(.anchors)
        guard !entries.isEmpty else { throw f.error(.anchors, "needs at least one state") }
        var states: [String: SheetState] = [:]
        var anchors: [SheetState: SheetAnchor] = [:]
        for (name, entry) in entries.sorted(by: { $0.key < $1.key }) {
            let at: [any CodingKey] = [FieldKey.anchors, AnyKey(stringValue: name)]
            let state: SheetState
            if let builtIn = SheetState.builtIn(name) {
                guard entry.order == nil else { throw f.error(at: at + [AnchorEntry.FieldKey.order], "built-in states have a fixed order") }
                state = builtIn
            } else {
                guard let order = entry.order else {
                    throw f.error(at: at, "custom state \"\(name)\" needs an order (1…999; full 1000, half 500, tip 100)")
                }
                state = SheetState(name: name, order: order)
            }
            if let clash = anchors.keys.first(where: { $0.order == state.order }) {
                throw f.error(at: at, "has the same order as \(clash.name)")
            }
            states[name] = state
            anchors[state] = entry.anchor
        }
        let initialName: String = try f.value(.initial, default: states["half"] != nil ? "half" : anchors.keys.max()!.name)
        guard let initial = states[initialName] ?? (initialName == "hidden" ? .hidden : nil) else {
            throw f.error(.initial, "\"\(initialName)\" is not one of the anchors (\(states.keys.sorted().joined(separator: ", ")))")
        }
        let alphas: [String: Double] = try f.value(.backdropAlpha, default: ["full": 0.3])
        var backdrop: [SheetState: Double] = [:]
        for (name, alpha) in alphas {
            let at: [any CodingKey] = [FieldKey.backdropAlpha, AnyKey(stringValue: name)]
            guard let state = states[name] ?? SheetState.builtIn(name) else { throw f.error(at: at, "no such state") }
            guard alpha.isFinite, (0...1).contains(alpha) else { throw f.error(at: at, "must be within 0…1, got \(alpha)") }
            backdrop[state] = alpha
        }
        self.init(anchors: anchors, initialState: initial, safeArea: try f.value(.safeArea, default: .zero), backdropAlpha: backdrop)
    }
}

extension SheetBehavior: Decodable {
    enum FieldKey: String, CodingKey, CaseIterable {
        case decelerationRate, redirectionalProgress, projectsMomentumTo, rubberBandsBeyondMostExpanded
        case rubberBandsBeyondLeastExpanded, removal, springResponse, springDecelerationRate, snaps, backdropTap, escapeRemoves
    }

    public init(from decoder: any Decoder) throws {
        let f = try Fields(decoder, keys: FieldKey.self)
        let d = SheetBehavior()
        let projected: [String] = try f.value(.projectsMomentumTo, default: [])
        let tap: String = try f.value(.backdropTap, default: "none")
        let backdropTap: BackdropTap = switch tap {
        case "none": .none
        case "dismiss": .dismiss
        default: .move(SheetState.builtIn(tap) ?? SheetState(name: tap, order: -1))
        }
        self.init(decelerationRate: try f.number(.decelerationRate, default: d.decelerationRate, in: 0.9...0.9999),
                  redirectionalProgress: try f.number(.redirectionalProgress, default: d.redirectionalProgress, in: 0...1),
                  projectsMomentumTo: Set(projected.map { SheetState.builtIn($0) ?? SheetState(name: $0, order: -1) }),
                  rubberBandsBeyondMostExpanded: try f.value(.rubberBandsBeyondMostExpanded, default: true),
                  rubberBandsBeyondLeastExpanded: try f.value(.rubberBandsBeyondLeastExpanded, default: true),
                  removal: try f.optional(.removal),
                  springResponse: try f.positive(.springResponse, default: d.springResponse, max: 10),
                  springDecelerationRate: try f.number(.springDecelerationRate, default: d.springDecelerationRate, in: 0.9...0.9999),
                  snaps: try f.value(.snaps, default: true), backdropTap: backdropTap,
                  escapeRemoves: try f.value(.escapeRemoves, default: false))
    }
}

extension SheetRemoval: Decodable {
    enum FieldKey: String, CodingKey, CaseIterable {
        case velocityThreshold, distanceThreshold
    }

    public init(from decoder: any Decoder) throws {
        let f = try Fields(decoder, keys: FieldKey.self)
        let d = SheetRemoval()
        self.init(velocityThreshold: try f.positive(.velocityThreshold, default: d.velocityThreshold, max: 1000),
                  distanceThreshold: try f.number(.distanceThreshold, default: d.distanceThreshold, in: 0...maximumLength))
    }
}

extension SheetAppearance: Decodable {
    enum FieldKey: String, CodingKey, CaseIterable {
        case surface, grabber, grabberAreaLength, contentPadding, margins
    }

    public init(from decoder: any Decoder) throws {
        let f = try Fields(decoder, keys: FieldKey.self)
        let d = SheetAppearance()
        self.init(surface: try f.value(.surface, default: d.surface), grabber: try f.value(.grabber, default: d.grabber),
                  grabberAreaLength: try f.number(.grabberAreaLength, default: d.grabberAreaLength, in: 0...1000),
                  contentPadding: try f.value(.contentPadding, default: d.contentPadding),
                  margins: try f.value(.margins, default: d.margins))
    }
}

extension ListRow: Decodable {
    enum FieldKey: String, CodingKey, CaseIterable {
        case title, subtitle, shows
    }

    public init(from decoder: any Decoder) throws {
        let f = try Fields(decoder, keys: FieldKey.self)
        self.init(title: try f.required(.title), subtitle: try f.value(.subtitle, default: ""), shows: try f.optional(.shows))
    }
}

/// A list beside others in a sheet's content (`content.columns`).
struct ListColumn: Decodable {
    var rows: [ListRow]

    enum FieldKey: String, CodingKey, CaseIterable {
        case rows
    }

    init(from decoder: any Decoder) throws {
        let f = try Fields(decoder, keys: FieldKey.self)
        rows = try f.required(.rows)
    }
}

extension SheetContent: Decodable {
    enum FieldKey: String, CodingKey, CaseIterable {
        case title, search, rows, columns, body
    }

    public init(from decoder: any Decoder) throws {
        let f = try Fields(decoder, keys: FieldKey.self)
        guard !(f.has(.rows) && f.has(.columns)) else { throw f.error(.columns, "give rows (one list) or columns (several), not both") }
        let columns: [ListColumn] = try f.value(.columns, default: [])
        self.init(title: try f.optional(.title), searchPlaceholder: try f.optional(.search),
                  rows: try f.value(.rows, default: []), columns: columns.map(\.rows), body: try f.optional(.body))
    }
}

extension SheetSpec: Decodable {
    enum FieldKey: String, CodingKey, CaseIterable {
        case id, edge, layout, wideLayout, behavior, appearance, contentMode, content, presentsFromHidden
        case bottomBar, breadth, align, wide, modal
    }

    public init(from decoder: any Decoder) throws {
        let f = try Fields(decoder, keys: FieldKey.self)
        let id: SheetID = try f.required(.id)
        guard !id.name.isEmpty else { throw f.error(.id, "must not be empty") }
        let edgeName: String = try f.value(.edge, default: "bottom")
        guard let edge = SheetEdge(rawValue: edgeName) else { throw f.error(.edge, "expected top, left, bottom or right, got \"\(edgeName)\"") }
        let modeName: String = try f.value(.contentMode, default: "static")
        guard let mode = SheetContentMode(rawValue: modeName) else { throw f.error(.contentMode, "expected static or fitToBounds, got \"\(modeName)\"") }
        let behavior: SheetBehavior = try f.value(.behavior, default: SheetBehavior())
        let layout = AdaptiveSheetLayout(tall: try f.value(.layout, default: .standard), wide: try f.optional(.wideLayout))
        for state in behavior.projectsMomentumTo where !layout.tall.anchors.keys.contains(where: { $0.name == state.name }) {
            throw f.error(.behavior, "projectsMomentumTo names \"\(state.name)\", which is not one of the anchors")
        }
        // Custom states named in the behavior take their order from the layout.
        var fixed = behavior
        fixed.projectsMomentumTo = Set(behavior.projectsMomentumTo.map { s in layout.tall.anchors.keys.first { $0.name == s.name } ?? s })
        if case .move(let s) = behavior.backdropTap {
            guard let state = layout.tall.anchors.keys.first(where: { $0.name == s.name }) else {
                throw f.error(.behavior, "backdropTap names \"\(s.name)\", which is not none, dismiss or one of the anchors")
            }
            fixed.backdropTap = .move(state)
        }
        let modal: Bool = try f.value(.modal, default: true)
        if !modal, behavior.backdropTap != .none { throw f.error(.behavior, "backdropTap needs a modal sheet (modal is false)") }
        let bottomBar: SheetBottomBar? = try f.optional(.bottomBar)
        if bottomBar != nil {
            guard edge == .bottom else { throw f.error(.bottomBar, "only a bottom sheet has a bottom bar (edge is \(edge.rawValue))") }
            guard layout.tall.anchors[.hidden] == nil, layout.wide?.anchors[.hidden] == nil else {
                throw f.error(.bottomBar, "the bar is the closed state: anchor no hidden state in the layout")
            }
        }
        let appearance: SheetAppearance = try f.value(.appearance, default: SheetAppearance())
        let own = SheetPlacement(breadth: f.has(.breadth) ? try f.positive(.breadth, max: maximumLength) : nil,
                                 alignment: try SheetAlignment.decode(f, .align) ?? .center, margins: appearance.margins)
        let wide: WideEntry? = try f.optional(.wide)
        self.init(id: id, edge: edge, layout: layout, behavior: fixed, appearance: appearance,
                  contentMode: mode, content: try f.value(.content, default: SheetContent()),
                  presentsFromHidden: try f.value(.presentsFromHidden, default: false), bottomBar: bottomBar,
                  breadth: own.breadth, alignment: own.alignment, wide: wide?.placement(over: own), isModal: modal)
    }
}
