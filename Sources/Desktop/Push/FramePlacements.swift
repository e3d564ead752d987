/// Where the windows held in panels are put on X, as the panels show them after a frame: each
/// frame's place (in its parent's pixels) and the input region it takes the pointer in, and the
/// frames' stacking, bottom to top. Like ``WantedXState`` it is compared with what was last pushed
/// and only the difference is written (``changes(since:)``): a window is moved only when its place
/// changed, its input region set only when that did.
public struct FramePlacements: Equatable, Sendable {
    /// One client's frame.
    public struct Frame: Equatable, Sendable {
        /// Where the frame is put, in its parent's pixels; nil until its panel first rests.
        public var place: PixelRect?
        /// Where it takes the pointer, in the frame's pixels (empty: nowhere); nil where Flotilla
        /// does not shape it (a window the server shows directly, full screen).
        public var inputRegion: [PixelRect]?

        public init(place: PixelRect? = nil, inputRegion: [PixelRect]? = []) {
            self.place = place
            self.inputRegion = inputRegion
        }
    }

    /// Each held client's frame, by client.
    public var frames: [WindowID: Frame]
    /// The clients whose frames are stacked, bottom to top (their panels' order).
    public var stacking: [WindowID]
    /// The clients the server shows itself, full screen: unredirected once put over their
    /// monitor, redirected again before they are put back, and restacked as they go in or out.
    public var shownDirectly: Set<WindowID> = []

    public init(frames: [WindowID: Frame] = [:], stacking: [WindowID] = []) {
        self.frames = frames
        self.stacking = stacking
    }

    /// What must be written for X to show these placements where it showed `pushed`: each
    /// frame's new place and input region, bottom to top (then any frame not stacked, by id) —
    /// a frame the server showed itself redirected again first, one it shows now unredirected
    /// after it is put over its monitor, so none is ever shown by the server at the wrong size —
    /// then the stacking when it (or which clients the server shows itself) changed. A place or
    /// region nil here is left as it is.
    public func changes(since pushed: FramePlacements) -> [XChange] {
        var changes: [XChange] = []
        let unstacked = Set(frames.keys).subtracting(stacking).sorted()
        for client in stacking + unstacked {
            guard let frame = frames[client] else { continue }
            let before = pushed.frames[client]
            let (shown, shownBefore) = (shownDirectly.contains(client), pushed.shownDirectly.contains(client))
            if shownBefore, !shown { changes.append(.redirectAgain(client)) }
            if let place = frame.place, place != before?.place { changes.append(.place(client, place)) }
            if let region = frame.inputRegion, region != before?.inputRegion { changes.append(.inputRegion(client, region)) }
            if shown, !shownBefore { changes.append(.showDirectly(client)) }
        }
        if stacking != pushed.stacking || shownDirectly != pushed.shownDirectly { changes.append(.restack(stacking)) }
        return changes
    }
}
