import X11

/// What the X server says of the whole display rather than of a window: the desktop's settings
/// (XSETTINGS), another window manager taking over, a new root background, the screen saver
/// starting, the monitors changing, the pointer pushed against the bottom edge.
extension LiveSession {
    /// Answers `event` when it is one of the display's: true when it was.
    func answerDisplayEvent(_ event: HostEvent) -> Bool {
        switch event {
        case .settingsChanged: followDesktopMotion()
        case .client(.managerReplaced): ending.wasReplaced = true
        case .client(.rootBackgroundChanged): manager?.rootBackground.changed = true
        case .client(.screenSaverStarted): desktop?.screenSaverStarted()
        case .client(.monitorsChanged): manager?.followMonitors()
        case .client(.bottomEdgePushed(let x, _, let width)): onEvent?(.didPushBottomEdge(x: x, width: width))
        default: return false
        }
        return true
    }

    /// The desktop's settings changed: every window moves as they now ask, from its next
    /// transition on (unless `--reduced-motion` was given).
    private func followDesktopMotion() {
        guard let motion = self.motion.follow(connection) else { return }
        for w in windows { w.compositor.motionPreference = motion }
        FlotillaLog.logger.info("motion \(motion.rawValue) (the desktop's settings changed)")
    }
}
