import App
import Desktop
import Foundation
import Input
import Model
import TestSupport
import Testing
@testable import X11

extension Live {
    /// Issue 46: the settings file (`$XDG_CONFIG_HOME/flotilla/settings.yaml`) under `flotilla
    /// manage`, read as it starts and again whenever it is saved.
    @Suite("Settings, live", .enabled(if: FlotillaBinary.exists, "needs the flotilla executable"))
    struct SettingsLiveTests {
        /// How many pixels of the screen are `rgb` exactly.
        private func count(_ rgb: UInt32, on display: ManagedDisplay) -> Int {
            let screen = try? display.connection.capture(display.connection.rootWindow)
            return screen?.pixels.count { $0 & 0xFF_FFFF == rgb } ?? 0
        }

        @Test func keysAndTheAccentChangeWhileManageRunsAndABrokenFileLeavesThemAsTheyWere() throws {
            let display = try ManagedDisplay()
            let file = display.folders.config.appendingPathComponent("flotilla/settings.yaml")
            try FileManager.default.createDirectory(at: file.deletingLastPathComponent(), withIntermediateDirectories: true)
            let ran = display.folders.state.appendingPathComponent("ran")
            try """
                keys:
                  expose: F4
                commands:
                  Control+Alt+t: "echo ran >> '\(ran.path)'"
                """.write(to: file, atomically: false, encoding: .utf8)
            let app = try display.manage()
            defer { app.stop() }
            _ = try app.readyWindow()

            // A command key runs its command, wherever the keyboard is.
            try display.input.key(KeyPress(.character("t"), modifiers: [.control, .alt]))
            let command = try app.wait(for: "did-run-command")
            #expect(command["key"] as? String == "Control+Alt+t")
            #expect(eventually { (try? String(contentsOf: ran, encoding: .utf8)) == "ran\n" }, "the command's output")

            // The file's key shows exposé, in the default accent (the space that shows is ringed in it).
            try display.input.key(KeyPress(.function(4)))
            _ = try app.wait(for: "did-enter-expose")
            #expect(eventually { count(0x3A7BD5, on: display) > 200 }, "the ring in the default accent")
            try display.input.key(KeyPress(.function(4)))
            _ = try app.wait(for: "did-exit-expose")

            // Saved while it runs (another file renamed over it): the new key and accent are in force.
            try """
                appearance:
                  accent: "#D08770"
                keys:
                  expose: [F5]
                commands:
                  Control+Alt+t: "echo again >> '\(ran.path)'"
                """.write(to: file, atomically: true, encoding: .utf8)
            let read = try app.wait(for: "did-read-settings")
            #expect(read["problem"] == nil)
            // F4 no longer shows exposé: by the time the command key's command ran, no exposé began.
            try display.input.key(KeyPress(.function(4)))
            try display.input.key(KeyPress(.character("t"), modifiers: [.control, .alt]))
            _ = try app.wait(for: "did-run-command") { $0["pid"] as? Int != command["pid"] as? Int }
            #expect(app.events.count { $0["event"] as? String == "did-enter-expose" } == 1, "F4 showed exposé again")
            #expect(eventually { (try? String(contentsOf: ran, encoding: .utf8)) == "ran\nagain\n" }, "the changed command")
            try display.input.key(KeyPress(.function(5)))
            _ = try app.wait(for: "did-enter-expose") { _ in app.events.count { $0["event"] as? String == "did-enter-expose" } == 2 }
            #expect(eventually { count(0xD08770, on: display) > 200 }, "the ring in the new accent")
            #expect(count(0x3A7BD5, on: display) == 0, "the old accent is gone")

            // A broken edit is refused in one line naming its line, column and setting; the keys stay.
            try "appearance:\n  accent: \"#A3BE8C\"\n  cornerRadius: lots\n".write(to: file, atomically: false, encoding: .utf8)
            let refused = try app.wait(for: "did-read-settings") { $0["problem"] != nil }
            #expect(refused["problem"] as? String == "\(file.path):3:17: appearance.cornerRadius: expected a number from 0 to 64, got lots")
            #expect(eventually { app.standardError.contains("\(file.path):3:17: appearance.cornerRadius: expected a number from 0 to 64, got lots; the settings in force stay") })
            try display.input.key(KeyPress(.function(5)))
            _ = try app.wait(for: "did-exit-expose") { _ in app.events.count { $0["event"] as? String == "did-exit-expose" } == 2 }
            try display.input.key(KeyPress(.function(5)))
            _ = try app.wait(for: "did-enter-expose") { _ in app.events.count { $0["event"] as? String == "did-enter-expose" } == 3 }
            #expect(eventually { count(0xD08770, on: display) > 200 }, "the accent in force stays")
            #expect(count(0xA3BE8C, on: display) == 0)
        }

        /// The wallpaper (a setter's) shows by default; turned off in the settings the backdrop's
        /// colours show instead, and turned on again the wallpaper is back, while manage runs.
        @Test func theWallpaperAndTheBackdropFollowTheSettings() throws {
            let display = try ManagedDisplay()
            let file = display.folders.config.appendingPathComponent("flotilla/settings.yaml")
            try FileManager.default.createDirectory(at: file.deletingLastPathComponent(), withIntermediateDirectories: true)
            try "appearance:\n  backdrop: \"#102030\"\n  gradientTo: null\nmotion:\n  springs: snappy\n".write(to: file, atomically: true, encoding: .utf8)
            let app = try display.manage()
            defer { app.stop() }
            _ = try app.readyWindow()
            let spot = PixelRect(x: 1000, y: 600, width: 40, height: 40)
            let shows = { (colour: UInt32) in
                (try? display.connection.capture(display.connection.rootWindow, area: spot).pixels.allSatisfy { $0 & 0xFF_FFFF == colour }) == true
            }
            #expect(eventually { shows(0x102030) }, "the settings' backdrop, a plain colour")
            #expect(try display.output(of: "hsetroot", ["-solid", "#2a6f3a"]).status == 0)
            #expect(eventually { shows(0x2A6F3A) }, "the wallpaper")
            try "appearance:\n  wallpaper: false\n  backdrop: \"#102030\"\n  gradientTo: null\n".write(to: file, atomically: true, encoding: .utf8)
            _ = try app.wait(for: "did-read-settings")
            #expect(eventually { shows(0x102030) }, "the backdrop, the wallpaper turned off")
            try "appearance:\n  backdrop: \"#102030\"\n".write(to: file, atomically: true, encoding: .utf8)
            _ = try app.wait(for: "did-read-settings") { _ in app.events.count { $0["event"] as? String == "did-read-settings" } == 2 }
            #expect(eventually { shows(0x2A6F3A) }, "the wallpaper again")
        }

        /// `flotilla settings --defaults` writes a file that `--check` passes and that reads back
        /// as the defaults; a broken one is refused in one line, exit 1; with no option it prints
        /// the settings in force (the file's).
        @Test func theDefaultsCheckCleanAndABrokenFileIsOneLine() throws {
            let folders = try PrivateUserFolders()
            let environment = folders.environment()
            let defaults = try runFlotilla(["settings", "--defaults"], environment: environment)
            #expect(defaults.status == 0 && defaults.stderr.isEmpty)
            let file = folders.config.appendingPathComponent("flotilla/settings.yaml")
            try FileManager.default.createDirectory(at: file.deletingLastPathComponent(), withIntermediateDirectories: true)
            try defaults.stdout.replacingOccurrences(of: "accent: \"#3A7BD5\"", with: "accent: \"#BF616A\"")
                .write(to: file, atomically: true, encoding: .utf8)
            let check = try runFlotilla(["settings", "--check", file.path], environment: environment)
            #expect(check.status == 0 && check.stdout.isEmpty && check.stderr.isEmpty, "\(check.stderr)")
            let inForce = try runFlotilla(["settings"], environment: environment)
            #expect(inForce.stdout == defaults.stdout.replacingOccurrences(of: "accent: \"#3A7BD5\"", with: "accent: \"#BF616A\""))

            try "keys:\n  expose: F3\n  exposé: F4\n".write(to: file, atomically: true, encoding: .utf8)
            let broken = try runFlotilla(["settings", "--check", file.path], environment: environment)
            #expect(broken.status == 1)
            #expect(broken.stderr == "flotilla: \(file.path):3:3: keys.exposé: unknown setting; did you mean expose?\n")
        }
    }
}
