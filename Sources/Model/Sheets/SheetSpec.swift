/// How a sheet's surface fills its length.
public enum SheetContentMode: String, Hashable, Sendable {
    /// The surface keeps the most expanded length and runs past the window edge, so no gap shows
    /// while it is dragged beyond an anchor.
    case `static`
    /// The surface ends at the attached edge.
    case fitToBounds
}

/// A row of a sheet's list.
public struct ListRow: Hashable, Sendable {
    public var title: String
    public var subtitle: String
    /// The id of a sheet that a tap on this row shows (Maps' detail card).
    public var shows: SheetID?

    public init(title: String, subtitle: String = "", shows: SheetID? = nil) {
        self.title = title
        self.subtitle = subtitle
        self.shows = shows
    }
}

/// What a sheet shows: a title, an optional search field, scrollable lists, body text.
public struct SheetContent: Hashable, Sendable {
    public var title: String?
    public var searchPlaceholder: String?
    /// The scrollable lists, side by side (one column each); each scrolls on its own.
    public var lists: [[ListRow]]
    public var body: String?
    /// The height of one list row.
    public static let rowHeight = 56.0

    /// `rows` is the single list most sheets have; `columns` adds lists beside it.
    public init(title: String? = nil, searchPlaceholder: String? = nil, rows: [ListRow] = [], columns: [[ListRow]] = [],
                body: String? = nil) {
        self.title = title
        self.searchPlaceholder = searchPlaceholder
        lists = (rows.isEmpty ? [] : [rows]) + columns
        self.body = body
    }

    /// Whether the content scrolls (it has a list).
    public var scrolls: Bool { lists.contains { !$0.isEmpty } }

    /// The length of the longest list.
    public var listLength: Double { Double(lists.map(\.count).max() ?? 0) * Self.rowHeight }
}

/// How a sheet looks: its surface, grabber, the strip that drags it, padding and margins.
public struct SheetAppearance: Hashable, Sendable {
    public var surface: SurfaceAppearance
    public var grabber: Grabber
    /// The strip along the free edge that always drags the sheet.
    public var grabberAreaLength: Double
    public var contentPadding: EdgeInsets
    /// Distances from the window's edges: a card floating off the edges.
    public var margins: EdgeInsets

    public init(surface: SurfaceAppearance = SheetAppearance.defaultSurface, grabber: Grabber = Grabber(),
                grabberAreaLength: Double = 36, contentPadding: EdgeInsets = EdgeInsets(left: 16, right: 16),
                margins: EdgeInsets = .zero) {
        self.surface = surface
        self.grabber = grabber
        self.grabberAreaLength = grabberAreaLength
        self.contentPadding = contentPadding
        self.margins = margins
    }

    /// FloatingPanel's surface defaults: corner radius 0, one shadow (black, offset (0, 1),
    /// opacity 0.2, radius 3).
    public static let defaultSurface = SurfaceAppearance(background: .white, cornerRadius: 0, shadows: [Shadow()], border: nil)
}

/// A sheet as a scene declares it.
public struct SheetSpec: Hashable, Sendable {
    public var id: SheetID
    public var edge: SheetEdge
    public var layout: AdaptiveSheetLayout
    public var behavior: SheetBehavior
    public var appearance: SheetAppearance
    public var contentMode: SheetContentMode
    public var content: SheetContent
    /// Presented from hidden at time 0 (the scene opens with the sheet rising).
    public var presentsFromHidden: Bool
    /// The bar the closed sheet shows and morphs from; nil: a closed sheet leaves the window.
    public var bottomBar: SheetBottomBar?
    /// The most the sheet spans along its edge (nil: all of it) and where it sits there.
    public var breadth: Double?
    public var alignment: SheetAlignment
    /// Another breadth, alignment and margins for wide windows.
    public var wide: WideSheetPlacement?
    /// A modal sheet dims the backdrop as its layout says and, while it does, takes a press outside
    /// it (a backdrop tap); a non-modal one never dims, and presses outside it reach what is under.
    public var isModal: Bool

    public init(id: SheetID, edge: SheetEdge = .bottom, layout: AdaptiveSheetLayout = AdaptiveSheetLayout(tall: .standard),
                behavior: SheetBehavior = SheetBehavior(), appearance: SheetAppearance = SheetAppearance(),
                contentMode: SheetContentMode = .static, content: SheetContent = SheetContent(),
                presentsFromHidden: Bool = false, bottomBar: SheetBottomBar? = nil, breadth: Double? = nil,
                alignment: SheetAlignment = .center, wide: WideSheetPlacement? = nil, isModal: Bool = true) {
        self.id = id
        self.edge = edge
        self.layout = layout
        self.behavior = behavior
        self.appearance = appearance
        self.contentMode = contentMode
        self.content = content
        self.presentsFromHidden = presentsFromHidden
        self.bottomBar = bottomBar
        self.breadth = breadth
        self.alignment = alignment
        self.wide = wide
        self.isModal = isModal
    }

    /// The content's preferred length along the axis (for intrinsic anchors): grabber strip,
    /// search field, rows, padding.
    public var contentLength: Double {
        var l = appearance.grabberAreaLength + appearance.contentPadding.bottom
        if content.title != nil { l += 28 }
        if content.searchPlaceholder != nil { l += 48 }
        l += content.listLength
        if content.body != nil { l += 60 }
        return l
    }

    /// The targeting rules for a window of `size`.
    public func targeting(in size: Size) -> SheetTargeting {
        SheetTargeting(anchors: anchors(in: size), behavior: behavior, length: edge.length(of: size))
    }
}
