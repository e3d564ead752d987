@testable import App
import CXCB
import Desktop
import Foundation
import TestSupport
import Testing
@testable import X11

/// Issue 25, continued: shaped windows (SHAPE's bounding shape, as xeyes and oclock have) under
/// `flotilla manage`: a panel shows only what the shape holds.
extension Live.ManageLiveTests {
    /// A red 200×120 window of this test's connection named `name`, shaped to `shape` (nil: not
    /// shaped) before it maps.
    private static func redWindow(_ name: String, at x: Int16, shape: xcb_rectangle_t?, on display: ManagedDisplay) -> WindowID {
        let c = display.connection, raw = c.raw, window = xcb_generate_id(raw)
        xcb_create_window(raw, UInt8(XCB_COPY_FROM_PARENT), window, c.rootWindow, x, 200, 200, 120, 0,
                          UInt16(XCB_WINDOW_CLASS_INPUT_OUTPUT.rawValue), 0, UInt32(XCB_CW_BACK_PIXEL.rawValue), [0xCC3333])
        let wmClass = Array((name + "\0" + name + "\0").utf8)
        xcb_change_property(raw, UInt8(XCB_PROP_MODE_REPLACE.rawValue), window, XCB_ATOM_WM_CLASS.rawValue, XCB_ATOM_STRING.rawValue, 8,
                            UInt32(wmClass.count), wmClass)
        if let shape { reshape(window, to: shape, on: display) }
        xcb_map_window(raw, window)
        c.flush()
        return window
    }

    private static func reshape(_ window: WindowID, to rect: xcb_rectangle_t, on display: ManagedDisplay) {
        xcb_shape_rectangles(display.connection.raw, UInt8(XCB_SHAPE_SO_SET.rawValue), UInt8(XCB_SHAPE_SK_BOUNDING.rawValue),
                             UInt8(XCB_CLIP_ORDERING_UNSORTED.rawValue), window, 0, 0, 1, [rect])
        display.connection.flush()
    }

    /// The colours of the screen's pixels over the left or right half of a 200×120 window whose
    /// panel's content has its top-left at `content` (away from the panel's border, the title
    /// bar's hairline and the rounded corners).
    private static func half(_ right: Bool, of content: (x: Int, y: Int), on display: ManagedDisplay) -> Set<UInt32> {
        let area = PixelRect(x: content.x + (right ? 100 : 2), y: content.y + 2, width: 98, height: 96)
        return Set(((try? display.connection.capture(display.connection.rootWindow, area: area).pixels) ?? []).map { $0 & 0xFF_FFFF })
    }

    /// Shaped before or after it maps, a window's panel shows its pixels inside the shape only,
    /// the panel's own background elsewhere (not what its pixmap held there), and follows a new shape.
    @Test func aShapedWindowShowsOnlyWhatItsShapeHolds() throws {
        let display = try ManagedDisplay()
        let app = try display.manage()
        defer { app.stop() }
        _ = try app.readyWindow()
        let red: Set<UInt32> = [0xCC3333]

        // Red all over, then shaped to its left half: the right half of its pixmap stays red, and must not show.
        let window = Self.redWindow("reshaped", at: 100, shape: nil, on: display)
        let frame = try display.settled(app, "reshaped")
        let content = (x: frame.x, y: frame.y + 44)
        #expect(eventually { Self.half(false, of: content, on: display) == red && Self.half(true, of: content, on: display) == red })
        Self.reshape(window, to: xcb_rectangle_t(x: 0, y: 0, width: 100, height: 120), on: display)
        #expect(eventually { Self.half(false, of: content, on: display) == red && Self.half(true, of: content, on: display).count == 1
                    && Self.half(true, of: content, on: display) != red }, "\(Self.half(true, of: content, on: display))")
        let background = Self.half(true, of: content, on: display)
        // The other half now: followed.
        Self.reshape(window, to: xcb_rectangle_t(x: 100, y: 0, width: 100, height: 120), on: display)
        #expect(eventually { Self.half(false, of: content, on: display) == background && Self.half(true, of: content, on: display) == red })

        // Shaped before it maps: the same from its first frame.
        _ = Self.redWindow("shaped", at: 600, shape: xcb_rectangle_t(x: 0, y: 0, width: 100, height: 120), on: display)
        let shaped = try display.settled(app, "shaped")
        let shapedContent = (x: shaped.x, y: shaped.y + 44)
        #expect(eventually { Self.half(false, of: shapedContent, on: display) == red && Self.half(true, of: shapedContent, on: display) == background },
                "\(Self.half(true, of: shapedContent, on: display))")
    }
}
