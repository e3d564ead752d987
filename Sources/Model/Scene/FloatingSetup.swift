/// A scene's PanelKit-class windowing: the pinning rules, the main content area, the managed
/// panels (floating, pinned, attached to their sources, hidden until presented) and the reserved
/// areas floating panels keep clear of.
public struct FloatingSetup: Hashable, Sendable {
    public var pinning: PinningRules
    /// The main content area pinned panels make room for; nil draws none (the backdrop shows).
    public var mainContent: MainContent?
    /// In order: parents before the panels they present, pinned panels in slot order.
    public var panels: [ManagedPanelSpec]
    /// Strips along the window's edges (an on-screen keyboard) that show and hide.
    public var reserved: [ReservedAreaSpec]
    /// Below this width the window is compact (``PanelManager/compactWidth``); 0 never is (a torn-off
    /// panel's own window). Not a scene file field.
    public var compactWidth: Double
    /// Whether floating panels tile when flung or dragged to an edge or a corner
    /// (``PanelManager/tilesWindows``).
    public var tiling: Bool

    public init(pinning: PinningRules = PinningRules(), mainContent: MainContent? = nil, panels: [ManagedPanelSpec] = [],
                reserved: [ReservedAreaSpec] = [], compactWidth: Double = PanelManager.defaultCompactWidth, tiling: Bool = false) {
        self.pinning = pinning
        self.tiling = tiling
        self.mainContent = mainContent
        self.panels = panels
        self.reserved = reserved
        self.compactWidth = compactWidth
    }
}

extension FloatingSetup: Decodable {
    enum FieldKey: String, CodingKey, CaseIterable {
        case pinning, mainContent, panels, reserved, tiling
    }

    /// `{"pinning": {…}, "mainContent": {…}, "panels": […], "reserved": […], "tiling": false}`, each optional. A
    /// parent must be declared before the panel it presents; `presents` names panels of this list;
    /// reserved areas have ids and keys of their own.
    public init(from decoder: any Decoder) throws {
        let f = try Fields(decoder, keys: FieldKey.self)
        let panels: [ManagedPanelSpec] = try f.value(.panels, default: [])
        var earlier = Set<PanelID>()
        let all = Set(panels.map(\.id))
        func error(_ i: Int, _ key: some CodingKey, _ message: String, in list: FieldKey = .panels) -> FieldError {
            f.error(at: [list, AnyKey(intValue: i), key], message)
        }
        for (i, p) in panels.enumerated() {
            if let parent = p.parent, !earlier.contains(parent) {
                throw error(i, ManagedPanelSpec.FieldKey.parent, "unknown panel \"\(parent)\" (a parent is declared before the panels it presents)")
            }
            if let missing = p.look.presents.first(where: { !all.contains($0) }) {
                throw error(i, ManagedPanelSpec.FieldKey.presents, "unknown panel \"\(missing)\"")
            }
            if let style = p.look.popover, style.source == nil, p.presentation == .attached,
               let parent = p.parent, panels.first(where: { $0.id == parent })?.look.presents.contains(p.id) != true {
                throw error(i, ManagedPanelSpec.FieldKey.popover, "no source: give one, or list this panel in \"\(parent)\"'s presents")
            }
            earlier.insert(p.id)
        }
        let reserved: [ReservedAreaSpec] = try f.value(.reserved, default: [])
        var ids = Set<String>(), keys = Set<Character>()
        for (i, r) in reserved.enumerated() {
            if !ids.insert(r.area.id).inserted {
                throw error(i, ReservedAreaSpec.FieldKey.id, "duplicate reserved area id \"\(r.area.id)\"", in: .reserved)
            }
            if let k = r.key, !keys.insert(k).inserted {
                throw error(i, ReservedAreaSpec.FieldKey.key, "\"\(k)\" already shows another reserved area", in: .reserved)
            }
        }
        self.init(pinning: try f.value(.pinning, default: PinningRules()),
                  mainContent: try f.optional(.mainContent), panels: panels, reserved: reserved, tiling: try f.value(.tiling, default: false))
    }
}

extension MainContent: Decodable {
    enum FieldKey: String, CodingKey, CaseIterable {
        case background, title, body
    }

    /// `{"background": "#FFFFFF", "title": "…", "body": "…"}`, each optional.
    public init(from decoder: any Decoder) throws {
        let f = try Fields(decoder, keys: FieldKey.self)
        self.init(background: try f.color(.background, default: .white), title: try f.optional(.title),
                  body: try f.value(.body, default: ""))
    }
}
