import CXCB
import Desktop
import Glibc

/// Shaped clients (SHAPE's bounding shape: xeyes, oclock, splash screens): only the pixels inside
/// the shape are kept as the client's picture; the rest of its pixmap reads as transparent, as a
/// compositor shows a shaped window.
extension X11Connection {
    /// `window`'s bounding shape as rectangles in its own pixels; nil when it has none of its own
    /// (it is its rectangle) or went.
    func boundingShape(of window: WindowID) -> [PixelRect]? {
        guard let extents = xcb_shape_query_extents_reply(raw, xcb_shape_query_extents(raw, window), nil) else { return nil }
        let shaped = extents.pointee.bounding_shaped != 0
        free(extents)
        guard shaped, let reply = xcb_shape_get_rectangles_reply(
            raw, xcb_shape_get_rectangles(raw, window, UInt8(XCB_SHAPE_SK_BOUNDING.rawValue)), nil) else { return nil }
        defer { free(reply) }
        let rects = UnsafeBufferPointer(start: xcb_shape_get_rectangles_rectangles(reply),
                                        count: Int(xcb_shape_get_rectangles_rectangles_length(reply)))
        return rects.map { PixelRect(x: Int($0.x), y: Int($0.y), width: Int($0.width), height: Int($0.height)) }
    }

    /// A ShapeNotify: an adopted client's new bounding shape is read, and its pixels again
    /// (``HostEvent/clientDamaged``); nil for any other event.
    func translateShape(_ event: XCBEvent) -> HostingTranslation? {
        guard hosting.shapeEventBase != 0, event.code == hosting.shapeEventBase &+ UInt8(XCB_SHAPE_NOTIFY) else { return nil }
        let notify = event.load(as: xcb_shape_notify_event_t.self)
        guard notify.shape_kind == UInt8(XCB_SHAPE_SK_BOUNDING.rawValue),
              let hosted = hosting.clients[notify.affected_window]?.window else { return .dropped }
        hosted.readShape()
        return .translated(notify.affected_window, .client(.damaged))
    }
}

extension HostedWindow {
    /// Reads the client's bounding shape now and asks for a ShapeNotify at each change.
    func followShape() {
        xcb_shape_select_input(raw, client, 1)
        readShape()
    }

    /// Reads the client's bounding shape again; the next ``fetchDamage()`` reads every pixel.
    func readShape() {
        shape = connection.boundingShape(of: client).flatMap { ShapeMask($0, height: height) }
        wholeWindowStale = true
    }
}
