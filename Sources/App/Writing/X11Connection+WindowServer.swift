import Desktop
import X11

/// The X server itself as the ``WindowServer``: its reads are the connection's own; the
/// window manager's commands (``AppHost/perform(_:)``) are carried out here, the one place
/// beside the push that writes to X for App.
extension X11Connection: WindowServer {
    func adopt(_ client: WindowID, into parent: WindowID, x: Int, y: Int, mark: String, mapsClient: Bool) throws(X11Error) -> any ClientWindow {
        try adopt(client, into: parent, x: x, y: y, mark: mark, mapsClient: mapsClient) as HostedWindow
    }

    func compositeInPlace(_ window: WindowID) throws(X11Error) -> any ClientWindow {
        try compositeInPlace(window) as HostedWindow
    }

    func carryOut(_ commands: [WindowCommand], from own: WindowID) -> Bool {
        var carriedOut = true
        for command in commands {
            switch command {
            case .map(let window): mapUnmanaged(window)
            case .raise(let window): raise(window)
            case .lower(let window): lowerToBottom(window)
            case .keepDock(let window): keepDock(window)
            case .watchPresses(let window): watchPresses(on: window)
            case .askToClose(let window): _ = hostedWindow(of: window)?.requestClose()
            case .ping(let window): _ = hostedWindow(of: window)?.ping(time: 0)
            case .kill(let window): hostedWindow(of: window)?.kill()
            case .mapInFrame(let window, let takingFocus): hostedWindow(of: window)?.mapClient(takingFocus: takingFocus)
            case .answerFrameExtents(let window, let frame): setFrameExtents(of: window, frame)
            case .removeBorder(let window): hostedWindow(of: window)?.removeBorder()
            case .release(let window, let at, let withdrawn): hostedWindow(of: window)?.release(rootX: at.x, rootY: at.y, withdrawn: withdrawn)
            case .discard(let window): hostedWindow(of: window)?.discard()
            case .configure(let window, let changes): configure(window, as: changes)
            case .placeAgain(let window, let at, let root):
                hostedWindow(of: window)?.place(x: at.x, y: at.y, width: at.width, height: at.height, rootX: root.x, rootY: root.y)
            case .syncResizes(let window): hostedWindow(of: window)?.enableSyncRequests()
            case .giveToDesktop(let window, let at):
                if let hosted = hostedWindow(of: window) { giveToDesktop(hosted, rootX: at.x, rootY: at.y) }
            case .keepOnDesktop(let window, let mark):
                self.mark(window, as: mark)
                watchDesktopWindow(window)
            case .unwatchOnDesktop(let window): unwatchDesktopWindow(window)
            case .moveOnDesktop(let window, let point): moveDesktopWindow(window, to: point)
            case .followFrame(let window): followTopLevel(of: window)
            case .withdraw(let window): withdraw(window)
            case .letPressThrough(_, let time): replayPress(time: time)
            case .markLaunched(let window, let entry): markLaunched(window, entry: entry)
            case .grabPointer(let window): carriedOut = grabPointer(for: window) && carriedOut
            case .ungrabPointer: ungrabPointer()
            case .grabSuperKeys(let window): grabSuperKeys(on: window)
            case .broadcastStartup(let message): broadcastStartup(message, from: own)
            case .markSessionStarted(let pid): markSessionStarted(pid: pid)
            case .markSessionBus(let mark?): markSessionBus(mark)
            case .markSessionBus(nil): unmarkSessionBus()
            }
        }
        return carriedOut
    }
}
