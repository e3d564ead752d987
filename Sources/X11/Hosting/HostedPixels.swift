import CXCB
import Glibc

extension HostedWindow {
    /// Past this many damaged rectangles, one GetImage of their bounding box is cheaper.
    static let rectangleLimit = 16

    /// Fetches what the client drew since the last call (DamageSubtract, then GetImage of the
    /// damaged part of the frame's pixmap into ``pixels``); returns the rectangles that changed
    /// (empty when none). The first call, and the first after a resize, returns the whole window.
    /// Throws when the pixels cannot be read (the frame or an ancestor is not mapped).
    public func fetchDamage() throws(X11Error) -> [PixelRect] {
        guard !isGone else { return [] }
        let bounds = PixelRect(x: 0, y: 0, width: width, height: height)
        var rects = damagedRectangles().map { $0.intersection(bounds) }.filter { !$0.isEmpty }
        if wholeWindowStale || rects.count > Self.rectangleLimit {
            rects = wholeWindowStale ? [bounds] : [boundingBox(of: rects)]
        }
        guard !rects.isEmpty else { return [] }
        // The server makes a new pixmap at each map and resize: name the current one each time.
        let pixmap = xcb_generate_id(raw)
        xcb_composite_name_window_pixmap(raw, frame, pixmap)
        defer {
            xcb_free_pixmap(raw, pixmap)
            connection.flush()
        }
        let cookies = rects.map {
            xcb_get_image(raw, UInt8(XCB_IMAGE_FORMAT_Z_PIXMAP.rawValue), pixmap, Int16($0.x), Int16($0.y),
                          UInt16($0.width), UInt16($0.height), UInt32.max)
        }
        var failure: X11Error?
        for (rect, cookie) in zip(rects, cookies) {
            guard failure == nil else {
                xcb_discard_reply(raw, cookie.sequence)
                continue
            }
            do throws(X11Error) { try read(cookie, into: rect) } catch { failure = error }
        }
        if let failure { throw failure }
        wholeWindowStale = false
        return rects
    }

    /// Empties the damage into a region and returns its rectangles ([] when the damage is gone).
    private func damagedRectangles() -> [PixelRect] {
        let region = xcb_generate_id(raw)
        xcb_xfixes_create_region(raw, region, 0, nil)
        xcb_damage_subtract(raw, damage, 0, region)
        defer { xcb_xfixes_destroy_region(raw, region) }
        guard let reply = xcb_xfixes_fetch_region_reply(raw, xcb_xfixes_fetch_region(raw, region), nil) else { return [] }
        defer { free(reply) }
        let rectangles = UnsafeBufferPointer(start: xcb_xfixes_fetch_region_rectangles(reply),
                                             count: Int(xcb_xfixes_fetch_region_rectangles_length(reply)))
        return rectangles.map { PixelRect(x: Int($0.x), y: Int($0.y), width: Int($0.width), height: Int($0.height)) }
    }

    private func boundingBox(of rects: [PixelRect]) -> PixelRect {
        let left = rects.map(\.x).min() ?? 0, top = rects.map(\.y).min() ?? 0
        let right = rects.map { $0.x + $0.width }.max() ?? 0, bottom = rects.map { $0.y + $0.height }.max() ?? 0
        return PixelRect(x: left, y: top, width: right - left, height: bottom - top)
    }

    /// Stores one GetImage reply (32 bits per pixel, rows unpadded) at `rect` of ``pixels``.
    private func read(_ cookie: xcb_get_image_cookie_t, into rect: PixelRect) throws(X11Error) {
        let reply = try connection.reply("GetImage of hosted window 0x\(String(client, radix: 16))") {
            xcb_get_image_reply(raw, cookie, $0)
        }
        defer { free(reply) }
        let length = Int(xcb_get_image_data_length(reply))
        guard length == rect.width * rect.height * 4, let data = xcb_get_image_data(reply) else {
            throw .requestFailed("GetImage of hosted window: \(length) bytes for \(rect.width)×\(rect.height) pixels")
        }
        store(UnsafeRawPointer(data), stride: rect.width * 4, at: rect)
    }
}
