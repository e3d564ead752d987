import Compositor
import Desktop
import Foundation
import Model
import X11

/// Managing a display: the windows composited in place (DisplayManager.swift).
extension DisplayManager {
    /// Composites `client` where it is, at `level` (an override-redirect window above everything,
    /// a desktop window under every panel).
    func compositeInPlace(_ client: WindowID, level: PlacedWindow.Level) {
        guard inPlaceWindows[client] == nil, let frame = connection.rootRect(of: client),
              let window = host.compositeInPlace(client) else { return }
        inPlaceWindows.add(InPlaceWindow(window: window, level: level, frame: frame))
    }

    /// Handles `event` if it concerns a window composited in place; whether it did.
    func handleInPlaceEvent(_ event: ClientEvent, for client: WindowID) -> Bool {
        if event == .overrideRedirectMapped {
            compositeInPlace(client, level: .overlay)
            return true
        }
        guard let placed = inPlaceWindows[client] else { return false }
        switch event {
        case .damaged:
            host.clientChanges.noteDamage(of: client)
        case .pressed:
            // A click on the desktop gives it the keyboard, as a click on a panel gives its app.
            main.compositor.blur()
            host.clients.focus.desktopClicked(client)
        case .inPlaceWindowMoved(let frame):
            placed.frame = frame
            publishInPlaceWindows()
        case .unmapped, .destroyed:
            host.perform([.discard(client)])
            inPlaceWindows.remove(client)
            host.clients.focus.desktopWent(client)
            host.renderer.hostedPixels?.remove(placed.id)
            publishInPlaceWindows()
        default:
            return false
        }
        main.markChanged()
        return true
    }

    /// Reads what the windows composited in place among `damaged` drew since the last time.
    func fetchPixels(of damaged: [WindowID]) {
        for client in damaged { if let placed = inPlaceWindows[client] { inPlacePixelsChanged(placed) } }
    }

    /// Reads what `placed` drew since the last time; the first pixels show it.
    func inPlacePixelsChanged(_ placed: InPlaceWindow) {
        guard host.storeDamage(of: placed.window, as: placed.id) else { return }
        if placed.hasPixels {
            main.compositor.placedWindowPixelsChanged(placed.id)
        } else {
            placed.hasPixels = true
            publishInPlaceWindows()
        }
        main.markChanged()
    }

    /// Tells the compositor which windows it composites in place, bottom to top, once each has
    /// pixels: the root's background first, when it shows.
    func publishInPlaceWindows() {
        let shown = inPlaceWindows.all.filter(\.hasPixels).map { placed in
            PlacedWindow(id: placed.id, frame: Rect(x: pixels.points(placed.frame.x), y: pixels.points(placed.frame.y),
                                                    width: pixels.points(placed.frame.width), height: pixels.points(placed.frame.height)),
                         level: placed.level, hasShadow: placed.level == .overlay)
        }
        main.compositor.setPlacedWindows([rootBackgroundWindow].compactMap { $0 } + shown)
    }

    /// Where each desktop window takes the pointer: wherever nothing of Flotilla's takes it above
    /// (its icons, between the panels), and nowhere while Flotilla takes every press (exposé, a
    /// menu open, a held panel: ``Compositor/pointerAreas``). Pushed with the rest of the X state.
    var desktopInputRegions: [WindowID: [PixelRect]] {
        let desktops = inPlaceWindows.all.filter { $0.level == .desktop }
        guard !desktops.isEmpty else { return [:] }
        let taken = main.compositor.pointerAreas.map { areas in areas.map { Rect(PixelRect(covering: $0, scale: scale)) } }
        return Dictionary(desktops.map { desktop in
            let frame = Rect(desktop.frame)
            let region = taken.map { frame.subtracting($0) }?.map { free in
                PixelRect(x: Int(free.minX) - desktop.frame.x, y: Int(free.minY) - desktop.frame.y, width: Int(free.width), height: Int(free.height))
            } ?? []
            return (desktop.window.client, region)
        }, uniquingKeysWith: { first, _ in first })
    }

    /// Gives every window composited in place back to the server to show (the end of managing).
    func releaseInPlaceWindows() {
        host.perform(inPlaceWindows.removeAll().map { .discard($0.window.client) })
    }
}
