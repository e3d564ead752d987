@testable import App
import Assets
import Desktop
import Foundation
import Input
import TestSupport
import Testing
import X11

extension Live {
    /// Under a real window manager (openbox, on a private Xvfb of its own): a torn-off window
    /// dragged by its title strip is moved by the window manager (`_NET_WM_MOVERESIZE`), and it
    /// keeps no window-manager frame; let go over the main window, it docks.
    @Suite("Under openbox, live", .enabled(if: FlotillaBinary.exists && FileManager.default.fileExists(atPath: "/usr/bin/openbox"),
                                           "needs the flotilla executable and openbox (scripts/test installs both)"))
    struct WindowManagerLiveTests {
        @Test func theWindowManagerMovesATornOffWindow() throws {
            try Openbox.run { openbox in
                let (connection, input) = (openbox.connection, openbox.input)
                #expect(try connection.windowManagerMovesWindows(), "openbox offers _NET_WM_MOVERESIZE")
                let deadline = Date().addingTimeInterval(10)

                let app = try RunningFlotilla(["--scene", Assets.scene(named: "panels").path], environment: openbox.environment)
                defer { app.stop() }
                let (main, mainWidth, _) = try app.readyWindow()
                // Openbox gives the focus on click: click the main content first so the key reaches it.
                try input.move(to: 700, 650, in: main)
                try input.press(button: 1)
                try input.release(button: 1)
                Thread.sleep(forTimeInterval: 0.2)
                try input.key(KeyPress(.character("n")))
                _ = try app.wait(for: "did-tear-off")
                var torn: WindowID?
                while torn == nil, Date() < deadline.addingTimeInterval(5) {
                    torn = try connection.topLevelWindows().compactMap { frame -> WindowID? in
                        // Openbox reparents clients into frames: look one level down too.
                        try ([frame] + connection.children(of: frame)).first {
                            try connection.property("_NET_WM_NAME", of: $0)?.string == "Date — Flotilla"
                        }
                    }.first
                    Thread.sleep(forTimeInterval: 0.05)
                }
                let window = try #require(torn, "the torn-off window is mapped")
                Thread.sleep(forTimeInterval: 0.3)
                let start = try connection.rootPosition(0, 0, in: window)
                // Its title strip dragged right until the pointer is past the main window (a release
                // over it would dock), and 60 down, in root coordinates.
                let mainRight = try connection.rootPosition(try #require(mainWidth), 0, in: main).x
                let dx = mainRight + 60 - (start.x + 140)
                try input.move(to: start.x + 140, start.y + 20)
                try input.press(button: 1)
                for i in 1...12 {
                    Thread.sleep(forTimeInterval: 0.03)
                    try input.move(to: start.x + 140 + dx * i / 12, start.y + 20 + 5 * i)
                }
                Thread.sleep(forTimeInterval: 0.1)
                try input.release(button: 1)
                Thread.sleep(forTimeInterval: 0.3)
                let end = try connection.rootPosition(0, 0, in: window)
                #expect(end.x - start.x == dx && end.y - start.y == 60, "moved by the window manager: \(start) → \(end)")

                // Dragged by the window manager until the pointer is over the main window and let go
                // there, it docks: the panel floats in the main window again and its window goes.
                let target = try connection.rootPosition(550, 400, in: main)
                try input.drag(from: RootPoint(x: end.x + 140, y: end.y + 20), to: target)
                let docked = try app.wait(for: "did-present") { $0["panel"] as? String == "date" }
                #expect(docked["state"] as? String == "floating")
                let gone = Date().addingTimeInterval(3)
                while (try? connection.property("_NET_WM_NAME", of: window)) != nil, Date() < gone { Thread.sleep(forTimeInterval: 0.05) }
                #expect((try? connection.property("_NET_WM_NAME", of: window)) == nil, "the torn-off window is gone")
            }
        }
    }
}
