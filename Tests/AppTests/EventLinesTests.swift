import App
import Compositor
import Foundation
import Model
import Testing

/// The one event schema: the JSON lines of `flotilla run --events` and `events.jsonl`.
@Suite("Event lines")
struct EventLinesTests {
    /// One of every event, with every kind of release and panel state.
    static let everyEvent: [SessionEvent] = [
        .ready(width: 800, height: 560, scale: 1, window: 4_194_305),
        .ready(width: 800.5, height: 560, scale: 1.5, window: 4_194_305),
        .eventsDropped(count: 12),
        .didAdopt(panel: "xterm-2", app: "xterm", pid: 4242, title: "sam@harbour: ~"),
        .didAppExit(panel: "xterm-2", app: "xterm", status: 0, signal: nil), .didAppExit(panel: "logo", app: "xlogo", status: nil, signal: 9),
        .didEndLaunch(app: "mousepad.desktop", window: 0x1E0_0003), .didEndLaunch(app: "gimp.desktop", window: nil),
        .didRunCommand(key: "Super+Return", pid: 4343), .didReadSettings(file: "/home/sam/.config/flotilla/settings.yaml", problem: nil),
        .didReadSettings(file: "settings.yaml", problem: "settings.yaml:2:3: appearance.acent: unknown setting; did you mean accent?"),
        .didBeginSession(autostart: ["nm-applet.desktop", "xlogo.desktop"], relaunch: ["mousepad.desktop"], again: false),
        .didBeginSession(autostart: [], relaunch: [], again: true),
        .didAskLogOut(panels: ["mousepad", "xterm"]), .didLogOut(panels: ["mousepad", "xterm"], anyway: false),
        .didLogOut(panels: ["mousepad"], anyway: true), .didLock(locker: "i3lock", pid: 42, cause: "key"), .didNotLock(problem: "Screen not locked: no locker installed"),
        .didUnlock(locker: "i3lock", status: 0, signal: nil),
        .didPushBottomEdge(x: 1280, width: 1920),
    ] + [
        PanelEvent.didBeginDragging(panel: "p", origin: Point(x: 1, y: 2.5)),
        .didEndDragging(panel: "p", velocity: Vector(dx: -900.25, dy: 0), target: Point(x: 720, y: 516)),
        .didSettle(panel: "p", frame: Rect(x: 1.23, y: 2, width: 300, height: 180)),
        .didTile(panel: "xterm", arrangement: .leftHalf), .didTile(panel: "xterm", arrangement: .topRight),
        .didMinimise(panel: "xterm"), .didRestore(panel: "xterm"),
        .didFocus(panel: "a"), .didPresent(panel: "a", state: .attached), .didPresent(panel: "share", state: .attached, page: "a"), .didPresent(panel: "a", state: .floating),
        .didPresent(panel: "a", state: .pinned(side: .left, index: 1)), .didPresent(panel: "a", state: .hidden),
        .didPresent(panel: "a", state: .compactSheet),
        .didClose(panel: "a"), .didPin(panel: "a", side: .right, index: 2), .didUnpin(panel: "a"), .didFloat(panel: "a"),
        .didBeginResizing(panel: "a", handle: .bottomRight), .didEndResizing(panel: "a", frame: Rect(x: 10, y: 20, width: 30, height: 40)),
        .didEnterExpose, .didExitExpose,
        .didPush(panel: "share", from: "a", to: "b"), .didPop(panel: "share", from: "b", to: "a"),
        .didResize(panel: "share", size: Size(width: 600, height: 400)),
        .didTearOff(panel: "a", frame: Rect(x: 10, y: 20, width: 300, height: 244)), .didRequestClose(panel: "xterm"),
        .didRequestSpace(space: 2), .didRequestNewSpace, .didRequestMoveToSpace(panel: "xterm", space: 0),
        .didOpenSearch, .didCloseSearch, .didRequestLaunch(app: "org.gnome.Terminal.desktop"), .didRequestAction(action: .logOut), .didRequestAction(action: .lock), .didAnswerLogOut(answer: .logOutAnyway),
        .didReserve(area: "keyboard", frame: Rect(x: 0, y: 440, width: 1100, height: 260)), .didRelease(area: "keyboard"),
        .didEnterCompact, .didLeaveCompact,
    ].map { .compositor(.panel($0)) } + [
        SheetEvent.shouldBeginDragging(allowed: false), .willBeginDragging(state: .half), .didMove(extent: 312.5),
        .willEndDragging(velocity: -12.34, target: .remove), .willEndDragging(velocity: 3, target: .rest(200.5)),
        .didEndDragging(target: .state(.full)), .willBeginAttracting(to: .tip), .didEndAttracting(state: .tip),
        .didChangeState(.hidden), .didRemove, .didEndScrolling(list: 1, offset: 212.5),
    ].map { .compositor(.sheet("search", $0)) }

    /// Every name docs/events.md lists.
    /// The events docs/events.md's table lists.
    static var documentedNames: Set<String> {
        get throws {
            let docs = URL(fileURLWithPath: #filePath).deletingLastPathComponent().appendingPathComponent("../../docs/events.md")
            let text = try String(contentsOf: docs, encoding: .utf8)
            return Set(text.split(separator: "\n").compactMap { line -> String? in
                guard line.hasPrefix("| `"), let end = line.dropFirst(3).firstIndex(of: "`") else { return nil }
                return String(line[line.index(line.startIndex, offsetBy: 3)..<end])
            })
        }
    }

    @Test func everyEventRoundTripsThroughItsLine() throws {
        for event in Self.everyEvent {
            let line = EventLines.line(event)
            #expect(!line.contains("\n"))
            #expect(try EventLines.event(from: line) == event, "\(line)")
        }
        let names = try Set(Self.everyEvent.map { try #require(JSONSerialization.jsonObject(with: Data(EventLines.line($0).utf8)) as? [String: Any])["event"] as? String })
        #expect(names == (try Self.documentedNames))
    }

    @Test func linesKeepTheirShape() {
        let lines = [
            (SessionEvent.ready(width: 800, height: 560, scale: 1, window: 4_194_305),
             #"{"event":"ready","height":560,"motion":"full","scale":1,"width":800,"window":4194305}"#),
            (SessionEvent.ready(width: 800, height: 560, scale: 2, window: 4_194_305, motion: .reduced),
             #"{"event":"ready","height":560,"motion":"reduced","scale":2,"width":800,"window":4194305}"#),
            (.compositor(.panel(.didSettle(panel: "p", frame: Rect(x: 1.234, y: 2, width: 3, height: 4)))),
             #"{"event":"did-settle","frame":{"height":4,"width":3,"x":1.23,"y":2},"panel":"p"}"#),
            (.compositor(.panel(.didBeginDragging(panel: "p", origin: Point(x: 1, y: 2)))), #"{"event":"did-begin-dragging","origin":{"x":1,"y":2},"panel":"p"}"#),
            (.compositor(.panel(.didEndDragging(panel: "p", velocity: Vector(dx: 1234.5678, dy: -0.001), target: Point(x: 720, y: 516)))),
             #"{"event":"did-end-dragging","panel":"p","target":{"x":720,"y":516},"velocity":{"dx":1234.57,"dy":0}}"#),
            (.compositor(.panel(.didPin(panel: "date", side: .right, index: 0))), #"{"event":"did-pin","index":0,"panel":"date","side":"right"}"#),
            (.compositor(.panel(.didEnterExpose)), #"{"event":"did-enter-expose"}"#),
            (.didAdopt(panel: "term", app: "xterm", pid: 7, title: "sh"), #"{"app":"xterm","event":"did-adopt","panel":"term","pid":7,"title":"sh"}"#),
            (.didAppExit(panel: "logo", app: "xlogo", status: nil, signal: 9), #"{"app":"xlogo","event":"did-app-exit","panel":"logo","signal":9}"#),
            (.compositor(.sheet("search", .didChangeState(.full))), #"{"event":"did-change-state","sheet":"search","state":"full"}"#),
            (.compositor(.sheet("search", .willEndDragging(velocity: -12.345, target: .remove))),
             #"{"event":"will-end-dragging","sheet":"search","target":"removed","velocity":-12.35}"#),
            (.compositor(.sheet("search", .shouldBeginDragging(allowed: true))), #"{"allowed":true,"event":"should-begin-dragging","sheet":"search"}"#),
        ]
        for (event, line) in lines { #expect(EventLines.line(event) == line) }
    }

    @Test func unknownEventsAndBadFieldsAreRefused() {
        for line in [#"{"event":"did-explode","panel":"p"}"#, #"{"event":"did-pin","panel":"p","side":"middle","index":0}"#,
                     #"{"event":"did-focus"}"#, #"{"panel":"p"}"#, "not json"] {
            #expect(throws: (any Error).self, "\(line)") { try EventLines.event(from: line) }
        }
    }
}
