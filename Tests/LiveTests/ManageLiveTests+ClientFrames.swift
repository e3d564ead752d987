@testable import App
@testable import Bench
import Desktop
import Foundation
import Input
import Render
import Testing
@testable import X11

/// Issue 64: apps that draw their own frame (GTK's client-side decorations) draw it composited
/// under `manage`: rounded and shadowed while floating, square where a tiled edge meets another.
extension Live.ManageLiveTests {
    /// gtk3-demo, told that `_GTK_FRAME_EXTENTS` is supported, draws its rounded corners on a
    /// translucent window: the backdrop shows at its visible frame's top-left pixel. Two of them
    /// tiled left and right are told which edges are tiled (`_GTK_EDGE_CONSTRAINTS`), square
    /// those edges and meet with no pixel of backdrop between them.
    @Test(.enabled(if: FileManager.default.fileExists(atPath: "/usr/bin/gtk3-demo"), "needs gtk3-demo (scripts/test installs it)"))
    func gtkDrawsItsComposedFrameRoundedFloatingAndSquareWhereTiled() throws {
        let display = try ManagedDisplay()
        let app = try display.manage()
        defer { app.stop() }
        _ = try app.readyWindow()
        let connection = display.connection, root = connection.rootWindow
        let supported = try #require(try connection.property("_NET_SUPPORTED", of: root)).values32
        for name in ["_GTK_FRAME_EXTENTS", "_GTK_EDGE_CONSTRAINTS"] {
            #expect(supported.contains(try connection.atom(name)), "\(name) in _NET_SUPPORTED")
        }
        let screen = PixelRect(x: 0, y: 0, width: 1280, height: 800)
        let backdrop = Image(try connection.capture(root, area: screen))

        let first = try display.start("gtk3-demo", adding: Live.RealApplicationLiveTests.gtk)
        let left = try display.client(of: app, panel: "gtk3-demo", within: 20)
        try Self.expectRoundedComposedFrame(of: left, panel: "gtk3-demo", under: app, on: display, backdrop: backdrop)

        try display.input.key(KeyPress(.left, modifiers: .super))
        #expect(try app.wait(for: "did-tile") { $0["panel"] as? String == "gtk3-demo" }["arrangement"] as? String == "left-half")
        let second = try display.start("gtk3-demo", adding: Live.RealApplicationLiveTests.gtk)
        defer { ProcessStats.stop(first); ProcessStats.stop(second) }
        let adopted = try app.wait(for: "did-adopt") { ($0["panel"] as? String)?.hasPrefix("gtk3-demo") == true && $0["panel"] as? String != "gtk3-demo" }
        let other = try #require(adopted["panel"] as? String)
        var listed: [WindowID] = []
        #expect(eventually {
            listed = (try? connection.property("_NET_CLIENT_LIST", of: root))??.values32 ?? []
            return listed.count == 2
        }, "both listed: \(listed)")
        let right = try #require(listed.first { $0 != left })
        _ = try display.settled(app, other)
        try display.input.key(KeyPress(.right, modifiers: .super))
        _ = try app.wait(for: "did-tile") { $0["panel"] as? String == other }

        // Top, right, bottom, left from the lowest bit, two bits each: tiled, then resizable.
        let leftEdges: UInt32 = 0b01_01_11_01, rightEdges: UInt32 = 0b11_01_01_01
        var told: [UInt32?] = []
        #expect(eventually {
            told = [left, right].map { (try? connection.property("_GTK_EDGE_CONSTRAINTS", of: $0))??.values32.first }
            return told == [leftEdges, rightEdges]
        }, "each told which edges are tiled: \(told)")
        var seam: [[Int]] = []
        #expect(try eventually {
            let shown = Image(try connection.capture(root, area: screen))
            seam = [200, 400, 600].flatMap { y in (630..<650).map { shown.channels(atX: $0, y: y) } }
            return seam.allSatisfy { $0.allSatisfy { $0 > 120 } }
        }, "no backdrop between the two at their seam: \(seam.filter { !$0.allSatisfy { $0 > 120 } })")
    }
}

extension Live.ManageLiveTests {
    /// gtk4-demo too draws its composited frame: the backdrop at its visible frame's top-left.
    @Test(.enabled(if: FileManager.default.fileExists(atPath: "/usr/bin/gtk4-demo"), "needs gtk4-demo (scripts/test installs it)"))
    func gtk4DrawsItsComposedFrameRounded() throws {
        let display = try ManagedDisplay()
        let app = try display.manage()
        defer { app.stop() }
        _ = try app.readyWindow()
        let backdrop = Image(try display.connection.capture(display.connection.rootWindow, area: PixelRect(x: 0, y: 0, width: 1280, height: 800)))
        try display.start("gtk4-demo", adding: Live.RealApplicationLiveTests.gtk)
        let client = try display.client(of: app, panel: "gtk4-demo", within: 20)
        try Self.expectRoundedComposedFrame(of: client, panel: "gtk4-demo", under: app, on: display, backdrop: backdrop)
    }

    /// `client` says it draws its own shadow (`_GTK_FRAME_EXTENTS`, each side more than 0) and its
    /// panel's top-left pixel — the visible frame's corner, which it rounds — shows the backdrop
    /// (`backdrop`, the screen before it mapped), a little darkened by its shadow, while a little
    /// inside, its header bar shows.
    static func expectRoundedComposedFrame(of client: WindowID, panel: String, under app: RunningFlotilla, on display: ManagedDisplay,
                                           backdrop: Image) throws {
        let connection = display.connection
        var extents: [UInt32] = []
        #expect(eventually(within: 10) {
            extents = (try? connection.property("_GTK_FRAME_EXTENTS", of: client))??.values32 ?? []
            return extents.count == 4 && extents.allSatisfy { $0 > 0 }
        }, "\(panel) draws its own shadow: \(extents)")
        let floating = try display.settled(app, panel)
        var corner: [Int] = [], inside: [Int] = []
        #expect(try eventually {
            let shown = Image(try connection.capture(connection.rootWindow, area: PixelRect(x: 0, y: 0, width: 1280, height: 800)))
            corner = shown.channels(atX: floating.x, y: floating.y)
            inside = shown.channels(atX: floating.x + 12, y: floating.y + 12)
            let under = backdrop.channels(atX: floating.x, y: floating.y)
            return zip(corner, under).allSatisfy { abs($0 - $1) <= 24 } && inside.allSatisfy { $0 > 150 }
        }, "\(panel): the backdrop at the rounded corner: \(corner) (backdrop \(backdrop.channels(atX: floating.x, y: floating.y))), header bar \(inside)")
    }
}

private extension Image {
    /// The red, green and blue of the pixel at (`x`, `y`).
    func channels(atX x: Int, y: Int) -> [Int] {
        let p = pixels[y * width + x]
        return [Int(p >> 16 & 0xFF), Int(p >> 8 & 0xFF), Int(p & 0xFF)]
    }
}
