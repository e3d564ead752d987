import CXCB
import Desktop
import Glibc

/// How a hosted window's pixels are read from its pixmap (``HostedWindow/pixelWindow``'s).
package enum PixelSource: Sendable {
    /// One GetImage per damaged rectangle: the pixels come through the socket.
    case getImage
    /// One ShmGetImage per damaged rectangle into a window-sized MIT-SHM segment, then copied
    /// into ``HostedWindow/pixels``.
    case sharedMemory

    /// The source a new hosted window starts with.
    package static let standard = PixelSource.sharedMemory
}

extension HostedWindow {
    /// Past this many damaged rectangles, one GetImage of their bounding box is cheaper.
    public static let rectangleLimit = 16

    /// Fetches what the client drew since the last call (DamageSubtract, then ShmGetImage or
    /// GetImage of the damaged part of ``pixelWindow``'s pixmap into ``pixels``); returns the rectangles that changed
    /// (empty when none). The first call, and the first after a resize, returns the whole window.
    /// Throws when the pixels cannot be read (the frame or an ancestor is not mapped).
    public func fetchDamage() throws(X11Error) -> [PixelRect] {
        let rects = pendingDamage()
        try fetch(rects)
        return rects
    }

    /// Reads `rects` (disjoint, inside the window) of ``pixelWindow``'s pixmap into ``pixels``
    /// (what ``takeDamage()`` took, and what was left unread before).
    public func fetch(_ rects: [PixelRect]) throws(X11Error) {
        guard !rects.isEmpty else { return }
        // The server makes a new pixmap at each map and resize: name the current one each time.
        let pixmap = xcb_generate_id(raw)
        xcb_composite_name_window_pixmap(raw, pixelWindow, pixmap)
        defer {
            xcb_free_pixmap(raw, pixmap)
            connection.flush()
        }
        if let segment = segmentForFetch() {
            try readShared(rects, of: pixmap, through: segment)
        } else {
            try readByGetImage(rects, of: pixmap)
        }
        wholeWindowStale = false
    }

    /// What the client drew since the last call (as ``fetchDamage()`` takes it), unread: for the
    /// server to show (``ServerComposite``) and ``fetch(_:)`` to read later (until it has, the
    /// whole window after a resize).
    public func takeDamage() -> [PixelRect] { pendingDamage() }

    /// What the client drew since the last call, emptied from the damage (DamageSubtract) and
    /// clipped to the window: the whole window while ``wholeWindowStale``, the bounding box past
    /// ``rectangleLimit`` rectangles; [] when nothing changed or the window is gone.
    func pendingDamage() -> [PixelRect] {
        guard !isGone, damage != 0, !waitsForSync else { return [] }
        let bounds = PixelRect(x: 0, y: 0, width: width, height: height)
        let rects = damagedRectangles().map { $0.intersection(bounds) }.filter { !$0.isEmpty }
        if wholeWindowStale { return [bounds] }
        return rects.count > Self.rectangleLimit ? [boundingBox(of: rects)] : rects
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

    /// GetImage of each of `rects` (pipelined), stored at its place in ``pixels``.
    private func readByGetImage(_ rects: [PixelRect], of pixmap: xcb_pixmap_t) throws(X11Error) {
        let cookies = rects.map {
            xcb_get_image(raw, UInt8(XCB_IMAGE_FORMAT_Z_PIXMAP.rawValue), pixmap, Int16($0.x), Int16($0.y),
                          UInt16($0.width), UInt16($0.height), UInt32.max)
        }
        try readReplies(zip(rects, cookies).map { ($0, $1.sequence) }) { rect, sequence throws(X11Error) in
            let reply = try connection.reply("GetImage of hosted window 0x\(String(client, radix: 16))") {
                xcb_get_image_reply(raw, xcb_get_image_cookie_t(sequence: sequence), $0)
            }
            defer { free(reply) }
            let length = Int(xcb_get_image_data_length(reply))
            guard length == rect.width * rect.height * 4, let data = xcb_get_image_data(reply) else {
                throw .requestFailed("GetImage of hosted window: \(length) bytes for \(rect.width)×\(rect.height) pixels")
            }
            store(UnsafeRawPointer(data), stride: rect.width * 4, at: rect)
        }
    }

    /// ShmGetImage of each of `rects` (pipelined) into `segment`, one after another: a region's
    /// rectangles are disjoint and inside the window, so together they fit the window-sized
    /// segment; each is then stored at its place in ``pixels``.
    private func readShared(_ rects: [PixelRect], of pixmap: xcb_pixmap_t, through segment: SharedImage) throws(X11Error) {
        let offsets = rects.reduce(into: [0]) { $0.append($0.last! + $1.width * $1.height * 4) }
        guard offsets.last! <= segment.stride * segment.height else {
            throw .requestFailed("ShmGetImage of hosted window: the damaged rectangles overlap")
        }
        let cookies = zip(rects, offsets).map { rect, offset in
            xcb_shm_get_image(raw, pixmap, Int16(rect.x), Int16(rect.y), UInt16(rect.width), UInt16(rect.height), UInt32.max,
                              UInt8(XCB_IMAGE_FORMAT_Z_PIXMAP.rawValue), segment.segment, UInt32(offset))
        }
        try readReplies(zip(rects, cookies).map { ($0, $1.sequence) }) { rect, sequence throws(X11Error) in
            let reply = try connection.reply("ShmGetImage of hosted window 0x\(String(client, radix: 16))") {
                xcb_shm_get_image_reply(raw, xcb_shm_get_image_cookie_t(sequence: sequence), $0)
            }
            defer { free(reply) }
            let length = Int(reply.pointee.size)
            guard length == rect.width * rect.height * 4 else {
                throw .requestFailed("ShmGetImage of hosted window: \(length) bytes for \(rect.width)×\(rect.height) pixels")
            }
        }
        for (rect, offset) in zip(rects, offsets) {
            store(UnsafeRawPointer(segment.pixels + offset), stride: rect.width * 4, at: rect)
        }
    }

    /// Reads the reply of each request (its rectangle and sequence number) in order; after the
    /// first failure, discards the remaining replies and throws that failure.
    private func readReplies(_ requests: [(PixelRect, UInt32)],
                             _ read: (PixelRect, UInt32) throws(X11Error) -> Void) throws(X11Error) {
        var failure: X11Error?
        for (rect, sequence) in requests {
            guard failure == nil else {
                xcb_discard_reply(raw, sequence)
                continue
            }
            do throws(X11Error) { try read(rect, sequence) } catch { failure = error }
        }
        if let failure { throw failure }
    }

    /// The segment for a shared-memory fetch: nil when reading by GetImage; made when missing.
    /// When it cannot be made (no MIT-SHM, a remote display), the window reads by GetImage from then on.
    private func segmentForFetch() -> SharedImage? {
        guard pixelSource == .sharedMemory else { return nil }
        if fetchSegment == nil { fetchSegment = SharedImage(connection: connection, width: width, height: height) }
        if fetchSegment == nil { pixelSource = .getImage }
        return fetchSegment
    }
}
