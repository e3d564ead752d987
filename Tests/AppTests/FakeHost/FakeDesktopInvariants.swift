@testable import App
import Desktop
import Model

/// What a managed display keeps true after every pass, checked over the fake server: one panel
/// per client, every client on one space, the frames stacked as the panels are, and the push
/// showing exactly what is wanted.
struct FakeDesktopInvariants {
    struct Broken: Error, CustomStringConvertible {
        let description: String
    }

    let desktop: FakeDesktop

    init(_ desktop: FakeDesktop) { self.desktop = desktop }

    func check() throws(Broken) {
        let host = desktop.host, server = desktop.server, shown = server.shown
        let taken = host.clients.taken.map(\.window)
        func fail(_ what: String) throws(Broken) { throw Broken(description: what) }
        // One panel per client, each client held once, each held window a managed client's.
        let shownByApps = host.apps.compactMap { $0.window?.client }
        if Set(shownByApps).count != shownByApps.count { try fail("a window is in two panels: \(shownByApps)") }
        if Set(shownByApps) != Set(taken) { try fail("panels show \(shownByApps.sorted()), the clients are \(taken.sorted())") }
        if Set(taken).count != taken.count { try fail("a client is taken twice: \(taken)") }
        for client in host.clients.taken {
            guard let app = host.app(showing: client.window) else { try fail("client \(client.window) has no app"); return }
            if app.id.name != client.panel { try fail("client \(client.window) is panel \(client.panel), its app's is \(app.id.name)") }
            if desktop.compositor.panelManager.panels[app.id] == nil && app.sheetOf == nil { try fail("client \(client.window)'s panel \(app.id.name) is not there") }
            if server.held[client.window] == nil { try fail("client \(client.window) is not held by the server") }
            if server.programs[client.window]?.alive != true { try fail("client \(client.window) is dead but managed") }
        }
        for (window, _) in server.held where !taken.contains(window) && host.app(showing: window) != nil {
            try fail("window \(window) is held but no client")
        }
        // Every client on one space.
        let spaces = host.clients.spaces
        for window in taken {
            guard let desktopOf = spaces.desktop(of: window) else { try fail("client \(window) is on no space"); continue }
            if desktopOf != Spaces.everySpace && Int(desktopOf) >= spaces.count { try fail("client \(window) is on space \(desktopOf) of \(spaces.count)") }
        }
        // The push shows exactly what is wanted, and what it wrote is what is wanted now.
        let written = host.pushed.written
        let wanted = desktop.manager.wantedXState()
        if written.display != wanted { try fail("the record is not what is wanted:\n\(written.display)\n\(wanted)") }
        let state = shown.state
        if state.clients != wanted.clients { try fail("_NET_CLIENT_LIST \(state.clients), wanted \(wanted.clients)") }
        if state.stacking != wanted.stacking { try fail("_NET_CLIENT_LIST_STACKING \(state.stacking), wanted \(wanted.stacking)") }
        if state.active != wanted.active { try fail("_NET_ACTIVE_WINDOW \(String(describing: state.active)), wanted \(String(describing: wanted.active))") }
        if state.spaces != wanted.spaces || state.workArea != wanted.workArea || state.monitorWorkAreas != wanted.monitorWorkAreas
            || state.overlay != wanted.overlay || state.keyGrabs != wanted.keyGrabs {
            try fail("the root shows \(state), wanted \(wanted)")
        }
        if shown.barriers != wanted.edgeWatch?.barriers ?? [] || shown.hotCorners != wanted.edgeWatch?.hotCorners ?? [] {
            try fail("the edges watched are \(shown.barriers) \(shown.hotCorners), wanted \(String(describing: wanted.edgeWatch))")
        }
        for window in taken {
            if state.windowStates[window] != wanted.windowStates[window] { try fail("\(window) _NET_WM_STATE \(String(describing: state.windowStates[window])), wanted \(String(describing: wanted.windowStates[window]))") }
            if state.frames[window] != wanted.frames[window] { try fail("\(window) _NET_FRAME_EXTENTS \(String(describing: state.frames[window])), wanted \(String(describing: wanted.frames[window]))") }
            if state.tiledEdges[window] != wanted.tiledEdges[window] { try fail("\(window) tiled edges differ") }
            let place = written.frames.frames[window]?.place
            if shown.frames[window]?.place != place { try fail("\(window)'s frame is at \(String(describing: shown.frames[window]?.place)), written \(String(describing: place))") }
        }
        // The frames are stacked as the panels are.
        if shown.frameStacking != written.frames.stacking { try fail("the frames are stacked \(shown.frameStacking), written \(written.frames.stacking)") }
        // At rest, as the panels are, the windows the server shows full screen above them all.
        let direct = written.frames.stacking.filter { host.clients.client($0)?.shownDirectly != nil }
        if !desktop.compositor.isAnimating, written.frames.stacking.filter(taken.contains) != desktop.panelsOrder + direct {
            try fail("the frames are stacked \(written.frames.stacking), the panels \(desktop.panelsOrder), full screen \(direct)")
        }
        // The keyboard is where the focus is.
        if let holder = host.keyboardHolder, server.programs[holder]?.mapped != false, shown.focused != holder {
            try fail("the keyboard is \(String(describing: shown.focused)), wanted \(holder)")
        }
    }
}
