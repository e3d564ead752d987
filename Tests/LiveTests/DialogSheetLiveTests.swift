@testable import App
import Assets
import Foundation
import CXCB
import Glibc
import Input
import Testing
import TestSupport
@testable import X11

extension Live {
    /// A dialog of a hosted app's window (`zenity --info --attach=<xterm's window>`) slides in as a
    /// sheet over the xterm's panel: a click on the xterm while it shows reaches Flotilla, not
    /// xterm; its OK closes it and xterm takes the pointer again.
    @Suite("Dialogs as sheets, live",
           .enabled(if: FlotillaBinary.exists && FileManager.default.fileExists(atPath: "/usr/bin/zenity"),
                    "needs the flotilla executable and zenity (scripts/test installs both)"))
    struct DialogSheetLiveTests {
        @Test func zenityAttachedToAHostedXtermIsASheetOnItsPanel() throws {
            let app = try RunningFlotilla(["--scene", Assets.scene(named: "panels").path, "--fresh", "--app", "xterm"])
            defer { app.stop() }
            let (window, _, _) = try app.readyWindow()
            _ = try app.wait(for: "did-adopt")
            let settles = { (panel: String) in app.events.filter { $0["event"] as? String == "did-settle" && $0["panel"] as? String == panel } }
            _ = try app.wait(for: "did-settle") { _ in !settles("xterm").isEmpty }
            let connection = try X11Connection()
            let frameWindow = try #require(try connection.children(of: window).first)
            let xterm = try #require(try connection.children(of: frameWindow).first)

            let zenity = Process()
            zenity.executableURL = URL(fileURLWithPath: "/usr/bin/zenity")
            zenity.arguments = ["--info", "--text", "Shown as a sheet", "--attach=\(xterm)"]
            zenity.standardOutput = FileHandle.nullDevice
            zenity.standardError = FileHandle.nullDevice
            try zenity.run()
            defer { if zenity.isRunning { kill(zenity.processIdentifier, SIGKILL) } }

            let presented = try app.wait(for: "did-present", timeout: 20) { $0["style"] as? String == "sheet" }
            let sheet = try #require(presented["panel"] as? String)
            #expect(presented["parent"] as? String == "xterm")
            _ = try app.wait(for: "did-settle") { _ in !settles(sheet).isEmpty }
            let frame = try #require(settles(sheet).last?["frame"] as? [String: Double])
            let panel = try #require(settles("xterm").last?["frame"] as? [String: Double])
            #expect(frame["y"] == panel["y"]! + 44, "below the xterm's title bar: \(frame) on \(panel)")
            #expect(abs(frame["x"]! + frame["width"]! / 2 - (panel["x"]! + panel["width"]! / 2)) <= 1, "centred on it")

            // Over the xterm beside the sheet, the pointer is Flotilla's window's, not xterm's.
            let input = try SyntheticInput(connection: connection)
            let beside = (x: Int(panel["x"]!) + 20, y: Int(panel["y"]! + panel["height"]!) - 30)
            try input.move(to: beside.x, beside.y, in: window)
            #expect(eventually { connection.pointerChain().last == window }, "\(connection.pointerReport())")
            try input.press(button: 1)
            try input.release(button: 1)
            #expect(eventually { connection.pointerChain().last == window })

            // OK (at the dialog's lower right) closes it; the xterm takes the pointer again.
            let ok = (x: Int(frame["x"]! + frame["width"]!) - 50, y: Int(frame["y"]! + frame["height"]!) - 24)
            try input.move(to: ok.x, ok.y, in: window)
            try input.press(button: 1)
            try input.release(button: 1)
            _ = try app.wait(for: "did-close", timeout: 10) { $0["panel"] as? String == sheet }
            try input.move(to: beside.x, beside.y, in: window)
            #expect(eventually { connection.pointerChain().contains(xterm) }, "\(connection.pointerReport())")
            #expect(eventually { !zenity.isRunning }, "OK ended zenity")
        }

        @Test func aUtilityWindowFloatsAboveItsAppsPanelAndFollowsItIntoExpose() throws {
            let client = TestClients.misbehave
            let app = try RunningFlotilla(["--scene", Assets.scene(named: "panels").path, "--fresh", "--app", "/usr/bin/python3 \(client) utility"])
            defer { app.stop() }
            let (window, _, _) = try app.readyWindow()
            let settles = { (panel: String) in app.events.filter { $0["event"] as? String == "did-settle" && $0["panel"] as? String == panel } }
            _ = try app.wait(for: "did-settle") { _ in !settles("python3").isEmpty && !settles("python3-utility-1").isEmpty }
            let presented = try #require(app.events.first { $0["event"] as? String == "did-present" && $0["panel"] as? String == "python3-utility-1" })
            #expect(presented["style"] == nil, "a panel of its own, not a sheet")
            let main = try #require(settles("python3").last?["frame"] as? [String: Double])
            let palette = try #require(settles("python3-utility-1").last?["frame"] as? [String: Double])
            #expect(palette["x"]! > main["x"]! && palette["x"]! < main["x"]! + main["width"]! && palette["y"]! > main["y"]!,
                    "over its app's panel, at its top right: \(palette) on \(main)")

            // Exposé (Super+F3: the app has the keyboard): both have a cell.
            let connection = try X11Connection()
            let input = try SyntheticInput(connection: connection)
            try input.move(to: Int(palette["x"]!) + 20, Int(palette["y"]!) + 100, in: window)
            try input.key(KeyPress(.function(3), modifiers: .super))
            _ = try app.wait(for: "did-enter-expose")
            let count = (main: settles("python3").count, palette: settles("python3-utility-1").count)
            _ = try app.wait(for: "did-settle") { _ in settles("python3").count > count.main && settles("python3-utility-1").count > count.palette }
        }
    }
}
