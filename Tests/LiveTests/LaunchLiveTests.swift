import App
import CXCB
import Desktop
import Foundation
import Glibc
import Input
import Model
import Render
import TestSupport
import Testing
@testable import X11

extension Live {
    /// Issue 45: installed applications (desktop entries in a private `XDG_DATA_HOME`) launched
    /// with `flotilla launch` and from the search field under `flotilla manage`.
    @Suite("Launching installed applications, live", .enabled(if: FlotillaBinary.exists, "needs the flotilla executable"))
    struct LaunchLiveTests {
        /// Desktop entries: one that logs its desktop and shows xlogo, one in a terminal (these two
        /// with icons in a private theme: a PNG and an SVG), one not
        /// displayed, one for GNOME only, one broken, one naming its window's class, one whose
        /// program names its launch on its window.
        static let entries = [
            "logo.desktop": "[Desktop Entry]\nType=Application\nName=Logo Viewer\nName[de]=Logobetrachter\nIcon=logo\n"
                + "Exec=sh -c \"echo desktop=\\\\$XDG_CURRENT_DESKTOP session=\\\\$DESKTOP_SESSION; exec xlogo -geometry 200x120\" %U\n",
            "tools/term.desktop": "[Desktop Entry]\nType=Application\nName=Shell Task\nIcon=shell-task\nTerminal=true\nExec=sh -c \"echo in-terminal; sleep 60\"\n",
            "helper.desktop": "[Desktop Entry]\nType=Application\nName=Helper\nNoDisplay=true\nExec=xlogo\n",
            "gnome.desktop": "[Desktop Entry]\nType=Application\nName=Gnome Thing\nOnlyShowIn=GNOME;\nExec=xlogo\n",
            "broken.desktop": "[Desktop Entry]\nType=Application\nName=Broken\n",
            "classy.desktop": "[Desktop Entry]\nType=Application\nName=Classy\nStartupWMClass=XLogo\nExec=xlogo -geometry 150x100\n",
            "notify.desktop": "[Desktop Entry]\nType=Application\nName=Notify\nStartupNotify=true\n"
                + "Exec=/usr/bin/python3 \(ManageLiveTests.typedWindow) NORMAL 100 100 200 120 5E81AC\n",
        ]

        /// Writes `entries` (paths under `applications/` and their text) into a private data folder
        /// `data`: the user's (`home`) and an empty system one.
        static func install(_ entries: [String: String], in data: URL) throws {
            for (path, text) in entries {
                let url = data.appendingPathComponent("home/applications/" + path)
                try FileManager.default.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
                try text.write(to: url, atomically: true, encoding: .utf8)
            }
            try FileManager.default.createDirectory(at: data.appendingPathComponent("system"), withIntermediateDirectories: true)
        }

        /// Issue 60: a program that names its launch on its client leader (`WM_CLIENT_LEADER`, as
        /// mousepad does), not on the window it maps: the launch ends as that window maps, the
        /// display told `remove:`, not when the timeout runs out.
        @Test func aLaunchNamedOnTheClientLeaderEndsAsItsWindowMaps() throws {
            let display = try ManagedDisplay()
            let data = FileManager.default.temporaryDirectory.appendingPathComponent("flotilla-data-\(UUID().uuidString)")
            defer { try? FileManager.default.removeItem(at: data) }
            try Self.install(["leader.desktop": "[Desktop Entry]\nType=Application\nName=Leader\nStartupNotify=true\n"
                + "Exec=env STARTUP_ON_LEADER=1 /usr/bin/python3 \(ManageLiveTests.typedWindow) NORMAL 100 100 200 120 A3BE8C\n"], in: data)
            let environment = display.environment.merging(["XDG_DATA_HOME": data.appendingPathComponent("home").path,
                                                           "XDG_DATA_DIRS": data.appendingPathComponent("system").path]) { $1 }
            let app = try RunningFlotilla([], command: "manage", environment: environment)
            defer { app.stop() }
            _ = try app.readyWindow()
            let started = Date()
            #expect(try runFlotilla(["launch", "leader"], environment: environment).status == 0)
            let ended = try app.wait(for: "did-end-launch", timeout: 20) { $0["app"] as? String == "leader.desktop" }
            let window = try #require(ended["window"] as? Int, "ended by its window, not the timeout: \(ended)")
            #expect(Date().timeIntervalSince(started) < PendingStartups.timeout)
            #expect(eventually { (try? display.connection.property("_TEST_STARTUP_REMOVED", of: WindowID(window))) != nil }, "the display told remove:")
        }

        /// Issue 60: "xterm" and Enter with an xterm open (started by hand: its `WM_CLASS` names
        /// its application) brings it forward and starts nothing; again with it in front, another
        /// starts.
        @Test func anOpenAppsNameAndEnterBringItsWindowForwardThenStartAnother() throws {
            let display = try ManagedDisplay()
            let data = FileManager.default.temporaryDirectory.appendingPathComponent("flotilla-data-\(UUID().uuidString)")
            defer { try? FileManager.default.removeItem(at: data) }
            try Self.install(["term.desktop": "[Desktop Entry]\nType=Application\nName=XTerm\nStartupWMClass=XTerm\nExec=xterm\n"], in: data)
            let environment = display.environment.merging(["XDG_DATA_HOME": data.appendingPathComponent("home").path,
                                                           "XDG_DATA_DIRS": data.appendingPathComponent("system").path]) { $1 }
            let app = try RunningFlotilla([], command: "manage", environment: environment)
            defer { app.stop() }
            _ = try app.readyWindow()
            try display.start("xterm", ["-geometry", "40x8+100+100"])
            let xterm = try display.client(of: app, panel: "xterm")
            try display.start("xlogo", ["-geometry", "240x150+600+300"])
            let xlogo = try display.client(of: app, panel: "xlogo")
            #expect(eventually { display.connection.inputFocus() == xlogo })
            let count = { (name: String) in app.events.count { $0["event"] as? String == name } }
            func search(_ n: Int) throws {
                try display.input.key(KeyPress(.space, modifiers: .super))
                _ = try app.wait(for: "did-open-search") { _ in count("did-open-search") == n }
                for ch in "xterm" { try display.input.key(KeyPress(.character(ch))) }
                try display.input.key(KeyPress(.enter))
                _ = try app.wait(for: "did-close-search") { _ in count("did-close-search") == n }
            }
            try search(1)
            #expect(eventually { display.connection.inputFocus() == xterm }, "the open xterm brought forward")
            #expect(count("did-request-launch") == 0 && count("did-adopt") == 2, "nothing started")
            try search(2)
            _ = try app.wait(for: "did-request-launch") { $0["app"] as? String == "term.desktop" }
            _ = try app.wait(for: "did-adopt") { _ in count("did-adopt") == 3 }
        }

        @Test func launchStartsAnEntrysCommandAsADesktopDoesAndRefusesWhatDoesNotShow() throws {
            let display = try ManagedDisplay()
            let data = FileManager.default.temporaryDirectory.appendingPathComponent("flotilla-data-\(UUID().uuidString)")
            defer { try? FileManager.default.removeItem(at: data) }
            try Self.install(Self.entries, in: data)
            // A private hicolor theme: Logo's icon a PNG (green), Shell Task's an SVG (red).
            let hicolor = data.appendingPathComponent("home/icons/hicolor")
            for folder in ["32x32/apps", "scalable/apps"] {
                try FileManager.default.createDirectory(at: hicolor.appendingPathComponent(folder), withIntermediateDirectories: true)
            }
            try "[Icon Theme]\nName=Hicolor\nDirectories=32x32/apps,scalable/apps\n[32x32/apps]\nSize=32\nType=Fixed\n[scalable/apps]\nSize=48\nMinSize=8\nMaxSize=512\nType=Scalable\n"
                .write(to: hicolor.appendingPathComponent("index.theme"), atomically: true, encoding: .utf8)
            try Image(width: 32, height: 32, fill: 0xFF2E_7D32).writePNG(to: hicolor.appendingPathComponent("32x32/apps/logo.png"))
            try ##"<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 8 8"><rect width="8" height="8" fill="#BF616A"/></svg>"##
                .write(to: hicolor.appendingPathComponent("scalable/apps/shell-task.svg"), atomically: true, encoding: .utf8)
            let environment = display.environment.merging(["XDG_DATA_HOME": data.appendingPathComponent("home").path,
                                                           "XDG_DATA_DIRS": data.appendingPathComponent("system").path, "LANG": "de_DE.UTF-8"]) { $1 }
            let app = try RunningFlotilla([], command: "manage", environment: environment)
            defer { app.stop() }
            _ = try app.readyWindow()

            let launched = try runFlotilla(["launch", "logo"], environment: environment)
            #expect(launched.status == 0, "\(launched.stderr)")
            let adopted = try app.wait(for: "did-adopt") { $0["panel"] as? String == "logo" }
            #expect(adopted["app"] as? String == "sh")
            // Its panel shows the entry's icon (the PNG, green) at the start of its title bar.
            let logo = try display.settled(app, "logo")
            let room = TitleBarLayout.titleFrame(for: .floating, in: Rect(x: Double(logo.x), y: Double(logo.y), width: Double(logo.width),
                                                                         height: Double(logo.height)), top: Double(logo.y), tiles: true)
            let mark = PixelRect(x: Int(room.minX) + 6, y: Int(room.midY) - 4, width: 8, height: 8)
            #expect(eventually { (try? display.connection.capture(display.connection.rootWindow, area: mark))?.pixels.allSatisfy { $0 & 0xFF_FFFF == 0x2E_7D32 } == true },
                    "the title bar's icon")
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

            // The search field shows each application's icon from the theme: the PNG, the SVG.
            // (Logo Viewer's two open windows come before it; Shell Task's window is in front,
            // so it comes after the application.)
            for (typed, colour, row, results) in [("logo", UInt32(0x2E_7D32), 2, 3), ("shel", 0xBF_616A, 0, 2)] {
                try display.input.key(KeyPress(.space, modifiers: .super))
                _ = try app.wait(for: "did-open-search") { _ in app.events.count { $0["event"] as? String == "did-open-search" } == (typed == "logo" ? 1 : 2) }
                for ch in typed { try display.input.key(KeyPress(.character(ch))) }
                let tile = LaunchFieldLayout(results: results, on: Rect(x: 0, y: 0, width: 1280, height: 800)).rows[row]
                let icon = PixelRect(x: Int(tile.minX) + 8 + 12, y: Int(tile.midY) - 4, width: 8, height: 8)
                #expect(eventually { (try? display.connection.capture(display.connection.rootWindow, area: icon))?.pixels.allSatisfy { $0 & 0xFF_FFFF == colour } == true },
                        "\(typed)'s icon")
                try display.input.key(KeyPress(.escape))
                _ = try app.wait(for: "did-close-search") { _ in app.events.count { $0["event"] as? String == "did-close-search" } == (typed == "logo" ? 1 : 2) }
            }

            // Startup notification: a window of the class the entry names ends its launch and takes the focus.
            #expect(try runFlotilla(["launch", "classy"], environment: environment).status == 0)
            #expect(try app.wait(for: "did-end-launch") { $0["app"] as? String == "classy.desktop" }["window"] as? Int != nil)
            _ = try app.wait(for: "did-focus") { $0["panel"] as? String == "classy" }

            // Super+Space, the start of a name, Enter: it runs; its window names its launch
            // (_NET_STARTUP_ID from DESKTOP_STARTUP_ID, as GTK sets it), which ends it, and takes the focus.
            try display.input.key(KeyPress(.space, modifiers: .super))
            _ = try app.wait(for: "did-open-search") { _ in app.events.count { $0["event"] as? String == "did-open-search" } == 3 }
            for ch in "noti" { try display.input.key(KeyPress(.character(ch))) }
            try display.input.key(KeyPress(.enter))
            #expect(try app.wait(for: "did-request-launch")["app"] as? String == "notify.desktop")
            #expect(try app.wait(for: "did-end-launch") { $0["app"] as? String == "notify.desktop" }["window"] as? Int != nil)
            _ = try app.wait(for: "did-focus") { $0["panel"] as? String == "notify" }

            // What does not show is not found: Enter on "helper" (NoDisplay) or "gnome" (OnlyShowIn=GNOME) launches nothing.
            for (n, typed) in ["helper", "gnome"].enumerated() {
                try display.input.key(KeyPress(.space, modifiers: .super))
                _ = try app.wait(for: "did-open-search") { _ in app.events.count { $0["event"] as? String == "did-open-search" } == 4 + n }
                for ch in typed { try display.input.key(KeyPress(.character(ch))) }
                try display.input.key(KeyPress(.enter))
                try display.input.key(KeyPress(.escape))
                _ = try app.wait(for: "did-close-search") { _ in app.events.count { $0["event"] as? String == "did-close-search" } == 4 + n }
            }
            #expect(app.events.count { $0["event"] as? String == "did-request-launch" } == 1, "only Notify's")

            // Typing in exposé searches: the terminal's window ("sh"), first as an open window of
            // Shell Task, is found; Enter brings it forward.
            try display.input.tap(.super)
            _ = try app.wait(for: "did-enter-expose")
            for ch in "sh" { try display.input.key(KeyPress(.character(ch))) }
            _ = try app.wait(for: "did-open-search") { _ in app.events.count { $0["event"] as? String == "did-open-search" } == 6 }
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
