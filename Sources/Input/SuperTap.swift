/// A tap of Super alone: the rule that turns the Super key into the "find any window" key (exposé).
///
/// As GNOME's overlay key (mutter's `overlay-key`) and KDE's modifier-only shortcuts do: a Super
/// key pressed and released with no other key and no pointer button pressed in between is a tap,
/// however long it was held (neither desktop has a time limit: a user who holds Super, thinks,
/// and lets go alone still asked for exposé). Super held with another key (Super+Left) or a
/// button is a chord, never a tap. A Super key's repeated press while it is held (autorepeat)
/// leaves the tap as it is; the other Super key pressed meanwhile spoils it.
public struct SuperTap: Equatable, Sendable {
    /// What the keyboard and pointer did, in the order the server reports it.
    public enum Input: Equatable, Sendable {
        /// A Super key (Super_L or Super_R, by its keycode) went down.
        case superPressed(keycode: Int)
        /// A Super key went up.
        case superReleased(keycode: Int)
        /// Any other key went down (modifiers included).
        case otherKeyPressed
        /// A pointer button went down.
        case buttonPressed
    }

    /// The Super keys held (by keycode).
    private var held: Set<Int> = []
    /// Whether something else was pressed since the first of them went down.
    private var spoiled = false

    public init() {}

    /// Takes `input`; returns true when it ends a tap (the release of a Super key held alone).
    public mutating func note(_ input: Input) -> Bool {
        switch input {
        case .superPressed(let keycode):
            // A first press starts afresh; its own autorepeat changes nothing; the other Super key is a chord.
            if held.isEmpty { spoiled = false } else if !held.contains(keycode) { spoiled = true }
            held.insert(keycode)
            return false
        case .superReleased(let keycode):
            guard held.remove(keycode) != nil else { return false }
            return held.isEmpty && !spoiled
        case .otherKeyPressed, .buttonPressed:
            spoiled = true
            return false
        }
    }
}
