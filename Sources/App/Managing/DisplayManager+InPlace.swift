import Compositor
import Desktop
import Foundation
import Model
import X11

/// Managing a display: the windows composited in place (Desktop's ``InPlaceWindows``), their
/// pixels read from the windows kept in ``DisplayManager/composited``.
extension DisplayManager {
    /// Composites `client` where it is, at `level` (an override-redirect window above everything,
    /// a desktop window under every panel).
    func compositeInPlace(_ client: WindowID, level: PlacedWindow.Level) {
        guard display.inPlace[client] == nil, let frame = connection.rootRect(of: client),
              let window = host.compositeInPlace(client) else { return }
        display.inPlace.add(client, level: level, frame: frame)
        composited[client] = window
    }

    /// Handles `event` if it concerns a window composited in place; whether it did.
    func handleInPlaceEvent(_ event: ClientEvent, for client: WindowID) -> Bool {
        if event == .overrideRedirectMapped {
            compositeInPlace(client, level: .overlay)
            return true
        }
        guard display.inPlace[client] != nil else { return false }
        switch event {
        case .damaged:
            host.clientChanges.noteDamage(of: client)
        case .pressed:
            // A click on the desktop gives it the keyboard, as a click on a panel gives its app.
            main.compositor.blur()
            host.clients.focus.desktopClicked(client)
        case .inPlaceWindowMoved(let frame):
            display.inPlace.moved(client, to: frame)
            publishInPlaceWindows()
        case .unmapped, .destroyed:
            host.perform([.discard(client)])
            let gone = display.inPlace.remove(client)
            composited[client] = nil
            host.clients.focus.desktopWent(client)
            if let gone { host.renderer.hostedPixels?.remove(gone.id) }
            publishInPlaceWindows()
        default:
            return false
        }
        main.markChanged()
        return true
    }

    /// Reads what the windows composited in place among `damaged` drew since the last time.
    func fetchPixels(of damaged: [WindowID]) {
        for client in damaged { inPlacePixelsChanged(client) }
    }

    /// Reads what `client` (composited in place) drew since the last time; the first pixels show it.
    func inPlacePixelsChanged(_ client: WindowID) {
        guard let placed = display.inPlace[client], let window = composited[client],
              host.storeDamage(of: window, as: placed.id) else { return }
        if display.inPlace.drew(client) {
            publishInPlaceWindows()
        } else {
            main.compositor.placedWindowPixelsChanged(placed.id)
        }
        main.markChanged()
    }

    /// Tells the compositor which windows it composites in place, bottom to top, once each has
    /// pixels: the root's background first, when it shows.
    func publishInPlaceWindows() {
        main.compositor.setPlacedWindows([rootBackgroundWindow].compactMap { $0 } + display.inPlace.placed(scale: scale))
    }

    /// Where Flotilla takes the pointer, in root pixels (``Compositor/pointerAreas``: its title
    /// bars, its icons, the panels); nil while it takes every press. Desktop windows take it
    /// everywhere else (``InPlaceWindows/desktopInputRegions(taken:)``), pushed with the rest of
    /// the X state.
    var pointerTaken: [PixelRect]? {
        main.compositor.pointerAreas.map { areas in areas.map { PixelRect(covering: $0, scale: scale) } }
    }

    /// Gives every window composited in place back to the server to show (the end of managing).
    func releaseInPlaceWindows() {
        host.perform(display.inPlace.removeAll().map { .discard($0.client) })
        composited = [:]
    }
}
