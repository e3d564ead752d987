import CXCB
import Desktop
import Foundation
import Testing
@testable import X11

/// Helpers for the live X11 host tests: waiting for events with a deadline, pixel buffers, comparison.
enum X11TestSupport {
    /// The error code a second connection (to `display`, nil: `$DISPLAY`) gets for
    /// RedirectWindow(Manual) on `window` (10, BadAccess, when another client redirected it
    /// already); nil when it succeeds.
    static func redirectError(of window: WindowID, display: String? = nil) -> UInt8? {
        guard let c = xcb_connect(display, nil) else { return nil }
        defer { xcb_disconnect(c) }
        free(xcb_composite_query_version_reply(c, xcb_composite_query_version(c, 0, 4), nil))
        guard let error = xcb_request_check(c, xcb_composite_redirect_window_checked(c, window, UInt8(XCB_COMPOSITE_REDIRECT_MANUAL.rawValue))) else {
            return nil
        }
        defer { free(error) }
        return error.pointee.error_code
    }

    /// Connects to $DISPLAY, retrying for up to 3 s: an Xvfb started without `-noreset` resets when
    /// its last client (the previous test) disconnects, and refuses connections while it does.
    static func connect() throws -> X11Connection {
        let deadline = ContinuousClock.now + .seconds(3)
        while true {
            do {
                return try X11Connection()
            } catch {
                guard case .cannotConnect = error, ContinuousClock.now < deadline else { throw error }
                Thread.sleep(forTimeInterval: 0.05)
            }
        }
    }

    /// Polls `connection` for events of `window` until `done` holds for what arrived, or `timeout` passes.
    /// Returns every event of that window seen (the caller asserts on them).
    static func events(
        on connection: X11Connection, for window: WindowID, timeout: Double = 5,
        until done: ([HostEvent]) -> Bool
    ) throws -> [HostEvent] {
        let deadline = ContinuousClock.now + .milliseconds(Int(timeout * 1000))
        var seen: [HostEvent] = []
        while true {
            while let next = try connection.nextEvent() {
                if next.window == window { seen.append(next.event) }
            }
            if done(seen) { return seen }
            let left = deadline - ContinuousClock.now
            if left <= .zero { return seen }
            let seconds = Double(left.components.seconds) + Double(left.components.attoseconds) * 1e-18
            try connection.waitForEvents(timeout: min(seconds, 0.1))
        }
    }

    /// Creates and maps a window, then waits until it is mapped and exposed.
    static func openWindow(
        _ connection: X11Connection, title: String = "Flotilla test",
        x: Int = 0, y: Int = 0, width: Int, height: Int
    ) throws -> X11Window {
        let window = try connection.createWindow(title: title, x: x, y: y, width: width, height: height)
        window.map()
        let seen = try events(on: connection, for: window.id) { seen in
            seen.contains(.mapped) && seen.contains { if case .exposed = $0 { true } else { false } }
        }
        #expect(seen.contains(.mapped), "window never reported .mapped")
        return window
    }

    /// A `width`×`height` buffer of 0xAARRGGBB words with `padding` extra words per row.
    struct Pixels {
        var width: Int
        var height: Int
        var padding: Int = 0
        var words: [UInt32]

        init(width: Int, height: Int, padding: Int = 0, color: (Int, Int) -> UInt32) {
            self.width = width
            self.height = height
            self.padding = padding
            words = [UInt32](repeating: 0xDEAD_BEEF, count: (width + padding) * height)
            for y in 0..<height {
                for x in 0..<width { words[y * (width + padding) + x] = color(x, y) }
            }
        }

        func present(in window: X11Window, rects: [PixelRect]) {
            words.withUnsafeBytes { bytes in
                window.present(
                    pixels: bytes.baseAddress!, stride: (width + padding) * 4, width: width, height: height, rects: rects)
            }
        }

        /// The pixel as a capture reports it (opaque).
        subscript(x: Int, y: Int) -> UInt32 { words[y * (width + padding) + x] | 0xFF00_0000 }
    }

    /// Counts pixels of `shot` that differ from `expected(x, y)` and describes the first one.
    static func mismatches(_ shot: Screenshot, _ expected: (Int, Int) -> UInt32) -> (count: Int, first: String) {
        var count = 0
        var first = "none"
        for y in 0..<shot.height {
            for x in 0..<shot.width where shot[x, y] != expected(x, y) {
                if count == 0 {
                    first = "(\(x), \(y)): got \(hex(shot[x, y])), expected \(hex(expected(x, y)))"
                }
                count += 1
            }
        }
        return (count, first)
    }

    static func hex(_ value: UInt32) -> String { "0x" + String(value, radix: 16, uppercase: true) }

    /// A pattern that differs at every pixel of a frame: position bits spread over the three channels.
    static func noise(seed: UInt32) -> (Int, Int) -> UInt32 {
        { x, y in
            var v = UInt32(truncatingIfNeeded: x &* 73_856_093 ^ y &* 19_349_663) &+ seed
            v ^= v >> 13
            v = v &* 0x5bd1_e995
            return 0xFF00_0000 | (v & 0x00FF_FFFF)
        }
    }
}

extension X11Connection {
    /// The pixels of `window` once it is shown: a window just created is in the tree before it is
    /// mapped, and reading an unmapped window's pixels fails (BadMatch). Waits up to five seconds.
    func captureWhenShown(_ window: WindowID) throws -> Screenshot {
        let deadline = Date().addingTimeInterval(5)
        while Date() < deadline {
            if let shot = try? capture(window) { return shot }
            Thread.sleep(forTimeInterval: 0.05)
        }
        return try capture(window)
    }

    /// The first top-level window not in `known` (and titled `title`, when given: not some other
    /// client's coming or going), waiting up to `seconds` for one.
    func newTopLevelWindow(besides known: Set<WindowID>, titled title: String? = nil, within seconds: Double = 5) throws -> WindowID? {
        let deadline = Date().addingTimeInterval(seconds)
        let matches = { (window: WindowID) in
            !known.contains(window) && (title == nil || (try? self.property("_NET_WM_NAME", of: window))??.string == title)
        }
        while Date() < deadline {
            if let window = try topLevelWindows().first(where: matches) { return window }
            Thread.sleep(forTimeInterval: 0.05)
        }
        return nil
    }
}

extension X11Connection {
    /// The window that has the keyboard focus (0: none; 1: the pointer's root).
    func inputFocus() -> WindowID {
        guard let reply = xcb_get_input_focus_reply(raw, xcb_get_input_focus(raw), nil) else { return 0 }
        defer { free(reply) }
        return reply.pointee.focus
    }

    /// The windows the pointer is in, from the root's child down to the deepest (input regions honoured).
    func pointerChain() -> [WindowID] {
        var chain: [WindowID] = [], current = rootWindow
        while let reply = xcb_query_pointer_reply(raw, xcb_query_pointer(raw, current), nil) {
            defer { free(reply) }
            guard reply.pointee.child != 0 else { break }
            current = reply.pointee.child
            chain.append(current)
        }
        return chain
    }

    /// Where the pointer is and who holds it, for a failure's message: the chain of windows under
    /// it from the root down, and whether another client grabbed it or froze it (a test's own
    /// grab, given back at once, reports the status).
    func pointerReport() -> String {
        var chain: [String] = []
        var window = rootWindow
        var position = (x: 0, y: 0)
        while let reply = xcb_query_pointer_reply(raw, xcb_query_pointer(raw, window), nil) {
            defer { free(reply) }
            if window == rootWindow { position = (Int(reply.pointee.root_x), Int(reply.pointee.root_y)) }
            guard reply.pointee.child != 0 else { break }
            window = reply.pointee.child
            chain.append(String(window, radix: 16))
        }
        var status = "unknown"
        if let reply = xcb_grab_pointer_reply(raw, xcb_grab_pointer(raw, 0, rootWindow, 0, UInt8(XCB_GRAB_MODE_ASYNC.rawValue),
                                                                    UInt8(XCB_GRAB_MODE_ASYNC.rawValue), 0, 0, 0), nil) {
            status = ["free", "already grabbed", "invalid time", "not viewable", "frozen"][Int(min(reply.pointee.status, 4))]
            free(reply)
            xcb_ungrab_pointer(raw, 0)
            flush()
        }
        return "pointer at \(position) over \(chain.joined(separator: " > ")), \(status)"
    }

    /// The chain of windows under root point (x, y), from the root's child down, for a failure's message.
    func windows(at x: Int, _ y: Int) -> String {
        var chain: [String] = []
        var window = rootWindow
        var point = (x: Int16(x), y: Int16(y))
        while let reply = xcb_translate_coordinates_reply(raw, xcb_translate_coordinates(raw, window, window, point.x, point.y), nil) {
            defer { free(reply) }
            guard reply.pointee.child != 0,
                  let inner = xcb_translate_coordinates_reply(raw, xcb_translate_coordinates(raw, window, reply.pointee.child, point.x, point.y), nil)
            else { break }
            point = (inner.pointee.dst_x, inner.pointee.dst_y)
            free(inner)
            window = reply.pointee.child
            chain.append(String(window, radix: 16))
        }
        return "(\(x), \(y)) lies in " + (chain.isEmpty ? "the root" : chain.joined(separator: " > "))
    }
}

extension SyntheticInput {
    /// A drag in root pixels: presses at (x, y), moves `steps` times by `dx` to the right 20 ms
    /// apart, rests 0.1 s and lets go (a torn-off window moves under the pointer as it goes).
    func dragOnRoot(from x: Int, _ y: Int, right dx: Int, steps: Int = 5) throws {
        try move(to: x, y)
        try press(button: 1)
        for i in 1...steps {
            Thread.sleep(forTimeInterval: 0.02)
            try move(to: x + dx * i, y)
        }
        Thread.sleep(forTimeInterval: 0.1)
        try release(button: 1)
    }
}

extension SyntheticInput {
    /// A drag in root pixels from `from` to `to`: presses, moves there in `steps` equal steps
    /// 30 ms apart, rests 0.1 s and lets go (a window manager moving a window follows it).
    func drag(from: RootPoint, to: RootPoint, steps: Int = 12) throws {
        try move(to: from.x, from.y)
        try press(button: 1)
        for i in 1...steps {
            Thread.sleep(forTimeInterval: 0.03)
            try move(to: from.x + (to.x - from.x) * i / steps, from.y + (to.y - from.y) * i / steps)
        }
        Thread.sleep(forTimeInterval: 0.1)
        try release(button: 1)
    }
}

/// Starts a program of the desktop a live test stands up beside Flotilla (a window manager, a
/// compositing manager, an XSETTINGS manager) at `path` with `arguments`, in `environment`, its
/// output discarded unless `output` takes it, its input `input` or none. The runner's threads
/// block SIGHUP and SIGTERM and a child inherits the mask: they are unblocked first, so the
/// program hears a reload or a stop (and an xterm's shell the hangup it sends when closed).
func startDesktopProgram(_ path: String, arguments: [String] = [], environment: [String: String],
                         input: Pipe? = nil, output: Pipe? = nil) throws -> Process {
    var signals = sigset_t()
    sigemptyset(&signals)
    sigaddset(&signals, SIGHUP)
    sigaddset(&signals, SIGTERM)
    pthread_sigmask(SIG_UNBLOCK, &signals, nil)
    let program = Process()
    program.executableURL = URL(fileURLWithPath: path)
    program.arguments = arguments
    program.environment = environment
    program.standardInput = input ?? FileHandle.nullDevice
    program.standardOutput = output ?? FileHandle.nullDevice
    program.standardError = FileHandle.nullDevice
    try program.run()
    return program
}

/// Whether `condition` holds within `seconds` (asked every 50 ms).
func eventually(within seconds: Double = 5, _ condition: () throws -> Bool) rethrows -> Bool {
    let deadline = Date().addingTimeInterval(seconds)
    while Date() < deadline {
        if try condition() { return true }
        Thread.sleep(forTimeInterval: 0.05)
    }
    return try condition()
}
