import Compositor
import Input
import Model

/// The search field in a live session: Super+Space opens it over the installed applications, and
/// so does typing while exposé shows on a managed display; while either shows the keyboard is
/// Flotilla's there (an active grab: an app may have the focus); an application it chose is launched.
extension LiveSession {
    /// Super+Space, or the settings' search key (with the field already open, it closes): true
    /// when it was that key.
    func answerSearchKey(_ press: KeyPress) -> Bool {
        guard main.compositor.keys.matches(press, .search) else { return false }
        let c = main.compositor
        if c.isSearching {
            c.closeSearch()
        } else {
            // The keyboard is Flotilla's from this key on: what is typed while the applications
            // are read goes to the field, not to the window that had the focus.
            main.followHeldKeyboard(locked: screenLock.isLocked, searchOpening: manager != nil)
            openSearch()
        }
        main.markChanged()
        return true
    }

    /// Opens the search field over the installed applications and their icons; false when it
    /// shows already.
    @discardableResult
    private func openSearch() -> Bool {
        let (applications, icons) = searchedApplications()
        return main.compositor.openSearch(applications: applications, icons: icons, actions: sessionActions, recent: host.recentLaunches,
                                          windowApps: windowApps(among: applications))
    }

    /// The application each app's window is of, by desktop file id: the one it was launched
    /// from, else the one its `WM_CLASS` names (``DesktopEntry/owns(windowOfClass:instance:)``).
    private func windowApps(among applications: [DesktopEntry]) -> [PanelID: String] {
        var apps: [PanelID: String] = [:]
        for app in host.apps where app.window != nil {
            let found = app.windowClass.flatMap { wc in applications.first { $0.owns(windowOfClass: wc.className, instance: wc.instance) } }
            if let id = app.desktopEntry ?? found?.id { apps[app.id] = id }
        }
        return apps
    }

    /// The installed applications and their icons (drawn 32 points square), as read last when
    /// nothing changed since; else, when something was read before, that at once, while the rest
    /// is read in the background (``followApplicationsRead(ready:)``); else read now (the keyboard
    /// is the field's already).
    private func searchedApplications() -> ([DesktopEntry], [String: String]) {
        let installed = host.installedApplications, pixels = searchIconPixels, theme = host.iconTheme
        let known = installed.known(pixels: pixels, theme: theme)
        if known.fresh { return (known.applications, known.icons) }
        if known.applications.isEmpty { return (installed.applications, installed.icons(pixels: pixels, theme: theme)) }
        installed.readInBackground(pixels: pixels, theme: theme)
        return (known.applications, known.icons)
    }

    /// The search field's icons' size in pixels.
    private var searchIconPixels: Int { Int((32 * scale).rounded(.up)) }

    /// Reads the installed applications and their icons in the background as the session starts,
    /// so that the search field's first opening finds them read.
    public func readApplicationsAhead() {
        host.installedApplications.readInBackground(pixels: searchIconPixels, theme: host.iconTheme)
    }

    /// Per pass: a read of the applications in the background, once done, is put in force, and the
    /// search field showing (or offered) searches what it read.
    func followApplicationsRead(ready: Set<Int32>?) {
        let installed = host.installedApplications
        guard let fd = installed.backgroundDescriptor, ready?.contains(fd) == true, installed.takeBackgroundRead() else { return }
        let (applications, icons) = searchedApplications()
        main.compositor.replaceSearchApplications(applications, icons: icons, windowApps: windowApps(among: applications))
        main.markChanged()
    }

    /// What the search field said: an application to launch, an action; under `manage`, what
    /// typing in exposé searches.
    func reactForSearch(to event: PanelEvent) {
        switch event {
        case .didRequestLaunch(let id):
            guard let entry = host.installedApplications.applications.first(where: { $0.id == id }) else { return }
            if case .error(let message) = host.launch(entry, reserved: scene.sheets.map(\.id.name)) {
                StandardError.write(line: "flotilla: \(message)")
                main.compositor.sayInSearch("\(entry.name) was not launched: \(message)")
                main.markChanged()
            }
        case .didRequestAction(.logOut):
            logOut()
        case .didRequestAction(.lock):
            lockScreen(.search)
        case .didEnterExpose where manager != nil:
            // Under `manage`, typing in exposé searches (exposé holds the keyboard there).
            let (applications, icons) = searchedApplications()
            main.compositor.offerSearch(applications: applications, icons: icons, actions: sessionActions, recent: host.recentLaunches,
                                        windowApps: windowApps(among: applications))
        default:
            break
        }
    }
}
