@testable import App
import CXCB
import Desktop
import Foundation
import Input
import TestSupport
import Testing
@testable import X11

/// Issue 47: what an app draws while its panel rests reaches the screen by the X server alone
/// (RENDER from the window's pixmap), with the pixels Flotilla's own drawing gives, and what
/// exposé shows next is the app's latest frame.
extension Live.ManageLiveTests {
    /// A 300×200 window of this test's connection named `name`, of the screen's depth (opaque).
    private static func plainWindow(_ name: String, on display: ManagedDisplay) -> WindowID {
        let c = display.connection, raw = c.raw, window = xcb_generate_id(raw)
        xcb_create_window(raw, UInt8(XCB_COPY_FROM_PARENT), window, c.rootWindow, 200, 150, 300, 200, 0,
                          UInt16(XCB_WINDOW_CLASS_INPUT_OUTPUT.rawValue), 0, UInt32(XCB_CW_BACK_PIXEL.rawValue), [0x202020])
        let wmClass = Array((name + "\0" + name + "\0").utf8)
        xcb_change_property(raw, UInt8(XCB_PROP_MODE_REPLACE.rawValue), window, XCB_ATOM_WM_CLASS.rawValue, XCB_ATOM_STRING.rawValue, 8,
                            UInt32(wmClass.count), wmClass)
        xcb_map_window(raw, window)
        c.flush()
        return window
    }

    /// Fills `window` with six vertical stripes of `colours` (as the app draws a frame).
    private static func draw(_ colours: [UInt32], in window: WindowID, on display: ManagedDisplay) {
        let raw = display.connection.raw, gc = xcb_generate_id(raw)
        xcb_create_gc(raw, gc, window, 0, nil)
        for (i, colour) in colours.enumerated() {
            xcb_change_gc(raw, gc, UInt32(XCB_GC_FOREGROUND.rawValue), [colour])
            var stripe = xcb_rectangle_t(x: Int16(i * 50), y: 0, width: 50, height: 200)
            xcb_poly_fill_rectangle(raw, window, gc, 1, &stripe)
        }
        xcb_free_gc(raw, gc)
        display.connection.flush()
    }

    /// The screen's pixels over the app's content, less the rows of its rounded lower corners.
    private static func shown(at content: (x: Int, y: Int), on display: ManagedDisplay) -> [UInt32] {
        let area = PixelRect(x: content.x, y: content.y, width: 300, height: 186)
        return ((try? display.connection.capture(display.connection.rootWindow, area: area).pixels) ?? []).map { $0 & 0xFF_FFFF }
    }

    /// The app's own pixels over the same part.
    private static func own(_ window: WindowID, on display: ManagedDisplay) throws -> [UInt32] {
        try display.connection.capture(window, area: PixelRect(x: 0, y: 0, width: 300, height: 186)).pixels.map { $0 & 0xFF_FFFF }
    }

    @Test func anAppsFrameAtRestIsShownByTheServerAsFlotillaDrawsIt() throws {
        let display = try ManagedDisplay()
        let app = try display.manage(["--log-level", "debug"])
        defer { app.stop() }
        _ = try app.readyWindow()
        let window = Self.plainWindow("frames", on: display)
        let frame = try display.settled(app, "frames")
        let content = (x: frame.x, y: frame.y + Self.titleBar)
        let log = { app.standardError }

        // A first frame, however it comes; then Flotilla has drawn the panel since (when the
        // server showed it, its pixels are read and drawn a quarter second after the app last drew).
        let beforeFirst = log().count
        Self.draw([0xAA0000, 0x00AA00, 0x0000AA, 0xAAAA00, 0x00AAAA, 0xAA00AA], in: window, on: display)
        let first = try Self.own(window, on: display)
        #expect(eventually { Self.shown(at: content, on: display) == first })
        let firstLog = String(log().dropFirst(beforeFirst))
        let anchor = beforeFirst + (firstLog.range(of: "frames: the server showed").map { firstLog.distance(from: firstLog.startIndex, to: $0.upperBound) } ?? 0)
        #expect(eventually { log().dropFirst(anchor).contains("drawn in") })

        // The next frame: on the screen by the server, before Flotilla draws any frame.
        let mark = log().count
        Self.draw([0x112233, 0x445566, 0x778899, 0xAABBCC, 0xDDEEFF, 0x102030], in: window, on: display)
        let second = try Self.own(window, on: display)
        #expect(eventually { Self.shown(at: content, on: display) == second }, "the app's second frame on the screen")
        let byServer = Self.shown(at: content, on: display)
        let since = String(log().dropFirst(mark))
        let served = try #require(since.range(of: "frames: the server showed"), "the server showed it: \(since)")
        if let drawn = since.range(of: "drawn in") { #expect(served.lowerBound < drawn.lowerBound, "before any frame of Flotilla's") }

        // Flotilla draws the panel again from its own copy, read now: the same pixels.
        let servedAt = mark + since.distance(from: since.startIndex, to: served.upperBound)
        #expect(eventually { log().dropFirst(servedAt).contains("drawn in") }, "Flotilla drew the panel again")
        #expect(Self.shown(at: content, on: display) == byServer, "the same client frame both ways")

        // A frame the server shows, then exposé at once: its cell shows that frame, read before exposé's first frame.
        let green: UInt32 = 0x22AA44
        Self.draw(Array(repeating: green, count: 6), in: window, on: display)
        #expect(eventually { Self.shown(at: content, on: display).allSatisfy { $0 == green } })
        try display.input.key(KeyPress(.function(3), modifiers: .super))
        _ = try app.wait(for: "did-enter-expose")
        _ = try display.settled(app, "frames", after: 1)
        let screen = try display.connection.capture(display.connection.rootWindow).pixels.map { $0 & 0xFF_FFFF }
        #expect(screen.filter { $0 == green }.count > 10_000, "the panel in exposé shows the latest frame")
        #expect(!screen.contains(0x778899), "and nothing of the frame before")
    }
}
