import Model
import Testing

@Suite("Desktop entry files (the Desktop Entry spec's format)")
struct KeyFileTests {
    @Test func groupsKeysCommentsAndSpacesAroundTheEqualsSign() throws {
        let file = try KeyFile(parsing: "# a comment\n\n[Desktop Entry]\nName = Terminal \nExec=xterm\r\n[Desktop Action new]\nName=New\n")
        #expect(file.groupNames == ["Desktop Entry", "Desktop Action new"])
        #expect(file[group: "Desktop Entry"]?["Name"] == "Terminal ", "space after the value is kept")
        #expect(file[group: "Desktop Entry"]?["Exec"] == "xterm")
        #expect(file[group: "Desktop Action new"]?["Name"] == "New")
    }

    @Test(arguments: [
        ("Name=x\n", "line 1: Name comes before any [Group]"),
        ("[A]\nName\n", "line 2: expected Key=Value, a [Group] or a # comment"),
        ("[A]\n[A]\n", "line 2: group [A] is given twice"),
        ("[A]\nName=a\nName=b\n", "line 3: Name is given twice in [A]"),
        ("[A]\nNa_me=a\n", "line 2: \"Na_me\" is not a key (A–Z, a–z, 0–9 and -, then an optional [locale])"),
        ("[A\n", "line 1: a group header must be [Name]"),
    ])
    func aBrokenFileSaysWhatAndOnWhichLine(text: String, message: String) {
        #expect(throws: KeyFile.Problem.self) { try KeyFile(parsing: text) }
        do { _ = try KeyFile(parsing: text) } catch { #expect(error.description == message) }
    }

    @Test func escapesAndLists() throws {
        let file = try KeyFile(parsing: "[A]\nText=a\\sb\\nc\\td\\\\e\\q\nList=one;two\\;three;;four;\nBare=x\n")
        let group = try #require(file[group: "A"])
        #expect(group.string("Text") == "a b\nc\td\\e\\q")
        #expect(group.list("List") == ["one", "two;three", "four"])
        #expect(group.list("Bare") == ["x"])
        #expect(group.list("Missing") == [])
    }

    @Test func booleansAreTrueOrFalseOnly() throws {
        let group = try #require(try KeyFile(parsing: "[A]\nYes=true\nNo=false\nBad=1\n")[group: "A"])
        #expect(try group.boolean("Yes") == true)
        #expect(try group.boolean("No") == false)
        #expect(try group.boolean("Absent") == nil)
        #expect(throws: KeyFile.Problem(line: nil, "Bad: expected true or false, got \"1\"")) { try group.boolean("Bad") }
    }

    @Test func translationsAreChosenInTheSpecsOrder() throws {
        let group = try #require(try KeyFile(parsing: """
            [A]
            Name=Files
            Name[sr]=sr
            Name[sr_YU]=sr_YU
            Name[sr@Latn]=sr@Latn
            Name[sr_YU@Latn]=sr_YU@Latn
            Name[de]=Dateien
            """)[group: "A"])
        #expect(group.string("Name", locale: KeyFile.Locale("sr_YU.UTF-8@Latn")) == "sr_YU@Latn")
        #expect(group.string("Name", locale: KeyFile.Locale("sr_YU")) == "sr_YU")
        #expect(group.string("Name", locale: KeyFile.Locale("sr_CS@Latn")) == "sr@Latn")
        #expect(group.string("Name", locale: KeyFile.Locale("sr_CS")) == "sr")
        #expect(group.string("Name", locale: KeyFile.Locale("de_AT.UTF-8")) == "Dateien")
        #expect(group.string("Name", locale: KeyFile.Locale("fr_FR.UTF-8")) == "Files")
        #expect(KeyFile.Locale("C.UTF-8") == nil && KeyFile.Locale("POSIX") == nil)
        #expect(KeyFile.Locale(environment: ["LANG": "fr_FR.UTF-8", "LC_MESSAGES": "de_DE.UTF-8"])?.language == "de")
        #expect(KeyFile.Locale(environment: ["LANG": "fr_FR.UTF-8", "LC_ALL": "sr_YU"])?.language == "sr")
    }
}
