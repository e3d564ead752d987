/// What a top-level window shows: the scene's main window, one panel torn off into a window of
/// its own, or a window of a type opened on request (one the scene declares, or `main` again).
/// A session file's window holds it as a `"role"` field (its names spelled in Spellings.swift),
/// with `"panel"` for a torn-off window and `"params"` for an opened one.
public enum WindowRole: Hashable, Sendable {
    case main
    case tornOff(panel: PanelID)
    case opened(type: String, parameters: [String: String])

    /// The names a scene's window type may not take: they name built-in roles.
    public static let builtInNames = [mainType, tornOffName]
}

/// Coded as the fields `role`, `panel` and `params` of the object that holds it (a session
/// file's window): `main` alone is the main window; `main` with `params` (even empty) is another
/// main window opened on request, as version 1 of the session file already wrote it.
extension WindowRole: Codable {
    private enum CodingKeys: String, CodingKey { case role, panel, params }

    public init(from decoder: any Decoder) throws {
        let c = try decoder.container(keyedBy: CodingKeys.self)
        let name = try c.decode(String.self, forKey: .role)
        let parameters = try c.decodeIfPresent([String: String].self, forKey: .params)
        switch (name, parameters) {
        case (Self.tornOffName, _): self = .tornOff(panel: try c.decode(PanelID.self, forKey: .panel))
        case (Self.mainType, nil): self = .main
        default: self = .opened(type: name, parameters: parameters ?? [:])
        }
    }

    public func encode(to encoder: any Encoder) throws {
        var c = encoder.container(keyedBy: CodingKeys.self)
        switch self {
        case .main:
            try c.encode(Self.mainType, forKey: .role)
        case .tornOff(let panel):
            try c.encode(Self.tornOffName, forKey: .role)
            try c.encode(panel, forKey: .panel)
        case .opened(let type, let parameters):
            try c.encode(type, forKey: .role)
            try c.encode(parameters, forKey: .params)
        }
    }
}
