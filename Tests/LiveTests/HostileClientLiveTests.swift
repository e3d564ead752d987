@testable import App
@testable import Bench
import Assets
import CXCB
import Desktop
import Foundation
import Glibc
import Model
import TestSupport
import Testing
@testable import X11

extension Live {
    /// Issue 22, findings 5, 7 and 8: another X client cannot deafen Flotilla, shrink it to
    /// nothing, blow it up past the canvas limit or leave it running with no window.
    @Suite("Other X clients, live", .enabled(if: FlotillaBinary.exists, "build the flotilla executable first (scripts/test does)"))
    struct HostileClientLiveTests {
        let scene = Assets.scene(named: "panels").path

        /// Sends `event` (32 bytes) to `window` with `mask`, as another client would.
        func send<Event>(_ event: Event, to window: WindowID, mask: UInt32, on connection: X11Connection) throws {
            var event = event
            let c = connection.raw
            let cookie = withUnsafeBytes(of: &event) { bytes in
                xcb_send_event_checked(c, 0, window, mask, bytes.baseAddress!.assumingMemoryBound(to: CChar.self))
            }
            try connection.check(cookie, "SendEvent")
        }

        @Test func anXSettingsManagerNamingOurWindowAndAFakeResizeChangeNothing() throws {
            let app = try RunningFlotilla(["--scene", scene])
            defer { app.stop() }
            let (main, _, _) = try app.readyWindow()
            let connection = try X11Connection()
            let before = try connection.capture(main)

            var manager = xcb_client_message_event_t()
            manager.response_type = UInt8(XCB_CLIENT_MESSAGE)
            manager.format = 32
            manager.window = connection.rootWindow
            manager.type = try connection.atom("MANAGER")
            manager.data.data32 = (xcb_timestamp_t(XCB_CURRENT_TIME), try connection.atom("_XSETTINGS_S0"), main, 0, 0)
            try send(manager, to: connection.rootWindow, mask: XCB_EVENT_MASK_STRUCTURE_NOTIFY.rawValue, on: connection)

            var configure = xcb_configure_notify_event_t()
            configure.response_type = UInt8(XCB_CONFIGURE_NOTIFY)
            configure.event = main
            configure.window = main
            configure.width = 0
            configure.height = 0
            try send(configure, to: main, mask: XCB_EVENT_MASK_STRUCTURE_NOTIFY.rawValue, on: connection)
            try connection.sync()
            Thread.sleep(forTimeInterval: 0.3)
            #expect(try connection.capture(main) == before, "nothing a user sees changed")
            #expect(try connection.size(of: main) == (before.width, before.height))

            // Pointer input still arrives, and a drag moves Date inside the window (no tear-off).
            let input = try SyntheticInput(connection: connection)
            try input.gesture(in: main, from: (620, 185), step: (-10, 10), count: 8, interval: 0.015, rest: 0.15)
            _ = try app.wait(for: "did-settle")
            let names = app.events.compactMap { $0["event"] as? String }
            #expect(names.contains("did-begin-dragging") && !names.contains("did-tear-off"), "\(names)")
            #expect(try connection.capture(main) != before)
        }

        @Test func anotherClientsHugeResizeIsClamped() throws {
            let app = try RunningFlotilla(["--scene", scene])
            defer { app.stop() }
            let (main, _, _) = try app.readyWindow()
            let connection = try X11Connection()
            xcb_configure_window(connection.raw, main, UInt16(XCB_CONFIG_WINDOW_WIDTH.rawValue | XCB_CONFIG_WINDOW_HEIGHT.rawValue), [UInt32(16384), 16384])
            try connection.sync()
            #expect(try eventually { try connection.size(of: main) == (8192, 8192) })
            Thread.sleep(forTimeInterval: 0.5)
            #expect(app.process.isRunning)
            let resident = ProcessStats.residentBytes(app.process.processIdentifier)
            #expect(resident < 900 << 20, "resident \(resident >> 20) MiB")
            print("clamped to 8192×8192: flotilla resident \(resident >> 20) MiB")
            #expect(app.standardError.components(separatedBy: "past the canvas limit").count == 2, "said once: \(app.standardError)")
        }

        @Test func aSessionAskingForAHugeWindowIsClamped() throws {
            let folders = try PrivateUserFolders()
            let file = SessionFile.url(forScene: URL(fileURLWithPath: scene), environment: folders.environment())
            try FileManager.default.createDirectory(at: file.deletingLastPathComponent(), withIntermediateDirectories: true,
                                                    attributes: [.posixPermissions: 0o700])
            let session = SessionState(windows: [.init(role: .main, x: 0, y: 0, width: 16384, height: 16384,
                                                       layout: PanelLayoutState(panels: [], focusedID: nil), sheets: [:])])
            try session.encoded().write(to: file)
            let app = try RunningFlotilla(["--scene", scene], environment: folders.environment())
            defer { app.stop() }
            let (main, width, height) = try app.readyWindow()
            let connection = try X11Connection()
            #expect(try eventually { try connection.size(of: main) == (8192, 8192) }, "ready \(String(describing: width))×\(String(describing: height))")
            #expect(app.standardError.contains("clamped to 8192×8192"))
        }

        @Test func theLastWindowTakenAwayEndsTheRunWithItsSessionSaved() throws {
            let folders = try PrivateUserFolders()
            let app = try RunningFlotilla(["--scene", scene], environment: folders.environment())
            defer { app.stop() }
            let (main, _, _) = try app.readyWindow()
            // Another client adopts the window (no save-set), then goes: its windows go with it.
            let other = try X11Connection()
            let parent = try other.createWindow(title: "thief", width: 900, height: 700)
            xcb_reparent_window(other.raw, main, parent.id, 0, 0)
            try other.sync()
            parent.close()
            try other.sync()
            app.process.waitUntilExit()
            #expect(app.process.terminationStatus == 2, "\(app.standardError)")
            #expect(app.standardError.contains("was destroyed by another client; the session is saved"))
            let files = try FileManager.default.contentsOfDirectory(atPath: folders.state.appendingPathComponent("flotilla").path)
            #expect(files.count == 1 && files[0].hasPrefix("panels-"), "\(files)")
        }

        @Test func anOpenedWindowTakenAwayIsMadeAgain() throws {
            let folders = try PrivateUserFolders()
            let environment = folders.environment()
            let app = try RunningFlotilla(["--scene", scene], environment: environment)
            defer { app.stop() }
            _ = try app.readyWindow()
            let connection = try X11Connection()
            let known = Set(try connection.topLevelWindows())
            #expect(try runFlotilla(["open", "detail"], environment: environment).status == 0)
            // Found by its title: another client's window coming or going meanwhile is not it.
            let title = "Flotilla — Detail"
            let detail = try #require(try connection.newTopLevelWindow(besides: known, titled: title, within: 15))
            _ = try connection.captureWhenShown(detail)
            xcb_destroy_window(connection.raw, detail)
            try connection.sync()
            let again = try #require(try connection.newTopLevelWindow(besides: known.union([detail]), titled: title, within: 15))
            _ = try connection.captureWhenShown(again)
            #expect(app.process.isRunning)
        }

        /// A main window destroyed while another window is open is made again with the least size
        /// it had (never smaller than 320×240).
        @Test func aMainWindowTakenAwayIsMadeAgainWithItsLeastSize() throws {
            let folders = try PrivateUserFolders()
            let environment = folders.environment()
            let app = try RunningFlotilla(["--scene", scene], environment: environment)
            defer { app.stop() }
            let (main, _, _) = try app.readyWindow()
            let connection = try X11Connection()
            #expect(try runFlotilla(["open", "detail"], environment: environment).status == 0)
            let known = Set(try connection.topLevelWindows())
            xcb_destroy_window(connection.raw, main)
            try connection.sync()
            let again = try #require(try connection.newTopLevelWindow(besides: known))
            _ = try connection.captureWhenShown(again)
            let hints = try #require(try connection.property("WM_NORMAL_HINTS", of: again)).values32
            #expect(Array(hints[5...6]) == [320, 240])
            #expect(app.process.isRunning)
        }

        @Test func oneDisplayHowEverItIsWrittenAndTwoRunsAtOnce() throws {
            let folders = try PrivateUserFolders()
            let display = try #require(ProcessInfo.processInfo.environment["DISPLAY"])
            let number = display.split(separator: ":").last.map(String.init) ?? display
            let first = try RunningFlotilla(["--scene", scene], environment: folders.environment(["DISPLAY": ":\(number)"]))
            defer { first.stop() }
            _ = try first.readyWindow()
            for form in [":\(number).0", "unix:\(number)"] where !number.contains(".") {
                let second = try runFlotilla(["run", "--scene", scene], environment: folders.environment(["DISPLAY": form]))
                #expect(second.status == 0 && second.stderr.isEmpty, "\(form) hands over: \(second.stderr)")
            }
            first.stop()

            // Two runs at the same instant: one listens, the other hands over and ends.
            let others = try PrivateUserFolders()
            let runs = try (0..<2).map { _ in try RunningFlotilla(["--scene", scene], environment: others.environment()) }
            defer { for r in runs { r.stop() } }
            let deadline = Date().addingTimeInterval(10)
            while runs.allSatisfy(\.process.isRunning), Date() < deadline { Thread.sleep(forTimeInterval: 0.05) }
            let ended = runs.filter { !$0.process.isRunning }
            #expect(ended.count == 1, "exactly one hands over and ends")
            #expect(ended.first?.process.terminationStatus == 0, "\(ended.first?.standardError ?? "")")
        }

        @Test func aHugeResourceDatabaseIsNotParsed() throws {
            let server = try PrivateXvfb(width: 1280, height: 800)
            let connection = try X11Connection(display: server.display)
            let entries = (0..<60_000).map { "Flotilla.test\($0): \(String(repeating: "v", count: 10))\n" }.joined() + "Xft.dpi: 192\n"
            let bytes = Array(entries.utf8)
            #expect(bytes.count > X11Connection.maximumResourceBytes)
            xcb_change_property(connection.raw, UInt8(XCB_PROP_MODE_REPLACE.rawValue), connection.rootWindow, XCB_ATOM_RESOURCE_MANAGER.rawValue,
                                XCB_ATOM_STRING.rawValue, 8, UInt32(bytes.count), bytes)
            try connection.sync()
            let folders = try PrivateUserFolders()
            let start = Date()
            let app = try RunningFlotilla(["--scene", scene], environment: folders.environment(["DISPLAY": server.display]))
            defer { app.stop() }
            let ready = try app.wait(for: "ready")
            #expect(Date().timeIntervalSince(start) < 5)
            #expect(ready["scale"] as? Double == 1, "Xft.dpi in it is not read")
            #expect(app.standardError.components(separatedBy: "RESOURCE_MANAGER").count == 2, "said once: \(app.standardError)")
        }
    }
}
