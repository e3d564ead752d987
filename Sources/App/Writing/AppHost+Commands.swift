import Desktop
import X11

extension AppHost {
    /// Carries out what the window manager decided to do to windows (Desktop's
    /// ``WindowCommand``s): with the push of the X state (``X11Connection/push(_:origin:)``), the
    /// one place such requests are made. A command to a window that went does nothing. Whether
    /// every command was carried out (a pointer another client holds is not taken).
    @discardableResult
    func perform(_ commands: [WindowCommand]) -> Bool {
        var carriedOut = true
        for command in commands {
            switch command {
            case .map(let window): connection.mapUnmanaged(window)
            case .raise(let window): connection.raise(window)
            case .lower(let window): connection.lowerToBottom(window)
            case .keepDock(let window): connection.keepDock(window)
            case .watchPresses(let window): connection.watchPresses(on: window)
            case .askToClose(let window): _ = connection.hostedWindow(of: window)?.requestClose()
            case .ping(let window): _ = connection.hostedWindow(of: window)?.ping(time: 0)
            case .kill(let window): connection.hostedWindow(of: window)?.kill()
            case .mapInFrame(let window, let takingFocus): connection.hostedWindow(of: window)?.mapClient(takingFocus: takingFocus)
            case .answerFrameExtents(let window, let frame): connection.setFrameExtents(of: window, frame)
            case .removeBorder(let window): connection.hostedWindow(of: window)?.removeBorder()
            case .release(let window, let at, let withdrawn):
                connection.hostedWindow(of: window)?.release(rootX: at.x, rootY: at.y, withdrawn: withdrawn)
            case .discard(let window): connection.hostedWindow(of: window)?.discard()
            case .configure(let window, let changes): connection.configure(window, as: changes)
            case .placeAgain(let window, let at, let root):
                connection.hostedWindow(of: window)?.place(x: at.x, y: at.y, width: at.width, height: at.height, rootX: root.x, rootY: root.y)
            case .syncResizes(let window): connection.hostedWindow(of: window)?.enableSyncRequests()
            case .giveToDesktop(let window, let at):
                if let hosted = connection.hostedWindow(of: window) { connection.giveToDesktop(hosted, rootX: at.x, rootY: at.y) }
            case .keepOnDesktop(let window, let mark):
                connection.mark(window, as: mark)
                connection.watchDesktopWindow(window)
            case .unwatchOnDesktop(let window): connection.unwatchDesktopWindow(window)
            case .moveOnDesktop(let window, let point): connection.moveDesktopWindow(window, to: point)
            case .followFrame(let window): connection.followTopLevel(of: window)
            case .withdraw(let window): connection.withdraw(window)
            case .letPressThrough(_, let time): connection.replayPress(time: time)
            case .markLaunched(let window, let entry): connection.markLaunched(window, entry: entry)
            case .grabPointer(let window): carriedOut = connection.grabPointer(for: window) && carriedOut
            case .ungrabPointer: connection.ungrabPointer()
            case .grabSuperKeys: main.window.grabSuperKeys()
            case .broadcastStartup(let message): connection.broadcastStartup(message, from: main.window.id)
            case .markSessionStarted(let pid): connection.markSessionStarted(pid: pid)
            case .markSessionBus(let mark?): connection.markSessionBus(mark)
            case .markSessionBus(nil): connection.unmarkSessionBus()
            }
        }
        return carriedOut
    }

    /// Composites `client` where it is (an override-redirect window, a desktop window): the
    /// window its pixels are read from, kept while it is composited; nil when it went meanwhile
    /// or is of a depth Flotilla does not draw.
    func compositeInPlace(_ client: WindowID) -> HostedWindow? {
        do {
            return try connection.compositeInPlace(client)
        } catch {
            FlotillaLog.logger.info("window \(client) not composited in place (\(error))")
            return nil
        }
    }
}
