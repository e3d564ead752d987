import Desktop
import Foundation
import Model
import Render

/// A window's frames whose moved layer's inside the X server moves on screen itself (CopyArea,
/// ``ServerMove``), and what that leaves behind: those pixels are on screen but not in the frame
/// kept in Flotilla's memory, so the next frame draws them again unless the server moves them on
/// (a drag: every frame moves the inside the last one left), and parts the server asks to be
/// shown again are drawn first. `FLOTILLA_SERVER_MOVES=off` turns the moves off (for comparing).
struct ServerMoves {
    /// Whether moves are made at all.
    let isOn = ProcessInfo.processInfo.environment["FLOTILLA_SERVER_MOVES"] != "off"
    /// Whether nothing covers the window (VisibilityNotify): the server copies only pixels it has.
    var isUnobscured = false
    /// The list the last frame drew and showed, whole.
    private var shown: DisplayList?
    /// Device pixels on screen that the frame kept in memory lacks (the last move's destination).
    private(set) var unkept: Rect?

    /// The move the frame drawing `list` (damage `whole` or not) makes, if any.
    func move(to list: DisplayList, size: Size, scale: Double, drawsWhole: Bool) -> ServerMove? {
        guard isOn, isUnobscured, !drawsWhole, let shown else { return nil }
        return ServerMove.find(from: shown, to: list, size: size, scale: scale)
    }

    /// `damage` (points) with what the kept frame lacks, which the frame draws unless moved on.
    func damage(_ damage: [Rect], scale: Double) -> [Rect] {
        damage + (unkept.map { [$0.scaled(by: 1 / scale)] } ?? [])
    }

    /// The device pixels of `damage` (points) the frame presents: all of it but where `move` put pixels.
    static func presented(_ damage: [Rect], scale: Double, move: ServerMove?) -> [PixelRect] {
        let pixels = damage.map { PixelRect(covering: $0, scale: scale) }
        guard let move else { return pixels }
        return pixels.flatMap { p in
            Rect(x: Double(p.x), y: Double(p.y), width: Double(p.width), height: Double(p.height)).subtracting([move.destination])
                .map { PixelRect(covering: $0, scale: 1) }
        }
    }

    /// The frame showing `list` was drawn and presented, with `move` made.
    mutating func drew(_ list: DisplayList, move: ServerMove?) {
        shown = list
        unkept = move?.destination
    }

    /// Parts of the window are to be shown again from the kept frame (Expose): returns what to
    /// draw into it first (the last list, where the kept frame lacks pixels). The server's pixels
    /// are not moved again until a frame is shown after.
    mutating func exposing(scale: Double) -> (list: DisplayList, damage: [Rect])? {
        defer { forget() }
        guard let shown, let unkept else { return nil }
        return (shown, [unkept.scaled(by: 1 / scale)])
    }

    /// A new frame buffer (the window resized): nothing is kept of the last frame, nothing moved.
    mutating func forget() {
        (shown, unkept) = (nil, nil)
    }
}
