import Foundation
import Glibc
import Model
import Settings

/// `flotilla manage --session`: Flotilla is the login session. As it begins it starts the
/// autostart entries, once per X server (the root's mark says when a restarted Flotilla finds the
/// session begun); it ends with the X session.
extension LiveSession {
    /// Begins the login session: unless the X server's session began before, marks it begun and
    /// launches the autostart entries (where the settings' `session.autostart` is on) as the
    /// search field launches applications.
    public func beginLoginSession() {
        let settings = liveSettings?.inForce ?? Settings()
        guard !connection.sessionWasStarted() else {
            FlotillaLog.logger.info("the X session began before: nothing is autostarted")
            onEvent?(.didBeginSession(autostart: [], again: true))
            return
        }
        connection.markSessionStarted(pid: getpid())
        var started: [String] = []
        if settings.session.autostart {
            for entry in host.installedApplications.autostart() {
                if case .error(let message) = host.launch(entry, reserved: []) {
                    StandardError.write(line: "flotilla: autostart \(entry.id): \(message)")
                } else {
                    started.append(entry.id)
                }
            }
        }
        onEvent?(.didBeginSession(autostart: started, again: false))
    }
}
