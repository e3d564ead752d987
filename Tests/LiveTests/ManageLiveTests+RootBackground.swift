@testable import App
import Desktop
import Foundation
import TestSupport
import Testing
@testable import X11

/// Issue 25, continued: the root's background (a wallpaper setter's pixmap) under `flotilla manage`.
extension Live.ManageLiveTests {
    /// The spot the tests read the screen at: no window lies there.
    private static let spot = PixelRect(x: 1000, y: 600, width: 40, height: 40)

    /// Whether every pixel of `spot` on `display`'s root is `colour` (0xRRGGBB).
    private static func shows(_ colour: UInt32, on display: ManagedDisplay, at spot: PixelRect = spot) -> Bool {
        (try? display.connection.capture(display.connection.rootWindow, area: spot).pixels.allSatisfy { $0 & 0xFF_FFFF == colour }) == true
    }

    /// With no scene, the wallpaper hsetroot sets is drawn under every window and followed as it
    /// changes; with none set (or one that cannot be read) the backdrop shows.
    @Test func theRootBackgroundLiesUnderEveryWindowAndFollowsTheWallpaper() throws {
        let display = try ManagedDisplay()
        let app = try display.manage()
        defer { app.stop() }
        let (overlay, _, _) = try app.readyWindow()
        let root = display.connection.rootWindow
        // The backdrop (a gradient) as it shows while no wallpaper is set.
        let backdrop = try display.connection.capture(root, area: Self.spot).pixels
        #expect(backdrop.allSatisfy { $0 & 0xFF_FFFF != 0 }, "drawn (the first frame is on screen at ready)")
        let showsBackdrop = { (try? display.connection.capture(root, area: Self.spot).pixels) == backdrop }

        #expect(try display.output(of: "hsetroot", ["-solid", "#2a6f3a"]).status == 0)
        #expect(eventually { Self.shows(0x2A6F3A, on: display) }, "the wallpaper")
        let frame = try display.startXlogo(under: app).frame
        // Dragged away, the panel uncovers the wallpaper where it was.
        try display.input.gesture(in: overlay, from: (frame.x + 150, frame.y + 20), step: (20, 20), count: 10, interval: 0.02, rest: 0.15)
        _ = try display.settled(app, "xlogo", after: 1)
        #expect(eventually { Self.shows(0x2A6F3A, on: display, at: PixelRect(x: frame.x, y: frame.y, width: 100, height: 100)) },
                "uncovered where the panel was")

        // A new wallpaper (a gradient, black at the top to white at the bottom) is followed.
        #expect(try display.output(of: "hsetroot", ["-add", "#000000", "-add", "#ffffff", "-gradient", "0"]).status == 0)
        let brightness = { (y: Int) -> UInt32 in
            ((try? display.connection.capture(root, area: PixelRect(x: 1200, y: y, width: 1, height: 1)).pixels.first) ?? 0) & 0xFF
        }
        #expect(eventually { brightness(20) < 0x20 && brightness(780) > 0xE0 }, "top \(brightness(20)), bottom \(brightness(780))")

        // Wallpapers set one after another as fast as hsetroot runs: the last one shows.
        for shade in 1...12 { _ = try display.output(of: "hsetroot", ["-solid", String(format: "#%02x%02x%02x", shade * 16, 0x40, 0x80)]) }
        #expect(eventually { Self.shows(0xC04080, on: display) }, "the last of a dozen")

        // Taken away, or naming no pixmap that exists: the backdrop again, and Flotilla lives on.
        _ = try display.output(of: "xprop", ["-root", "-remove", "_XROOTPMAP_ID"])
        _ = try display.output(of: "xprop", ["-root", "-remove", "ESETROOT_PMAP_ID"])
        #expect(eventually(showsBackdrop), "the backdrop when no property names a pixmap")
        #expect(try display.output(of: "hsetroot", ["-solid", "#8f3a2a"]).status == 0)
        #expect(eventually { Self.shows(0x8F3A2A, on: display) })
        _ = try display.output(of: "xprop", ["-root", "-f", "_XROOTPMAP_ID", "32x", "-set", "_XROOTPMAP_ID", "0x123456"])
        #expect(eventually(showsBackdrop), "the backdrop when the pixmap named is not there")
        #expect(app.process.isRunning, "Flotilla lives")
    }

    /// A wallpaper set before `manage` starts shows from its first frame; with `--scene`, the
    /// scene's backdrop shows instead.
    @Test func aWallpaperSetBeforeShowsAtOnceUnlessASceneGivesTheBackdrop() throws {
        let display = try ManagedDisplay()
        #expect(try display.output(of: "hsetroot", ["-solid", "#2a6f3a"]).status == 0)
        let app = try display.manage()
        _ = try app.readyWindow()
        #expect(eventually { Self.shows(0x2A6F3A, on: display) }, "the wallpaper")
        app.stop()

        let scene = display.folders.state.appendingPathComponent("blue.json")
        try Data(##"{"version": 1, "size": {"width": 640, "height": 400}, "backdrop": {"color": "#123456"}, "panels": []}"##.utf8).write(to: scene)
        let withScene = try display.manage(["--scene", scene.path])
        defer { withScene.stop() }
        _ = try withScene.readyWindow()
        #expect(eventually { Self.shows(0x123456, on: display) }, "the scene's backdrop")
    }
}
