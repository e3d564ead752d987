@testable import App
@testable import Bench
import CXCB
import Desktop
import Foundation
import Glibc
import Testing
@testable import X11

/// Openbox on a private Xvfb, with a connection, XTEST input and private user folders there.
struct Openbox {
    let display: String
    let environment: [String: String]
    let folders: PrivateUserFolders
    let connection: X11Connection
    let input: SyntheticInput

    /// Runs `body` with openbox up (its `_NET_SUPPORTED` published) on an Xvfb of its own.
    static func run(_ body: (Openbox) throws -> Void) throws {
        try #require(FileManager.default.fileExists(atPath: "/usr/bin/openbox"), "openbox is installed (scripts/test installs it)")
        let xvfb = try PrivateXvfb(width: 1280, height: 800)
        let folders = try PrivateUserFolders()
        let environment = folders.environment(["DISPLAY": xvfb.display])
        let process = try startDesktopProgram("/usr/bin/openbox", arguments: ["--sm-disable"], environment: environment)
        defer { ProcessStats.stop(process) }
        let connection = try X11Connection(display: xvfb.display)
        #expect(eventually(within: 10) { (try? connection.windowManagerMovesWindows()) == true }, "openbox runs")
        try body(Openbox(display: xvfb.display, environment: environment, folders: folders, connection: connection,
                         input: try SyntheticInput(connection: connection)))
    }

    /// The window manager's frame around `client` (the root's child holding it), once openbox
    /// has framed it.
    func frame(of client: WindowID) throws -> WindowID {
        var frame = client
        try waitOnEvents(of: client, "openbox framed window \(client)") { c in
            frame = client
            while let reply = xcb_query_tree_reply(c, xcb_query_tree(c, frame), nil) {
                let parent = reply.pointee.parent, root = reply.pointee.root
                free(reply)
                if parent == root || parent == 0 { break }
                frame = parent
            }
            return frame != client
        }
        return frame
    }

    /// Asks openbox to activate `client` in `frame` as a taskbar would (`_NET_ACTIVE_WINDOW`,
    /// from a pager) and waits until its frame is above window `other` (another frame).
    func activate(_ client: WindowID, in frame: WindowID, above other: WindowID) throws {
        var message = xcb_client_message_event_t()
        message.response_type = UInt8(XCB_CLIENT_MESSAGE)
        message.format = 32
        message.window = client
        message.type = try connection.atom("_NET_ACTIVE_WINDOW")
        message.data.data32.0 = 2
        send(message)
        try waitOnEvents(of: frame, "openbox raised window \(client)") { c in
            guard let reply = xcb_query_tree_reply(c, xcb_query_tree(c, connection.rootWindow), nil) else { return false }
            defer { free(reply) }
            let children = Array(UnsafeBufferPointer(start: xcb_query_tree_children(reply), count: Int(xcb_query_tree_children_length(reply))))
            guard let mine = children.firstIndex(of: frame), let theirs = children.firstIndex(of: other) else { return false }
            return mine > theirs
        }
    }

    /// Waits on X events (StructureNotify on `window`, up to 10 s) until `condition` holds on a
    /// connection of its own; fails naming `what` when it does not. `quiet`, when given, runs after
    /// each 200 ms without an event (to nudge the server again).
    private func waitOnEvents(of window: WindowID, _ what: String, quiet: (() throws -> Void)? = nil,
                              until condition: (OpaquePointer) -> Bool) throws {
        let c = try #require(xcb_connect(display, nil))
        defer { xcb_disconnect(c) }
        xcb_change_window_attributes(c, window, UInt32(XCB_CW_EVENT_MASK.rawValue), [XCB_EVENT_MASK_STRUCTURE_NOTIFY.rawValue])
        let deadline = Date().addingTimeInterval(10)
        while !condition(c) {
            // Events that came while the condition was asked: ask again before waiting.
            var came = false
            while let event = xcb_poll_for_event(c) {
                free(event)
                came = true
            }
            if came { continue }
            let left = deadline.timeIntervalSinceNow
            try #require(left > 0, "\(what) within 10 s")
            var descriptor = pollfd(fd: xcb_get_file_descriptor(c), events: Int16(POLLIN), revents: 0)
            if poll(&descriptor, 1, Int32(min(left, quiet == nil ? left : 0.2) * 1000)) == 0 { try quiet?() }
        }
    }

    /// Presses on openbox's title bar over `client` in `frame`, drags in steps until the pointer
    /// is at `target` (root pixels) and lets go there; returns where the client then lies (moved
    /// as far as the pointer).
    @discardableResult
    func dragTitleBar(of frame: WindowID, client: WindowID, to target: RootPoint) throws -> RootPoint {
        let top = try connection.rootPosition(0, 0, in: frame), inner = try connection.rootPosition(0, 0, in: client)
        let from = RootPoint(x: inner.x + 60, y: (top.y + inner.y) / 2)
        try input.drag(from: from, to: target)
        return RootPoint(x: inner.x + target.x - from.x, y: inner.y + target.y - from.y)
    }

    /// Has openbox resize `client` from its lower-right corner (`_NET_WM_MOVERESIZE`, as a client
    /// asks, with button 1 held) by `delta` pixels, and waits until it has that size.
    func resize(_ client: WindowID, by delta: (Int, Int)) throws {
        let size = try connection.size(of: client)
        let corner = try connection.rootPosition(size.width - 4, size.height - 4, in: client)
        try input.move(to: corner.x, corner.y)
        try input.press(button: 1)
        let pressed = connection.pointerReport()
        var message = xcb_client_message_event_t()
        message.response_type = UInt8(XCB_CLIENT_MESSAGE)
        message.format = 32
        message.window = client
        message.type = try connection.atom("_NET_WM_MOVERESIZE")
        let bottomRight: UInt32 = 4, button: UInt32 = 1, fromApplication: UInt32 = 1
        message.data.data32 = (UInt32(corner.x), UInt32(corner.y), bottomRight, button, fromApplication)
        send(message)
        for i in 1...6 {
            Thread.sleep(forTimeInterval: 0.03)
            try input.move(to: corner.x + delta.0 * i / 6, corner.y + delta.1 * i / 6)
        }
        // Openbox takes the pointer when it reads the message; moves made before that are lost,
        // so while the size has not come, the pointer steps off the end and back.
        let end = (corner.x + delta.0, corner.y + delta.1)
        try waitOnEvents(of: client, "openbox resized window \(String(client, radix: 16)) (pressed: \(pressed))", quiet: {
            try input.move(to: end.0 - 1, end.1 - 1)
            try input.move(to: end.0, end.1)
        }) { _ in
            guard let now = try? connection.size(of: client) else { return false }
            return now == (size.width + delta.0, size.height + delta.1)
        }
        try input.release(button: 1)
    }

    /// Sends `message` to the root, as a client asks its window manager.
    private func send(_ message: xcb_client_message_event_t) {
        var message = message
        let mask = XCB_EVENT_MASK_SUBSTRUCTURE_REDIRECT.rawValue | XCB_EVENT_MASK_SUBSTRUCTURE_NOTIFY.rawValue
        _ = withUnsafeBytes(of: &message) { bytes in
            xcb_send_event(connection.raw, 0, connection.rootWindow, mask, bytes.baseAddress!.assumingMemoryBound(to: CChar.self))
        }
        connection.flush()
    }

    /// Every client window of class xlogo on the screen (in openbox's frames or on the root).
    func xlogoWindows() throws -> [WindowID] {
        try connection.topLevelWindows().flatMap { [$0] + (try connection.children(of: $0)) }.filter {
            try connection.property("WM_CLASS", of: $0)?.string.hasPrefix("xlogo\0") == true
        }
    }
}
