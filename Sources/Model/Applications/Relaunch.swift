/// What a login session starts again of what ran when the last one ended (macOS's "reopen
/// windows when logging back in"): each saved desktop file id, one app each, but for those the
/// session's autostart started already (an app both autostarted and saved starts once), found
/// among the installed applications.
public struct Relaunch: Hashable, Sendable {
    /// The entries to start, in the order they ran.
    public private(set) var entries: [DesktopEntry] = []
    /// Saved ids no installed application has any more.
    public private(set) var gone: [String] = []

    /// From `saved` (desktop file ids, one per app that ran) less `autostarted` (one each), the
    /// entries of `installed` to start.
    public init(saved: [String], autostarted: [String], installed: [DesktopEntry]) {
        var started = autostarted
        for id in saved {
            if let i = started.firstIndex(of: id) {
                started.remove(at: i)
            } else if let entry = installed.first(where: { $0.id == id }) {
                entries.append(entry)
            } else {
                gone.append(id)
            }
        }
    }
}
