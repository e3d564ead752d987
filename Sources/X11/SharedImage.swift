import CXCB
import Desktop
import Glibc

/// A window-sized 32-bpp image in a System V shared-memory segment that the X server reads
/// directly (MIT-SHM): presenting copies no pixels through the socket.
public final class SharedImage {
    public let width: Int
    public let height: Int
    /// Bytes per row (cairo's ARGB32 layout, 0xAARRGGBB words).
    public let stride: Int
    /// The pixels, `stride × height` bytes, shared with the server.
    public let pixels: UnsafeMutableRawPointer
    let segment: xcb_shm_seg_t
    private let connection: X11Connection
    /// The last request that reads the image and that the server may not have processed yet.
    fileprivate var unread: UInt32?

    /// A shared image for `connection`, or nil when the server has no MIT-SHM or the segment cannot
    /// be made or attached (a remote display, for one): then present with plain PutImage.
    public init?(connection: X11Connection, width: Int, height: Int) {
        guard width > 0, height > 0, let shm = flotilla_shm_extension(connection.raw), shm.pointee.present != 0 else { return nil }
        let stride = width * 4
        let id = shmget(IPC_PRIVATE, stride * height, IPC_CREAT | 0o600)
        guard id >= 0 else { return nil }
        // Marked for removal at once: the segment goes when both sides have detached, even after a crash.
        defer { shmctl(id, IPC_RMID, nil) }
        guard let address = shmat(id, nil, 0), address != UnsafeMutableRawPointer(bitPattern: -1) else { return nil }
        let segment = xcb_generate_id(connection.raw)
        let cookie = xcb_shm_attach_checked(connection.raw, segment, UInt32(id), 0)
        do {
            try connection.check(cookie, "ShmAttach")
        } catch {
            shmdt(address)
            return nil
        }
        self.width = width
        self.height = height
        self.stride = stride
        self.pixels = address
        self.segment = segment
        self.connection = connection
    }

    deinit {
        xcb_shm_detach(connection.raw, segment)
        connection.flush()
        shmdt(pixels)
    }
}

extension X11Window {
    /// Copies `rects` of `image` into the window with ShmPutImage and sends them on at once; the
    /// server reads the image later: draw on it again only after ``SharedImage/waitUntilRead()``.
    public func present(_ image: SharedImage, rects: [PixelRect]) {
        guard !isClosed else { return }
        let bounds = PixelRect(x: 0, y: 0, width: min(image.width, width), height: min(image.height, height))
        for rect in rects {
            let r = rect.intersection(bounds)
            guard !r.isEmpty else { continue }
            image.unread = xcb_shm_put_image(raw, id, graphicsContext, UInt16(image.width), UInt16(image.height), UInt16(r.x), UInt16(r.y),
                                             UInt16(r.width), UInt16(r.height), Int16(r.x), Int16(r.y), depth,
                                             UInt8(XCB_IMAGE_FORMAT_Z_PIXMAP.rawValue), 0, image.segment, 0).sequence
        }
        connection.flush()
    }
}

extension SharedImage {
    /// Returns once the server has read every rectangle presented from the image, so that it may
    /// be drawn on: at once when an event read since shows that (the input that leads to the next
    /// frame usually does), else after a round trip.
    public func waitUntilRead() throws(X11Error) {
        guard let sequence = unread else { return }
        if !connection.hasProcessed(sequence) { try connection.sync() }
        unread = nil
    }
}
