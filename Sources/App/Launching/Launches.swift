import Desktop
import Foundation

/// What launching keeps from one launch to the next: the installed applications, the launches
/// waiting for their window (startup notification), the applications launched most recently, and
/// the icon theme where the desktop names none.
struct Launches {
    /// How many recent launches are kept.
    static let recentKept = 20

    /// The installed applications (desktop entries), read when first launched from.
    lazy var installed = InstalledApplications(environment: ProcessInfo.processInfo.environment)

    /// The launches waiting for their window.
    var waiting = PendingStartups()
    /// The desktop file ids of the applications launched, the most recent first (the search
    /// field ranks them higher).
    private(set) var recent: [String] = []
    /// The icon theme where the desktop names none (the settings').
    var defaultIconTheme: String?

    /// `entry` (a desktop file id) was launched: it is the most recent.
    mutating func launched(_ entry: String) {
        recent = Array(([entry] + recent.filter { $0 != entry }).prefix(Self.recentKept))
    }
}
