@testable import App
import CXCB
import Desktop
import Foundation
import Glibc
import TestSupport
import Testing
@testable import X11

extension Live {
    /// Issue 39: a screenshot — GetImage of the root, what scrot, ImageMagick's `import`, ffmpeg's
    /// x11grab and OBS read — is what the screen shows (Xvfb's framebuffer, `-fbdir`), for clients
    /// of a visual other than their frame's and of depth 32, under panels and after a drag.
    /// (xwd alone differs: on a screen of several visuals it reads each window by itself and
    /// stacks them as the window tree has them, over whatever a compositor drew.)
    @Suite("Screenshots, live", .enabled(if: FlotillaBinary.exists, "build the flotilla executable first (scripts/test does)"))
    struct ScreenshotLiveTests {
        static let client = TestClients.misbehave

        /// Waits until the screen is still (two screenshots alike), then expects the screenshot
        /// to be the framebuffer in every pixel but the pointer's: Xvfb draws the pointer into
        /// its framebuffer, and GetImage leaves it out (measured: those are the only pixels that
        /// differ, 140 to 210 of them).
        static func expectScreenshotIsTheScreen(_ display: ManagedDisplay, of window: WindowID? = nil, _ what: String) throws {
            let c = display.connection, target = window ?? c.rootWindow
            let origin = try c.rootPosition(0, 0, in: target)
            let pointer = try c.pointerOnRoot().point
            let sprite = PixelRect(x: pointer.x - 32, y: pointer.y - 32, width: 64, height: 64)
            var differing = -1
            #expect(eventually(within: 10) {
                guard let before = try? c.capture(target), let screen = try? display.framebuffer(), let after = try? c.capture(target),
                      before == after else { return false }
                differing = screen.differences(from: after, at: origin, excluding: sprite)
                return differing == 0 && Set(after.pixels).count > 100
            }, "\(what): \(differing) pixels of the screenshot differ from the screen (or it shows next to nothing)")
        }

        static func visual(of window: WindowID, on c: X11Connection) throws -> xcb_visualid_t {
            let reply = try #require(xcb_get_window_attributes_reply(c.raw, xcb_get_window_attributes(c.raw, window), nil))
            defer { free(reply) }
            return reply.pointee.visual
        }

        static func depth(of window: WindowID, on c: X11Connection) throws -> UInt8 {
            let reply = try #require(xcb_get_geometry_reply(c.raw, xcb_get_geometry(c.raw, window), nil))
            defer { free(reply) }
            return reply.pointee.depth
        }

        @Test func underManageAScreenshotIsTheScreen() throws {
            let display = try ManagedDisplay(framebuffer: true)
            let app = try display.manage()
            defer { app.stop() }
            let (overlay, _, _) = try app.readyWindow()
            let c = display.connection
            try display.start("gtk3-demo")
            let gtk = try display.client(of: app, panel: "gtk3-demo")
            let gtkFrame = try #require(c.parent(of: gtk))
            #expect(try Self.visual(of: gtk, on: c) != Self.visual(of: gtkFrame, on: c), "gtk3-demo's visual is not its frame's")
            _ = try display.settled(app, "gtk3-demo")

            try display.start("python3", [Self.client, "shadowed"])
            let adopted = try app.wait(for: "did-adopt") { $0["panel"] as? String != "gtk3-demo" }
            let shadowedPanel = try #require(adopted["panel"] as? String)
            let shadowed = try display.settled(app, shadowedPanel)
            let listed = try #require(try c.property("_NET_CLIENT_LIST", of: c.rootWindow)?.values32)
            #expect(try listed.contains { try Self.depth(of: $0, on: c) == 32 }, "a depth-32 client")

            // A depth-32 notification, composited where it is (over gtk3-demo), and xlogo's panel
            // over gtk3-demo's left edge (its title bar too), at rest…
            try display.start("python3", [Self.client, "shadowed", "NOTIFICATION"])
            #expect(eventually {
                ((try? c.children(of: c.rootWindow)) ?? []).contains { c.rootRect(of: $0) == PixelRect(x: 700, y: 450, width: 240, height: 160) }
            }, "the notification is mapped")
            try display.start("xlogo", ["-geometry", "300x200+100+150"])
            _ = try display.client(of: app, panel: "xlogo")
            let logo = try display.settled(app, "xlogo")
            try display.input.move(to: 1279, 799)
            try Self.expectScreenshotIsTheScreen(display, "xlogo over gtk3-demo")
            // …and dragged by its title bar onto the depth-32 window.
            let step = ((shadowed.x + shadowed.width / 2 - logo.x - 150) / 10, (shadowed.y + shadowed.height / 2 - logo.y - 20) / 10)
            try display.input.gesture(in: overlay, from: (logo.x + 150, logo.y + 20), step: step, count: 10, interval: 0.02, rest: 0.15)
            let dragged = try display.settled(app, "xlogo", after: 1)
            let overlaps = dragged.x < shadowed.x + shadowed.width && shadowed.x < dragged.x + dragged.width
                && dragged.y < shadowed.y + shadowed.height && shadowed.y < dragged.y + dragged.height
            #expect(overlaps, "xlogo dragged over the depth-32 window: \(dragged), \(shadowed)")
            try display.input.move(to: 1279, 799)
            try Self.expectScreenshotIsTheScreen(display, "xlogo dragged over the depth-32 window")
        }

        /// `run`: a depth-32 app nested in Flotilla's depth-24 window, xlogo's panel dragged over
        /// it; the root's screenshot and the window's own both show what the screen does.
        @Test func underRunAScreenshotIsTheScreen() throws {
            let display = try ManagedDisplay(framebuffer: true)
            let run = try RunningFlotilla(["--fresh", "--size", "1200x760", "--app", "/usr/bin/python3 \(Self.client) shadowed",
                                           "--app", "xlogo"], environment: display.environment)
            defer { run.stop() }
            let (window, _, _) = try run.readyWindow()
            let adopted = try run.wait(for: "did-adopt", timeout: 15) { $0["panel"] as? String != "xlogo" }
            let shadowed = try display.settled(run, try #require(adopted["panel"] as? String))
            _ = try run.wait(for: "did-adopt", timeout: 15) { $0["panel"] as? String == "xlogo" }
            let logo = try display.settled(run, "xlogo")
            let c = display.connection
            let depths = try c.children(of: window).compactMap { try c.children(of: $0).first }.map { try Self.depth(of: $0, on: c) }
            let windowDepth = try Self.depth(of: window, on: c)
            #expect(depths.contains(32) && windowDepth == 24, "a depth-32 app in a depth-24 window: \(depths)")
            let step = ((shadowed.x + 40 - logo.x - 100) / 10, (shadowed.y + 40 - logo.y - 20) / 10)
            try display.input.gesture(in: window, from: (logo.x + 100, logo.y + 20), step: step, count: 10, interval: 0.02, rest: 0.15)
            _ = try display.settled(run, "xlogo", after: 1)
            try display.input.move(to: 1279, 799)
            try Self.expectScreenshotIsTheScreen(display, "run, the root")
            try Self.expectScreenshotIsTheScreen(display, of: window, "run, Flotilla's window")
        }
    }
}
