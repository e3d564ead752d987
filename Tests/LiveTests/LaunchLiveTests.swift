import App
import CXCB
import Foundation
import Glibc
import Input
import TestSupport
import Testing
@testable import X11

extension Live {
    /// Issue 45: installed applications (desktop entries in a private `XDG_DATA_HOME`) launched
    /// with `flotilla launch` and from the search field under `flotilla manage`.
    @Suite("Launching installed applications, live", .enabled(if: FlotillaBinary.exists, "needs the flotilla executable"))
    struct LaunchLiveTests {
        /// Desktop entries: one that logs its desktop and shows xlogo, one in a terminal, one not
        /// displayed, one for GNOME only, one broken, one naming its window's class, one whose
        /// program names its launch on its window.
        static let entries = [
            "logo.desktop": "[Desktop Entry]\nType=Application\nName=Logo Viewer\nName[de]=Logobetrachter\nIcon=logo\n"
                + "Exec=sh -c \"echo desktop=\\\\$XDG_CURRENT_DESKTOP session=\\\\$DESKTOP_SESSION; exec xlogo -geometry 200x120\" %U\n",
            "tools/term.desktop": "[Desktop Entry]\nType=Application\nName=Shell Task\nTerminal=true\nExec=sh -c \"echo in-terminal; sleep 60\"\n",
            "helper.desktop": "[Desktop Entry]\nType=Application\nName=Helper\nNoDisplay=true\nExec=xlogo\n",
            "gnome.desktop": "[Desktop Entry]\nType=Application\nName=Gnome Thing\nOnlyShowIn=GNOME;\nExec=xlogo\n",
            "broken.desktop": "[Desktop Entry]\nType=Application\nName=Broken\n",
            "classy.desktop": "[Desktop Entry]\nType=Application\nName=Classy\nStartupWMClass=XLogo\nExec=xlogo -geometry 150x100\n",
            "notify.desktop": "[Desktop Entry]\nType=Application\nName=Notify\nStartupNotify=true\n"
                + "Exec=/usr/bin/python3 \(ManageLiveTests.typedWindow) NORMAL 100 100 200 120 5E81AC\n",
        ]

        @Test func launchStartsAnEntrysCommandAsADesktopDoesAndRefusesWhatDoesNotShow() throws {
            let display = try ManagedDisplay()
            let data = FileManager.default.temporaryDirectory.appendingPathComponent("flotilla-data-\(UUID().uuidString)")
            defer { try? FileManager.default.removeItem(at: data) }
            for (path, text) in Self.entries {
                let url = data.appendingPathComponent("home/applications/" + path)
                try FileManager.default.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
                try text.write(to: url, atomically: true, encoding: .utf8)
            }
            try FileManager.default.createDirectory(at: data.appendingPathComponent("system"), withIntermediateDirectories: true)
            let environment = display.environment.merging(["XDG_DATA_HOME": data.appendingPathComponent("home").path,
                                                           "XDG_DATA_DIRS": data.appendingPathComponent("system").path, "LANG": "de_DE.UTF-8"]) { $1 }
            let app = try RunningFlotilla([], command: "manage", environment: environment)
            defer { app.stop() }
            _ = try app.readyWindow()

            let launched = try runFlotilla(["launch", "logo"], environment: environment)
            #expect(launched.status == 0, "\(launched.stderr)")
            let adopted = try app.wait(for: "did-adopt") { $0["panel"] as? String == "logo" }
            #expect(adopted["app"] as? String == "sh")
            let log = display.folders.state.appendingPathComponent("flotilla/apps.log")
            #expect(eventually { (try? String(contentsOf: log, encoding: .utf8))?.contains("desktop=Flotilla session=flotilla") == true },
                    "\((try? String(contentsOf: log, encoding: .utf8)) ?? "no log")")
            #expect(try String(contentsOf: log, encoding: .utf8).contains("logo.desktop: sh -c"), "the launch's heading")

            // By its translated name; in a terminal.
            #expect(try runFlotilla(["launch", "Logobetrachter"], environment: environment).status == 0)
            _ = try app.wait(for: "did-adopt") { $0["panel"] as? String == "logo-2" }
            let terminal = try runFlotilla(["launch", "tools-term"], environment: environment)
            #expect(terminal.status == 0, "\(terminal.stderr)")
            _ = try app.wait(for: "did-adopt") { $0["panel"] as? String == "tools-term" }

            // Super+Space, the start of a name, Enter: it runs, its window a panel.
            try display.input.key(KeyPress(.space, modifiers: .super))
            _ = try app.wait(for: "did-open-search")
            for ch in "shel" { try display.input.key(KeyPress(.character(ch))) }
            try display.input.key(KeyPress(.enter))
            #expect(try app.wait(for: "did-request-launch")["app"] as? String == "tools-term.desktop")
            _ = try app.wait(for: "did-close-search")
            _ = try app.wait(for: "did-adopt") { $0["panel"] as? String == "tools-term-2" }

            // Startup notification: a window of the class the entry names, and one that names its
            // launch (_NET_STARTUP_ID from DESKTOP_STARTUP_ID, as GTK sets it), end their launches
            // and take the focus.
            for (name, panel) in [("classy", "classy"), ("notify", "notify")] {
                #expect(try runFlotilla(["launch", name], environment: environment).status == 0)
                let ended = try app.wait(for: "did-end-launch") { $0["app"] as? String == name + ".desktop" }
                #expect(ended["window"] as? Int != nil, "\(name): its window ended the launch")
                _ = try app.wait(for: "did-focus") { $0["panel"] as? String == panel }
            }

            // Typing in exposé searches: the terminal's window ("sh") is found, Enter brings it forward.
            try display.input.tap(.super)
            _ = try app.wait(for: "did-enter-expose")
            for ch in "sh" { try display.input.key(KeyPress(.character(ch))) }
            _ = try app.wait(for: "did-open-search")
            try display.input.key(KeyPress(.down))
            try display.input.key(KeyPress(.enter))
            _ = try app.wait(for: "did-exit-expose")
            let focused = app.events.last { $0["event"] as? String == "did-focus" }?["panel"] as? String
            #expect(focused?.hasPrefix("tools-term") == true, "\(String(describing: focused))")
            // And Flotilla holds the keyboard no more: another client can take it.
            #expect(eventually { Self.keyboardIsFree(display.connection) })

            for name in ["helper", "gnome", "broken", "nothing-like-this"] {
                let refused = try runFlotilla(["launch", name], environment: environment)
                #expect(refused.status == 1 && refused.stderr.contains("no installed application is called \"\(name)\""), "\(name): \(refused.stderr)")
            }
            #expect(app.standardError.components(separatedBy: "broken.desktop: Exec is missing").count == 2, "said once: \(app.standardError)")
        }

        /// Whether no client holds the keyboard: a grab of it from `connection` succeeds (and is let go).
        static func keyboardIsFree(_ connection: X11Connection) -> Bool {
            let cookie = xcb_grab_keyboard(connection.raw, 0, connection.rootWindow, xcb_timestamp_t(XCB_CURRENT_TIME),
                                           UInt8(XCB_GRAB_MODE_ASYNC.rawValue), UInt8(XCB_GRAB_MODE_ASYNC.rawValue))
            guard let reply = xcb_grab_keyboard_reply(connection.raw, cookie, nil) else { return false }
            defer { free(reply) }
            guard reply.pointee.status == UInt8(XCB_GRAB_STATUS_SUCCESS.rawValue) else { return false }
            xcb_ungrab_keyboard(connection.raw, xcb_timestamp_t(XCB_CURRENT_TIME))
            connection.flush()
            return true
        }
    }
}
