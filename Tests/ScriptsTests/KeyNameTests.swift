import Input
import Scripts
import Testing

@Suite("Key names in scripts")
struct KeyNameTests {
    private func failure(_ name: String) -> String? {
        do {
            let press = try KeyNames.press(named: name)
            Issue.record("\(name) parsed as \(press), but should not have")
            return nil
        } catch {
            return error.message
        }
    }

    @Test(arguments: [
        ("Escape", KeyPress(.escape)), ("Return", KeyPress(.enter)), ("PageDown", KeyPress(.pageDown)), ("F12", KeyPress(.function(12))),
        ("a", KeyPress(.character("a"))), ("7", KeyPress(.character("7"))), ("[", KeyPress(.character("["))),
        ("\\", KeyPress(.character("\\"))), ("Shift+Tab", KeyPress(.tab, modifiers: .shift)),
        ("Control+Left", KeyPress(.left, modifiers: .control)), ("Super+Alt+Shift+Control+=", KeyPress(.character("="), modifiers: [.shift, .control, .alt, .super])),
    ])
    func namesParseAndPrintBack(name: String, press: KeyPress) throws {
        #expect(try KeyNames.press(named: name) == press)
        let printed = KeyNames.name(of: press)
        #expect(try KeyNames.press(named: printed) == press)
    }

    @Test func modifiersPrintInOneOrder() {
        #expect(KeyNames.name(of: KeyPress(.character("="), modifiers: [.super, .shift, .alt, .control])) == "Shift+Control+Alt+Super+=")
    }

    @Test(arguments: [
        ("ISO_Left_Tab", #"unknown key "ISO_Left_Tab"; write Shift+Tab"#),
        ("bracketleft", #"unknown key "bracketleft"; write ["#),
        ("minus", #"unknown key "minus"; write -"#),
        ("Prior", #"unknown key "Prior"; write PageUp"#),
        ("BackSpace", #"unknown key "BackSpace"; write Backspace"#),
        ("escape", #"unknown key "escape"; write Escape"#),
        ("A", #""A" is a shifted key; write Shift+a"#),
        ("0xff1b", "numeric keysyms are not key names; write the key's name, such as Escape, Tab, F3, a or [ (docs/scripts.md)"),
        ("Ctrl+Left", #""Ctrl" is not a modifier; write Control"#),
        ("Hyper+a", #""Hyper" is not a modifier (Shift, Control, Alt, Super)"#),
        ("Shift", #""Shift" is a modifier; write it before a key, as in Shift+Tab"#),
        ("Shift+", #""Shift+" ends with +; a key name follows the modifiers, as in Shift+Tab"#),
        ("Shift+Shift+a", #""Shift+Shift+a" names Shift twice"#),
        ("é", #"unknown key "é"; keys are Escape, Tab, Return, Backspace, Delete, Insert, Home, End, PageUp, PageDown, Left, Right, Up, Down, Space, Menu, Print, F1…F12, XF86AudioMute and the other XF86 media keys, a…z, 0…9, - = [ ] ; ' ` \ , . /; modifiers Shift+, Control+, Alt+, Super+"#),
    ])
    func xNamesAndMistakesSayWhatToWrite(name: String, message: String) {
        #expect(failure(name) == message)
    }
}
