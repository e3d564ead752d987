import Desktop
import X11

/// What apps' windows asked or changed since the last pass, applied once a pass however many
/// notices came: a program retitling or resizing itself in a loop costs one read of its title, or
/// one answer to its latest size, a pass — never one per event, which a flood could outrun.
struct PendingClientChanges {
    /// One window's changes since the last pass.
    struct Changes {
        var title = false
        var sizeHints = false
        var decorations = false
        /// The latest size asked (`ConfigureRequest`), and the latest place asked with any of them.
        var configure: (width: Int, height: Int)?
        var place: RootPoint?
    }

    private var order: [WindowID] = []
    private var changes: [WindowID: Changes] = [:]

    /// Notes `event` of `client` when it is one of those taken once a pass (any other is ignored).
    mutating func note(_ event: ClientEvent, for client: WindowID) {
        var c = changes[client] ?? Changes()
        switch event {
        case .titleChanged: c.title = true
        case .sizeHintsChanged: c.sizeHints = true
        case .decorationsChanged: c.decorations = true
        case .configureRequest(let width, let height, let at):
            c.configure = (width, height)
            if let at { c.place = at }
        default: return
        }
        if changes.updateValue(c, forKey: client) == nil { order.append(client) }
    }

    /// Every window's changes, in the order each first changed, and forgets them.
    mutating func take() -> [(client: WindowID, changes: Changes)] {
        defer { (order, changes) = ([], [:]) }
        return order.map { ($0, changes[$0]!) }
    }
}
