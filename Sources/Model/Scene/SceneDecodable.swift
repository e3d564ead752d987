import Foundation

// Strict decoding of scene files: every field has a default except what truly has none, unknown
// fields are errors, and numbers are checked against sensible ranges.

extension Scene: Decodable {
    enum FieldKey: String, CodingKey, CaseIterable {
        case version, title, size, backdrop, panels, sheets, floating, windows, apps
    }

    public init(from decoder: any Decoder) throws {
        let f = try Fields(decoder, keys: FieldKey.self)
        let version: Int = try f.required(.version)
        guard version == Scene.formatVersion else {
            throw f.error(.version, "unsupported version \(version) (this build reads version \(Scene.formatVersion))")
        }
        let panels: [PanelSpec] = try f.value(.panels, default: [])
        let sheets: [SheetSpec] = try f.value(.sheets, default: [])
        let floating: FloatingSetup = try f.value(.floating, default: FloatingSetup())
        guard panels.count + floating.panels.count <= Limits.maximumPanels else {
            throw f.error(.panels, "at most \(Limits.maximumPanels) panels (panels and floating.panels together), got \(panels.count + floating.panels.count)")
        }
        guard sheets.count <= Limits.maximumSheets else {
            throw f.error(.sheets, "at most \(Limits.maximumSheets) sheets, got \(sheets.count)")
        }
        var seen = Set<String>()
        for (i, p) in panels.enumerated() where !seen.insert(p.id.name).inserted {
            throw f.error(at: [FieldKey.panels, AnyKey(intValue: i), PanelSpec.FieldKey.id],  "duplicate panel id \"\(p.id)\"")
        }
        for (i, p) in floating.panels.enumerated() where !seen.insert(p.id.name).inserted {
            throw f.error(at: [FieldKey.floating, FloatingSetup.FieldKey.panels, AnyKey(intValue: i), ManagedPanelSpec.FieldKey.id],
                           "duplicate panel id \"\(p.id)\"")
        }
        for (i, s) in sheets.enumerated() where !seen.insert(s.id.name).inserted {
            throw f.error(at: [FieldKey.sheets, AnyKey(intValue: i), SheetSpec.FieldKey.id],  "duplicate id \"\(s.id)\"")
        }
        let apps: [AppSpec] = try f.value(.apps, default: [])
        guard apps.count <= Limits.maximumApps else { throw f.error(.apps, "at most \(Limits.maximumApps) apps, got \(apps.count)") }
        for (i, a) in apps.enumerated() where !seen.insert(a.id.name).inserted {
            throw f.error(at: [FieldKey.apps, AnyKey(intValue: i), AppSpec.FieldKey.id], "duplicate id \"\(a.id)\"")
        }
        let panelIDs = Set(panels.map(\.id) + floating.panels.map(\.id)), sheetIDs = Set(sheets.map(\.id.name))
        for (i, p) in floating.panels.enumerated() {
            guard let (kind, owner) = p.look.popover?.source?.owner else { continue }
            if !(kind == .panel ? Set(panelIDs.map(\.name)) : sheetIDs).contains(owner) || owner == p.id.name {
                throw f.error(at: [FieldKey.floating, FloatingSetup.FieldKey.panels, AnyKey(intValue: i), ManagedPanelSpec.FieldKey.popover,
                                   PopoverStyle.FieldKey.source, kind],
                              owner == p.id.name ? "a popover cannot point at itself" : "unknown \(kind.stringValue) \"\(owner)\"")
            }
        }
        let windows: [String: WindowType] = try f.value(.windows, default: [:])
        guard windows.count <= Limits.maximumWindowTypes else {
            throw f.error(.windows, "at most \(Limits.maximumWindowTypes) window types, got \(windows.count)")
        }
        let size: Size = try f.value(.size, default: Size(width: 800, height: 600))
        if let problem = Limits.canvasProblem(width: size.width, height: size.height) { throw f.error(.size, problem) }
        for (name, kind) in windows.sorted(by: { $0.key < $1.key }) {
            guard !name.isEmpty, name.allSatisfy({ $0.isLetter || $0.isNumber || $0 == "-" || $0 == "_" }) else {
                throw f.error(.windows, "window type \"\(name)\": expected letters, digits, - or _")
            }
            guard !WindowRole.builtInNames.contains(name) else {
                throw f.error(at: [FieldKey.windows, AnyKey(stringValue: name)],
                              "a built-in window role's name (\(WindowRole.builtInNames.joined(separator: ", "))); choose another")
            }
            if let size = kind.size, let problem = Limits.canvasProblem(width: size.width, height: size.height) {
                throw f.error(at: [FieldKey.windows, AnyKey(stringValue: name), WindowType.FieldKey.size], problem)
            }
            if let missing = kind.panels.first(where: { !panelIDs.contains($0) }) {
                throw f.error(at: [FieldKey.windows, AnyKey(stringValue: name), WindowType.FieldKey.panels], "unknown panel \"\(missing)\"")
            }
        }
        self.init(title: try f.optional(.title),
                  size: size,
                  backdrop: try f.value(.backdrop, default: Backdrop()),
                  panels: panels, sheets: sheets, floating: floating, windowTypes: windows, apps: apps)
    }
}

extension EdgeInsets: Decodable {
    enum FieldKey: String, CodingKey, CaseIterable {
        case top, left, bottom, right
    }

    public init(from decoder: any Decoder) throws {
        let f = try Fields(decoder, keys: FieldKey.self)
        self.init(top: try f.number(.top, default: 0, in: 0...maximumLength), left: try f.number(.left, default: 0, in: 0...maximumLength),
                  bottom: try f.number(.bottom, default: 0, in: 0...maximumLength), right: try f.number(.right, default: 0, in: 0...maximumLength))
    }
}

extension Size: Decodable {
    enum FieldKey: String, CodingKey, CaseIterable {
        case width, height
    }

    public init(from decoder: any Decoder) throws {
        let f = try Fields(decoder, keys: FieldKey.self)
        self.init(width: try f.positive(.width, max: maximumLength),
                  height: try f.positive(.height, max: maximumLength))
    }
}

extension Vector: Decodable {
    enum FieldKey: String, CodingKey, CaseIterable {
        case dx, dy
    }

    public init(from decoder: any Decoder) throws {
        let f = try Fields(decoder, keys: FieldKey.self)
        let limit = 100_000.0
        self.init(dx: try f.number(.dx, default: 0, in: -limit...limit),
                  dy: try f.number(.dy, default: 0, in: -limit...limit))
    }
}

extension Rect: Decodable {
    enum FieldKey: String, CodingKey, CaseIterable {
        case x, y, width, height
    }

    public init(from decoder: any Decoder) throws {
        let f = try Fields(decoder, keys: FieldKey.self)
        let limit = 100_000.0
        self.init(x: try f.number(.x, in: -limit...limit), y: try f.number(.y, in: -limit...limit),
                  width: try f.positive(.width, max: maximumLength),
                  height: try f.positive(.height, max: maximumLength))
    }
}

extension Backdrop: Decodable {
    enum FieldKey: String, CodingKey, CaseIterable {
        case color, gradientTo, map
    }

    public init(from decoder: any Decoder) throws {
        let f = try Fields(decoder, keys: FieldKey.self)
        let d = Backdrop()
        self.init(color: try f.color(.color, default: d.color),
                  gradientTo: f.has(.gradientTo) ? try f.color(.gradientTo, default: d.color) : nil,
                  map: try f.value(.map, default: false))
    }
}

extension Shadow: Decodable {
    enum FieldKey: String, CodingKey, CaseIterable {
        case color, offset, radius, spread, opacity, hidden
    }

    public init(from decoder: any Decoder) throws {
        let f = try Fields(decoder, keys: FieldKey.self)
        let d = Shadow()
        self.init(color: try f.color(.color, default: d.color),
                  offset: try f.value(.offset, default: d.offset),
                  radius: try f.number(.radius, default: d.radius, in: 0...256),
                  spread: try f.number(.spread, default: d.spread, in: -256...256),
                  opacity: try f.number(.opacity, default: d.opacity, in: 0...1),
                  hidden: try f.value(.hidden, default: d.hidden))
    }
}

extension Border: Decodable {
    enum FieldKey: String, CodingKey, CaseIterable {
        case color, width
    }

    public init(from decoder: any Decoder) throws {
        let f = try Fields(decoder, keys: FieldKey.self)
        self.init(color: try f.color(.color, default: Color.Palette.hairline),
                  width: try f.positive(.width, default: 1, max: 64))
    }
}

extension SurfaceAppearance: Decodable {
    enum FieldKey: String, CodingKey, CaseIterable {
        case background, cornerRadius, shadows, border
    }

    public init(from decoder: any Decoder) throws {
        let f = try Fields(decoder, keys: FieldKey.self)
        let d = SurfaceAppearance()
        self.init(background: try f.color(.background, default: d.background),
                  cornerRadius: try f.number(.cornerRadius, default: d.cornerRadius, in: 0...maximumLength),
                  shadows: try f.value(.shadows, default: d.shadows),
                  border: try f.optional(.border))
    }
}

extension Grabber: Decodable {
    enum FieldKey: String, CodingKey, CaseIterable {
        case size, padding, color, hidden
    }

    public init(from decoder: any Decoder) throws {
        let f = try Fields(decoder, keys: FieldKey.self)
        let d = Grabber()
        self.init(size: try f.value(.size, default: d.size),
                  padding: try f.number(.padding, default: d.padding, in: 0...1000),
                  color: try f.color(.color, default: d.color),
                  hidden: try f.value(.hidden, default: d.hidden))
    }
}

extension PanelSpec: Decodable {
    enum FieldKey: String, CodingKey, CaseIterable {
        case id, title, body, frame, appearance, grabber, velocity
    }

    public init(from decoder: any Decoder) throws {
        let f = try Fields(decoder, keys: FieldKey.self)
        let id: PanelID = try f.required(.id)
        guard !id.name.isEmpty else { throw f.error(.id, "must not be empty") }
        self.init(id: id, title: try f.value(.title, default: ""), body: try f.optional(.body),
                  frame: try f.required(.frame),
                  appearance: try f.value(.appearance, default: SurfaceAppearance()),
                  grabber: try f.value(.grabber, default: Grabber()),
                  velocity: try f.value(.velocity, default: .zero))
    }
}

extension WindowType: Decodable {
    enum FieldKey: String, CodingKey, CaseIterable {
        case title, size, panels
    }

    /// `{"title": "…", "size": {width, height}, "panels": ["id", …]}`, each optional.
    public init(from decoder: any Decoder) throws {
        let f = try Fields(decoder, keys: FieldKey.self)
        self.init(title: try f.optional(.title), size: try f.optional(.size), panels: try f.value(.panels, default: []))
    }
}
