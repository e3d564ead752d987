import CXCB
import Desktop
import Input

/// The passive key grabs of a managed display, written by the push alone
/// (``push(_:origin:)``, ``XChange/keyGrabs(_:releasing:)``). Caps Lock and Num Lock do not
/// matter: each grab is made with each of their combinations. A key the keyboard lacks is left out.
extension X11Connection {
    /// Takes every key pressed with Super while the keyboard focus is in `window` or a window
    /// inside it (an app in a panel): a passive grab, so Flotilla's own keys still work, with
    /// Super, while an app has the keyboard (``WindowCommand/grabSuperKeys(on:)``).
    public func grabSuperKeys(on window: WindowID) {
        guard let superMask = keyboard.masks.first(where: { $0.0 == .super })?.1 else { return }
        for lock in X11Window.locks {
            xcb_grab_key(raw, 1, window, superMask | lock, UInt8(XCB_GRAB_ANY.rawValue),
                         UInt8(XCB_GRAB_MODE_ASYNC.rawValue), UInt8(XCB_GRAB_MODE_ASYNC.rawValue))
        }
        flush()
    }

    /// Takes the keys `grabs` name, letting go first of those `old` took.
    func grabKeys(_ grabs: KeyGrabs, releasing old: KeyGrabs?) {
        if let old {
            for (keycode, modifiers) in old.keys.compactMap(grabbed) {
                for lock in X11Window.locks { xcb_ungrab_key(raw, keycode, old.window, modifiers | lock) }
            }
            if old.superAlone, !grabs.superAlone || old.window != grabs.window {
                for keycode in superKeycodes {
                    for lock in X11Window.locks { xcb_ungrab_key(raw, keycode, old.window, lock) }
                }
            }
        }
        let async = UInt8(XCB_GRAB_MODE_ASYNC.rawValue), sync = UInt8(XCB_GRAB_MODE_SYNC.rawValue)
        for (keycode, modifiers) in grabs.keys.compactMap(grabbed) {
            for lock in X11Window.locks { xcb_grab_key(raw, 1, grabs.window, modifiers | lock, keycode, async, async) }
        }
        if grabs.superAlone, !(old?.superAlone == true && old?.window == grabs.window) {
            for keycode in superKeycodes {
                // Synchronous: after each key while Super is held the keyboard waits for Flotilla
                // (``nextEvent()``), so a key that takes the keyboard (Super+Space) has it before
                // the next key — Super's release among them — is sent anywhere; the release comes
                // here, and keys pressed meanwhile come as Super+key.
                for lock in X11Window.locks { xcb_grab_key(raw, 1, grabs.window, lock, keycode, async, sync) }
            }
        }
    }

    /// Super_L and Super_R on this keyboard.
    private var superKeycodes: [UInt8] { KeySymbols.superKeysyms.compactMap(keyboard.keycode(keysym:)) }

    /// The keycode and modifier mask of `press` on this keyboard.
    private func grabbed(_ press: KeyPress) -> (UInt8, UInt16)? {
        guard let keycode = KeySymbols.keysym(for: press.key).flatMap(keyboard.keycode(keysym:)) else { return nil }
        return (keycode, keyboard.masks.reduce(0) { press.modifiers.contains($1.0) ? $0 | $1.1 : $0 })
    }
}
