@testable import App
import Assets
import Compositor
import Desktop
import Model
import Render
import X11

/// `flotilla manage` over the fake server: the window manager and the apps' host as a live
/// session makes them, on a manual clock, each pass of events and each frame as the live loop's
/// (``WindowsPass``). What it wrote is the server's ``FakeServer/shown``.
final class FakeDesktop {
    static let screen = PixelSize(width: 1280, height: 800)

    let server: FakeServer
    let clock = ManualClock()
    let overlay: FakePanelsWindow
    let host: AppHost
    let manager: DisplayManager
    var pass: WindowsPass { WindowsPass(host: host, manager: manager) }
    var compositor: Compositor { overlay.compositor }

    /// `saved`: what the session file had; `spacesFound`: the display said which space showed;
    /// `server`: the windows there already (a Flotilla before ended on it); `onEvent`: told the session's events.
    init(server: FakeServer = FakeServer(screen: FakeDesktop.screen), spaces: Int = 4, saved: SavedApps = SavedApps(), spacesFound: Bool = true,
         motion: MotionPreference = .full, onEvent: ((SessionEvent) -> Void)? = nil) throws {
        self.server = server
        let fonts = try FontLibrary(configFile: Assets.fontConfiguration)
        let make = WindowMaker(renderer: Renderer(fonts: fonts), textMeasurer: TextMeasurer(fonts: fonts), clock: clock, frameInterval: 1.0 / 60)
        var scene = try SceneLoading.load(path: Assets.desktopScene.path)
        scene.size = Size(width: Double(Self.screen.width), height: Double(Self.screen.height))
        overlay = FakePanelsWindow(id: 0x10, size: Self.screen, compositor: make.compositor(for: scene, motion: motion))
        server.claimed(spaces: SpacesShown(count: spaces, current: 0))
        host = AppHost(connection: server, make: make, main: overlay, managing: true, sessionSaver: nil, onEvent: onEvent)
        host.saved = saved
        manager = DisplayManager(host: host, drawsRootBackground: false, spaces: Spaces(count: spaces, current: 0), spacesFound: spacesFound)
        try manager.startManaging()
        frame()
    }

    /// One pass of the live loop: `events` told as X11 tells them, what they changed pushed, then
    /// `seconds` later the overlay's frame; then a pass of what the server told of that.
    func pass(_ events: [(WindowID, ClientEvent)], then seconds: Double = 1.0 / 60) {
        for (window, event) in events { pass.handle(event, for: window) }
        pass.followEvents()
        clock.advance(by: seconds)
        frame()
        pass.endPass()
        // What the server says of what Flotilla did (a client killed) is read at once.
        let told = server.takeEvents()
        if !told.isEmpty { pass(told, then: 0) }
    }

    /// The overlay's frame, as the live loop draws it: the apps' windows placed, its events told,
    /// the X state pushed.
    func frame() {
        _ = pass.placeWindows()
        let events = overlay.frame()
        for event in events { pass.react(to: event) }
        pass.followFrame(events: events)
    }

    /// `event` reaches the overlay (the pointer over Flotilla's own, or taken by it), then a frame,
    /// as the live loop has it: the compositor first, then the gesture an app began.
    func input(_ event: HostEvent) {
        overlay.handle(event)
        host.clientGestureSaw(event)
        pass.followEvents()
        frame()
    }

    /// Passes with no events until nothing moves (at most `limit` seconds).
    func settle(limit: Double = 3) {
        let end = clock.now + limit
        repeat {
            clock.advance(by: 1.0 / 60)
            frame()
            pass.endPass()
        } while (compositor.isAnimating || overlay.needsFrame) && clock.now < end
    }

    /// A new top-level window of a program that asks to map, as it asks: the window.
    @discardableResult
    func open(_ facts: @escaping (WindowID) -> ClientFacts) -> WindowID {
        let window = server.create(facts)
        pass([(window, .mapRequested)])
        return window
    }

    /// The screen is made `size` big: the overlay follows, and what the live loop does when its
    /// main window is resized is done (the apps' size limits, the root's background, the monitors).
    func resizeScreen(to size: PixelSize) {
        server.resize(to: size)
        overlay.resize(to: size)
        pass.mainWindowResized()
    }

    /// `window`'s program destroys it (it ends, or closes the window): unmapped, then destroyed, in one pass.
    func destroy(_ window: WindowID) {
        server.destroy(window)
        pass([(window, .unmapped), (window, .destroyed)])
    }

    /// The client whose window is in panel `id`.
    func client(inPanel id: PanelID) -> WindowID? { host.app(inPanel: id)?.window?.client }

    /// The managed clients' windows, bottom to top, as the panels show them (those the server
    /// shows itself left out).
    var panelsOrder: [WindowID] {
        compositor.hostedPlacements.compactMap { placement in
            client(inPanel: placement.panel).flatMap { host.clients.client($0)?.shownDirectly == nil ? $0 : nil }
        }
    }
}

extension ClientFacts {
    /// A window of class `name`, `size` big, that maximised itself (both ways) before it mapped.
    static func maximised(_ name: String, size: PixelSize) -> ClientFacts {
        var facts = app(name, size: size)
        facts.states = [.maximizedVertical, .maximizedHorizontal]
        return facts
    }

    /// A dialog (`_NET_WM_WINDOW_TYPE_DIALOG`, transient for `owner`) of class `name`, `size` big.
    static func dialog(_ name: String, of owner: WindowID, size: PixelSize) -> ClientFacts {
        var facts = app(name, size: size)
        facts.types = ["DIALOG"]
        facts.transientFor = owner
        return facts
    }

    /// A plain application window of class `name`, `size` big, asking for nothing else.
    static func app(_ name: String, size: PixelSize = PixelSize(width: 400, height: 300), at: RootPoint = RootPoint(x: 100, y: 100)) -> ClientFacts {
        ClientFacts(geometry: PixelRect(x: at.x, y: at.y, width: size.width, height: size.height), parent: 1,
                    windowClass: WindowClass(Array("\(name.lowercased())\0\(name)\0".utf8)))
    }
}
