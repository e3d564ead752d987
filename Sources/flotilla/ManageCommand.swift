import App
import ArgumentParser
import Foundation
import Desktop
import Model

/// `flotilla manage`: Flotilla becomes the window manager and compositor of `$DISPLAY`.
struct ManageCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "manage",
        abstract: "Manage $DISPLAY: be its window manager and compositor, every window a panel.",
        discussion: """
            Exits 1 when another window manager runs (--replace takes over from it). SIGTERM or SIGINT \
            gives every window back where it is shown, mapped and undecorated.
            """)

    @Option(help: "A scene file (JSON) for the backdrop, the appearance and the reserved areas; by default the root's background (a wallpaper setter's), else a plain backdrop.")
    var scene: String?

    @Flag(help: "Take over from the window manager that runs, through the manager selection (ICCCM 2.8).")
    var replace = false

    @Flag(help: "Be the login session (an X session's program): start the autostart entries once per X server; exiting ends the session.")
    var session = false

    @Flag(help: "Print panel events to standard output as JSON lines.")
    var events = false

    @Flag(help: "Start with no remembered places: the saved session is not read (it is still saved as windows move).")
    var fresh = false

    @Flag(help: "Reduced motion: short cross-fades in place of every spring.")
    var reducedMotion = false

    @Option(parsing: .unconditional, help: "Pixels per point, 1…4; by default the desktop's (Xft.dpi / 96).")
    var scale: Double?

    @Option(help: "How many spaces (desktops), 1…32; by default as many as the desktop had, else 4.")
    var spaces: Int?

    @OptionGroup var log: LogOptions

    func run() throws {
        log.start()
        let scene = try SceneLoading.load(path: scene, bundled: SceneLoading.desktopScene)
        if let scale { try DisplayScale.check(scale) }
        if let spaces, !(1...Spaces.maximumCount).contains(spaces) {
            throw ValidationError("--spaces: \(spaces) is not a number of spaces from 1 to \(Spaces.maximumCount)")
        }
        let printer = events ? EventPrinter() : nil
        defer { printer?.drain(within: 0.3) }
        let settingsPath = SettingsFile.path()
        let settings = LiveSettings.initial(at: settingsPath)
        let sessionFile = SceneLoading.sessionFile(forScene: self.scene, managing: true)
        let live = try LiveSession(scene: scene, scale: scale, sessionFile: sessionFile, restores: !fresh, reducedMotion: reducedMotion,
                                      scope: .managed(replacing: replace, rootBackground: self.scene == nil, spaces: spaces,
                                                      defaultSpaces: settings.desktop.spaces)) {
            printer?.print($0)
        }
        live.follow(settingsAt: settingsPath, initial: settings, sceneSets: .of(scene: self.scene))
        live.watchLogind()
        live.readApplicationsAhead()
        live.beginLoginSession(session: session)
        defer { if session { live.endLoginSession() } }
        try live.run()
    }
}
