import Foundation

// Strict decoding of PanelKit-class panels (floating, pinned, attached) for scene files: the
// scene's `floating` field (`FloatingSetup`) holds them; the compositor installs them with
// `PanelManager.install(_:)`.

extension PanelPinSide: Decodable {
    public init(from decoder: any Decoder) throws {
        let text = try decoder.singleValueContainer().decode(String.self)
        guard let side = PanelPinSide(rawValue: text) else {
            throw FieldError(path: FieldError.path(decoder.codingPath),
                             message: "expected left, right, top or bottom, got \"\(text)\"")
        }
        self = side
    }
}

extension TileArrangement: Decodable {
    public init(from decoder: any Decoder) throws {
        let text = try decoder.singleValueContainer().decode(String.self)
        guard let tile = TileArrangement(rawValue: text) else {
            throw FieldError(path: FieldError.path(decoder.codingPath),
                             message: "expected one of \(TileArrangement.allCases.map(\.rawValue).joined(separator: ", ")), got \"\(text)\"")
        }
        self = tile
    }
}

extension PanelContentSizes: Decodable {
    enum FieldKey: String, CodingKey, CaseIterable {
        case preferred, minimum, maximum, pinnedWidth, pinnedHeight
    }

    /// `{"preferred": {…}, "minimum": {…}, "maximum": {…}, "pinnedWidth": 320, "pinnedHeight": 240}`;
    /// minimum and maximum default to preferred (a fixed size), `preferred` is required.
    public init(from decoder: any Decoder) throws {
        let f = try Fields(decoder, keys: FieldKey.self)
        let preferred: Size = try f.required(.preferred)
        let minimum: Size? = try f.optional(.minimum), maximum: Size? = try f.optional(.maximum)
        if let minimum, minimum.width > preferred.width || minimum.height > preferred.height {
            throw f.error(.minimum, "must not exceed preferred on either axis")
        }
        if let maximum, maximum.width < preferred.width || maximum.height < preferred.height {
            throw f.error(.maximum, "must not be below preferred on either axis")
        }
        self.init(preferred: preferred, minimum: minimum, maximum: maximum,
                  preferredPinnedWidth: try f.positive(.pinnedWidth, default: Self.defaultPinnedWidth, max: maximumLength),
                  preferredPinnedHeight: try f.positive(.pinnedHeight, default: Self.defaultPinnedHeight, max: maximumLength))
    }
}

extension PinningRules: Decodable {
    enum FieldKey: String, CodingKey, CaseIterable {
        case maximumPanels, triggerDistance, parkingDistance
        case minimumMainContentWidth, minimumMainContentHeight, enabled
    }

    /// `{"maximumPanels": {"right": 3, …}, "triggerDistance": 24, "parkingDistance": 44,
    /// "minimumMainContentWidth": 350, "minimumMainContentHeight": 200, "enabled": true}`; every
    /// field defaults as in `PinningRules()`. A side missing from `maximumPanels` keeps its default.
    public init(from decoder: any Decoder) throws {
        let f = try Fields(decoder, keys: FieldKey.self)
        let d = PinningRules()
        var maxima = d.maximumPanels
        let given: [String: Int] = try f.value(.maximumPanels, default: [:])
        for (name, count) in given.sorted(by: { $0.key < $1.key }) {
            guard let side = PanelPinSide(rawValue: name) else {
                throw f.error(.maximumPanels, "unknown side \"\(name)\" (expected left, right, top, bottom)")
            }
            guard (0...16).contains(count) else { throw f.error(.maximumPanels, "\(name) must be within 0…16, got \(count)") }
            maxima[side] = count
        }
        self.init(maximumPanels: maxima,
                  triggerDistance: try f.number(.triggerDistance, default: d.triggerDistance, in: 0...1000),
                  parkingDistance: try f.number(.parkingDistance, default: d.parkingDistance, in: 0...maximumLength),
                  minimumMainContentWidth: try f.number(.minimumMainContentWidth, default: d.minimumMainContentWidth,
                                                        in: 0...maximumLength),
                  minimumMainContentHeight: try f.number(.minimumMainContentHeight, default: d.minimumMainContentHeight,
                                                         in: 0...maximumLength),
                  isEnabled: try f.value(.enabled, default: d.isEnabled))
    }
}

/// A PanelKit-class panel as a scene declares it.
public struct ManagedPanelSpec: Hashable, Sendable, Decodable {
    /// How the scene shows the panel at start.
    public enum Presentation: String, Hashable, Sendable, Decodable {
        case floating, pinned, hidden
        /// Attached to its source (its presenter's button, or its popover style's source).
        case attached = "popover"
    }

    public var id: PanelID
    public var title: String
    public var sizes: PanelContentSizes
    public var presentation: Presentation
    /// Floating: where (default: centred, cascaded); attached: required unless a popover style places it.
    public var frame: Rect?
    /// Pinned only: the side.
    public var side: PanelPinSide?
    /// The panel that presents this one (declared earlier in the list).
    public var parent: PanelID?
    /// Floating only: a fling at time 0 (points per second).
    public var velocity: Vector
    /// How it looks: appearance, body text, tint, the panels its content presents.
    public var look: PanelLook

    public init(id: PanelID, title: String = "", sizes: PanelContentSizes, presentation: Presentation = .floating,
                frame: Rect? = nil, side: PanelPinSide? = nil, parent: PanelID? = nil, velocity: Vector = .zero,
                look: PanelLook = PanelLook()) {
        self.id = id
        self.title = title
        self.sizes = sizes
        self.presentation = presentation
        self.frame = frame
        self.side = side
        self.parent = parent
        self.velocity = velocity
        self.look = look
    }

    /// A scene's simple panel (`panels`) as a managed one: floating at its frame with a fixed size,
    /// its appearance, grabber and body kept.
    public init(_ panel: PanelSpec) {
        self.init(id: panel.id, title: panel.title,
                  sizes: PanelContentSizes(preferred: PanelContentSizes.contentSize(forFrame: panel.frame.size)),
                  frame: panel.frame, velocity: panel.velocity,
                  look: PanelLook(appearance: panel.appearance, grabber: panel.grabber, body: panel.body))
    }

    enum FieldKey: String, CodingKey, CaseIterable {
        case id, title, content, state, frame, side, parent, velocity
        case body, tint, appearance, presents, popover
    }

    /// `{"id", "title", "content", "state", "frame", "side", "parent", "velocity", "body", "tint",
    /// "appearance", "presents", "popover"}`: `id` and `content` are required; `state` defaults to floating.
    public init(from decoder: any Decoder) throws {
        let f = try Fields(decoder, keys: FieldKey.self)
        id = try f.required(.id)
        guard !id.name.isEmpty else { throw f.error(.id, "must not be empty") }
        title = try f.value(.title, default: "")
        sizes = try f.required(.content)
        let state: String = try f.value(.state, default: "floating")
        guard let p = Presentation(rawValue: state) else {
            throw f.error(.state, "expected floating, pinned, popover or hidden, got \"\(state)\"")
        }
        presentation = p
        frame = try f.optional(.frame)
        side = try f.optional(.side)
        parent = try f.optional(.parent)
        velocity = try f.value(.velocity, default: .zero)
        look = PanelLook(appearance: try f.value(.appearance, default: PanelLook.standardAppearance),
                         body: try f.optional(.body), tint: try f.color(.tint, default: PanelLook.defaultTint),
                         presents: try f.value(.presents, default: []), popover: try f.optional(.popover))
        if look.presents.contains(id) { throw f.error(.presents, "a panel cannot present itself") }
        if p == .pinned, side == nil { throw f.error(.side, "missing field (a pinned panel needs a side)") }
        if p != .pinned, side != nil { throw f.error(.side, "only a pinned panel has a side") }
        if p == .attached, frame == nil, look.popover == nil {
            throw f.error(.frame, "missing field (a popover needs a frame, or a \"popover\" field to place it)")
        }
        if p == .attached, let style = look.popover, style.source == nil, parent == nil {
            throw f.error(.popover, "a popover shown at start needs a source, or a parent whose content button presents it")
        }
        if p != .floating, velocity != .zero { throw f.error(.velocity, "only a floating panel can be thrown") }
        if parent == id { throw f.error(.parent, "a panel cannot present itself") }
        if p == .hidden, parent != nil { throw f.error(.parent, "a hidden panel has no presenter") }
    }
}
