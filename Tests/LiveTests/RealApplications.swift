import Desktop
import Foundation
import Testing
@testable import X11

/// A real program's window under `flotilla manage`: its panel's name, its client window and its process.
struct ManagedWindow {
    let panel: String
    let client: WindowID
    let process: Process
    /// How many did-settle events its panel's name had before it opened.
    let settlesBefore: Int
    /// `0x…`, as wmctrl's `-i` takes it.
    var hex: String { "0x" + String(client, radix: 16) }
}

extension ManagedDisplay {
    /// Starts `/usr/bin/PROGRAM ARGUMENTS` with `extra` in its environment, its standard input fed
    /// `input` (then closed), its standard output kept in `output` when given.
    func startApp(_ program: String, _ arguments: [String], environment extra: [String: String] = [:],
                  input: String? = nil, output: Pipe? = nil) throws -> Process {
        let stdin = input.map { _ in Pipe() }
        let process = try startDesktopProgram("/usr/bin/\(program)", arguments: arguments, environment: environment.merging(extra) { _, new in new },
                                              input: stdin, output: output)
        if let input, let stdin {
            stdin.fileHandleForWriting.write(Data(input.utf8))
            try stdin.fileHandleForWriting.close()
        }
        own(process)
        return process
    }

    /// Starts `/usr/bin/PROGRAM ARGUMENTS` (as ``startApp``) and waits (up to `seconds`) until
    /// Flotilla adopts a new window as a panel whose name `matches` and lists it in
    /// `_NET_CLIENT_LIST`: that panel, and the listed client that was not there before.
    func open(_ program: String, _ arguments: [String], environment extra: [String: String] = [:], output: Pipe? = nil,
              by app: RunningFlotilla, within seconds: Double = 20, panel matches: @escaping (String) -> Bool) throws -> ManagedWindow {
        let before = Set(clientList())
        let isAdoption = { (event: [String: Any]) in event["event"] as? String == "did-adopt" && (event["panel"] as? String).map(matches) == true }
        let earlier = app.events.count(where: isAdoption)
        let process = try startApp(program, arguments, environment: extra, output: output)
        _ = try app.wait(for: "did-adopt", timeout: seconds) { _ in app.events.count(where: isAdoption) > earlier }
        // The events up to this adoption: its panel, and how often a window of that panel settled before.
        let events = app.events
        let adoption = try #require(events.indices.filter { isAdoption(events[$0]) }.dropFirst(earlier).first)
        let panel = try #require(events[adoption]["panel"] as? String)
        let settles = events[..<adoption].count { $0["event"] as? String == "did-settle" && $0["panel"] as? String == panel }
        var found: WindowID?
        #expect(eventually { found = clientList().last { !before.contains($0) }; return found != nil }, "\(panel) in _NET_CLIENT_LIST")
        return ManagedWindow(panel: panel, client: try #require(found), process: process, settlesBefore: settles)
    }

    func clientList() -> [WindowID] { (try? connection.property("_NET_CLIENT_LIST", of: connection.rootWindow))??.values32 ?? [] }

    /// The top of `window`'s `_NET_FRAME_EXTENTS` (44: Flotilla's title bar; 0: none), nil when unset.
    func frameTop(_ window: WindowID) -> Int? {
        ((try? connection.property("_NET_FRAME_EXTENTS", of: window))??.values32).flatMap { $0.count == 4 ? Int($0[2]) : nil }
    }

    /// `_NET_WM_NAME` of `window`.
    func title(_ window: WindowID) -> String? { (try? connection.property("_NET_WM_NAME", of: window))??.string }

    /// The share of `window`'s on-screen pixels that the screen (the root's image) shows as the
    /// window's own, and how many colours the window's own pixels have. A window that draws its
    /// own translucent shadow and rounded corners (`_GTK_FRAME_EXTENTS`) is read inside them: what
    /// shows through there is the backdrop, composited.
    func shown(_ window: WindowID) throws -> (share: Double, colours: Int) {
        let corner = 8
        let shadow = ((try? connection.property("_GTK_FRAME_EXTENTS", of: window))??.values32.map(Int.init)).flatMap { $0.count == 4 ? $0 : nil }
        let inset = shadow.map { [$0[0] + corner, $0[1] + corner, $0[2] + corner, $0[3] + corner] } ?? [0, 0, 0, 0]
        let whole = try connection.rootPosition(0, 0, in: window), wholeSize = try connection.size(of: window)
        let at = RootPoint(x: whole.x + inset[0], y: whole.y + inset[2])
        let size = (width: wholeSize.width - inset[0] - inset[1], height: wholeSize.height - inset[2] - inset[3])
        let x = max(at.x, 0), y = max(at.y, 0)
        let area = PixelRect(x: x, y: y, width: min(at.x + size.width, 1280) - x, height: min(at.y + size.height, 800) - y)
        let own = try connection.capture(window, area: PixelRect(x: x - whole.x, y: y - whole.y, width: area.width, height: area.height))
        let screen = try connection.capture(connection.rootWindow, area: area)
        let same = zip(own.pixels, screen.pixels).count { $0 == $1 }
        return (Double(same) / Double(max(own.pixels.count, 1)), Set(own.pixels).count)
    }

    /// Activates `window` (`wmctrl -a`), waits until it (or a window inside it) has the keyboard,
    /// and types `text` with xdotool, then `keys` (e.g. "Return").
    func type(_ text: String, into window: ManagedWindow, then keys: [String] = []) throws {
        _ = try output(of: "wmctrl", ["-i", "-a", window.hex])
        #expect(eventually(within: 10) { has(focus: window.client) }, "\(window.panel) has the keyboard")
        _ = try output(of: "xdotool", ["type", "--delay", "30", text])
        for key in keys { _ = try output(of: "xdotool", ["key", key]) }
    }

    /// Whether the focus is `window` or a window inside it.
    func has(focus window: WindowID) -> Bool {
        var focus = connection.inputFocus()
        while focus > 1 {
            if focus == window { return true }
            guard let parent = connection.parent(of: focus), parent != connection.rootWindow else { return false }
            focus = parent
        }
        return false
    }

    /// `wmctrl -e 1,X,Y,W,H` (north-west gravity: X, Y is the frame's top-left): the window's
    /// top-left ends at (X, Y + its title bar) and its size at W×H, or within one of the size
    /// increments it asks for (WM_NORMAL_HINTS) short of it.
    func expectResized(_ window: ManagedWindow, to frame: (x: Int, y: Int, width: Int, height: Int), top: Int) throws {
        _ = try output(of: "wmctrl", ["-i", "-r", window.hex, "-e", "1,\(frame.x),\(frame.y),\(frame.width),\(frame.height)"])
        let hints = (try? connection.property("WM_NORMAL_HINTS", of: window.client))??.values32 ?? []
        let steps = hints.count > 10 && hints[0] & 64 != 0 ? (Int(hints[9]), Int(hints[10])) : (1, 1)
        var got = (at: RootPoint(x: -1, y: -1), size: (width: 0, height: 0))
        #expect(eventually(within: 10) {
            got = ((try? connection.rootPosition(0, 0, in: window.client)) ?? got.at, (try? connection.size(of: window.client)) ?? got.size)
            return got.at == RootPoint(x: frame.x, y: frame.y + top)
                && (0..<steps.0).contains(frame.width - got.size.width) && (0..<steps.1).contains(frame.height - got.size.height)
        }, "\(window.panel) moved and resized to \(frame): at \(got.at), \(got.size)")
    }

    /// `wmctrl -c`: the program quits (its window asked to close), the window leaves
    /// `_NET_CLIENT_LIST`, and Flotilla lives on: it still takes in a new window.
    func expectClosed(_ window: ManagedWindow, by app: RunningFlotilla) throws {
        _ = try output(of: "wmctrl", ["-i", "-c", window.hex])
        #expect(eventually(within: 15) { !clientList().contains(window.client) }, "\(window.panel) no longer listed")
        #expect(eventually(within: 15) { !window.process.isRunning }, "\(window.panel) quit")
        #expect(app.process.isRunning, "Flotilla lives: \(app.standardError.suffix(500))")
        _ = try open("xlogo", ["-geometry", "240x150+900+500"], by: app) { $0.hasPrefix("xlogo") }
    }
}

/// A new empty folder of this test's own (removed by the caller).
func temporaryFolder() throws -> URL {
    let folder = FileManager.default.temporaryDirectory.appendingPathComponent("flotilla-apps-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    return folder
}
