@testable import App
import Desktop
import Foundation
import Model
import X11

/// Random operations of programs on a managed display over the fake server: windows opened
/// (plain, dialogs, utility windows, in any state, on any space, of any size), withdrawn and
/// mapped again, reparented away, killed; configure requests, state requests and the other
/// requests EWMH lets a client or a tool make; titles, hints and clicks; menus mapping, moving
/// and unmapping themselves (override-redirect), and a desktop window clicked. A few make one pass of
/// the live loop, then a little time passes and a frame is drawn.
struct FakeHostStorm {
    let desktop: FakeDesktop
    var random: SplitMix64
    /// The windows that asked to map and were neither withdrawn nor destroyed since.
    private(set) var wantShown: Set<WindowID> = []
    /// The override-redirect windows (menus, tooltips) mapped now, and the desktop windows shown:
    /// each composited in place.
    private(set) var menusShown: Set<WindowID> = [], desktops: Set<WindowID> = []
    /// The override-redirect and desktop windows not destroyed.
    private var inPlaceMade: Set<WindowID> = []
    /// The most windows composited in place at once, as the test saw.
    var inPlaceComposited = 0
    /// The windows made that were not destroyed, in the order made.
    private var alive: [WindowID] = []
    /// The operations made so far.
    private(set) var operations = 0
    private var time: UInt32 = 1
    /// The last events each window was told of, for a failure to show.
    private(set) var history: [WindowID: [String]] = [:]
    private static let classes = ["XTerm", "Mousepad", "Gtk3-demo", "Zenity", "Mpv", "Firefox"]

    init(_ desktop: FakeDesktop, seed: UInt64) {
        self.desktop = desktop
        random = SplitMix64(seed: seed)
    }

    private var server: FakeServer { desktop.server }

    /// One pass: one to four operations, then up to a tenth of a second and a frame.
    mutating func pass() {
        var events: [(WindowID, ClientEvent)] = []
        for _ in 0..<Int.random(in: 1...4, using: &random) {
            events += operation()
            operations += 1
        }
        for (window, event) in events { history[window] = (history[window] ?? []).suffix(11) + ["\(operations): \(event)"] }
        desktop.pass(events, then: Double.random(in: 0...0.1, using: &random))
        // Flotilla may have killed some (a second close).
        let server = server
        alive.removeAll { server.programs[$0]?.alive != true }
    }

    private mutating func pick(_ windows: [WindowID]) -> WindowID? { windows.randomElement(using: &random) }

    private mutating func operation() -> [(WindowID, ClientEvent)] {
        let shown = wantShown.sorted(), withdrawn = alive.filter { !wantShown.contains($0) && !inPlaceMade.contains($0) }
        switch Int.random(in: 0..<28, using: &random) {
        case 0, 1, 2:
            guard alive.count < 24 else { return die() }
            return open(types: [], transientFor: nil)
        case 3:
            return open(types: ["DIALOG"], transientFor: pick(shown))
        case 4:
            return open(types: ["UTILITY"], transientFor: pick(shown))
        case 5:
            guard let window = pick(shown) else { return [] }
            // It withdraws its window (ICCCM 4.1.4): unmapped.
            server.unmap(window)
            wantShown.remove(window)
            return [(window, .unmapped)]
        case 6:
            guard let window = pick(withdrawn) else { return [] }
            wantShown.insert(window)
            return [(window, .mapRequested)]
        case 7:
            guard let window = pick(shown) else { return [] }
            // It reparents its window away, to the root: unmapped, then back on the root.
            server.unmap(window)
            wantShown.remove(window)
            return [(window, .unmapped), (window, .topLevelReleased)]
        case 8, 9:
            return die()
        case 10, 11:
            guard let window = pick(alive) else { return [] }
            let width = size(), height = size()
            if server.held[window] != nil, !inPlaceMade.contains(window) {
                let at = Bool.random(using: &random) ? RootPoint(x: Int.random(in: -2000...4000, using: &random), y: Int.random(in: -2000...4000, using: &random)) : nil
                return [(window, .configureRequest(width: width, height: height, at: at))]
            }
            return [(window, .configureAsked(WindowChanges(mask: 0xC, values: [UInt32(width), UInt32(height)])))]
        case 12, 13, 14:
            guard let window = pick(alive) else { return [] }
            let change = [ManagerRequest.StateChange.add, .remove, .toggle].randomElement(using: &random)!
            return [(window, .managerRequest(.changeState(change, states())))]
        case 15:
            guard let window = pick(alive) else { return [] }
            let requests: [ManagerRequest] = [.activate, .iconify, .frameExtents, .pong,
                                              .moveToSpace(space()),
                                              .moveResize(x: Int.random(in: -500...2000, using: &random), y: nil, width: size(), height: nil, isStatic: false)]
            return [(window, .managerRequest(requests.randomElement(using: &random)!))]
        case 16:
            guard let window = pick(alive) else { return [] }
            return [(window, .managerRequest(.close))]
        case 17:
            // A close asked for is answered: the window goes.
            guard let window = server.askedToClose.last, server.programs[window]?.alive == true else { return [] }
            return kill(window)
        case 18:
            let request: ManagerRequest = Bool.random(using: &random) ? .showSpace(Int.random(in: -1...6, using: &random))
                : .setSpaceCount(Int.random(in: 0...7, using: &random))
            return [(server.rootWindow, .managerRequest(request))]
        case 19:
            guard let window = pick(alive) else { return [] }
            return [(window, [ClientEvent.titleChanged, .sizeHintsChanged, .decorationsChanged, .iconChanged, .damaged].randomElement(using: &random)!)]
        case 20, 21:
            guard let window = pick(shown), let place = server.shown.frames[window]?.place else { return [] }
            time += 10
            return [(window, .pressed(at: RootPoint(x: place.x + place.width / 2, y: place.y + place.height / 2), time: time))]
        case 22:
            // The user focuses or minimises a panel.
            guard let id = desktop.compositor.panelManager.panels.keys.randomElement(using: &random) else { return [] }
            if Bool.random(using: &random) { desktop.compositor.focus(panel: id) } else { _ = desktop.compositor.minimise(panel: id) }
            desktop.overlay.markChanged()
            return []
        case 24:
            guard alive.count < 24 else { return die() }
            return openMenu()
        case 25:
            guard let menu = pick(inPlaceMade.subtracting(desktops).sorted()) else { return [] }
            guard menusShown.contains(menu) else {
                server.mapDirectly(menu)
                menusShown.insert(menu)
                return [(menu, .overrideRedirectMapped)]
            }
            if Bool.random(using: &random) {
                server.unmap(menu)
                menusShown.remove(menu)
                return [(menu, .unmapped)]
            }
            let moved = PixelRect(x: Int.random(in: -50...1300, using: &random), y: Int.random(in: -50...850, using: &random), width: size(), height: size())
            server.update(menu) { $0.geometry = moved }
            return [(menu, .inPlaceWindowMoved(moved))]
        case 26:
            // A desktop window (a file manager's icons): one at most.
            guard desktops.isEmpty, alive.count < 24 else { return [] }
            let window = server.create { _ in
                var facts = ClientFacts.app("Desktop", size: FakeDesktop.screen, at: RootPoint(x: 0, y: 0))
                facts.types = ["DESKTOP"]
                return facts
            }
            alive.append(window)
            (desktops, inPlaceMade) = (desktops.union([window]), inPlaceMade.union([window]))
            return [(window, .mapRequested)]
        case 27:
            // A click on the desktop between the panels.
            guard let window = desktops.first else { return [] }
            time += 10
            return [(window, .pressed(at: RootPoint(x: 5, y: FakeDesktop.screen.height - 5), time: time))]
        default:
            // A pager shows another space.
            return [(server.rootWindow, .managerRequest(.showSpace(Int.random(in: 0..<4, using: &random))))]
        }
    }

    private mutating func open(types: [String], transientFor: WindowID?) -> [(WindowID, ClientEvent)] {
        let name = Self.classes.randomElement(using: &random)!
        let (width, height, x, y) = (size(), size(), Int.random(in: -100...1400, using: &random), Int.random(in: -100...900, using: &random))
        let states = states(), desktopAsked: UInt32? = Bool.random(using: &random) ? nil : space()
        let hints = PlacementHints(Bool.random(using: &random) ? [1] : [])
        let window = server.create { _ in
            var facts = ClientFacts.app(name, size: PixelSize(width: width, height: height), at: RootPoint(x: x, y: y))
            facts.types = types
            facts.transientFor = transientFor
            facts.states = states
            facts.desktop = desktopAsked
            facts.placementHints = hints
            return facts
        }
        alive.append(window)
        wantShown.insert(window)
        return [(window, .mapRequested)]
    }

    /// A menu or tooltip of some program: override-redirect, mapped by itself where it puts itself.
    private mutating func openMenu() -> [(WindowID, ClientEvent)] {
        let geometry = PixelRect(x: Int.random(in: -50...1300, using: &random), y: Int.random(in: -50...850, using: &random), width: size(), height: size())
        let window = server.create { _ in
            var facts = ClientFacts.app("Menu", size: PixelSize(width: geometry.width, height: geometry.height), at: RootPoint(x: geometry.x, y: geometry.y))
            facts.overrideRedirect = true
            return facts
        }
        server.mapDirectly(window)
        alive.append(window)
        menusShown.insert(window)
        inPlaceMade.insert(window)
        return [(window, .overrideRedirectMapped)]
    }

    private mutating func die() -> [(WindowID, ClientEvent)] {
        guard let window = pick(alive) else { return [] }
        return kill(window)
    }

    private mutating func kill(_ window: WindowID) -> [(WindowID, ClientEvent)] {
        let wasMapped = server.programs[window]?.mapped == true
        server.destroy(window)
        wantShown.remove(window)
        alive.removeAll { $0 == window }
        for set in [\Self.menusShown, \Self.desktops, \Self.inPlaceMade] as [WritableKeyPath<Self, Set<WindowID>>] { self[keyPath: set].remove(window) }
        return (wasMapped ? [(window, ClientEvent.unmapped)] : []) + [(window, .destroyed)]
    }

    private mutating func size() -> Int {
        switch Int.random(in: 0..<10, using: &random) {
        case 0: 1
        case 1: 32767
        default: Int.random(in: 40...1600, using: &random)
        }
    }

    private mutating func states() -> Set<WindowState> {
        Set(WindowState.allCases.filter { _ in Int.random(in: 0..<5, using: &random) == 0 })
    }

    private mutating func space() -> UInt32 {
        Int.random(in: 0..<6, using: &random) == 0 ? Spaces.everySpace : UInt32.random(in: 0...5, using: &random)
    }
}
