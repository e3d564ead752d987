import Compositor

/// Everything a session reports, as one schema: the window being ready, then the compositor's events.
public enum SessionEvent: Hashable, Sendable {
    /// The window was mapped and its first frame is on screen: its size in points and its scale
    /// (pixels per point; the window is width × scale by height × scale pixels).
    case ready(width: Double, height: Double, scale: Double, window: UInt32)
    case compositor(CompositorEvent)
}

extension SessionEvent: Codable {
    private enum Field: String, CodingKey { case event, width, height, scale, window }

    public func encode(to encoder: any Encoder) throws {
        switch self {
        case .ready(let width, let height, let scale, let window):
            var fields = encoder.container(keyedBy: Field.self)
            try fields.encode("ready", forKey: .event)
            try fields.encode(width, forKey: .width)
            try fields.encode(height, forKey: .height)
            try fields.encode(scale, forKey: .scale)
            try fields.encode(window, forKey: .window)
        case .compositor(let event):
            try event.encode(to: encoder)
        }
    }

    public init(from decoder: any Decoder) throws {
        let fields = try decoder.container(keyedBy: Field.self)
        guard try fields.decode(String.self, forKey: .event) == "ready" else {
            self = .compositor(try CompositorEvent(from: decoder))
            return
        }
        self = .ready(width: try fields.decode(Double.self, forKey: .width), height: try fields.decode(Double.self, forKey: .height),
                      scale: try fields.decode(Double.self, forKey: .scale), window: try fields.decode(UInt32.self, forKey: .window))
    }
}
