import Model
import Testing

@Suite("Desktop entries: what an application is, and its command line")
struct DesktopEntryTests {
    static func entry(_ body: String, id: String = "test.desktop", locale: String? = nil) throws -> DesktopEntry {
        try DesktopEntry(KeyFile(parsing: "[Desktop Entry]\n" + body), id: id, path: "/apps/" + id, locale: locale.flatMap(KeyFile.Locale.init))
    }

    @Test func anApplicationsKeys() throws {
        let e = try Self.entry("""
            Type=Application
            Name=Text Editor
            Name[de]=Texteditor
            GenericName=Editor
            Keywords=text;notes;
            Icon=accessories-text-editor
            Exec=mousepad %U
            TryExec=mousepad
            Terminal=false
            StartupWMClass=Mousepad
            StartupNotify=true
            """, locale: "de_DE.UTF-8")
        #expect(e.name == "Texteditor" && e.genericName == "Editor" && e.keywords == ["text", "notes"])
        #expect(e.icon == "accessories-text-editor" && e.exec == "mousepad %U" && e.tryExec == "mousepad")
        #expect(!e.terminal && !e.noDisplay && !e.hidden && e.startupNotify && e.startupWMClass == "Mousepad")
    }

    @Test(arguments: [
        ("Name=x\nExec=x\n", "Type is missing"),
        ("Type=Application\nExec=x\n", "Name is missing"),
        ("Type=Application\nName=x\n", "Exec is missing"),
        ("Type=Application\nName=x\nExec=x\nTerminal=yes\n", "Terminal: expected true or false, got \"yes\""),
    ])
    func aBrokenEntrySaysWhichKey(body: String, message: String) {
        #expect(throws: KeyFile.Problem(line: nil, message)) { try Self.entry(body) }
    }

    @Test func theFirstGroupMustBeTheDesktopEntry() {
        #expect(throws: KeyFile.Problem(line: nil, "the first group must be [Desktop Entry]")) {
            try DesktopEntry(KeyFile(parsing: "[Other]\n[Desktop Entry]\nType=Application\nName=x\nExec=x\n"), id: "x", path: "x", locale: nil)
        }
    }

    @Test func onlyShowInAndNotShowInAgainstTheCurrentDesktops() throws {
        let gnome = try Self.entry("Type=Application\nName=x\nExec=x\nOnlyShowIn=GNOME;Unity;\n")
        #expect(!gnome.shows(in: ["Flotilla"]) && gnome.shows(in: ["ubuntu", "GNOME"]))
        let notKDE = try Self.entry("Type=Application\nName=x\nExec=x\nNotShowIn=KDE;\n")
        #expect(notKDE.shows(in: ["Flotilla"]) && !notKDE.shows(in: ["KDE"]))
        #expect(try Self.entry("Type=Application\nName=x\nExec=x\n").shows(in: []))
    }

    @Test(arguments: [
        ("mousepad %U", [String](), ["mousepad"]),
        ("mousepad %U", ["/a b", "/c"], ["mousepad", "/a b", "/c"]),
        ("viewer %f", ["/a", "/b"], ["viewer", "/a"]),
        ("open --url=%u", [String](), ["open", "--url="]),
        ("app %i --name %c --from %k 100%%", [String](), ["app", "--icon", "the-icon", "--name", "The App", "--from", "/apps/app.desktop", "100%"]),
        ("old %d %D %n %N %v %m", [String](), ["old"]),
        ("\"/opt/My App/run\" \"say \\\"hi\\\" \\$HOME \\\\ \\`x\\`\" plain", [String](), ["/opt/My App/run", "say \"hi\" $HOME \\ `x`", "plain"]),
        ("sh -c \"echo %f\"", ["/a"], ["sh", "-c", "echo /a"]),
        ("  spaced\targs  ", [String](), ["spaced", "args"]),
        ("empty \"\" end", [String](), ["empty", "", "end"]),
    ])
    func execQuotingAndFieldCodes(exec: String, files: [String], expected: [String]) throws {
        let entry = try Self.entry("Type=Application\nName=The App\nExec=x\nIcon=the-icon\n", id: "app.desktop")
        #expect(try ExecCommand(exec).expanded(for: entry, files: files) == expected)
    }

    @Test func anOpenQuoteOrNoProgramIsAProblem() {
        #expect(throws: KeyFile.Problem(line: nil, "Exec: a quote is not closed")) { try ExecCommand("run \"open") }
        #expect(throws: KeyFile.Problem(line: nil, "Exec: no program")) { try ExecCommand("   ") }
    }
}
