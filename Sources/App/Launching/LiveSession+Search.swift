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
            main.followHeldKeyboard(locked: isLocked, searchOpening: true)
            openSearch()
        }
        main.markChanged()
        return true
    }

    /// Opens the search field over the installed applications and their icons; false when it
    /// shows already.
    @discardableResult
    private func openSearch() -> Bool {
        let searched = host.searchedApplications()
        return main.compositor.openSearch(applications: searched.applications, icons: searched.icons, actions: sessionActions,
                                          recent: host.launches.recent, windowApps: searched.windowApps)
    }

    /// What the search field offers beside applications and windows: Log Out and Lock Screen, under `manage`.
    private var sessionActions: [SessionAction] { desktop == nil ? [] : DesktopSession.actions }

    /// Reads the installed applications and their icons in the background as the session starts,
    /// so that the search field's first opening finds them read.
    public func readApplicationsAhead() { host.readApplicationsAhead() }

    /// Per pass: a read of the applications in the background, once done, is put in force, and the
    /// search field showing (or offered) searches what it read.
    func followApplicationsRead(ready: Set<Int32>?) {
        guard host.takeApplicationsRead(ready: ready) else { return }
        let searched = host.searchedApplications()
        main.compositor.replaceSearchApplications(searched.applications, icons: searched.icons, windowApps: searched.windowApps)
        main.markChanged()
    }

    /// What the search field said: an application to launch, an action; under `manage`, what
    /// typing in exposé searches.
    func reactForSearch(to event: PanelEvent) {
        switch event {
        case .didRequestLaunch(let id):
            guard let entry = host.launches.installed.applications.first(where: { $0.id == id }) else { return }
            if case .error(let message) = host.launch(entry, reserved: scene.sheets.map(\.id.name)) {
                StandardError.write(line: "flotilla: \(message)")
                main.compositor.sayInSearch("\(entry.name) was not launched: \(message)")
                main.markChanged()
            }
        case .didRequestAction(.logOut):
            desktop?.logOut()
        case .didRequestAction(.lock):
            desktop?.lockScreen(.search)
        case .didEnterExpose where manager != nil:
            // Under `manage`, typing in exposé searches (exposé holds the keyboard there).
            let searched = host.searchedApplications()
            main.compositor.offerSearch(applications: searched.applications, icons: searched.icons, actions: sessionActions,
                                        recent: host.launches.recent, windowApps: searched.windowApps)
        default:
            break
        }
    }
}
