import Compositor
import Desktop
import Input
import Model
import X11

/// A move or resize of an app's panel that the app began itself, from a title bar it draws (a
/// GTK header bar, client-side decorations).
struct ClientGesture {
    /// How the pointer's moves reach the panel.
    enum Tracking: Equatable {
        /// The app asked with `_NET_WM_MOVERESIZE` and let go of the pointer; Flotilla took it, as
        /// a window manager does, so the pointer's events come to the main window.
        case grabbed
        /// The app holds the pointer and moves itself with ConfigureRequests (no window manager
        /// offers `_NET_WM_MOVERESIZE`): Flotilla asks where the pointer is, each request and
        /// each frame, until the button is up.
        case following
    }

    let panel: PanelID
    let tracking: Tracking
    /// The button held (a move the drag modifier began with another than button 1 ends with its release).
    var button = 1
    /// When to ask where the pointer is next (following only).
    var nextLook: Double?
}

/// Apps that draw their own title bars move and resize their panels (AppHost+Windows.swift
/// adopts them without Flotilla's title bar).
extension AppHost {
    /// `app` asked to be moved or resized by the pointer (`_NET_WM_MOVERESIZE`), or to stop.
    func clientAsked(_ asked: ClientMoveResize, by app: ClientPanel) {
        let region: PanelHitRegion
        switch asked.direction {
        case .cancel:
            if clientGesture?.panel == app.id { endClientGesture(at: main.pointer ?? .zero, time: main.lastInputTime) }
            return
        case .move:
            region = .titleBar
        case .resize(let dx, let dy):
            region = .resize(Self.handle(dx: dx, dy: dy))
        }
        endClientGesture(at: main.pointer ?? .zero, time: main.lastInputTime)
        let p = mainPoint(asked.root)
        if perform([.grabPointer(for: main.id)]) {
            clientGesture = ClientGesture(panel: app.id, tracking: .grabbed)
            main.compositor.beginClientGesture(panel: app.id, region, at: p, time: main.lastInputTime)
            // Let go before the pointer was taken: no release will come.
            if let pointer = try? connection.pointerOnRoot(), !pointer.buttonOneHeld {
                endClientGesture(at: mainPoint(pointer.point), time: main.lastInputTime)
            }
        } else {
            clientGesture = ClientGesture(panel: app.id, tracking: .following, nextLook: clock.now + main.frameInterval)
            main.compositor.beginClientGesture(panel: app.id, region, at: p, time: clock.now)
        }
        main.markChanged()
    }

    /// A press of `button` at `at` (root pixels) in the window `client`, `modifiers` held: with
    /// the drag modifier (``windowDrags``), managing, it moves or resizes the window's panel as
    /// its title bar or nearest edges would (the pointer taken from the frame's grab, the press
    /// never reaching the app). False when it is the app's.
    func dragsWindow(showing client: WindowID, at: RootPoint, button: Int, modifiers: Modifiers) -> Bool {
        guard managing, clientGesture == nil, let drag = windowDrags.drag(button: button, modifiers: modifiers),
              let app = app(showing: client), let frame = main.compositor.frame(of: app.id),
              main.compositor.panelManager.state(of: app.id) == .floating, perform([.grabPointer(for: main.id)]) else { return false }
        let p = mainPoint(at)
        let region: PanelHitRegion = switch drag {
        case .move: .titleBar
        case .resize: .resize(Self.nearestHandle(to: p, in: frame))
        }
        main.compositor.focus(panel: app.id)
        clientGesture = ClientGesture(panel: app.id, tracking: .grabbed, button: button)
        main.compositor.beginClientGesture(panel: app.id, region, at: p, time: main.lastInputTime)
        main.markChanged()
        return true
    }

    /// The resize handle a drag from `p` takes in `frame` (mutter's): the edges of the third of
    /// the frame it lies in along each axis; from the middle, the bottom-right corner.
    static func nearestHandle(to p: Point, in frame: Rect) -> ResizeHandle {
        func side(_ v: Double, _ low: Double, _ length: Double) -> Int { v < low + length / 3 ? -1 : v > low + 2 * length / 3 ? 1 : 0 }
        let dx = side(p.x, frame.minX, frame.width), dy = side(p.y, frame.minY, frame.height)
        return (dx, dy) == (0, 0) ? .bottomRight : handle(dx: dx, dy: dy)
    }

    /// `app` asked to move itself: with the pointer's button held (its title bar dragged with no
    /// window manager to ask), its panel follows the pointer from now on; otherwise it stays
    /// where the panel is.
    func clientAskedToMove(by app: ClientPanel) {
        if clientGesture?.panel == app.id {
            followClientGesture()
            return
        }
        guard clientGesture == nil, let pointer = try? connection.pointerOnRoot(), pointer.buttonOneHeld else { return }
        clientGesture = ClientGesture(panel: app.id, tracking: .following, nextLook: clock.now)
        // From the press: the app moved itself only once the pointer had gone some way.
        main.compositor.beginClientGesture(panel: app.id, .titleBar, at: mainPoint(app.pressedAt ?? pointer.point), time: clock.now)
        followClientGesture()
    }

    /// While the app holds the pointer: the panel goes where the pointer is, and is let go with
    /// the button (thrown with the pointer's speed, or pinned). Unless `now`, only when it is time
    /// to look.
    func followClientGesture(now: Bool = true) {
        guard clientGesture?.tracking == .following, now || clock.now >= clientGesture?.nextLook ?? 0,
              let pointer = try? connection.pointerOnRoot() else { return }
        let p = mainPoint(pointer.point)
        if pointer.buttonOneHeld {
            clientGesture?.nextLook = clock.now + main.frameInterval
            main.handle(.input(.pointerMoved(p, time: clock.now)))
        } else {
            endClientGesture(at: p, time: clock.now)
        }
    }

    /// When to ask where the pointer is next, while following an app's move.
    var clientGestureDue: Double? { clientGesture?.nextLook }

    /// `event` reached the main window: a release ends a grabbed gesture (the pointer is let go);
    /// one begun with another button than 1 ends at its release, as the compositor's drags end at 1's.
    func clientGestureSaw(_ event: HostEvent) {
        guard let gesture = clientGesture, gesture.tracking == .grabbed, case .input(.pointerReleased(let p, let button, let time)) = event,
              gesture.button == 1 || button == gesture.button else { return }
        clientGesture = nil
        if gesture.button != 1 { main.handle(.input(.pointerReleased(Point(x: p.x / scale, y: p.y / scale), button: 1, time: time))) }
        perform([.ungrabPointer])
    }

    /// Ends the gesture under way (if any) where it is, the pointer let go (a screen locker is
    /// about to grab it).
    func endClientGesture() {
        endClientGesture(at: main.pointer ?? .zero, time: main.lastInputTime)
    }

    /// Ends the gesture under way (if any) with a release at `p` (main-window points).
    private func endClientGesture(at p: Point, time: Double) {
        guard let gesture = clientGesture else { return }
        clientGesture = nil
        main.handle(.input(.pointerReleased(p, button: 1, time: time)))
        if gesture.tracking == .grabbed { perform([.ungrabPointer]) }
    }

    /// `root` in the main window's points.
    func mainPoint(_ root: RootPoint) -> Point {
        let origin = mainOrigin()
        return Point(x: pixels.points(root.x - origin.x), y: pixels.points(root.y - origin.y))
    }

    /// The resize handle that moves the edges `dx` (-1 left, 1 right) and `dy` (-1 top, 1 bottom).
    private static func handle(dx: Int, dy: Int) -> ResizeHandle {
        switch (dx, dy) {
        case (-1, -1): .topLeft
        case (0, -1): .top
        case (1, -1): .topRight
        case (1, 0): .right
        case (1, 1): .bottomRight
        case (0, 1): .bottom
        case (-1, 1): .bottomLeft
        default: .left
        }
    }
}
