import Foundation

/// A request to the running Flotilla, one JSON object a line in the event schema's form
/// (`"event"` names it): `{"event": "open", "type": "detail", "params": {"place": "ferry"}}`.
public struct InstanceRequest: Codable, Equatable, Sendable {
    public var event: String
    /// The window type to open (`main`, or one the scene declares).
    public var type: String
    public var params: [String: String]

    public init(open type: String, params: [String: String] = [:]) {
        event = "open"
        self.type = type
        self.params = params
    }

    /// The most bytes a request line may hold.
    static let maximumLength = 16 * 1024

    /// The request of `line`, or the one-line reason it is refused.
    static func parse(_ line: Data) -> Result<InstanceRequest, InstanceReply> {
        guard line.count <= maximumLength else { return .failure(.error("request too long (at most \(maximumLength) bytes)")) }
        guard let request = try? JSONDecoder().decode(InstanceRequest.self, from: line) else {
            return .failure(.error("not a request: expected {\"event\": \"open\", \"type\": …, \"params\": {…}}"))
        }
        guard request.event == "open" else { return .failure(.error("unknown request \"\(request.event)\" (expected open)")) }
        return .success(request)
    }
}

/// The answer to a request, one JSON line: `{"event": "opened", "type": …}` or
/// `{"event": "error", "message": …}`.
public enum InstanceReply: Equatable, Sendable, Error {
    /// A window of the type was opened.
    case opened(String)
    /// The request was refused: why, in one line.
    case error(String)

    /// What a reply line's `"event"` says.
    public enum Event: String, Codable, Sendable { case opened, error }

    public var event: Event {
        switch self {
        case .opened: .opened
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
    private enum CodingKeys: String, CodingKey { case event, type, message }

    public init(from decoder: any Decoder) throws {
        let c = try decoder.container(keyedBy: CodingKeys.self)
        switch try c.decode(Event.self, forKey: .event) {
        case .opened: self = .opened(try c.decodeIfPresent(String.self, forKey: .type) ?? "")
        case .error: self = .error(try c.decodeIfPresent(String.self, forKey: .message) ?? "the running Flotilla refused")
        }
    }

    public func encode(to encoder: any Encoder) throws {
        var c = encoder.container(keyedBy: CodingKeys.self)
        try c.encode(event, forKey: .event)
        switch self {
        case .opened(let type): try c.encode(type, forKey: .type)
        case .error(let message): try c.encode(message, forKey: .message)
        }
    }
}

extension InstanceRequest {
    /// Hands this request to the Flotilla already running on `$DISPLAY`, if one listens there: its
    /// reply, or nil when none runs (the caller then starts one).
    public func handOver() throws(FlotillaError) -> InstanceReply? {
        let environment = ProcessInfo.processInfo.environment
        guard let display = environment["DISPLAY"], !display.isEmpty else { return nil }
        return try InstanceSocket.send(self, to: InstancePath.socket(display: display, environment: environment))
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
    public func handedOver() throws(FlotillaError) -> Bool {
        guard let reply = try handOver() else { return false }
        try reply.requireOpened()
        return true
    }
}
