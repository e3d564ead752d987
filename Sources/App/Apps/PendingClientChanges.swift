import Desktop
import X11

/// What apps' windows asked, changed or drew since the last pass, applied once a pass however many
/// notices came: a program retitling or resizing itself in a loop costs one read of its title, or
/// one answer to its latest size, a pass — never one per event, which a flood could outrun — and a
/// client drawing without pause (a terminal scrolling) one read of its pixels.
struct PendingClientChanges {
    /// One window's changes since the last pass.
    struct Changes {
        var title = false
        var icon = false
        var sizeHints = false
        var decorations = false
        /// The latest size asked (`ConfigureRequest`), and the latest place asked with any of them.
        var configure: (width: Int, height: Int)?
        var place: RootPoint?
    }

    private var order: [WindowID] = []
    private var changes: [WindowID: Changes] = [:]
    /// Windows that drew (or were resized) since their pixels were last read, in the order they did.
    private var damaged: [WindowID] = []
    private var damagedSet: Set<WindowID> = []

    /// `client` drew, or was resized (its pixels are read whole then).
    mutating func noteDamage(of client: WindowID) {
        if damagedSet.insert(client).inserted { damaged.append(client) }
    }

    /// The windows that drew, in the order they did, and forgets them.
    mutating func takeDamaged() -> [WindowID] {
        defer { (damaged, damagedSet) = ([], []) }
        return damaged
    }

    /// Notes `event` of `client` when it is one of those taken once a pass (any other is ignored).
    mutating func note(_ event: ClientEvent, for client: WindowID) {
        var c = changes[client] ?? Changes()
        switch event {
        case .titleChanged: c.title = true
        case .iconChanged: c.icon = true
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
