import App
import ArgumentParser

/// `flotilla launch NAME-OR-ID`: asks the Flotilla running on `$DISPLAY` to launch an installed
/// application as its search field would.
struct LaunchCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "launch",
        abstract: "Launch an installed application (a desktop entry) in the Flotilla running on $DISPLAY, as its search field would.")

    @Argument(help: "The application: its desktop file id (mousepad, org.gnome.Terminal.desktop) or its name (\"Text Editor\"); else the best match.")
    var name: String

    func run() throws {
        let request = InstanceRequest(launch: name)
        if try request.handedOver(toManager: true) || request.handedOver() { return }
        throw FlotillaError(.badInput, "no Flotilla runs on this display to launch \"\(name)\" in (start one with flotilla manage or flotilla run)")
    }
}
