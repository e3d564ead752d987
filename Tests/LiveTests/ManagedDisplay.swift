@testable import App
@testable import Bench
import Assets
import CXCB
import Desktop
import Foundation
import Glibc
import Input
import TestSupport
import Testing
@testable import X11

/// A private Xvfb for one `flotilla manage` test: its connection, XTEST input, private user
/// folders, and the clients started on it (ended with it).
final class ManagedDisplay {
    let xvfb: PrivateXvfb
    let folders: PrivateUserFolders
    let environment: [String: String]
    let connection: X11Connection
    let input: SyntheticInput
    /// Where Xvfb keeps its screen as a file (`-fbdir`), when asked for.
    let framebufferFolder: URL?
    private var clients: [Process] = []

    /// `framebuffer`: Xvfb keeps its screen in a file (``framebuffer()``). `resizable`: the
    /// display is an Xephyr (shown in an Xvfb of its own), whose screen changes size with
    /// `xrandr -s` (Xvfb's cannot); no framebuffer then. An Xvfb's screen is `width` × `height`.
    init(framebuffer: Bool = false, resizable: Bool = false, width: Int = 1280, height: Int = 800) throws {
        framebufferFolder = framebuffer ? FileManager.default.temporaryDirectory.appendingPathComponent("flotilla-fb-\(UUID().uuidString)") : nil
        if let framebufferFolder { try FileManager.default.createDirectory(at: framebufferFolder, withIntermediateDirectories: true) }
        xvfb = resizable
            ? try PrivateXvfb(server: "Xephyr", package: "xserver-xephyr", arguments: ["-screen", "1280x800", "-resizeable"],
                              in: PrivateXvfb(width: 1600, height: 1200))
            : try PrivateXvfb(width: width, height: height, arguments: framebufferFolder.map { ["-fbdir", $0.path] } ?? [])
        folders = try PrivateUserFolders()
        environment = folders.environment(["DISPLAY": xvfb.display])
        connection = try X11Connection(display: xvfb.display)
        input = try SyntheticInput(connection: connection)
    }

    deinit {
        for client in clients { ProcessStats.stop(client) }
        if let framebufferFolder { try? FileManager.default.removeItem(at: framebufferFolder) }
    }

    /// The screen as Xvfb holds it now (made with `framebuffer`).
    func framebuffer() throws -> Framebuffer {
        try Framebuffer(contentsOf: try #require(framebufferFolder).appendingPathComponent("Xvfb_screen0").path)
    }

    /// Writes the settings file (`$XDG_CONFIG_HOME/flotilla/settings.yaml`) with `text`.
    func writeSettings(_ text: String) throws {
        let file = folders.config.appendingPathComponent("flotilla/settings.yaml")
        try FileManager.default.createDirectory(at: file.deletingLastPathComponent(), withIntermediateDirectories: true)
        try text.write(to: file, atomically: true, encoding: .utf8)
    }

    /// `flotilla manage ARGUMENTS --events` on this display.
    func manage(_ arguments: [String] = []) throws -> RunningFlotilla {
        try RunningFlotilla(arguments, command: "manage", environment: environment)
    }

    /// Starts `/usr/bin/PROGRAM ARGUMENTS` on this display, with `added` to its environment.
    @discardableResult
    func start(_ program: String, _ arguments: [String] = [], adding added: [String: String] = [:]) throws -> Process {
        let process = try startDesktopProgram("/usr/bin/\(program)", arguments: arguments, environment: environment.merging(added) { $1 })
        own(process)
        return process
    }

    /// A private applications folder (`XDG_DATA_HOME/applications`, no system ones), made: the
    /// folder, and this display's environment pointing at it.
    func privateApplications() throws -> (folder: URL, environment: [String: String]) {
        let data = folders.state.appendingPathComponent("data"), empty = folders.state.appendingPathComponent("system")
        let applications = data.appendingPathComponent("applications")
        try FileManager.default.createDirectory(at: applications, withIntermediateDirectories: true)
        return (applications, environment.merging(["XDG_DATA_HOME": data.path, "XDG_DATA_DIRS": empty.path]) { $1 })
    }

    /// Ends `process` with this display.
    func own(_ process: Process) { clients.append(process) }

    /// Runs `/usr/bin/PROGRAM ARGUMENTS` on this display to its end: its standard output and exit status.
    func output(of program: String, _ arguments: [String]) throws -> (text: String, status: Int32) {
        try runToEnd(program, arguments, environment: environment)
    }

    /// The client window `app` adopted for `panel` (its frame's child), once adopted and listed in
    /// `_NET_CLIENT_LIST` (written after the event is told), waiting `seconds` for the adoption.
    func client(of app: RunningFlotilla, panel: String, within seconds: Double = 10) throws -> WindowID {
        _ = try app.wait(for: "did-adopt", timeout: seconds) { $0["panel"] as? String == panel }
        var found: WindowID?
        #expect(eventually {
            found = (try? connection.property("_NET_CLIENT_LIST", of: connection.rootWindow))??.values32.first { connection.windowClass(of: $0)?.instance == panel }
            return found != nil
        }, "\(panel) in _NET_CLIENT_LIST")
        return try #require(found)
    }

    /// Starts xlogo (240×150 at (200, 200)) under `app` and waits until its panel shows its
    /// pixels: its client window and its panel's frame.
    func startXlogo(under app: RunningFlotilla) throws -> (client: WindowID, frame: (x: Int, y: Int, width: Int, height: Int)) {
        try start("xlogo", ["-geometry", "240x150+200+200"])
        let xlogo = try client(of: app, panel: "xlogo")
        let frame = try settled(app, "xlogo")
        #expect(try eventually {
            try connection.capture(connection.rootWindow, area: PixelRect(x: 200, y: 244, width: 240, height: 100)).pixels
                == connection.capture(xlogo, area: PixelRect(x: 0, y: 0, width: 240, height: 100)).pixels
        }, "xlogo's panel shows its pixels")
        return (xlogo, frame)
    }

    /// Starts xlogo with `arguments` under `app`, drags its panel 100 pixels right and 60 down by
    /// its title bar in `overlay`, then ends it (its panel closes, kept): where it was dragged to.
    func xlogoMovedAndClosed(_ arguments: [String], panel: String, under app: RunningFlotilla,
                             in overlay: WindowID) throws -> (x: Int, y: Int, width: Int, height: Int) {
        let xlogo = try start("xlogo", arguments)
        _ = try client(of: app, panel: panel)
        let placed = try settled(app, panel)
        try input.gesture(in: overlay, from: (placed.x + 150, placed.y + 20), step: (10, 6), count: 10, interval: 0.02, rest: 0.15)
        let moved = try settled(app, panel, after: 1)
        #expect((moved.x, moved.y) == (placed.x + 100, placed.y + 60))
        ProcessStats.stop(xlogo)
        _ = try app.wait(for: "did-close") { $0["panel"] as? String == panel }
        return moved
    }

    /// The last did-settle frame of `panel`, waiting until there are more than `count`.
    func settled(_ app: RunningFlotilla, _ panel: String, after count: Int = 0) throws -> (x: Int, y: Int, width: Int, height: Int) {
        let matching = { app.events.filter { $0["event"] as? String == "did-settle" && $0["panel"] as? String == panel } }
        _ = try app.wait(for: "did-settle") { _ in matching().count > count }
        let frame = try #require(matching().last?["frame"] as? [String: Double])
        return (Int(frame["x"]!), Int(frame["y"]!), Int(frame["width"]!), Int(frame["height"]!))
    }

    /// The first did-settle frame of `panel` after the `count`th that differs from `old`: a settle
    /// of the same frame again (a motion that ended late, under load) is passed over.
    func settled(_ app: RunningFlotilla, _ panel: String, after count: Int,
                 differingFrom old: (x: Int, y: Int, width: Int, height: Int)) throws -> (x: Int, y: Int, width: Int, height: Int) {
        func frames() -> [(x: Int, y: Int, width: Int, height: Int)] {
            app.events.filter { $0["event"] as? String == "did-settle" && $0["panel"] as? String == panel }.dropFirst(count).compactMap { event in
                (event["frame"] as? [String: Double]).map { (Int($0["x"]!), Int($0["y"]!), Int($0["width"]!), Int($0["height"]!)) }
            }
        }
        _ = try app.wait(for: "did-settle") { _ in frames().contains { $0 != old } }
        return try #require(frames().first { $0 != old })
    }

    /// Whether `window` is mapped and viewable (one round trip).
    func isViewable(_ window: WindowID) -> Bool {
        guard let reply = xcb_get_window_attributes_reply(connection.raw, xcb_get_window_attributes(connection.raw, window), nil) else { return false }
        defer { free(reply) }
        return reply.pointee.map_state == UInt8(XCB_MAP_STATE_VIEWABLE.rawValue)
    }
}

extension Openbox {
    /// Runs `/usr/bin/PROGRAM ARGUMENTS` on openbox's display to its end: its standard output.
    func output(of program: String, _ arguments: [String]) throws -> String { try runToEnd(program, arguments, environment: environment).text }
}

/// Runs `/usr/bin/PROGRAM ARGUMENTS` in `environment` to its end: its standard output and exit status.
func runToEnd(_ program: String, _ arguments: [String], environment: [String: String]) throws -> (text: String, status: Int32) {
    let process = Process()
    process.executableURL = URL(fileURLWithPath: "/usr/bin/\(program)")
    process.arguments = arguments
    process.environment = environment
    let out = Pipe()
    process.standardOutput = out
    process.standardError = FileHandle.nullDevice
    try process.run()
    let data = out.fileHandleForReading.readDataToEndOfFile()
    process.waitUntilExit()
    return (String(decoding: data, as: UTF8.self), process.terminationStatus)
}
