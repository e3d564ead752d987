import App
import ArgumentParser
import Settings

/// `flotilla settings`: prints every setting with its default, or checks a settings file.
struct SettingsCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "settings",
        abstract: "Print every setting with its default and what it does, or check a settings file.",
        discussion: """
            The settings file is $XDG_CONFIG_HOME/flotilla/settings.yaml (~/.config/flotilla/settings.yaml); \
            flotilla manage reads it again whenever it is saved. With no option, prints the settings in force \
            (the file's over the defaults).
            """)

    @Flag(help: "Print every setting with its default value and a comment: a settings file to start from.")
    var defaults = false

    @Option(help: "Check FILE: prints nothing and exits 0 when it is good, else one line naming its line, column and setting, and exits 1.")
    var check: String?

    func validate() throws {
        if defaults, check != nil { throw ValidationError("--defaults and --check: give one") }
    }

    func run() throws {
        if let check {
            _ = try SettingsFile.read(check)
            return
        }
        let settings = defaults ? Settings() : try SettingsFile.read(SettingsFile.path())
        print(SettingsText.text(of: settings), terminator: "")
    }
}
