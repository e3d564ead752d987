/// A space asked for by a key: the one before or after the space that shows, or one by number.
/// Carrying: the focused window goes along.
public struct SpaceAsk: Hashable, Sendable {
    public enum Which: Hashable, Sendable {
        case previous, next
        /// Space `n`, from 0.
        case number(Int)
    }

    public var which: Which
    /// Whether the focused window goes to that space too.
    public var carrying: Bool

    public init(_ which: Which, carrying: Bool = false) {
        self.which = which
        self.carrying = carrying
    }
}

extension Spaces {
    /// The space `ask` names, seen from the one that shows: the ends do not wrap (GNOME's, macOS's
    /// spaces), and a number past the last names nothing (nil).
    public func space(for ask: SpaceAsk) -> Int? {
        switch ask.which {
        case .previous: max(current - 1, 0)
        case .next: min(current + 1, count - 1)
        case .number(let n): n >= 0 && n < count ? n : nil
        }
    }
}
