import Compositor
import Desktop
import Model
import X11

/// Apps torn off to the desktop and taken in again. A hosted panel torn off (`n`, or dragged out
/// of the main window) gives its window back to the desktop where its content was drawn:
/// reparented to the root, no longer redirected, managed by the desktop's window manager where
/// one runs; the panel closes here. Dragged by that window manager and let go with the pointer
/// over the main window, the window is withdrawn from the manager and adopted into its panel
/// again, floating where the window was. A torn-off window that goes (closed, withdrawn) is
/// forgotten with it: no panel waits for it.
extension AppHost {
    /// Gives `app`'s window, its panel drawn at `frame` (main-window points), back to the desktop
    /// where its content was on the screen.
    func tearOff(_ app: ClientPanel, from frame: Rect) {
        guard let window = app.window else { return }
        let content = PixelRect(covering: TitleBarLayout.content(of: frame), scale: scale)
        // The main window's own origin on the root (inside a window manager's frame, not the frame's).
        let origin = mainOrigin()
        perform([.giveToDesktop(window.client, at: RootPoint(x: origin.x + content.x, y: origin.y + content.y))])
        letGo(app)
        app.tornOff = TornOffApp(client: window.client, size: PixelSize(width: window.width, height: window.height))
        // A round trip: the window is on the desktop before did-tear-off is told.
        try? connection.sync()
        FlotillaLog.logger.info("app \(app.id): window \(window.client) torn off to the desktop at \(origin.x + content.x), \(origin.y + content.y)")
        sessionChanged()
    }

    /// Leaves `client`, `app`'s window, on the desktop as the app's torn-off window (marked, so
    /// that the next run knows it too).
    func keepOnDesktop(_ client: WindowID, as app: ClientPanel) {
        perform([.keepOnDesktop(client, mark: app.id.name)])
        app.tornOff = TornOffApp(client: client, size: (try? connection.size(of: client)).map { PixelSize(width: $0.width, height: $0.height) })
    }

    /// Takes `client` into `app`'s panel: at once, or once the window manager that holds it has
    /// let go (``HostEvent/topLevelReleased``).
    func takeIn(_ client: WindowID, as app: ClientPanel, pid: Int32?) {
        if connection.isInWindowManagerFrame(client) {
            app.withdrawing = client
            perform([.withdraw(client)])
        } else {
            adopt(client, as: app, pid: pid)
        }
    }

    /// Handles `event` of window `client` if it concerns a torn-off app; whether it did. Its
    /// window mapping again (in a window manager's frame) stays on the desktop; an app started
    /// torn off keeps the first window it maps there; a move by the window manager with button 1
    /// held is followed until it is let go.
    func handleTornOffEvent(_ event: ClientEvent, for client: WindowID) -> Bool {
        switch event {
        case .topLevelMapped:
            if tornOffApp(of: client) != nil { return true }
            let waiting = apps.filter { $0.window == nil && $0.tornOff != nil && $0.tornOff?.client == nil }
            guard !waiting.isEmpty, let facts = connection.clientFacts(of: client),
                  let app = waiting.first(where: { Self.classifier.owns(facts, $0.candidate(in: clients)) }) else { return false }
            keepOnDesktop(client, as: app)
            return true
        case .topLevelReleased:
            // Gone or not, the desktop watch says (a window manager that quits lets go of it mapped).
            return tornOffApp(of: client) != nil
        case .desktopWindowMoved:
            guard let app = tornOffApp(of: client), app.tornOff?.moveCheck == nil,
                  (try? connection.pointerOnRoot().buttonOneHeld) == true else { return true }
            app.tornOff?.moveCheck = clock.now + TornOffApp.moveCheckInterval
            return true
        case .desktopWindowReframed:
            perform([.followFrame(client)])
            return true
        case .desktopWindowGone:
            if let app = tornOffApp(of: client) {
                app.tornOff = nil
                FlotillaLog.logger.info("app \(app.id): its torn-off window \(client) went")
                sessionChanged()
            }
            return true
        default:
            return false
        }
    }

    /// When the window manager's move of a torn-off window is next looked at.
    var tornOffMoveDue: Double? { apps.compactMap { $0.tornOff?.moveCheck }.min() }

    /// Looks whether the window manager's moves of torn-off windows ended (button 1 let go; it
    /// holds the pointer, so no release comes here): one moved (not resized) and let go with the
    /// pointer over the main window is taken in again.
    func checkTornOffMoves() throws(X11Error) {
        for app in apps {
            guard let check = app.tornOff?.moveCheck, clock.now >= check else { continue }
            let pointer = try connection.pointerOnRoot()
            if pointer.buttonOneHeld {
                app.tornOff?.moveCheck = clock.now + TornOffApp.moveCheckInterval
            } else {
                app.tornOff?.moveCheck = nil
                try takeBack(app, droppedAt: pointer.point)
            }
        }
    }

    /// `app`'s torn-off window let go with the pointer at `point` (root pixels): moved (its size
    /// as it was) and let go over the main window, it is taken into its panel again, which floats
    /// where the window was.
    private func takeBack(_ app: ClientPanel, droppedAt point: RootPoint) throws(X11Error) {
        guard let client = app.tornOff?.client else { return }
        let size = try connection.size(of: client), resting = app.tornOff?.size
        app.tornOff?.size = PixelSize(width: size.width, height: size.height)
        guard resting == app.tornOff?.size else {
            FlotillaLog.logger.info("app \(app.id): its torn-off window \(client) was resized to \(size.width)x\(size.height), not dropped")
            return
        }
        let origin = try connection.rootPosition(0, 0, in: main.id)
        guard (origin.x..<origin.x + main.pixelSize.width).contains(point.x), (origin.y..<origin.y + main.pixelSize.height).contains(point.y)
        else { return }
        let at = try connection.rootPosition(0, 0, in: client)
        let content = Size(width: pixels.points(size.width), height: pixels.points(size.height))
        app.takenBackAt = Rect(origin: Point(x: pixels.points(at.x - origin.x), y: pixels.points(at.y - origin.y) - TitleBarLayout.height),
                            size: PanelContentSizes.frameSize(forContent: content))
        perform([.unwatchOnDesktop(client)])
        app.tornOff = nil
        FlotillaLog.logger.info("app \(app.id): its torn-off window \(client) dropped over the main window; taken in again")
        takeIn(client, as: app, pid: connection.clientPID(of: client))
    }

    private func tornOffApp(of client: WindowID) -> ClientPanel? { apps.first { $0.tornOff?.client == client } }
}
