@testable import App
@testable import Bench
import Assets
import Foundation
import Input
import Render
import Testing
import TestSupport
import X11

extension Live {
    /// Under a compositing manager (xcompmgr, on a private Xvfb of its own): a torn-off window is
    /// translucent and draws its panel's shadow itself in a margin around the panel, which it
    /// announces in `_GTK_FRAME_EXTENTS`; what is below shows through, darkened by the shadow. At
    /// scale 2 all of it is in pixels: the margin, the window, its place.
    @Suite("Under a compositing manager, live",
           .enabled(if: FlotillaBinary.exists && FileManager.default.fileExists(atPath: "/usr/bin/xcompmgr"),
                    "needs the flotilla executable and xcompmgr (scripts/test installs both)"))
    struct CompositingManagerLiveTests {
        @Test(arguments: [1, 2])
        func aTornOffWindowDrawsItsOwnShadow(scale: Int) throws {
            let xvfb = try PrivateXvfb(width: 1280 * scale, height: 800 * scale)
            let folders = try PrivateUserFolders()
            let environment = folders.environment(["DISPLAY": xvfb.display])
            let manager = try startDesktopProgram("/usr/bin/xcompmgr", environment: environment)
            defer { ProcessStats.stop(manager) }
            let connection = try X11Connection(display: xvfb.display)
            let deadline = Date().addingTimeInterval(10)
            while try !connection.compositingManagerRuns(), Date() < deadline { Thread.sleep(forTimeInterval: 0.05) }
            #expect(try connection.compositingManagerRuns(), "xcompmgr owns _NET_WM_CM_S0")

            let app = try RunningFlotilla(["--scene", Assets.scene(named: "panels").path, "--scale", String(scale)], environment: environment)
            defer { app.stop() }
            let (main, _, _) = try app.readyWindow()
            let input = try SyntheticInput(connection: connection, scale: Double(scale))
            let before = Set(try connection.topLevelWindows())
            try input.move(to: 1000, 650, in: main)
            try input.key(KeyPress(.character("n")))
            _ = try app.wait(for: "did-tear-off")
            let window = try #require(try connection.newTopLevelWindow(besides: before))
            Thread.sleep(forTimeInterval: 0.6)

            // Date (480, 170, 280×214) with its default shadow (18 pt blur, 6 pt down): a 24 pt margin.
            let m = 24 * scale
            #expect(try connection.property("_GTK_FRAME_EXTENTS", of: window)?.values32 == [UInt32](repeating: UInt32(m), count: 4))
            let mainOrigin = try connection.rootPosition(0, 0, in: main), origin = try connection.rootPosition(0, 0, in: window)
            #expect(origin.x == mainOrigin.x + 480 * scale - m && origin.y == mainOrigin.y + 170 * scale - m, "the panel where it was")
            let shot = try connection.capture(window)
            #expect(shot.width == 280 * scale + 2 * m && shot.height == 214 * scale + 2 * m)

            // On screen, just below the panel, the main window shows darkened by the shadow; past
            // the margin it shows as it is.
            let screen = Image(try connection.capture(connection.rootWindow))
            let underneath = Image(try connection.capture(main))
            func luma(_ image: Image, _ x: Int, _ y: Int) -> Int {
                let p = image.pixels[y * image.width + x]
                return Int(p >> 16 & 0xFF) + Int(p >> 8 & 0xFF) + Int(p & 0xFF)
            }
            let (x, shadowY, clearY) = ((480 + 140) * scale, (170 + 214 + 8) * scale, (170 + 214 + 40) * scale)
            #expect(luma(screen, mainOrigin.x + x, mainOrigin.y + shadowY) < luma(underneath, x, shadowY) - 24, "darkened by the shadow")
            #expect(abs(luma(screen, mainOrigin.x + x, mainOrigin.y + clearY) - luma(underneath, x, clearY)) <= 3, "past the margin")
            if let artifacts = ProcessInfo.processInfo.environment["SNAPSHOT_ARTIFACTS"] {
                try? screen.writePNG(to: URL(fileURLWithPath: artifacts).appendingPathComponent("compositing-manager-screen-\(scale)x.png"))
            }
        }
    }
}
