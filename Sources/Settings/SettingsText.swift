import Input

/// Settings written as a settings file: every setting with its value and a comment saying what it
/// does (`flotilla settings --defaults` writes ``Settings/init()``'s). What it writes reads back to
/// the same settings.
public enum SettingsText {
    public static func text(of settings: Settings) -> String {
        var lines = [
            "# Flotilla's settings: $XDG_CONFIG_HOME/flotilla/settings.yaml (~/.config/flotilla/settings.yaml).",
            "# Every setting is optional: one left out keeps the value shown here. Saved while Flotilla runs,",
            "# the file is read again; a mistake is refused in one line and the settings in force stay.",
        ]
        for section in SettingsSchema.sections {
            lines.append("")
            lines += section.comment.split(separator: "\n").map { "# " + $0 }
            lines.append(section.name + ":")
            if section.name == "commands" {
                lines += settings.keys.commands.map { "  " + quoted(KeyNames.name(of: $0.press)) + ": " + quoted($0.command) }
                // A standard command taken away is written as such, or reading would bring it back.
                let kept = Set(settings.keys.commands.map(\.press))
                lines += Settings.standardKeys.commands.filter { !kept.contains($0.press) }.map { "  " + quoted(KeyNames.name(of: $0.press)) + ": null" }
                continue
            }
            for field in SettingsSchema.fields where field.section == section.name {
                lines.append("  # " + field.comment)
                lines.append("  " + field.name + ": " + field.text(settings))
            }
        }
        return lines.joined(separator: "\n") + "\n"
    }
}
