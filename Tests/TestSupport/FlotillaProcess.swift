import Foundation

/// The `flotilla` executable built beside the tests (scripts/test builds it first).
public enum FlotillaBinary {
    public static var url: URL {
        var dir = URL(fileURLWithPath: CommandLine.arguments[0]).resolvingSymlinksInPath().deletingLastPathComponent()
        // swift-testing on Linux may run from inside the .xctest bundle.
        if dir.pathExtension == "xctest" { dir.deleteLastPathComponent() }
        return dir.appendingPathComponent("flotilla")
    }

    public static var exists: Bool { FileManager.default.isExecutableFile(atPath: url.path) }
}

/// The outcome of running the flotilla command to its end.
public struct CommandResult: Sendable {
    public var status: Int32
    public var stdout: String
    public var stderr: String
}

/// Runs `flotilla` with `arguments` to its end.
public func runFlotilla(_ arguments: [String], environment: [String: String]? = nil) throws -> CommandResult {
    try runProcess(FlotillaBinary.url.path, arguments, environment: environment)
}

/// Runs the program at `path` with `arguments` to its end.
public func runProcess(_ path: String, _ arguments: [String], environment: [String: String]? = nil) throws -> CommandResult {
    let p = Process()
    p.executableURL = URL(fileURLWithPath: path)
    p.arguments = arguments
    if let environment { p.environment = environment }
    let out = Pipe(), err = Pipe()
    p.standardOutput = out
    p.standardError = err
    try p.run()
    let o = out.fileHandleForReading.readDataToEndOfFile()
    let e = err.fileHandleForReading.readDataToEndOfFile()
    p.waitUntilExit()
    return CommandResult(status: p.terminationStatus, stdout: String(decoding: o, as: UTF8.self),
                         stderr: String(decoding: e, as: UTF8.self))
}
