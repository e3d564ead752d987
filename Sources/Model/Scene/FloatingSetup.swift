/// A scene's PanelKit-class windowing: the pinning rules, the main content area and the managed
/// panels (floating, pinned, in popovers, hidden until presented).
public struct FloatingSetup: Hashable, Sendable {
    public var pinning: PinningRules
    /// The main content area pinned panels make room for; nil draws none (the backdrop shows).
    public var mainContent: MainContent?
    /// In order: parents before the panels they present, pinned panels in slot order.
    public var panels: [ManagedPanelSpec]

    public init(pinning: PinningRules = PinningRules(), mainContent: MainContent? = nil, panels: [ManagedPanelSpec] = []) {
        self.pinning = pinning
        self.mainContent = mainContent
        self.panels = panels
    }
}

extension FloatingSetup: Decodable {
    /// `{"pinning": {…}, "mainContent": {…}, "panels": […]}`, each optional. A parent must be
    /// declared before the panel it presents; `presents` names panels of this list.
    public init(from decoder: any Decoder) throws {
        let f = try Fields(decoder, allowed: ["pinning", "mainContent", "panels"])
        let panels: [ManagedPanelSpec] = try f.value("panels", default: [])
        var earlier = Set<String>()
        let all = Set(panels.map(\.id))
        func error(_ i: Int, _ key: String, _ message: String) -> FieldError {
            FieldError(path: FieldError.path(decoder.codingPath + [AnyKey(stringValue: "panels"), AnyKey(intValue: i),
                                                                   AnyKey(stringValue: key)]), message: message)
        }
        for (i, p) in panels.enumerated() {
            if let parent = p.parent, !earlier.contains(parent) {
                throw error(i, "parent", "unknown panel \"\(parent)\" (a parent is declared before the panels it presents)")
            }
            if let missing = p.look.presents.first(where: { !all.contains($0) }) {
                throw error(i, "presents", "unknown panel \"\(missing)\"")
            }
            if let style = p.look.popover, style.source == nil, p.presentation == .popover,
               let parent = p.parent, panels.first(where: { $0.id == parent })?.look.presents.contains(p.id) != true {
                throw error(i, "popover", "no source: give one, or list this panel in \"\(parent)\"'s presents")
            }
            earlier.insert(p.id)
        }
        self.init(pinning: try f.value("pinning", default: PinningRules()),
                  mainContent: try f.optional("mainContent"), panels: panels)
    }
}

extension MainContent: Decodable {
    /// `{"background": "#FFFFFF", "title": "…", "body": "…"}`, each optional.
    public init(from decoder: any Decoder) throws {
        let f = try Fields(decoder, allowed: ["background", "title", "body"])
        self.init(background: try f.color("background", default: .white), title: try f.optional("title"),
                  body: try f.value("body", default: ""))
    }
}
