import Input

/// The keys a managed display takes wherever the keyboard is (passive grabs on `window`, the
/// root for the overlay): the bindings' keys that act everywhere (``KeyBindings/globalKeys``)
/// less those with Super, which the grab of every Super key takes; and the Super keys alone,
/// the keyboard then Flotilla's until Super is let go (a tap shows exposé).
public struct KeyGrabs: Hashable, Sendable {
    public var window: WindowID
    public var keys: [KeyPress]
    public var superAlone: Bool

    public init(window: WindowID, keys: [KeyPress], superAlone: Bool) {
        self.window = window
        self.keys = keys
        self.superAlone = superAlone
    }

    /// The grabs on `window` that `bindings` need, with the Super keys alone.
    public init(window: WindowID, bindings: KeyBindings) {
        self.init(window: window, keys: bindings.globalKeys.filter { !$0.modifiers.contains(.super) }, superAlone: true)
    }
}
