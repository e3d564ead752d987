import CXCB
import Desktop
import Glibc

/// A hosted window's pixels drawn onto a window of ours by the X server, the other way to the
/// screen beside ``HostedWindow/fetchDamage()``: the client's pixmap (``HostedWindow/pixelWindow``'s,
/// NameWindowPixmap) is copied (CopyArea, same visual) or composited OVER (RENDER) onto the
/// destination, and no pixel passes through this process. Flotilla shows an app's pixels this way
/// where its panel rests with nothing of Flotilla's over it; `flotilla bench --hosted` measures both.
public final class ServerComposite {
    private let hosted: HostedWindow
    private let sourceFormat: xcb_render_pictformat_t
    private let destination: xcb_render_picture_t
    /// Whether the client's pixmap and the destination share a visual: ``show(_:x:y:)`` then copies.
    public let copies: Bool
    /// The destination window, and the graphics context ``copy(_:x:y:)`` makes on it (0: none yet).
    private let destinationWindow: WindowID
    private var copyContext: xcb_gcontext_t = 0

    /// Composites `hosted`'s pixels onto `window` (any window, of its own visual). Throws when the
    /// server has no RENDER, a visual has no picture format, or the frame is not viewable (its
    /// pixmap cannot be named).
    public init(_ hosted: HostedWindow, onto window: WindowID) throws(X11Error) {
        let connection = hosted.connection, raw = connection.raw
        guard let render = flotilla_render_extension(raw), render.pointee.present != 0,
              let version = xcb_render_query_version_reply(raw, xcb_render_query_version(raw, 0, 11), nil) else {
            throw .missingExtension("RENDER")
        }
        free(version)
        func visual(of window: WindowID) throws(X11Error) -> xcb_visualid_t {
            let attributes = try connection.reply("GetWindowAttributes of 0x\(String(window, radix: 16))") {
                xcb_get_window_attributes_reply(raw, xcb_get_window_attributes(raw, window), $0)
            }
            defer { free(attributes) }
            return attributes.pointee.visual
        }
        let visuals = (frame: try visual(of: hosted.pixelWindow), destination: try visual(of: window))
        copies = visuals.frame == visuals.destination
        let formats = try Self.pictureFormats(connection)
        guard let sourceFormat = formats[visuals.frame], let destinationFormat = formats[visuals.destination] else {
            throw .unsupportedVisual("RENDER has no picture format for visual \(visuals.frame) or \(visuals.destination)")
        }
        self.hosted = hosted
        self.sourceFormat = sourceFormat
        destinationWindow = window
        destination = xcb_generate_id(raw)
        try connection.check(xcb_render_create_picture_checked(raw, destination, window, destinationFormat, 0, nil),
                             "RENDER CreatePicture (destination)")
        try checkSource()
    }

    deinit {
        if copyContext != 0 { xcb_free_gc(hosted.raw, copyContext) }
        xcb_render_free_picture(hosted.raw, destination)
        hosted.connection.flush()
    }

    /// Composites `rects` of the window (its coordinates) OVER the destination, each at
    /// (x, y) + its place, then flushes (the server draws them after; sync to wait for that).
    public func composite(_ rects: [PixelRect], x: Int = 0, y: Int = 0) {
        guard !hosted.isGone, !hosted.isShownDirectly else { return }
        let raw = hosted.raw
        let pixmap = namedPixmap(), picture = xcb_generate_id(raw)
        xcb_render_create_picture(raw, picture, pixmap, sourceFormat, 0, nil)
        defer {
            xcb_render_free_picture(raw, picture)
            xcb_free_pixmap(raw, pixmap)
        }
        for r in rects {
            xcb_render_composite(hosted.raw, UInt8(XCB_RENDER_PICT_OP_OVER.rawValue), picture, 0, destination,
                                 Int16(clamping: r.x), Int16(clamping: r.y), 0, 0, Int16(clamping: x + r.x), Int16(clamping: y + r.y),
                                 UInt16(clamping: r.width), UInt16(clamping: r.height))
        }
        hosted.connection.flush()
    }

    /// Shows `rects` of the window (its coordinates) on the destination at (x, y) + each one's
    /// place: copied where the visuals are the same (CopyArea, cheaper: ``bench --hosted``), else
    /// composited.
    public func show(_ rects: [PixelRect], x: Int = 0, y: Int = 0) {
        if copies { copy(rects, x: x, y: y) } else { composite(rects, x: x, y: y) }
    }

    /// Copies `rects` of the window (its coordinates) onto the destination by the core CopyArea
    /// from its pixmap, each at (x, y) + its place, then flushes: no conversion, so only for a
    /// destination of the pixmap's depth (``bench --hosted`` measures it beside ``composite(_:x:y:)``).
    public func copy(_ rects: [PixelRect], x: Int = 0, y: Int = 0) {
        guard !hosted.isGone, !hosted.isShownDirectly else { return }
        let raw = hosted.raw
        let pixmap = namedPixmap()
        defer { xcb_free_pixmap(raw, pixmap) }
        if copyContext == 0 {
            copyContext = xcb_generate_id(raw)
            // No GraphicsExpose or NoExpose event for every copy: the source is a pixmap, always whole.
            xcb_create_gc(raw, copyContext, destinationWindow, UInt32(XCB_GC_GRAPHICS_EXPOSURES.rawValue), [0])
        }
        for r in rects {
            xcb_copy_area(raw, pixmap, destinationWindow, copyContext, Int16(clamping: r.x), Int16(clamping: r.y),
                          Int16(clamping: x + r.x), Int16(clamping: y + r.y), UInt16(clamping: r.width), UInt16(clamping: r.height))
        }
        hosted.connection.flush()
    }

    /// Copies what the client drew since the last fetch, composite or copy (as
    /// ``HostedWindow/fetchDamage()`` takes it) by ``copy(_:x:y:)`` and returns those rectangles.
    public func copyDamage(x: Int = 0, y: Int = 0) -> [PixelRect] { takingDamage { copy($0, x: x, y: y) } }

    /// Composites what the client drew since the last fetch, composite or copy (as
    /// ``HostedWindow/fetchDamage()`` takes it) and returns those rectangles.
    public func compositeDamage(x: Int = 0, y: Int = 0) -> [PixelRect] { takingDamage { composite($0, x: x, y: y) } }

    /// What the client drew since the last time, handed to `show` (when anything) and returned.
    private func takingDamage(_ show: ([PixelRect]) -> Void) -> [PixelRect] {
        let rects = hosted.pendingDamage()
        guard !rects.isEmpty else { return [] }
        show(rects)
        hosted.wholeWindowStale = false
        return rects
    }

    /// Names the client's pixmap as it is now, for one show: the server makes a new pixmap at each
    /// map, resize and redirect (full screen and back makes one of the same size), so a name kept
    /// from before would show a picture that never changes again.
    private func namedPixmap() -> xcb_pixmap_t {
        let pixmap = xcb_generate_id(hosted.raw)
        xcb_composite_name_window_pixmap(hosted.raw, hosted.pixelWindow, pixmap)
        return pixmap
    }

    /// Names the client's pixmap and makes its picture once, waiting for the server's word: throws
    /// its error (the frame is not viewable, the format does not fit).
    private func checkSource() throws(X11Error) {
        let raw = hosted.raw
        let pixmap = xcb_generate_id(raw), picture = xcb_generate_id(raw)
        let named = xcb_composite_name_window_pixmap_checked(raw, hosted.pixelWindow, pixmap)
        let made = xcb_render_create_picture_checked(raw, picture, pixmap, sourceFormat, 0, nil)
        defer {
            xcb_render_free_picture(raw, picture)
            xcb_free_pixmap(raw, pixmap)
        }
        do throws(X11Error) {
            try hosted.connection.check(named, "NameWindowPixmap (0x\(String(hosted.pixelWindow, radix: 16)))")
        } catch {
            xcb_discard_reply(raw, made.sequence)
            throw error
        }
        try hosted.connection.check(made, "RENDER CreatePicture (client's pixmap)")
    }

    /// RENDER's picture format of each visual of the server's screens.
    private static func pictureFormats(_ connection: X11Connection) throws(X11Error) -> [xcb_visualid_t: xcb_render_pictformat_t] {
        let raw = connection.raw
        let reply = try connection.reply("RENDER QueryPictFormats") {
            xcb_render_query_pict_formats_reply(raw, xcb_render_query_pict_formats(raw), $0)
        }
        defer { free(reply) }
        var formats: [xcb_visualid_t: xcb_render_pictformat_t] = [:]
        var screens = xcb_render_query_pict_formats_screens_iterator(reply)
        while screens.rem > 0 {
            var depths = xcb_render_pictscreen_depths_iterator(screens.data)
            while depths.rem > 0 {
                var visuals = xcb_render_pictdepth_visuals_iterator(depths.data)
                while visuals.rem > 0 {
                    formats[visuals.data.pointee.visual] = visuals.data.pointee.format
                    xcb_render_pictvisual_next(&visuals)
                }
                xcb_render_pictdepth_next(&depths)
            }
            xcb_render_pictscreen_next(&screens)
        }
        return formats
    }
}
