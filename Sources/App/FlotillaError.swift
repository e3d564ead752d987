/// A failure the user can act on, with its exit code (docs/usage.md: 1 bad input, 2 no X server, 3 internal).
public struct FlotillaError: Error, CustomStringConvertible, Equatable, Sendable {
    public enum Kind: Int32, Sendable {
        /// A scene, script or argument is wrong: exit 1.
        case badInput = 1
        /// The X server is unavailable or was lost: exit 2.
        case display = 2
        /// Something inside Flotilla went wrong: exit 3.
        case `internal` = 3
    }

    public var kind: Kind
    public var message: String

    public init(_ kind: Kind, _ message: String) {
        self.kind = kind
        self.message = message
    }

    public var exitCode: Int32 { kind.rawValue }
    public var description: String { message }
}

extension FlotillaError {
    /// A live session that was to listen found another Flotilla answering on its display's
    /// socket (it started at the same moment): the command hands its request over instead.
    public static let anotherFlotillaAnswers = FlotillaError(.internal, "another Flotilla answers on this display")
}
