import Foundation

/// A request to the running Flotilla, one JSON object a line in the event schema's form
/// (`"event"` names it): a window, `{"event": "open", "type": "detail", "params": {"place": "ferry"}}`,
/// or a program in a panel, `{"event": "open-app", "command": ["xterm", "-e", "top"],
/// "directory": "/home/sam", "environment": {"PATH": "/usr/bin", …}}` (the asker's folder and
/// environment, which the program gets), or an installed application launched as the desktop
/// launches it, `{"event": "launch", "name": "mousepad"}` (a desktop file id or a name).
public struct InstanceRequest: Equatable, Sendable {
    /// A program to run in a panel, as `flotilla open --app` asks for it.
    public struct AppLaunch: Codable, Equatable, Sendable {
        public var command: [String]
        public var directory: String
        public var environment: [String: String]

        public init(command: [String], directory: String, environment: [String: String]) {
            self.command = command
            self.directory = directory
            self.environment = environment
        }
    }

    /// The window type to open (`main`, or one the scene declares); empty for an app.
    public var type: String
    public var params: [String: String]
    /// The program to run instead of a window.
    public var app: AppLaunch?
    /// The installed application to launch instead (its desktop file id or name).
    public var launch: String?

    public init(open type: String, params: [String: String] = [:]) {
        self.type = type
        self.params = params
    }

    public init(openApp app: AppLaunch) {
        type = ""
        params = [:]
        self.app = app
    }

    public init(launch name: String) {
        type = ""
        params = [:]
        launch = name
    }

    /// The most bytes a request line may hold (an app's environment included).
    static let maximumLength = 128 * 1024

    /// The request of `line`, or the one-line reason it is refused.
    static func parse(_ line: Data) -> Result<InstanceRequest, InstanceReply> {
        guard line.count <= maximumLength else { return .failure(.error("request too long (at most \(maximumLength) bytes)")) }
        guard let object = try? JSONSerialization.jsonObject(with: line) as? [String: Any], let event = object["event"] as? String else {
            return .failure(.error("not a request: expected {\"event\": \"open\", \"type\": …, \"params\": {…}}"))
        }
        guard ["open", "open-app", "launch"].contains(event) else {
            return .failure(.error("unknown request \"\(event.prefix(64))\" (expected open, open-app or launch)"))
        }
        if event == "launch" {
            guard let name = object["name"] as? String, !name.isEmpty else { return .failure(.error("launch: expected {\"event\": \"launch\", \"name\": …}")) }
            return .success(InstanceRequest(launch: name))
        }
        guard let request = try? JSONDecoder().decode(InstanceRequest.self, from: line) else {
            return .failure(.error(event == "open" ? "not a request: expected {\"event\": \"open\", \"type\": …, \"params\": {…}}"
                                   : "not a request: expected {\"event\": \"open-app\", \"command\": [\"program\", …], \"directory\": …, \"environment\": {…}}"))
        }
        if let app = request.app, app.command.first?.isEmpty ?? true {
            return .failure(.error("open-app: expected the program, then its arguments"))
        }
        return .success(request)
    }
}

extension InstanceRequest: Codable {
    private enum CodingKeys: String, CodingKey { case event, type, params, command, directory, environment, name }

    public init(from decoder: any Decoder) throws {
        let c = try decoder.container(keyedBy: CodingKeys.self)
        let event = try c.decode(String.self, forKey: .event)
        if event == "launch" {
            self.init(launch: try c.decode(String.self, forKey: .name))
        } else if event == "open-app" {
            self.init(openApp: AppLaunch(command: try c.decode([String].self, forKey: .command),
                                         directory: try c.decode(String.self, forKey: .directory),
                                         environment: try c.decode([String: String].self, forKey: .environment)))
        } else {
            self.init(open: try c.decode(String.self, forKey: .type), params: try c.decodeIfPresent([String: String].self, forKey: .params) ?? [:])
        }
    }

    public func encode(to encoder: any Encoder) throws {
        var c = encoder.container(keyedBy: CodingKeys.self)
        if let launch {
            try c.encode("launch", forKey: .event)
            try c.encode(launch, forKey: .name)
        } else if let app {
            try c.encode("open-app", forKey: .event)
            try c.encode(app.command, forKey: .command)
            try c.encode(app.directory, forKey: .directory)
            try c.encode(app.environment, forKey: .environment)
        } else {
            try c.encode("open", forKey: .event)
            try c.encode(type, forKey: .type)
            try c.encode(params, forKey: .params)
        }
    }
}

/// The answer to a request, one JSON line: `{"event": "opened", "type": …}` or
/// `{"event": "error", "message": …}`.
public enum InstanceReply: Equatable, Sendable, Error {
    /// A window of the type was opened.
    case opened(String)
    /// The program of an `open-app` was started; its window will be panel `panel`.
    case started(panel: String, pid: Int32)
    /// The request was refused: why, in one line.
    case error(String)

    /// What a reply line's `"event"` says.
    public enum Event: String, Codable, Sendable { case opened, started, error }

    public var event: Event {
        switch self {
        case .opened: .opened
        case .started: .started
        case .error: .error
        }
    }

    /// Why the request was refused (nil when it was not).
    public var message: String? {
        if case .error(let message) = self { message } else { nil }
    }

    /// Throws the refusal as a bad-input error; returns when the window was opened.
    public func requireOpened() throws(FlotillaError) {
        if let message { throw FlotillaError(.badInput, message) }
    }

    var line: Data {
        let encoder = JSONEncoder()
        encoder.outputFormatting = .sortedKeys
        return ((try? encoder.encode(self)) ?? Data()) + Data("\n".utf8)
    }
}

extension InstanceReply: Codable {
    private enum CodingKeys: String, CodingKey { case event, type, message, panel, pid }

    public init(from decoder: any Decoder) throws {
        let c = try decoder.container(keyedBy: CodingKeys.self)
        switch try c.decode(Event.self, forKey: .event) {
        case .opened: self = .opened(try c.decodeIfPresent(String.self, forKey: .type) ?? "")
        case .started: self = .started(panel: try c.decodeIfPresent(String.self, forKey: .panel) ?? "", pid: try c.decodeIfPresent(Int32.self, forKey: .pid) ?? 0)
        case .error: self = .error(try c.decodeIfPresent(String.self, forKey: .message) ?? "the running Flotilla refused")
        }
    }

    public func encode(to encoder: any Encoder) throws {
        var c = encoder.container(keyedBy: CodingKeys.self)
        try c.encode(event, forKey: .event)
        switch self {
        case .opened(let type): try c.encode(type, forKey: .type)
        case .started(let panel, let pid):
            try c.encode(panel, forKey: .panel)
            try c.encode(pid, forKey: .pid)
        case .error(let message): try c.encode(message, forKey: .message)
        }
    }
}

extension InstanceRequest {
    /// Hands this request to the Flotilla already running on `$DISPLAY` (`toManager`: the one
    /// managing it), if one listens there: its reply, or nil when none runs (the caller then starts one).
    public func handOver(toManager: Bool = false) throws(FlotillaError) -> InstanceReply? {
        let environment = ProcessInfo.processInfo.environment
        guard let display = environment["DISPLAY"], !display.isEmpty else { return nil }
        return try InstanceSocket.send(self, to: InstancePath.socket(display: display, environment: environment, manager: toManager))
    }

    /// The session `start` makes; nil when another Flotilla claimed the display at the same
    /// moment (``FlotillaError/anotherFlotillaAnswers``) and this request was handed to it.
    public func handingOverIfTaken(_ start: () throws(FlotillaError) -> LiveSession) throws(FlotillaError) -> LiveSession? {
        do {
            return try start()
        } catch where error == .anotherFlotillaAnswers {
            guard try handedOver() else { throw error }
            return nil
        }
    }

    /// Hands this request over (``handOver()``): false when no Flotilla runs; true when one
    /// answered it; its refusal as a one-line error (exit 1).
    public func handedOver(toManager: Bool = false) throws(FlotillaError) -> Bool {
        guard let reply = try handOver(toManager: toManager) else { return false }
        try reply.requireOpened()
        return true
    }
}
