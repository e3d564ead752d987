import Desktop
import X11

extension AppHost {
    /// Carries out what the window manager decided to do to windows (Desktop's
    /// ``WindowCommand``s): with the push of the X state (``push(_:)``), the one place such
    /// requests are made (``WindowServer/carryOut(_:from:)``). A command to a window that went
    /// does nothing. Whether every command was carried out (a pointer another client holds is not taken).
    @discardableResult
    func perform(_ commands: [WindowCommand]) -> Bool {
        connection.carryOut(commands, from: main.id)
    }

    /// Composites `client` where it is (an override-redirect window, a desktop window): the
    /// window its pixels are read from, kept while it is composited; nil when it went meanwhile
    /// or is of a depth Flotilla does not draw.
    func compositeInPlace(_ client: WindowID) -> (any ClientWindow)? {
        do {
            return try connection.compositeInPlace(client)
        } catch {
            FlotillaLog.logger.info("window \(client) not composited in place (\(error))")
            return nil
        }
    }
}
