import CCairo
import Model

/// The opaque inside of a layer that moved by whole pixels between two frames with the same
/// pixels, nothing drawn over it in either: the X server can move those pixels on screen itself
/// (CopyArea within the window) instead of Flotilla compositing them and sending them again. A
/// dragged panel's inside at 3840×2160 is most of what its drag repaints.
public struct ServerMove: Equatable, Sendable {
    /// Where the pixels are on screen before the move, in device pixels of the window.
    public let source: Rect
    /// How far they move, in device pixels.
    public let dx: Int, dy: Int

    /// Where they are after it.
    public var destination: Rect { source.offsetBy(Vector(dx: Double(dx), dy: Double(dy))) }

    /// Fewer pixels than this are composited as before: a request of their own costs more.
    static let minimumPixels = 16_384

    /// The move from `previous` (the list last drawn and shown whole) to `current`, for a window of
    /// `size` device pixels at `scale` device pixels a point: of the topmost layer of `current` that
    /// moves, unscaled, opaque, with the same content as in `previous`, at whole device pixels in
    /// both; its opaque inside (``Occlusion/opaqueInside(_:scale:)``) within the window before and
    /// after, and no item above it in either list meeting that inside. Nil when there is none.
    public static func find(from previous: DisplayList, to current: DisplayList, size: Size, scale: Double) -> ServerMove? {
        guard let index = current.items.lastIndex(where: { item in
            guard case .layer(let layer) = item else { return false }
            return layer.isMoving
        }), case .layer(let now) = current.items[index],
              let before = previous.items.lastIndex(where: { item in
                  guard case .layer(let layer) = item else { return false }
                  return layer.id == now.id
              }), case .layer(let then) = previous.items[before],
              now.content == then.content, now.scale == 1, then.scale == 1, now.opacity >= 1, then.opacity >= 1,
              let dx = wholePixels(now.origin.x - then.origin.x, scale), let dy = wholePixels(now.origin.y - then.origin.y, scale),
              dx != 0 || dy != 0, wholePixels(now.origin.x, scale) != nil, wholePixels(now.origin.y, scale) != nil,
              let inside = Occlusion.opaqueInside(current.items[index], scale: scale) else { return nil }
        let window = Rect(origin: .zero, size: size)
        let after = Rect(x: Double(inside.x), y: Double(inside.y), width: Double(inside.width), height: Double(inside.height))
            .intersection(window)
            .intersection(window.offsetBy(Vector(dx: Double(dx), dy: Double(dy))))
        guard after.width * after.height >= Double(minimumPixels) else { return nil }
        let move = ServerMove(source: after.offsetBy(Vector(dx: Double(-dx), dy: Double(-dy))), dx: dx, dy: dy)
        let destination = move.destination.scaled(by: 1 / scale), source = move.source.scaled(by: 1 / scale)
        guard !current.items[(index + 1)...].contains(where: { $0.bounds.intersects(destination) }),
              !previous.items[(before + 1)...].contains(where: { $0.bounds.intersects(source) }) else { return nil }
        return move
    }

    /// `points` in device pixels when that is a whole number, else nil.
    private static func wholePixels(_ points: Double, _ scale: Double) -> Int? {
        let pixels = points * scale
        guard pixels.isFinite, pixels == pixels.rounded(), abs(pixels) < 1e9 else { return nil }
        return Int(pixels)
    }
}
