import Compositor
import Desktop
import Foundation
import Model
import X11

/// Sessions: what is open is saved at most 500 ms after a change, at least every 2 s while changes
/// keep coming, and at the end; the next run of the scene shows it again at once (no motion: a
/// restarted Flotilla should look exactly as it was left). Like everything else, session files are
/// in points: a window's place on the screen is its root position in pixels / the scale.
extension LiveSession {
    /// When the next save falls due, if anything is unsaved.
    var sessionSaveDue: Double? { sessionSaver?.due }

    /// Something on screen changed (a frame was drawn).
    func sessionChanged() { sessionSaver?.changed(at: clock.now) }

    func saveSessionIfDue() {
        if let due = sessionSaveDue, clock.now >= due { saveSession() }
    }

    /// Writes what is open to the session file (atomically; see ``SessionFile``). A save that
    /// fails is reported and tried again later (``SessionSaver``); it never ends the session.
    func saveSession() {
        guard let saver = sessionSaver else { return }
        // Logging out, the session as it was when log out was asked for is kept (its windows close meanwhile).
        if desktop?.loggingOut.isWaiting == true { return saver.discardChanges() }
        let saved = windows.filter { !$0.isClosed }.map { w in
            SessionState.Window(w, placed: (try? connection.placedOrigin(of: w.window.id)) ?? w.placement, pixels: pixels)
        }
        guard !saved.isEmpty else { return saver.discardChanges() }
        let tornOff = host.apps.filter { $0.tornOff != nil }.map(\.id.name).sorted()
        let launched = manager == nil ? nil : host.launchedRunning
        let state = SessionState(windows: saved, tornOffApps: tornOff.isEmpty ? nil : tornOff, launched: launched?.isEmpty == false ? launched : nil)
        saver.save(state, now: clock.now)
    }

    /// Shows what the session file holds: the main window's layout and sheets, and every other
    /// window where it was (another main window too, opened as `flotilla open main` opens it). A
    /// damaged file is set aside with a one-line report; panels the scene no longer has are
    /// skipped with a note each.
    func restoreSession(apps appSpecs: [AppSpec]) throws(FlotillaError) {
        guard let url = sessionSaver?.url else { return }
        let state: SessionState
        switch SessionFile.read(from: url, version: SessionState.version, decode: SessionState.decode) {
        case .missing: return
        case .rejected(let report):
            StandardError.write(line: "flotilla: \(report)")
            return
        case .loaded(let loaded): state = loaded
        }
        // Managing, the windows are the display's: only where their panels were is kept.
        guard manager == nil else { return host.saved = SavedApps(managing: state) }
        host.saved.tornOff = Set((state.tornOffApps ?? []).map(PanelID.init))
        let monitors = connection.monitors().map {
            Rect(x: pixels.points($0.x), y: pixels.points($0.y), width: pixels.points($0.width), height: pixels.points($0.height))
        }
        let screen = Rect(origin: .zero, size: Size(width: pixels.points(connection.screenSize.width), height: pixels.points(connection.screenSize.height)))
        var mainTaken = false
        for saved in state.windows {
            // A window saved on a monitor that is gone (or where the screen no longer reaches)
            // comes back on one that is there.
            let frame = Rect(x: Double(saved.x), y: Double(saved.y), width: Double(saved.width), height: Double(saved.height))
            let origin = MonitorPlacement.origin(for: frame, monitors: monitors, screen: screen)
            let place = RootPoint(x: pixels.pixels(origin.x.rounded(.down)), y: pixels.pixels(origin.y.rounded(.down)))
            let target: LiveWindow?
            var restoresLayout = true
            var layout = saved.layout
            switch saved.role {
            case .main where !mainTaken:
                mainTaken = true
                target = main
                main.moveTo(place, size: PixelSize(width: pixels.pixels(Double(saved.width)), height: pixels.pixels(Double(saved.height))))
                main.compositor.resize(to: Size(width: Double(saved.width), height: Double(saved.height)))
                // The panels of apps come back where they were when their windows do (AppHost+Apps.swift).
                let apps = Set(appSpecs.map(\.id))
                for panel in layout.panels where apps.contains(panel.id) { host.saved.places[panel.id] = panel }
                layout.panels.removeAll { apps.contains($0.id) }
            case .tornOff(let panel):
                // Its panel fills it by construction (whatever its margin this time).
                restoresLayout = false
                target = try? openTornOff(panel, size: Size(width: Double(saved.width), height: Double(saved.height)), at: place)
            case .main:
                target = reopen(InstanceRequest(open: WindowRole.mainType), at: place)
            case .opened(let type, let parameters):
                target = reopen(InstanceRequest(open: type, params: parameters), at: place)
            }
            guard let target else { continue }
            for id in restoresLayout ? target.compositor.restore(layout) : [] {
                StandardError.write(line: "flotilla: session \(url.lastPathComponent): panel \"\(id)\" is not in the scene any more; skipped")
            }
            if let pages = saved.popovers {
                target.compositor.restore(pageStacks: pages.mapValues { ($0.stack, Set($0.toggled)) })
            }
            for (id, position) in saved.sheets.sorted(by: { $0.key < $1.key }) {
                target.compositor.move(sheet: id, to: SheetState(name: position.state, order: position.order), animated: false)
            }
        }
    }

    /// Opens the window `request` asks for with its top-left at `place` (pixels); nil when the
    /// scene no longer offers it.
    private func reopen(_ request: InstanceRequest, at place: RootPoint) -> LiveWindow? {
        guard case .opened = open(request), let opened = windows.last else { return nil }
        opened.moveTo(place)
        return opened
    }
}
