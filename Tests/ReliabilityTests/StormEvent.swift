import Foundation
import Input
import PropertyBased

/// One step of a storm: input, a window resize, a jump of the clock or a frame. Positions are
/// fractions of the window's size at the time (−0.2…1.2, so some fall outside it), so a step means
/// the same thing in any window. Its description is the Swift expression that makes it, so a
/// failing storm prints a sequence ready to paste into a regression test (``StormRun/replay(_:_:)``).
enum StormEvent: Hashable, Sendable, CustomStringConvertible {
    /// A frame at the same time as the last (zero length).
    case frame
    /// The clock moves on one 60 Hz frame, then a frame.
    case tick
    /// The pointer moves to (x, y) `dt` seconds after the last input.
    case move(Double, Double, dt: Double)
    case press(Double, Double, button: Int)
    case release(Double, Double, button: Int)
    /// Wheel notches at (x, y).
    case wheel(Double, Double, dx: Double, dy: Double)
    /// Precise scrolling by points at (x, y).
    case scroll(Double, Double, dx: Double, dy: Double)
    case key(Int, shift: Bool)
    case resize(width: Double, height: Double)
    /// The host shows a panel again (by its index in the scene), as `flotilla open` or a script may:
    /// storms close panels, and this brings them back.
    case present(Int)
    /// The clock jumps on by `seconds` (no frame).
    case wait(Double)

    /// The keys a storm presses, by ``key(_:shift:)``'s index: every key some part of Flotilla reads.
    static let keys: [Key] = [
        .escape, .tab, .enter, .space, .home, .end, .pageUp, .pageDown, .left, .right, .up, .down, .function(3),
        .character("["), .character("]"), .character("-"), .character("="), .character("p"), .character("n"),
        .character("k"), .character("a"), .backspace,
    ]

    var description: String {
        switch self {
        case .frame: ".frame"
        case .tick: ".tick"
        case .move(let x, let y, let dt): ".move(\(x), \(y), dt: \(dt))"
        case .press(let x, let y, let b): ".press(\(x), \(y), button: \(b))"
        case .release(let x, let y, let b): ".release(\(x), \(y), button: \(b))"
        case .wheel(let x, let y, let dx, let dy): ".wheel(\(x), \(y), dx: \(dx), dy: \(dy))"
        case .scroll(let x, let y, let dx, let dy): ".scroll(\(x), \(y), dx: \(dx), dy: \(dy))"
        case .key(let i, let shift): ".key(\(i), shift: \(shift))"
        case .resize(let w, let h): ".resize(width: \(w), height: \(h))"
        case .present(let i): ".present(\(i))"
        case .wait(let s): ".wait(\(s))"
        }
    }
}

extension StormEvent {
    /// Random steps, mostly pointer motion and frames, that shrink towards a zero-length frame
    /// (kind 0) and the window's corner. Sizes spread evenly over the orders of magnitude from 1 to
    /// 16384 points; clock jumps from nothing to about 30 s.
    static let generator = zip(Gen.int(in: 0...99), Gen.double(in: -0.2...1.2), Gen.double(in: -0.2...1.2),
                               Gen.double(in: 0...1), Gen.int(in: 0...63))
        .map { kind, x, y, r, n in make(kind: kind, x: x, y: y, r: r, n: n) }

    private static func make(kind: Int, x: Double, y: Double, r: Double, n: Int) -> StormEvent {
        let signed = (r - 0.5) * 2
        switch kind {
        case ..<3: return .frame
        case ..<15: return .tick
        case ..<50: return .move(x, y, dt: Double(n % 17) / 1000)
        case ..<62: return .press(x, y, button: [1, 1, 1, 2, 3][n % 5])
        case ..<74: return .release(x, y, button: [1, 1, 1, 2, 3][n % 5])
        case ..<78: return .wheel(x, y, dx: n % 4 == 0 ? signed * 3 : 0, dy: signed * 6)
        case ..<82: return .scroll(x, y, dx: n % 4 == 0 ? signed * 200 : 0, dy: signed * 400)
        case ..<92: return .key(n % keys.count, shift: n >= 48)
        case ..<95: return .resize(width: logSize(x), height: logSize(y))
        case ..<97: return .present(n)
        default: return .wait(r < 0.5 ? r * 0.2 : pow2(r * 5))
        }
    }

    /// 1…16384, spread evenly over the orders of magnitude for fractions 0…1 (clamped).
    private static func logSize(_ f: Double) -> Double {
        (exp2(min(max(f, 0), 1) * 14)).rounded()
    }

    private static func pow2(_ e: Double) -> Double { exp2(e) - 1 }
}
