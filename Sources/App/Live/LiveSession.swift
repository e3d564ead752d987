import Compositor
import Desktop
import Foundation
import Input
import Model
import Render
import X11

/// A scene shown in real X11 windows on one connection: the scene's main window (`flotilla run`),
/// or the whole display as its window manager and compositor (`flotilla manage`, painting on the
/// Composite overlay), and a window for each panel torn off from it. Real applications show in
/// panels (``AppHost``): the programs it starts and, managing (``DisplayManager``), every
/// top-level window, the X state they want pushed after each frame. The session keeps the loop:
/// X events go to the window they are for (other clients' to the manager, then the host); each
/// window paces its own frames, at the display rate while something in it moves and with no timer
/// at all while nothing does. Closing a window closes only it; the session ends with its last window.
public final class LiveSession {
    /// The main window's least size in its WM_NORMAL_HINTS, or the scene's size where that is
    /// smaller: a window manager shrinks it no further, so a title bar and a panel's grip still fit.
    public static let minimumMainWindowSize = (width: 320, height: 240)
    /// How long a pass reads events before it draws what is due and looks at signals and requests
    /// (the rest are read in the next pass, which starts at once): half a 60 Hz frame.
    static let eventReadingBudget = 1.0 / 120

    /// The least a main window of `scene` may be resized to, in pixels: ``minimumMainWindowSize``,
    /// or the scene's own size where that is smaller.
    static func minimumSize(of scene: Scene, pixels: PixelScale) -> (width: Int, height: Int) {
        (pixels.pixels(min(scene.size.width, Double(minimumMainWindowSize.width))),
         pixels.pixels(min(scene.size.height, Double(minimumMainWindowSize.height))))
    }

    let connection: X11Connection
    let scene: Scene
    /// What every window is made with: the renderer, the fonts, the clock and the frame rate.
    let make: WindowMaker
    var renderer: Renderer { make.renderer }
    var clock: any AnimationClock { make.clock }
    /// Points to the windows' pixels and back, at ``scale``.
    var pixels: PixelScale { make.pixels }
    /// Device pixels per point of every window of the session (``DisplayScale``).
    public var scale: Double { pixels.scale }
    /// Springs, or cross-fades in their stead (``SessionMotion``).
    var motion: SessionMotion
    public var motionPreference: MotionPreference { motion.preference }
    let onEvent: ((SessionEvent) -> Void)?
    /// The main window first, then the others in the order they opened.
    var windows: [LiveWindow] = []
    /// Where this session answers `flotilla open` (when it listens).
    private var server: InstanceServer?
    /// The descriptors the last wait found readable (nil: it did not ask).
    private var readyDescriptors: Set<Int32>?
    /// Keeps the session file (if any) written as things change (LiveSession+Session.swift).
    let sessionSaver: SessionSaver?
    /// What ends the session besides its windows: a termination signal, another window manager.
    var ending: SessionEnding
    /// When to let go of memory after frames stop.
    private var restTrim = RestTrim()
    /// The apps in the main window's panels and their windows (Apps/AppHost.swift).
    let host: AppHost
    /// Managing the display (`flotilla manage`): the window manager, and the settings, the login
    /// session, logging out and the screen lock beside it (Managing/DesktopSession.swift).
    let desktop: DesktopSession?
    /// What a window manager decides, and the X state pushed after each frame (Managing/DisplayManager.swift).
    var manager: DisplayManager? { desktop?.manager }
    /// What each pass does for the windows that are not Flotilla's.
    var windowsPass: WindowsPass { WindowsPass(host: host, manager: manager) }

    /// The main window (the scene's).
    var main: LiveWindow { windows[0] }
    /// The main window's compositor.
    public var compositor: Compositor { main.compositor }
    /// The main window.
    var window: X11Window { main.window }
    /// The main window was mapped and its first frame presented.
    public var isReady: Bool { main.isReady }
    /// Every window is closed.
    public var isClosed: Bool { windows.allSatisfy(\.isClosed) }
    /// How many pointer, wheel and key events the main window has handled.
    public var inputCount: Int { main.inputCount }
    /// Where the main window last saw the pointer.
    public var pointer: Point? { main.pointer }
    /// Nothing moves in any window and every change is on screen.
    public var isSettled: Bool { windows.allSatisfy { $0.isClosed || $0.isSettled } }
    /// Every input the main window handled so far is on screen (something may still move).
    public var isCurrent: Bool { main.isReady && !main.needsFrame }

    /// Opens a window for `scene` on `display` (nil: `$DISPLAY`). `onEvent` receives every event;
    /// retained layers keep at most `layerBudget` bytes of pixels (nil: the window's, as
    /// ``Renderer/layerBudget(forPixels:)`` says). With `listens`, the session answers `flotilla
    /// open` requests on its display's socket (``InstancePath``). With
    /// `sessionFile`, what is open is restored from it at once (unless `restores` is false) and
    /// saved to it as it changes and at the end; SIGTERM, SIGINT, SIGHUP and SIGQUIT then end the
    /// session, saving. Windows are `scale` pixels per point; nil takes the desktop's (`Xft.dpi`
    /// / 96, see ``DisplayScale``). With `reducedMotion`, or when the desktop's XSETTINGS manager
    /// publishes `Net/EnableAnimations` (or `Gtk/EnableAnimations`) 0, cross-fades replace the springs.
    public init(scene: Scene, display: String? = nil, scale: Double? = nil,
                frameRate: Double = 60, layerBudget: Int? = nil,
                listens: Bool = false, sessionFile: URL? = nil, restores: Bool = true, reducedMotion: Bool = false,
                apps: [AppSpec] = [], scope: SessionScope = .window, environment: [String: String] = ProcessInfo.processInfo.environment,
                directory: String = FileManager.default.currentDirectoryPath,
                onEvent: ((SessionEvent) -> Void)? = nil) throws(FlotillaError) {
        let appSpecs = scene.apps + apps
        sessionSaver = sessionFile.map { SessionSaver(url: $0) }
        ending = SessionEnding(listensForSignals: sessionFile != nil || scope != .window)
        if let scale { try DisplayScale.check(scale) }
        let fonts = try Fonts.load()
        self.onEvent = onEvent
        let window: X11Window
        var (spaces, spacesFound) = (Spaces(), false)
        let icon = try WindowIcon.cardinals()
        do {
            connection = try X11Connection(display: display)
        } catch {
            throw FlotillaError(.display, error.description)
        }
        let resources = connection.resources()
        if let unread = resources.unreadBytes {
            StandardError.write(line: "flotilla: the X resources (RESOURCE_MANAGER) are \(unread) bytes, more than the "
                                + "\(X11Connection.maximumResourceBytes >> 20) MiB read; not read (scale \((scale ?? 1).shortDescription)\(scale == nil ? "; --scale sets it" : ""))")
        }
        let scale = scale ?? DisplayScale.scale(forResource: resources.dpi)
        let pixels = PixelScale(scale: scale)
        var scene = scene
        if scope != .window {
            let screen = connection.screenSize
            scene.size = Size(width: pixels.points(screen.width), height: pixels.points(screen.height))
        }
        self.scene = scene
        let asked = DisplayScale.pixels(of: scene.size, scale: scale)
        let (width, height) = CanvasLimit.fit(width: Int(asked.width), height: Int(asked.height))
        let renderer = Renderer(fonts: fonts, layerBudget: layerBudget ?? Renderer.layerBudget(forPixels: width * height), scale: scale,
                                drawingTime: Renderer.liveDrawingTime, sharesFrames: true)
        make = WindowMaker(renderer: renderer, textMeasurer: TextMeasurer(fonts: fonts), clock: MonotonicClock(), frameInterval: 1 / frameRate)
        do {
            connection.windowIcon = icon
            connection.cursorScale = scale
            if case .managed(let replacing, _, let asked, let otherwise) = scope {
                (window, spaces, spacesFound) = try DisplayManager.claim(connection, replacing: replacing, spaces: asked, otherwise: otherwise)
            } else {
            let title = scene.title.map { "Flotilla — \($0)" } ?? "Flotilla"
            let minimum = Self.minimumSize(of: scene, pixels: pixels)
            window = try connection.createWindow(title: title, width: Int(width), height: Int(height),
                                                 minWidth: minimum.width, minHeight: minimum.height)
            }
            FlotillaLog.logger.info("window \(window.id) \(window.width)x\(window.height) px at scale \(scale) on \(connection.displayName)")
        } catch let error as FlotillaError {
            throw error
        } catch {
            throw FlotillaError(.display, "\(error)")
        }
        if !reducedMotion { try? connection.watchXSettings() }
        motion = SessionMotion(reducedAsked: reducedMotion, connection: connection)
        FlotillaLog.logger.info("motion \(motion.preference.rawValue)\(reducedMotion ? " (--reduced-motion)" : " (the desktop's)")")
        let compositor = make.compositor(for: scene, motion: motion.preference)
        if (Double(width), Double(height)) != asked { compositor.resize(to: Size(width: pixels.points(width), height: pixels.points(height))) }
        windows = [try make.live(.main, in: window, showing: compositor, at: RootPoint(x: 0, y: 0))]
        host = AppHost(connection: connection, make: make, main: windows[0], managing: scope != .window, sessionSaver: sessionSaver, onEvent: onEvent)
        if case .managed(_, let rootBackground, _, _) = scope {
            desktop = DesktopSession(manager: DisplayManager(host: host, drawsRootBackground: rootBackground, spaces: spaces, spacesFound: spacesFound))
        } else {
            desktop = nil
        }
        if listens || scope != .window {
            server = try InstanceServer.listen(at: InstancePath.socket(display: display ?? environment["DISPLAY"] ?? "", environment: environment,
                                                                       manager: scope != .window))
            // Another run claimed the display's socket first: the caller hands over to it.
            if server == nil { throw FlotillaError.anotherFlotillaAnswers }
        }
        if restores { try restoreSession(apps: appSpecs) }
        try host.startApps(appSpecs, environment: environment, directory: directory)
        try manager?.startManaging()
        window.map()
        connection.flush()
    }

    /// Runs until the window is closed.
    public func run() throws(FlotillaError) {
        while !isClosed { try step() }
    }

    /// Ends the session as closing its windows would: its apps are asked to close first (and let
    /// go after 5 s), then every window closes.
    public func end() {
        closeApps()
        for w in windows where !w.isClosed { w.close() }
        connection.endManagement()
        connection.flush()
    }

    /// Runs until `condition` holds; fails after `timeout` seconds.
    public func run(until condition: () -> Bool, timeout: Double, what: String) throws(FlotillaError) {
        let deadline = clock.now + timeout
        while !condition() {
            guard clock.now < deadline else { throw FlotillaError(.internal, "timed out after \(timeout) s waiting for \(what)") }
            try step(maxWait: deadline - clock.now, unless: condition)
        }
    }

    /// Runs for `seconds` of real time, drawing frames as they fall due.
    public func run(for seconds: Double) throws(FlotillaError) {
        let deadline = clock.now + seconds
        while clock.now < deadline, !isClosed { try step(maxWait: deadline - clock.now) }
    }

    /// Reads the window's pixels back from the X server.
    public func capture() throws(FlotillaError) -> Image {
        do {
            return Image(try window.capture())
        } catch {
            throw FlotillaError(.display, error.description)
        }
    }

    /// Handles what the server sent, draws the frames that are due, then — unless `done` now
    /// holds — waits for input or for the next frame's time (forever when nothing moves).
    func step(maxWait: Double? = nil, unless done: () -> Bool = { false }) throws(FlotillaError) {
        do {
            var handled = Set<WindowID>()
            // Past the window limit nothing tears off: the panel stays where it is.
            main.compositor.tearsOff = manager == nil && windows.count(where: { !$0.isClosed }) < Self.maximumWindows
            // Events are read for at most half a frame a pass: a client flooding the server cannot
            // keep frames, new windows or a signal waiting (the rest are read next pass, at once).
            let readUntil = clock.now + Self.eventReadingBudget
            var read = 0
            while read % 64 != 63 || clock.now < readUntil, let (id, event) = try connection.nextEvent() {
                read += 1
                FlotillaLog.logger.debug("x event: window \(id) \(event)")
                if answerDisplayEvent(event) { continue }
                guard let target = windows.first(where: { $0.window.id == id && !$0.isClosed }) else {
                    if case .client(let e) = event { windowsPass.handle(e, for: id) }
                    continue
                }
                if target === main, case .input(.key(let press, _)) = event, answerSessionKey(press) {
                    handled.insert(id)
                    continue
                }
                let panels = target.compositor.panelManager
                target.handle(Self.withoutSuper(event, keys: target.compositor.keys, tiles: panels.tilesWindows, exposing: panels.isExposing)
                    .inPoints(scale: scale))
                host.perform(target.carry.takeCommands())
                if target === main { host.clientGestureSaw(event) }
                if target === main, case .resized = event { windowsPass.mainWindowResized() }
                handled.insert(id)
            }
            windowsPass.followEvents()
            desktop?.followLogOut()
            try recoverDestroyedWindows()
            // The last window open, or every window at SIGTERM, is saved before it closes, so the
            // next run shows what was there at that moment.
            let terminating = ending.hasCome(ready: readyDescriptors)
            let closing = windows.filter { !$0.isClosed && ($0.isCloseRequested || terminating) }
            if !closing.isEmpty {
                if closing.count == windows.filter({ !$0.isClosed }).count { saveSession() } else { sessionChanged() }
                // Apps live in the main window: they are asked to close (or let go) before it goes.
                if closing.contains(where: { $0 === main }) { closeApps() }
                for w in closing { w.close() }
                if main.isClosed { connection.endManagement() }
            }
            for w in windows where !w.isClosed {
                if let point = w.carry.takeDrop() { try takeBack(w, droppedAt: point) }
                if let out = w.carry.takeDraggedOut() { try carryOut(out, from: w) }
            }
            host.readServerShown(beforeAFrame: main.drawsSoon)
            for w in windows where !w.isClosed {
                guard let events = try w.step(now: clock.now, handled: handled.contains(w.window.id), onReady: { ready in
                    guard ready.role == .main else { return }
                    let size = ready.compositor.size
                    onEvent?(.ready(width: size.width, height: size.height, scale: scale, window: ready.window.id, motion: motionPreference))
                }) else { continue }
                restTrim.drew()
                sessionChanged()
                // Apps' windows lie where this frame shows them before its events are told (a
                // round trip when one moved): whoever reads did-settle finds the window there.
                if w === main, windowsPass.placeWindows() { try connection.sync() }
                // The keyboard is held as the frame has it (the switcher, exposé) before its events are told.
                w.followHeldKeyboard(locked: isLocked)
                for e in events { try react(to: e, in: w) }
                if w === main { windowsPass.followFrame(events: events) }
            }
            // What this pass's input and frames opened or closed (the switcher, exposé, the search field) holds the keyboard or lets it go.
            for w in windows where !w.isClosed { w.followHeldKeyboard(locked: isLocked) }
            windowsPass.endPass()
            followSettings(ready: readyDescriptors)
            desktop?.followLock(ready: readyDescriptors)
            followApplicationsRead(ready: readyDescriptors)
            try host.checkTornOffMoves()
            server?.serve(ready: readyDescriptors, open)
            // Closed windows (bar the main one, which names the session) are let go.
            windows = windows.enumerated().filter { $0.offset == 0 || !$0.element.isClosed }.map(\.element)
            saveSessionIfDue()
            if isClosed || done() { return }
            let framesDue = windows.compactMap { $0.isClosed ? nil : $0.due }
            if restTrim.isDue(now: clock.now, resting: framesDue.isEmpty) {
                renderer.trim()
                MemoryTrim.returnFreePages()
            }
            // At rest, layers hidden under others are drawn ahead, a frame's drawing time at a time, input read between.
            let drawsAhead = framesDue.isEmpty && renderer.drawHiddenAhead() ? clock.now : nil
            let due = (framesDue + [sessionSaveDue, host.appDeadline, host.serverShownDue, host.clientGestureDue, host.tornOffMoveDue, restTrim.due, drawsAhead, desktop?.settings?.readDue].compactMap { $0 }).min()
                .map { max(0, $0 - clock.now) }
            let wait = [due, maxWait, server?.untilNextDeadline].compactMap { $0 }.min()
            readyDescriptors = try connection.waitForEvents(timeout: wait, alsoWatching: (server?.descriptors ?? []) + host.appDescriptors + (desktop?.descriptors ?? [])
                + [host.launches.installed.backgroundDescriptor].compactMap { $0 }
                + [ending.descriptor].compactMap { $0 })
        } catch let error as FlotillaError {
            throw error
        } catch X11Error.connectionLost {
            throw FlotillaError(.display, "lost the X server connection")
        } catch {
            throw FlotillaError(.display, "\(error)")
        }
    }

    /// Quitting: each app asked to close (``AppHost/closeApps()``), or, managing, every window
    /// given back to the root (``DisplayManager/releaseManagedWindows()``).
    private func closeApps() {
        if let manager { manager.releaseManagedWindows() } else { host.closeApps() }
    }

    /// Every app started has drawn in its panel (or is on the desktop, torn off), ended, or been
    /// given up on (no window in time).
    public var appsHaveDrawn: Bool { host.appsHaveDrawn }

    /// Passes `event` of window `w` on, and acts on what concerns windows: a panel torn off opens
    /// its own window (an app's panel gives its window back to the desktop first: whoever reads
    /// did-tear-off finds it there); a torn-off window whose panel closed goes.
    private func react(to event: CompositorEvent, in w: LiveWindow) throws {
        if w.role == .main {
            windowsPass.react(to: event)
            if case .panel(let e) = event {
                reactForSearch(to: e)
                desktop?.reactForLogOut(to: e, saving: saveSession)
            }
            onEvent?(.compositor(event))
        }
        switch event {
        case .panel(.didTearOff(let id, let frame)) where w.role == .main && !w.carry.isCarrying(id) && host.app(inPanel: id) == nil:
            try openTornOff(id, at: frame, from: w)
        case .panel(.didClose(let id)) where w.role == .tornOff(panel: id):
            w.close()
        default:
            break
        }
    }
}
