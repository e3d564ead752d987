import Model

/// The windows Flotilla composites where they are, never moving them, bottom to top in the order
/// they came: override-redirect windows (a menu, a tooltip) above everything with a small shadow,
/// and desktop windows under every panel. Changed only by what X says of them (mapped, moved,
/// drawn, gone); what the compositor draws of them (``placed(scale:)``), the overlay's holes above
/// (``overlayFrames``) and where desktop windows take the pointer
/// (``desktopInputRegions(taken:)``) come from it.
public struct InPlaceWindows: Equatable, Sendable {
    /// One window composited in place.
    public struct Window: Equatable, Sendable {
        public let client: WindowID
        public let level: PlacedWindow.Level
        /// Where it is on the root, in pixels.
        public var frame: PixelRect
        /// Its pixels were read once: it may be drawn.
        public var hasPixels = false

        /// The id its pixels are kept and drawn under.
        public var id: PanelID { PanelID("in-place-0x" + String(client, radix: 16)) }
    }

    private var order: [WindowID] = []
    private var byClient: [WindowID: Window] = [:]

    public init() {}

    /// The window of `client`, if it is composited in place.
    public subscript(client: WindowID) -> Window? { byClient[client] }

    /// Every one, bottom to top.
    public var all: [Window] { order.compactMap { byClient[$0] } }

    /// `client` composited at `level`, where it is (`frame`), on top of the others; false when it
    /// was composited already.
    @discardableResult
    public mutating func add(_ client: WindowID, level: PlacedWindow.Level, frame: PixelRect) -> Bool {
        guard byClient[client] == nil else { return false }
        byClient[client] = Window(client: client, level: level, frame: frame)
        order.append(client)
        return true
    }

    /// `client` moved itself to `frame`; false when it is not composited in place.
    @discardableResult
    public mutating func moved(_ client: WindowID, to frame: PixelRect) -> Bool {
        guard byClient[client] != nil else { return false }
        byClient[client]?.frame = frame
        return true
    }

    /// `client`'s pixels were read: whether they were its first (it shows from now on).
    public mutating func drew(_ client: WindowID) -> Bool {
        guard let window = byClient[client], !window.hasPixels else { return false }
        byClient[client]?.hasPixels = true
        return true
    }

    /// `client` went (unmapped or destroyed); the window it was, if it was composited in place.
    @discardableResult
    public mutating func remove(_ client: WindowID) -> Window? {
        guard let window = byClient.removeValue(forKey: client) else { return nil }
        order.removeAll { $0 == client }
        return window
    }

    /// Every window taken out (the end of managing), bottom to top.
    public mutating func removeAll() -> [Window] {
        defer { (order, byClient) = ([], [:]) }
        return all
    }

    /// The override-redirect windows' frames, bottom to top: the overlay has them above it.
    public var overlayFrames: [PixelRect] { all.filter { $0.level == .overlay }.map(\.frame) }

    /// What the compositor draws, bottom to top, in points at `scale`: each window whose pixels
    /// were read, where it is, with a shadow when it lies above everything.
    public func placed(scale: Double) -> [PlacedWindow] {
        all.filter(\.hasPixels).map { window in
            let f = window.frame
            return PlacedWindow(id: window.id, frame: Rect(x: Double(f.x) / scale, y: Double(f.y) / scale,
                                                           width: Double(f.width) / scale, height: Double(f.height) / scale),
                                level: window.level, hasShadow: window.level == .overlay)
        }
    }

    /// Where each desktop window takes the pointer, in its own pixels: wherever nothing of
    /// Flotilla's takes it above (`taken`, root pixels); nowhere while Flotilla takes every press
    /// (`taken` nil: exposé, a menu open, a held panel). `taken` is asked only when a desktop
    /// window is composited.
    public func desktopInputRegions(taken: @autoclosure () -> [PixelRect]?) -> [WindowID: [PixelRect]] {
        let desktops = all.filter { $0.level == .desktop }
        guard !desktops.isEmpty else { return [:] }
        let taken = taken()
        var regions: [WindowID: [PixelRect]] = [:]
        for desktop in desktops {
            let frame = Rect(desktop.frame)
            regions[desktop.client] = taken.map { taken in frame.subtracting(taken.map(Rect.init)) }?.map { free in
                PixelRect(x: Int(free.minX) - desktop.frame.x, y: Int(free.minY) - desktop.frame.y, width: Int(free.width), height: Int(free.height))
            } ?? []
        }
        return regions
    }
}
