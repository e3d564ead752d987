import Desktop
import Input
import X11

/// What Flotilla asks of one of its own windows (``LiveWindow``), as a value: carried out only by
/// ``X11Window/carryOut(_:)``, as the window manager's commands are by ``AppHost/perform(_:)``.
enum OwnWindowRequest: Equatable {
    /// Put with its top-left at this root point, this many pixels big when a size is given (the
    /// desktop's window manager may answer otherwise).
    case place(RootPoint, size: PixelSize?)
    /// Made this many pixels big.
    case resize(PixelSize)
    /// This cursor shown over it.
    case cursor(CursorShape)
    /// The whole keyboard taken for it (while the switcher or exposé shows).
    case grabKeyboard
    /// The keyboard taken let go.
    case ungrabKeyboard
}

extension X11Window {
    /// Carries out `request`: for ``OwnWindowRequest/grabKeyboard``, the modifiers held once
    /// the keyboard is Flotilla's, nil when another client holds it; nil for any other request.
    @discardableResult
    func carryOut(_ request: OwnWindowRequest) -> Modifiers? {
        switch request {
        case .place(let origin, let size?): configure(x: origin.x, y: origin.y, width: size.width, height: size.height)
        case .place(let origin, nil): configure(x: origin.x, y: origin.y)
        case .resize(let size): configure(width: size.width, height: size.height)
        case .cursor(let shape): setCursor(shape)
        case .grabKeyboard: return grabKeyboard()
        case .ungrabKeyboard: ungrabKeyboard()
        }
        return nil
    }
}
