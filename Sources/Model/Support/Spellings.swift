// The names Flotilla prints for its own things — the layers a text snapshot lists, the window
// roles a session file or a request names — spelled here and nowhere else.

extension LayerID: CustomStringConvertible {
    public var description: String {
        switch self {
        case .surface(.backdrop): "backdrop"
        case .surface(.mainContent): "main"
        case .surface(.panel(let id)): "panel:" + id.name
        case .surface(.pinPreview): "pin-preview"
        case .surface(.exposeDim): "expose-dim"
        case .surface(.spacesRow): "spaces-row"
        case .surface(.compactDim): "sheet-dim"
        case .surface(.modalDim(let id)): "modal-dim:" + id.name
        case .surface(.reservedArea(let id)): "reserved:" + id
        case .surface(.shelf(let monitor)): monitor == 0 ? "shelf" : "shelf-\(monitor)"
        case .surface(.arrangements): "arrangements"
        case .surface(.windowMenu): "window-menu"
        case .surface(.exposeLabels): "expose-labels"
        case .surface(.switcher): "switcher"
        case .surface(.search): "search"
        case .surface(.notice): "notice"
        case .surface(.logOut): "log-out"
        case .surface(.sheet(let id)): "sheet:" + id.name
        case .surface(.placedWindow(let id)): "placed:" + id.name
        case .placedShadow(let id): "placed:" + id.name + ":shadow"
        case .switcherThumbnail(let id): "switcher:" + id.name
        case .spaceThumbnail(let id, let space): "space-\(space + 1):" + id.name
        case .panelPages(let id): "panel:" + id.name + ":pages"
        case .sheetBar(let id): "sheet-bar:" + id.name
        case .sheetContent(let id): "sheet-content:" + id.name
        case .sheetList(let id, let index): "sheet-list:" + id.name + ":" + String(index)
        case .sheetFade(let id): "sheet-fade:" + id.name
        case .named(let name): name
        }
    }
}

extension WindowRole {
    /// The type of the scene's own window, which every scene offers.
    public static let mainType = "main"
    /// A panel torn off into a window of its own.
    static let tornOffName = "torn-off"
}
