/// What a window asked to change of itself by a ConfigureRequest: any of its place, size, border
/// and stacking, as X says them — which fields (the request's value mask) and their values in
/// that order — answered as asked for a window no one manages (``WindowCommand/configure(_:_:)``).
public struct WindowChanges: Hashable, Sendable {
    public let mask: UInt16
    public let values: [UInt32]

    public init(mask: UInt16, values: [UInt32]) {
        self.mask = mask
        self.values = values
    }
}
