/// Where some windows of other clients' lie, as X said (``PlaceChange``): each from when it is
/// placed until it goes, followed as it moves.
public struct WindowPlaces: Equatable, Sendable {
    /// Where each window lies, border included.
    public private(set) var byWindow: [WindowID: PixelRect] = [:]

    public init() {}

    /// Takes in what X said of `window`: a move of a window not placed is not followed.
    public mutating func apply(_ change: PlaceChange, of window: WindowID) {
        switch change {
        case .placed(let place): byWindow[window] = place
        case .moved(let place) where byWindow[window] != nil: byWindow[window] = place
        case .moved: break
        case .went: byWindow[window] = nil
        }
    }

    /// The places, in the order of their windows.
    public var inOrder: [PixelRect] { byWindow.sorted { $0.key < $1.key }.map(\.value) }
}

/// What X said of where a window lies (``WindowPlaces/apply(_:of:)``).
public enum PlaceChange: Equatable, Sendable {
    /// It is mapped there (border included).
    case placed(PixelRect)
    /// It was moved or resized there.
    case moved(PixelRect)
    /// It was unmapped or destroyed.
    case went
}
