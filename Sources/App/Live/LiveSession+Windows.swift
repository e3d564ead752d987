import Compositor
import Desktop
import Model
import X11

/// The session's other windows: panels torn off into windows of their own (a utility window
/// transient for the main one, at the panel's size and screen position, drawing its own title
/// bar), taken back, and windows of the scene's types opened on request.
extension LiveSession {
    /// Opens a window holding panel `id`, where `frame` (in `main`'s coordinates) was on screen.
    func openTornOff(_ id: PanelID, at frame: Rect, from main: LiveWindow) throws {
        let origin = try connection.rootPosition(pixels.pixels(frame.minX), pixels.pixels(frame.minY), in: main.window.id)
        _ = try openTornOff(id, size: frame.size, at: origin)
    }

    /// Opens a window holding panel `id` of `size` (points) with its top-left at `origin` (pixels)
    /// on the root window (``WindowMaker/tornOff(_:size:at:backdrop:from:motion:)``); nil when the
    /// scene has no such panel.
    @discardableResult
    func openTornOff(_ id: PanelID, size: Size, at origin: RootPoint) throws -> LiveWindow? {
        guard let panel = scene.managedPanels.first(where: { $0.id == id }) else { return nil }
        let torn = try make.tornOff(panel, size: size, at: origin, backdrop: scene.backdrop, from: main.window, motion: motionPreference)
        windows.append(torn)
        return torn
    }

    /// A panel dragged out of window `w`: its window opens where the panel was on screen (an
    /// app's goes back to the desktop there) and follows the pointer from there until the button
    /// is let go.
    func carryOut(_ out: DraggedPanel, from w: LiveWindow) throws {
        if let app = host.app(inPanel: out.id) {
            host.tearOff(app, from: out.frame)
            if let client = app.tornOff?.client {
                w.carry.carry(desktopWindow: client, grab: Vector(dx: out.grab.dx, dy: out.grab.dy - TitleBarLayout.height))
            }
            return
        }
        let origin = try connection.rootPosition(pixels.pixels(out.frame.minX), pixels.pixels(out.frame.minY), in: w.window.id)
        guard let torn = try openTornOff(out.id, size: out.frame.size, at: origin) else { return }
        // The pointer's offset from the window's origin: from the panel's, plus its shadow margin.
        let inset = torn.compositor.frame(of: out.id)?.origin ?? .zero
        w.carry.carry(torn, grab: out.grab + Vector(dx: inset.x, dy: inset.y))
    }

    /// A torn-off window let go with the pointer at `point` (root coordinates): over the main
    /// window, its panel floats there again where the window was, and the window goes.
    func takeBack(_ torn: LiveWindow, droppedAt point: RootPoint) throws {
        guard case .tornOff(let id) = torn.role, let frame = torn.compositor.frame(of: id) else { return }
        let origin = try connection.rootPosition(0, 0, in: main.window.id)
        let drop = TornOffDrop(main: PixelRect(x: origin.x, y: origin.y, width: main.window.width, height: main.window.height), scale: pixels.scale)
        // Where the window is now: a window manager may have moved it.
        guard let docked = drop.frame(frame, inWindowAt: try connection.rootPosition(0, 0, in: torn.window.id), droppedAt: point) else { return }
        main.compositor.present(panel: id, floatingAt: docked)
        main.markChanged()
        torn.close()
    }

    /// Shows a window of `type` with `parameters` as `flotilla open` does when it starts Flotilla:
    /// after the session was restored, so a window of that type and those parameters already
    /// open (or the main window, for `main`) is not opened twice.
    public func show(type: String, parameters: [String: String]) throws(FlotillaError) {
        let role: WindowRole = type == WindowRole.mainType ? .main : .opened(type: type, parameters: parameters)
        guard !windows.contains(where: { $0.role == role && !$0.isClosed }) else { return }
        try open(InstanceRequest(open: type, params: parameters)).requireOpened()
    }

    /// The most windows open at once (the main window, torn-off panels' and opened ones): an
    /// `open` past it is refused before anything is made.
    public static let maximumWindows = 64

    /// Answers a `flotilla open` request: a new window of the type asked for (`main`, or one the
    /// scene declares), its parameters after its title; or a program in a panel of the main window.
    func open(_ request: InstanceRequest) -> InstanceReply {
        if let app = request.app { return host.openApp(app, reserved: scene.sheets.map(\.id.name)) }
        if let name = request.launch { return host.launch(named: name, reserved: scene.sheets.map(\.id.name)) }
        guard manager == nil else { return .error("flotilla manage opens programs (open --app); flotilla run opens Flotilla's own window") }
        guard windows.count(where: { !$0.isClosed }) < Self.maximumWindows else {
            return .error("\(Self.maximumWindows) windows are open, the most one Flotilla shows; close one first")
        }
        guard let shown = scene.window(ofType: request.type, parameters: request.params) else {
            let offered = ([WindowRole.mainType] + scene.windowTypes.keys.sorted()).joined(separator: ", ")
            return .error("unknown window type \"\(request.type)\" (this scene offers \(offered))")
        }
        do {
            windows.append(try make.opened(shown, as: .opened(type: request.type, parameters: request.params), on: connection, motion: motionPreference))
            return .opened(request.type)
        } catch {
            return .error("cannot open a \(request.type) window: \(error)")
        }
    }
}
