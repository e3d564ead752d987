/// A program a scene runs in a panel of its own: `flotilla run` starts it, and its window becomes
/// the panel (see docs/scenes.md: a scene runs programs).
public struct AppSpec: Hashable, Sendable {
    /// The most words a command may have, and the longest word.
    public static let maximumWords = 256, maximumWordLength = 4096

    /// The panel's id (and the app's, in events and on its window).
    public var id: PanelID
    /// The program, then its arguments: run as they are, without a shell.
    public var command: [String]
    /// Where the panel floats (nil: centred, cascaded; the app's own size).
    public var frame: Rect?
    /// The side it is pinned to, if any.
    public var pinned: PanelPinSide?
    /// The panel's title until the window names itself (nil: the program's name).
    public var title: String?
    /// The icon file its title bar shows (a launched application's); nil: none.
    public var icon: String?

    public init(id: PanelID, command: [String], frame: Rect? = nil, pinned: PanelPinSide? = nil, title: String? = nil) {
        self.id = id
        self.command = command
        self.frame = frame
        self.pinned = pinned
        self.title = title
    }

    /// The program's name: the last part of the command's first word.
    public var name: String { command.first.map { String($0.split(separator: "/").last ?? Substring($0)) } ?? id.name }
}

extension AppSpec: Decodable {
    enum FieldKey: String, CodingKey, CaseIterable {
        case id, command, frame, pinned, title
    }

    /// `{"id", "command": ["word", …], "frame", "pinned", "title"}`: `id` (letters, digits, - or _)
    /// and `command` (at least the program) are required.
    public init(from decoder: any Decoder) throws {
        let f = try Fields(decoder, keys: FieldKey.self)
        let id: String = try f.required(.id)
        guard !id.isEmpty, id.count <= 64, id.allSatisfy(\.isNameCharacter) else {
            throw f.error(.id, "expected 1 to 64 letters, digits, - or _, got \"\(id.prefix(64))\"")
        }
        let command: [String] = try f.required(.command)
        guard let program = command.first, !program.isEmpty else { throw f.error(.command, "expected the program, then its arguments") }
        guard command.count <= Self.maximumWords else { throw f.error(.command, "at most \(Self.maximumWords) words, got \(command.count)") }
        if let long = command.firstIndex(where: { $0.utf8.count > Self.maximumWordLength }) {
            throw f.error(.command, "word \(long) is longer than \(Self.maximumWordLength) bytes")
        }
        self.init(id: PanelID(id), command: command, frame: try f.optional(.frame), pinned: try f.optional(.pinned), title: try f.optional(.title))
    }
}

extension Scene {
    /// The content size of an app's placeholder panel when the scene gives it no frame.
    public static let appPlaceholderContent = Size(width: 480, height: 300)

    /// The scene with each app drawn as a placeholder panel naming it (where no X server can host
    /// the program: `render` and `record`), placed and pinned as the scene says.
    public var withAppPlaceholders: Scene {
        var scene = self
        scene.floating.panels += apps.map { app in
            let content = app.frame.map { PanelContentSizes.contentSize(forFrame: $0.size) } ?? Self.appPlaceholderContent
            return ManagedPanelSpec(id: app.id, title: app.title ?? app.name, sizes: PanelContentSizes(preferred: content),
                                    presentation: app.pinned == nil ? .floating : .pinned, frame: app.frame, side: app.pinned,
                                    look: PanelLook(hosted: HostedContent(panel: app.id, name: app.name)))
        }
        scene.apps = []
        return scene
    }
}

extension Character {
    /// An ASCII letter or digit, `-` or `_`: what an app's id is made of.
    public var isNameCharacter: Bool { isASCII && (isLetter || isNumber || self == "-" || self == "_") }
}
