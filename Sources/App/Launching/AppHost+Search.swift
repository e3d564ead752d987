import Model

/// What the search field searches, as the apps' host knows it: the installed applications with
/// their icons (drawn 32 points square), and the application each app's window is of.
extension AppHost {
    /// What the search field offers: the installed applications and their icons, by desktop file id.
    typealias Searched = (applications: [DesktopEntry], icons: [String: String], windowApps: [PanelID: String])

    /// The installed applications and their icons, as read last when nothing changed since; else,
    /// when something was read before, that at once, while the rest is read in the background
    /// (``takeApplicationsRead(ready:)``); else read now. With them, the application each app's
    /// window is of (`windowApps`).
    func searchedApplications() -> Searched {
        let installed = launches.installed, pixels = searchIconPixels, theme = iconTheme
        let known = installed.known(pixels: pixels, theme: theme)
        let (applications, icons): ([DesktopEntry], [String: String])
        if known.fresh {
            (applications, icons) = (known.applications, known.icons)
        } else if known.applications.isEmpty {
            (applications, icons) = (installed.applications, installed.icons(pixels: pixels, theme: theme))
        } else {
            installed.readInBackground(pixels: pixels, theme: theme)
            (applications, icons) = (known.applications, known.icons)
        }
        return (applications, icons, windowApps(among: applications))
    }

    /// Reads the installed applications and their icons in the background, so that the search
    /// field's first opening finds them read.
    func readApplicationsAhead() {
        launches.installed.readInBackground(pixels: searchIconPixels, theme: iconTheme)
    }

    /// Whether a read of the applications in the background is done (`ready`: the descriptors
    /// that woke the loop) and now in force.
    func takeApplicationsRead(ready: Set<Int32>?) -> Bool {
        let installed = launches.installed
        guard let fd = installed.backgroundDescriptor, ready?.contains(fd) == true else { return false }
        return installed.takeBackgroundRead()
    }

    /// The application each app's window is of, by desktop file id: the one it was launched
    /// from, else the one its `WM_CLASS` names (``DesktopEntry/owns(windowOfClass:instance:)``).
    private func windowApps(among applications: [DesktopEntry]) -> [PanelID: String] {
        var found: [PanelID: String] = [:]
        for app in apps {
            guard let window = app.window else { continue }
            let windowClass = clients.client(window.client)?.windowClass
            let owner = windowClass.flatMap { wc in applications.first { $0.owns(windowOfClass: wc.className, instance: wc.instance) } }
            if let id = app.desktopEntry ?? owner?.id { found[app.id] = id }
        }
        return found
    }

    /// The search field's icons' size in pixels.
    private var searchIconPixels: Int { Int((32 * scale).rounded(.up)) }
}
