/// A client's own icon, as `_NET_WM_ICON` gives it: one of the sizes it lists, straight-alpha
/// ARGB pixels row by row (EWMH).
public struct ClientIcon: Hashable, Sendable {
    /// The largest side read: a larger image in the list is passed over.
    public static let maximumSide = 512

    public let width: Int
    public let height: Int
    public let pixels: [UInt32]

    /// Of the images `cardinals` lists (each its width, its height, then its pixels), the one
    /// nearest `side` pixels drawn: the smallest at least that large, else the largest. Images
    /// wider or taller than ``maximumSide``, empty or cut short are passed over; nil when none is left.
    public init?(choosingFrom cardinals: [UInt32], side: Int) {
        var best: (width: Int, height: Int, start: Int)?
        var i = 0
        while i + 2 <= cardinals.count {
            let w = Int(cardinals[i]), h = Int(cardinals[i + 1])
            let start = i + 2
            guard w > 0, h > 0, w <= 1 << 16, h <= 1 << 16, cardinals.count - start >= w * h else { break }
            i = start + w * h
            guard w <= Self.maximumSide, h <= Self.maximumSide else { continue }
            let size = max(w, h)
            if let known = best {
                let knownSize = max(known.width, known.height)
                let better = knownSize < side ? size > knownSize : size >= side && size < knownSize
                if !better { continue }
            }
            best = (w, h, start)
        }
        guard let best else { return nil }
        width = best.width
        height = best.height
        pixels = Array(cardinals[best.start..<best.start + best.width * best.height])
    }
}
