import Input
import Model
import Spring
import Testing
@testable import Settings

@Suite("The settings file")
struct SettingsReaderTests {
    private func read(_ text: String) throws(SettingsProblem) -> Settings {
        try SettingsReader.read(text, file: "settings.yaml")
    }

    private func problem(_ text: String) -> String? {
        do {
            let settings = try read(text)
            Issue.record("read as \(settings), but should have been refused")
            return nil
        } catch {
            return error.description
        }
    }

    @Test func anEmptyFileOrOneOfCommentsIsTheDefaults() throws {
        #expect(try read("") == Settings())
        #expect(try read("# nothing set yet\n\n") == Settings())
        #expect(try read("appearance:\n") == Settings())
    }

    @Test func whatTheFileSetsIsReadOverTheDefaults() throws {
        let settings = try read("""
            appearance:
              accent: "#FF8800"
              cornerRadius: 6.5
              shadows: false
              gradientTo: null
            desktop:
              spaces: 6
              hotCorner: no
            session:
              relaunch: false
            icons:
              theme: Papirus
            keys:
              expose: [F4, Super+e]
              pin: []
            commands:
              Super+Return: alacritty
              Print: null
              Control+Alt+t: xterm -fa Mono
            """)
        var expected = Settings()
        expected.appearance.accent = Color(rgb: 0xFF8800)
        expected.appearance.cornerRadius = 6.5
        expected.appearance.shadows = false
        expected.appearance.gradientTo = nil
        expected.desktop.spaces = 6
        expected.desktop.hotCorner = .off
        expected.session.relaunch = false
        expected.iconTheme = "Papirus"
        #expect(settings.appearance == expected.appearance)
        #expect(settings.desktop == expected.desktop)
        #expect(settings.session == expected.session)
        #expect(settings.iconTheme == "Papirus")
        #expect(try read("desktop:\n  hotCorner: instant\n").desktop.hotCorner == .instant)
        #expect(try read("desktop:\n  hotCorner: true\n").desktop.hotCorner == .pushed)
        #expect(settings.keys.keys[.expose] == [KeyPress(.function(4)), KeyPress(.character("e"), modifiers: .super)])
        #expect(settings.keys.keys[.pin] == [])
        #expect(settings.keys.action(for: KeyPress(.character("p"))) == nil)
        #expect(settings.keys.action(for: KeyPress(.function(4)))?.action == .expose)
        #expect(settings.keys.command(for: KeyPress(.enter, modifiers: .super)) == "alacritty")
        #expect(settings.keys.command(for: KeyPress(.print)) == nil)
        #expect(settings.keys.command(for: KeyPress(.character("t"), modifiers: [.control, .alt])) == "xterm -fa Mono")
        #expect(settings.keys.command(for: KeyPress(.media(.audioMute))) == "pactl set-sink-mute @DEFAULT_SINK@ toggle")
    }

    @Test func anUnknownSettingIsRefusedWithTheNearestKnownOne() {
        #expect(problem("appearance:\n  acent: \"#FFFFFF\"\n") == "settings.yaml:2:3: appearance.acent: unknown setting; did you mean accent?")
        #expect(problem("keys:\n  expos: F4\n") == "settings.yaml:2:3: keys.expos: unknown setting; did you mean expose?")
        #expect(problem("apperance:\n  accent: \"#FFFFFF\"\n") == "settings.yaml:1:1: apperance: unknown section; did you mean appearance?")
        #expect(problem("desktop:\n  accent: \"#FFFFFF\"\n") == "settings.yaml:2:3: desktop.accent: unknown setting; it belongs under appearance:")
        #expect(problem("accent: \"#FFFFFF\"\n") == "settings.yaml:1:1: accent: unknown section; it belongs under appearance:")
    }

    @Test func aWrongValueIsRefusedWithItsLineColumnAndWhatWasExpected() {
        #expect(problem("appearance:\n  accent: blue\n") == "settings.yaml:2:11: appearance.accent: expected a colour, \"#RRGGBB\" or \"#RRGGBBAA\", got blue")
        #expect(problem("appearance:\n  cornerRadius: 900\n") == "settings.yaml:2:17: appearance.cornerRadius: expected a number from 0 to 64, got 900")
        #expect(problem("appearance:\n  cornerRadius: .nan\n") == "settings.yaml:2:17: appearance.cornerRadius: expected a number from 0 to 64, got .nan")
        #expect(problem("desktop:\n  spaces: 2.5\n") == "settings.yaml:2:11: desktop.spaces: expected a whole number from 1 to 32, got 2.5")
        #expect(problem("motion:\n  springs: snapy\n") == "settings.yaml:2:12: motion.springs: expected one of standard, snappy, gentle, bouncy, got snapy")
        #expect(problem("desktop:\n  tiling: \"yes\"\n") == "settings.yaml:2:11: desktop.tiling: expected true or false, got yes")
        #expect(problem("desktop:\n  hotCorner: instantly\n") == "settings.yaml:2:14: desktop.hotCorner: expected true, false or instant, got instantly")
        #expect(problem("desktop:\n  hotCorner: \"true\"\n") == "settings.yaml:2:14: desktop.hotCorner: expected true, false or instant, got true",
                "a quoted true is text, not the switch")
        #expect(problem("keys:\n  expose: [F3, Hyper+x]\n") == "settings.yaml:2:16: keys.expose: \"Hyper\" is not a modifier (Shift, Control, Alt, Super)")
        #expect(problem("commands:\n  Super+Retrun: xterm\n") == "settings.yaml:2:3: commands.Super+Retrun: unknown key \"Retrun\"" + problemTail("Retrun"))
        #expect(problem("appearance: 3\n") == "settings.yaml:1:13: appearance: expected settings under it, as name: value")
        #expect(problem("- a\n- b\n") == "settings.yaml:1:1: expected sections (keys:, appearance:, …), not a single value")
    }

    private func problemTail(_ name: String) -> String {
        do {
            _ = try KeyNames.press(named: name)
            return ""
        } catch {
            return String(error.message.dropFirst("unknown key \"\(name)\"".count))
        }
    }

    @Test func brokenYAMLAndASettingWrittenTwiceAreRefusedWhereTheyAre() {
        #expect(problem("appearance:\n  accent: \"#FFFFFF\n") == "settings.yaml:3:1: not YAML: found unexpected end of stream")
        #expect(problem("desktop:\n  tiling: true\n  tiling: false\n") == "settings.yaml:3:3: tiling: set twice (first on line 2)")
    }

    @Test func aKeyBoundTwiceIsRefusedWhereTheFileBindsIt() throws {
        #expect(problem("keys:\n  pin: a\n")
                == "settings.yaml:2:8: keys.pin: a is already keys.arrangeAll's key; give that another key (or []) first")
        #expect(problem("commands:\n  F3: xterm\n")
                == "settings.yaml:2:7: commands.F3: F3 is already keys.expose's key; give that another key (or []) first")
        #expect(try read("keys:\n  pin: a\n  arrangeAll: Shift+a\n").keys.action(for: KeyPress(.character("a")))?.action == .pin)
    }

    @Test func shiftMakesTheVariantOfAnActionThatTakesItUnlessItIsBoundItself() {
        let keys = Settings().keys
        #expect(keys.action(for: KeyPress(.left, modifiers: .shift))! == (.moveLeft, true))
        #expect(keys.action(for: KeyPress(.tab, modifiers: .shift))! == (.focusPrevious, false))
        #expect(keys.action(for: KeyPress(.character("3"), modifiers: [.super, .shift]))! == (.space3, true))
        #expect(keys.action(for: KeyPress(.tab, modifiers: [.alt, .shift]))! == (.switchWindows, true))
        #expect(keys.action(for: KeyPress(.character("p"), modifiers: .shift)) == nil)
        #expect(keys.globalKeys.contains(KeyPress(.tab, modifiers: [.alt, .shift])))
        #expect(keys.globalKeys.contains(KeyPress(.print)))
        #expect(!keys.globalKeys.contains(KeyPress(.function(3))))
    }

    @Test func theDefaultsTextReadsBackToTheDefaults() throws {
        let text = SettingsText.text(of: Settings())
        #expect(try read(text) == Settings())
        for field in SettingsSchema.fields {
            #expect(text.contains("  \(field.name): "), "\(field.path) is missing from the defaults")
        }
        #expect(text.contains("  # show exposé, or leave it\n  expose: \"F3\"\n"))
        #expect(text.contains("  \"Super+Return\": \"x-terminal-emulator\"\n"))
    }

    @Test func anySettingsWrittenReadBackTheSame() throws {
        var random = SplitMix64(seed: 46)
        let names = ["a", "F5", "Super+k", "Control+Alt+Delete", "XF86AudioPlay", "Print", "Super+Shift+Return", "Alt+`"]
        for _ in 0..<300 {
            var s = Settings()
            s.appearance.accent = Color(rgba: UInt32(truncatingIfNeeded: random.next()))
            s.appearance.cornerRadius = (random.unit() * 640).rounded() / 10
            s.appearance.shadows = random.next() % 2 == 0
            s.appearance.gradientTo = random.next() % 2 == 0 ? nil : Color(rgb: UInt32(random.next() % 0xFFFFFF))
            s.desktop.spaces = Int(random.next() % 32) + 1
            s.desktop.tiling = random.next() % 2 == 0
            s.motion.springs = SpringPreset.allCases[Int(random.next() % 4)]
            s.session.autostart = random.next() % 2 == 0
            s.iconTheme = ["Adwaita", "Papirus Dark", "a \"quoted\" \\ name", "#1: yes"][Int(random.next() % 4)]
            var keys = KeyBindings.standard.keys
            let action = KeyAction.allCases[Int(random.next() % UInt64(KeyAction.allCases.count))]
            keys[action] = random.next() % 3 == 0 ? [] : [KeyPress(.function(Int(random.next() % 2) + 10))]
            var commands = Settings.standardKeys.commands.filter { _ in random.next() % 4 != 0 }
            let press = try KeyNames.press(named: names[Int(random.next() % UInt64(names.count))])
            if !keys.values.joined().contains(press), !commands.contains(where: { $0.press == press }) {
                commands.append(KeyCommand(press, "echo 'it: \"works\"' # not a comment"))
            }
            s.keys = try KeyBindings(keys: keys, commands: commands)
            var read = try read(SettingsText.text(of: s))
            #expect(read.appearance.accent.hex == s.appearance.accent.hex)
            read.appearance.accent = s.appearance.accent
            #expect(read == s)
        }
    }

    @Test func nearestNamesAreFoundByEditsCaseAside() {
        #expect(nearest("Hotcorner", among: ["tiling", "hotCorner", "spaces"]) == "; did you mean hotCorner?")
        #expect(nearest("zzzzzz", among: ["tiling", "spaces"]) == " (known: tiling, spaces)")
        #expect(editDistance(Array("kitten"), Array("sitting")) == 3)
    }
}

extension SettingsReaderTests {
    /// Issue 61: Super+L is the lock key, the locker and locking on idle are settings, and a file
    /// that still binds Super+L to the former default command reads as the defaults.
    @Test func superLLocksAndTheLockerIsASetting() throws {
        let l = KeyPress(.character("l"), modifiers: .super)
        #expect(Settings().keys.action(for: l)?.action == .lock)
        #expect(Settings().keys.command(for: l) == nil)
        #expect(try read("commands:\n  Super+l: xdg-screensaver lock\n") == Settings())
        let set = try read("desktop:\n  lock: xsecurelock\n  lockOnIdle: false\n")
        #expect(set.desktop.lock == "xsecurelock" && !set.desktop.lockOnIdle)
        #expect(problem("commands:\n  Super+l: slock\n")
                == "settings.yaml:2:12: commands.Super+l: Super+l is already keys.lock's key; give that another key (or []) first")
    }
}

extension SettingsReaderTests {
    /// Issue 62: a wrong value is quoted cut to 80 characters, on one line (a 1 MB value is not echoed).
    @Test func aWrongValueIsQuotedCutToEightyCharacters() throws {
        let big = String(repeating: "z", count: 1 << 20)
        let said = try #require(problem("appearance:\n  accent: \(big)\n"))
        #expect(said.count < 200 && said.contains("got " + String(repeating: "z", count: 79) + "…"), "\(said.prefix(200))")
    }
}
