/// Everything that can go wrong talking to the X server.
public enum X11Error: Error, CustomStringConvertible, Equatable {
    /// The display could not be opened (no server, no permission, bad name).
    case cannotConnect(display: String)
    /// The connection broke after it was opened (server gone, protocol error).
    case connectionLost
    /// A required X extension is not offered by the server.
    case missingExtension(String)
    /// A request returned an X error or no reply.
    case requestFailed(String)
    /// The server's visual or pixmap format is not the 24-bit TrueColor / 32-bpp LSB one we present in.
    case unsupportedVisual(String)

    public var description: String {
        switch self {
        case .cannotConnect(let display): return "cannot open X display \"\(display)\""
        case .connectionLost: return "the connection to the X server was lost"
        case .missingExtension(let name): return "the X server lacks the \(name) extension"
        case .requestFailed(let what): return "X request failed: \(what)"
        case .unsupportedVisual(let what): return "unsupported X visual: \(what)"
        }
    }
}
