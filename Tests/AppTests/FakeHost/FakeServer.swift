@testable import App
import Desktop
import X11

/// An X server with no X: the windows of the programs the tests make up, what Flotilla did to
/// them (adopted, mapped, released, killed) and what the push wrote (``ShownDisplay``), for the
/// window manager and the apps' host to run over as they do over ``X11Connection``.
final class FakeServer: WindowServer {
    /// A program's window as the server has it.
    struct Program {
        var facts: ClientFacts
        var alive = true
        /// Mapped where it is (in Flotilla's frame once adopted, else on the root).
        var mapped = false
    }

    let rootWindow: WindowID = 1
    private(set) var screenSize: (width: Int, height: Int)
    let hasPressureBarriers = true
    /// Every window the programs made, by id.
    private(set) var programs: [WindowID: Program] = [:]
    /// The windows Flotilla holds (framed, or composited in place).
    private(set) var held: [WindowID: FakeClientWindow] = [:]
    /// What the push wrote.
    private(set) var shown = ShownDisplay()
    /// The windows Flotilla asked to close, in order.
    private(set) var askedToClose: [WindowID] = []
    /// The commands carried out, in order.
    private(set) var carried: [WindowCommand] = []
    private var nextID: WindowID = 0x0400_0000
    /// What the server tells of next: the ends of clients Flotilla killed.
    private var told: [(WindowID, ClientEvent)] = []

    init(screen: PixelSize) {
        screenSize = (screen.width, screen.height)
    }

    /// The manager selection claimed: the spaces published on the root (``DisplayManager/claim(_:replacing:spaces:otherwise:)``).
    func claimed(spaces: SpacesShown) { shown.state.spaces = spaces }

    /// The manager ended (its selection let go, its windows and properties gone): nothing it wrote shows.
    func managerEnded() { shown = ShownDisplay() }

    /// A new window of a program, not mapped yet, saying `facts` of itself (its parent the root).
    func create(_ facts: (WindowID) -> ClientFacts) -> WindowID {
        nextID += 0x100
        programs[nextID] = Program(facts: facts(nextID))
        return nextID
    }

    /// The window's program changes what it says of itself.
    func update(_ window: WindowID, _ change: (inout ClientFacts) -> Void) { change(&programs[window]!.facts) }

    /// The program maps its window itself (override-redirect: no manager asked).
    func mapDirectly(_ window: WindowID) { programs[window]?.mapped = true }

    /// The program unmapped its window (withdrew it, or reparented it away).
    func unmap(_ window: WindowID) { programs[window]?.mapped = false }

    /// The program's window was destroyed (the program ended, or closed it).
    func destroy(_ window: WindowID) {
        programs[window]?.alive = false
        programs[window]?.mapped = false
    }

    /// The events the server has for Flotilla, taken.
    func takeEvents() -> [(WindowID, ClientEvent)] {
        defer { told = [] }
        return told
    }

    func push(_ changes: [XChange], origin: RootPoint) {
        for change in changes {
            shown.apply(change)
            if case .place(let client, let rect) = change, let window = held[client] { (window.width, window.height) = (rect.width, rect.height) }
            if case .showDirectly(let client) = change { held[client]?.isShownDirectly = true }
            if case .redirectAgain(let client) = change {
                held[client]?.isShownDirectly = false
                held[client]?.stale = true
            }
        }
    }

    func carryOut(_ commands: [WindowCommand], from own: WindowID) -> Bool {
        carried += commands
        for command in commands {
            switch command {
            case .map(let window): if programs[window]?.alive == true { programs[window]?.mapped = true }
            case .mapInFrame(let window, let takingFocus):
                guard programs[window]?.alive == true, held[window] != nil else { break }
                programs[window]?.mapped = true
                // ICCCM 4.1.7: given the keyboard as it maps.
                if takingFocus { shown.focused = window }
            case .askToClose(let window): askedToClose.append(window)
            case .kill(let window):
                // XKillClient: its windows are destroyed, and the server says so.
                guard programs[window]?.alive == true else { break }
                if programs[window]?.mapped == true { told.append((window, .unmapped)) }
                told.append((window, .destroyed))
                destroy(window)
            case .release(let window, let at, let withdrawn):
                // Back on the root where it was shown: its content's top-left there, its size kept.
                if let size = held[window].map({ PixelSize(width: $0.width, height: $0.height) }), programs[window]?.alive == true {
                    programs[window]?.facts.geometry = PixelRect(x: at.x, y: at.y, width: size.width, height: size.height)
                    programs[window]?.mapped = !withdrawn
                }
                held[window]?.isGone = true
                held[window] = nil
            case .discard(let window), .giveToDesktop(let window, _):
                held[window]?.isGone = true
                held[window] = nil
            default: break
            }
        }
        return true
    }

    func flush() {}
    func sync() throws(X11Error) {}

    func adopt(_ client: WindowID, into parent: WindowID, x: Int, y: Int, mark: String, mapsClient: Bool) throws(X11Error) -> any ClientWindow {
        try hold(client, frame: client | 0x8000_0000, mapped: mapsClient)
    }

    func compositeInPlace(_ window: WindowID) throws(X11Error) -> any ClientWindow {
        try hold(window, frame: window, mapped: true)
    }

    private func hold(_ client: WindowID, frame: WindowID, mapped: Bool) throws(X11Error) -> FakeClientWindow {
        guard let program = programs[client], program.alive else { throw .requestFailed("BadWindow \(client)") }
        let size = program.facts.geometry
        let window = FakeClientWindow(client: client, frame: frame, size: PixelSize(width: size.width, height: size.height),
                                      title: program.facts.windowClass?.className ?? "window")
        held[client] = window
        // A new frame: nothing written to it yet.
        shown.forget(client)
        if mapped { programs[client]?.mapped = true }
        return window
    }

    func clientFacts(of window: WindowID) -> ClientFacts? { programs[window].flatMap { $0.alive ? $0.facts : nil } }
    func clientIcon(of window: WindowID, side: Int) -> ClientIcon? { nil }
    func clientPID(of window: WindowID) -> Int32? { programs[window]?.facts.pid }
    func startupID(of window: WindowID) -> String? { programs[window]?.facts.startupID }
    func appMark(of window: WindowID) -> String? { programs[window]?.facts.appMark }
    func isInWindowManagerFrame(_ client: WindowID) -> Bool { false }
    func isMappedOverrideRedirect(_ window: WindowID) -> Bool { programs[window].map { $0.alive && $0.mapped && $0.facts.overrideRedirect } ?? false }
    func topLevelClients() -> [WindowID] { programs.keys.sorted().filter { programs[$0]!.alive && programs[$0]!.mapped && held[$0] == nil } }
    func children(of window: WindowID) throws(X11Error) -> [WindowID] { [] }

    func size(of window: WindowID) throws(X11Error) -> (width: Int, height: Int) {
        guard let program = programs[window], program.alive else { throw .requestFailed("BadWindow \(window)") }
        if let held = held[window] { return (held.width, held.height) }
        return (program.facts.geometry.width, program.facts.geometry.height)
    }

    func rootPosition(_ x: Int, _ y: Int, in window: WindowID) throws(X11Error) -> RootPoint {
        let origin = shown.frames[window]?.place ?? PixelRect(x: 0, y: 0, width: 0, height: 0)
        return RootPoint(x: origin.x + x, y: origin.y + y)
    }

    func rootRect(of window: WindowID) -> PixelRect? {
        shown.frames[window]?.place ?? programs[window].flatMap { $0.alive ? $0.facts.geometry : nil }
    }
    func pointerOnRoot() throws(X11Error) -> (point: RootPoint, buttonOneHeld: Bool) { (RootPoint(x: screenSize.width / 2, y: screenSize.height / 2), false) }
    func monitors() -> [Monitor] { [Monitor(x: 0, y: 0, width: screenSize.width, height: screenSize.height, isPrimary: true)] }

    /// The screen (its one monitor) is made `size` big (RandR).
    func resize(to size: PixelSize) { screenSize = (size.width, size.height) }
    func rootBackground(width: Int, height: Int) throws(X11Error) -> [UInt32]? { nil }
    func xsettings() throws(X11Error) -> XSettings? { nil }
    func hostingUnavailableReason() -> String? { nil }
    func watchTopLevels() throws(X11Error) {}
    func watchMonitorChanges() {}
    func watchScreenSaver() {}
    func waitForEvents(timeout: Double?, alsoWatching others: [Int32]) throws(X11Error) -> Set<Int32>? { nil }
    func nextEvent() throws(X11Error) -> (window: WindowID, event: HostEvent)? { nil }
    func sessionWasStarted() -> Bool { false }
    func sessionBus() -> SessionBusMark? { nil }
}
