import Input
import X11

/// The keys a live session answers itself before its windows see them, and how Flotilla's windows
/// take a key pressed with Super.
extension LiveSession {
    /// A key of the session's own: a space key (the desktop model's, DisplayManager+Spaces.swift),
    /// the search key, a command key, the lock key, the log-out key (DesktopSession.swift). True
    /// when `press` was one.
    func answerSessionKey(_ press: KeyPress) -> Bool {
        manager?.answerSpaceKey(press) == true || manager?.answerFloatAgainKey(press) == true || answerSearchKey(press) || desktop?.answerKey(press) == true
    }

    /// `event` as Flotilla's windows take it: a key pressed with Super is that key (how Flotilla's
    /// keys reach it while an app in a panel has the keyboard), but for keys bound with Super
    /// (`keys`; the tiling ones only where windows tile, `tiles`), and while exposé shows
    /// (`exposing`), where its keys are taken with Super and without (the plain ones type into
    /// the search field).
    static func withoutSuper(_ event: HostEvent, keys: KeyBindings, tiles: Bool, exposing: Bool = false) -> HostEvent {
        guard case .input(.key(let press, let time)) = event, press.modifiers.contains(.super), !exposing else { return event }
        if let (action, _) = keys.action(for: press), tiles || !action.tiles { return event }
        return .input(.key(KeyPress(press.key, modifiers: press.modifiers.subtracting(.super)), time: time))
    }
}
