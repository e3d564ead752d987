import Compositor
import Desktop
import X11

/// What each pass of a live session does for the windows that are not Flotilla's, the same live
/// and over the fake host of the tests: a client's event passed to what manages the display, or
/// else to the apps' host; once the pass's events are read, what they changed applied and pushed;
/// after the main window's frame, its events reacted to and the X state pushed again.
struct WindowsPass {
    let host: AppHost
    /// What manages the display (nil: apps in the panels of a window).
    let manager: DisplayManager?

    /// Passes `event` of a window not Flotilla's to what manages the display, or else to the apps'
    /// host; a press held by a frame's grab then goes on to its client, whoever took note of it.
    func handle(_ event: ClientEvent, for client: WindowID) {
        // With the drag modifier held, a press anywhere in a window moves or resizes it: Flotilla's.
        if case .pressed(let at, _, let button, let modifiers) = event, host.dragsWindow(showing: client, at: at, button: button, modifiers: modifiers) {
            return
        }
        if manager?.handle(event, for: client) != true { _ = host.handle(event, for: client) }
        if case .pressed(_, let time, _, _) = event { host.perform([.letPressThrough(client, time: time)]) }
    }

    /// The pass's events are read: what apps' windows changed, asked or drew is applied, and the
    /// X state wanted pushed.
    func followEvents() {
        manager?.followRootBackground()
        host.applyClientChanges()
        let damagedElsewhere = host.fetchDamagedPixels()
        manager?.fetchPixels(of: damagedElsewhere)
        host.followClientGesture(now: false)
        manager?.followDocks()
        manager?.followFullScreen()
        host.pushStateAndKeyboard(display: manager?.followedXState())
    }

    /// The main window was resized (managing: the screen's size changed): the apps' size limits,
    /// the root's background at the new size, and the monitors are read again.
    func mainWindowResized() {
        host.fitSizesToWindow()
        manager?.showRootBackground()
        manager?.followMonitors()
    }

    /// The main window drew a frame: the apps' windows are put where it shows them before its
    /// events are told; whether one moved.
    func placeWindows() -> Bool { host.placeAppWindows() }

    /// What the apps and the spaces make of one of the main window's frame's events.
    func react(to event: CompositorEvent) {
        host.reactForApps(to: event)
        if case .panel(let e) = event { manager?.reactForSpaces(to: e) }
    }

    /// The main window's frame's events were told: what they changed (a panel closed, focus moved)
    /// is placed, and the X state pushed with the keyboard where the frame put the focus.
    func followFrame(events: [CompositorEvent]) {
        if !events.isEmpty { host.placeAppWindows() }
        host.pushStateAndKeyboard(display: manager?.followedXState(afterFrame: true))
    }

    /// The end of a pass: the apps that are gone (their process ended, or never had one, and their
    /// panel faded out) are let go.
    func endPass() { host.reapApps() }
}
