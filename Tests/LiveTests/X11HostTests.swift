import Desktop
import Foundation
import Input
import Model
import Testing
import X11

@Suite("X11 host without a server")
struct X11ConnectionFailureTests {
    @Test func connectingToAMissingDisplayThrowsNamingIt() {
        #expect(throws: X11Error.cannotConnect(display: ":4242")) { try X11Connection(display: ":4242") }
        #expect(X11Error.cannotConnect(display: ":4242").description == "cannot open X display \":4242\"")
    }

    @Test func presentPiecesTileTheClippedRectanglesWithinTheRequestLimit() {
        let bounds = PixelRect(x: 0, y: 0, width: 300, height: 200)
        let rects = [PixelRect(x: -10, y: 5, width: 400, height: 300), PixelRect(x: 100, y: 100, width: 7, height: 3),
                     PixelRect(x: 500, y: 0, width: 10, height: 10)]
        for limit in [16_777_212, 65_536, 1_000, 64] {
            let pieces = X11Window.presentPieces(of: rects, within: bounds, maximumRequestBytes: limit)
            #expect(pieces.allSatisfy { !$0.isEmpty && $0.width * $0.height * 4 + 28 <= limit }, "limit \(limit)")
            var coverage = [Int](repeating: 0, count: 300 * 200)
            for piece in pieces {
                for y in piece.y..<piece.y + piece.height { for x in piece.x..<piece.x + piece.width { coverage[y * 300 + x] += 1 } }
            }
            let expected = (0..<300 * 200).map { index -> Int in
                let (x, y) = (index % 300, index / 300)
                return (y >= 5 ? 1 : 0) + ((100..<107).contains(x) && (100..<103).contains(y) ? 1 : 0)
            }
            #expect(coverage == expected, "limit \(limit): pieces must cover each clipped rectangle exactly once")
        }
        // Without BIG-REQUESTS (256 KiB) a 1280×800 frame takes 16 bands of 51 rows; with it (16 MiB), one request.
        let frame = PixelRect(x: 0, y: 0, width: 1280, height: 800)
        #expect(X11Window.presentPieces(of: [frame], within: frame, maximumRequestBytes: 262_140).count == 16)
        #expect(X11Window.presentPieces(of: [frame], within: frame, maximumRequestBytes: 16_777_212) == [frame])
    }
}

extension Live {
    @Suite("X11 host")
    struct X11HostTests {
        typealias Support = X11TestSupport
        let connection: X11Connection

        init() throws { connection = try Support.connect() }

        /// MIT-SHM: pixels written into the shared image reach the window, only in the given
        /// rectangles, with no pixels sent through the socket.
        @Test func presentsFromSharedMemoryExactlyAndOnlyTheGivenRectangles() throws {
            let window = try Support.openWindow(connection, x: 10, y: 10, width: 320, height: 200)
            defer { window.close() }
            let image = try #require(SharedImage(connection: connection, width: 320, height: 200), "Xvfb offers MIT-SHM")
            let words = image.pixels.bindMemory(to: UInt32.self, capacity: 320 * 200)
            for y in 0..<200 { for x in 0..<320 { words[y * 320 + x] = 0xFF00_0000 | UInt32(x * 256 + y) } }
            window.present(image, rects: [PixelRect(x: 0, y: 0, width: 320, height: 200)])
            let first = try window.capture()
            #expect(Support.mismatches(first) { x, y in 0xFF00_0000 | UInt32(x * 256 + y) }.count == 0)
            try image.waitUntilRead()
            for y in 0..<200 { for x in 0..<320 { words[y * 320 + x] = 0xFFFF_0000 } }
            let rect = PixelRect(x: 150, y: 90, width: 40, height: 25)
            window.present(image, rects: [rect, PixelRect(x: 400, y: 0, width: 10, height: 10)])
            let second = try window.capture()
            let wrong = Support.mismatches(second) { x, y in
                rect.intersection(PixelRect(x: x, y: y, width: 1, height: 1)).isEmpty ? 0xFF00_0000 | UInt32(x * 256 + y) : 0xFFFF_0000
            }
            #expect(wrong.count == 0, "first mismatch \(wrong.first)")
        }

        @Test func presentsPixelsExactlyAndOnlyTheGivenRectangles() throws {
            let window = try Support.openWindow(connection, x: 10, y: 10, width: 320, height: 200)
            defer { window.close() }
            // Four quadrants and a 1-px white line at row 100; rows padded to test the stride.
            let quadrants = Support.Pixels(width: 320, height: 200, padding: 3) { x, y in
                if y == 100 { return 0xFFFF_FFFF }
                switch (x < 160, y < 100) {
                case (true, true): return 0xFFFF_0000
                case (false, true): return 0xFF00_FF00
                case (true, false): return 0xFF00_00FF
                case (false, false): return 0xFF12_3456
                }
            }
            quadrants.present(in: window, rects: [PixelRect(x: 0, y: 0, width: 320, height: 200)])
            let first = try window.capture()
            #expect(first.width == 320 && first.height == 200)
            let whole = Support.mismatches(first) { quadrants[$0, $1] }
            #expect(whole.count == 0, "first mismatch \(whole.first)")
            #expect(first[0, 0] == 0xFFFF_0000 && first[319, 199] == 0xFF12_3456 && first[200, 100] == 0xFFFF_FFFF)

            // A second buffer, presented only in one rectangle (plus ones that clip to nothing or to a corner).
            let changed = Support.Pixels(width: 320, height: 200) { x, y in 0xFF00_0000 | UInt32(x * 256 + y) }
            let rect = PixelRect(x: 150, y: 90, width: 40, height: 25)
            changed.present(in: window, rects: [
                rect, PixelRect(x: -50, y: -50, width: 20, height: 20), PixelRect(x: 400, y: 0, width: 10, height: 10),
                PixelRect(x: 315, y: 195, width: 100, height: 100),
            ])
            let corner = PixelRect(x: 315, y: 195, width: 5, height: 5)
            let second = try window.capture()
            let partial = Support.mismatches(second) { x, y in
                let point = PixelRect(x: x, y: y, width: 1, height: 1)
                let inside = !rect.intersection(point).isEmpty || !corner.intersection(point).isEmpty
                return inside ? changed[x, y] : quadrants[x, y]
            }
            #expect(partial.count == 0, "first mismatch \(partial.first)")
        }

        @Test func presentsAFullFrameInBandsUnderTheRequestLimit() throws {
            let window = try Support.openWindow(connection, width: 1280, height: 800)
            defer { window.close() }
            let full = [PixelRect(x: 0, y: 0, width: 1280, height: 800)]
            // The server's own limit (with BIG-REQUESTS, 16 MiB: the 4 MB frame fits in one request, and
            // Xvfb cannot turn BIG-REQUESTS off), then 64 KiB (many bands), then less than one row (column chunks).
            for (seed, limit) in [(UInt32(1), connection.maximumRequestBytes), (2, 65_536), (3, 4_000)] {
                connection.maximumRequestBytes = limit
                #expect(connection.maximumRequestBytes == limit)
                let frame = Support.Pixels(width: 1280, height: 800, color: Support.noise(seed: seed))
                frame.present(in: window, rects: full)
                let shot = try window.capture()
                let result = Support.mismatches(shot) { frame[$0, $1] }
                #expect(result.count == 0, "limit \(limit): first mismatch \(result.first)")
            }
            #expect(connection.maximumRequestBytes < 1280 * 800 * 4)
        }

        @Test func pointerButtonsWheelAndKeysArriveWindowRelative() throws {
            let window = try Support.openWindow(connection, x: 100, y: 120, width: 320, height: 200)
            defer { window.close() }
            let input = try SyntheticInput(connection: connection)
            try input.move(to: 10, 20, in: window)
            try input.press(button: 1)
            try input.move(to: 50, 60, in: window)
            try input.release(button: 1)
            let pointer = try Support.events(on: connection, for: window.id) { seen in
                seen.contains { if case .input(.pointerReleased) = $0 { true } else { false } }
            }.filter { if case .exposed = $0 { false } else { true } }
            let kinds = pointer.map { event -> String in
                switch event {
                case .input(.pointerMoved(let p, _)): "moved \(Int(p.x)),\(Int(p.y))"
                case .input(.pointerPressed(let p, let button, _)): "pressed \(button) \(Int(p.x)),\(Int(p.y))"
                case .input(.pointerReleased(let p, let button, _)): "released \(button) \(Int(p.x)),\(Int(p.y))"
                default: "\(event)"
                }
            }
            #expect(Array(kinds.suffix(3)) == ["pressed 1 10,20", "moved 50,60", "released 1 50,60"])
            if case .input(.pointerReleased(_, _, let time)) = pointer.last, case .input(.pointerPressed(_, _, let pressTime))? = pointer.dropLast(2).last {
                #expect(time >= pressTime && time > 0)
            }

            try input.press(button: 4)
            try input.release(button: 4)
            try input.press(button: 7)
            try input.release(button: 7)
            let wheel = try Support.events(on: connection, for: window.id) { $0.count >= 2 }
            guard wheel.count == 2, case .input(.wheel(Vector(dx: 0, dy: -1), Point(x: 50, y: 60), _)) = wheel[0],
                  case .input(.wheel(Vector(dx: 1, dy: 0), Point(x: 50, y: 60), _)) = wheel[1] else {
                Issue.record("expected two wheel notches at 50,60, got \(wheel)")
                return
            }

            window.focus()
            let presses = [KeyPress(.escape), KeyPress(.character("a")), KeyPress(.up), KeyPress(.tab, modifiers: .shift),
                           KeyPress(.character("["), modifiers: [.shift, .control]), KeyPress(.function(3), modifiers: .alt),
                           KeyPress(.left, modifiers: .super)]
            for press in presses { try input.key(press) }
            // Modifier keys alone are not key presses: Shift+Tab arrives as Tab with Shift, never as ISO_Left_Tab.
            let keys = try Support.events(on: connection, for: window.id) { $0.count >= presses.count }.compactMap { event -> KeyPress? in
                if case .input(.key(let press, _)) = event { press } else { nil }
            }
            #expect(keys.map { KeyPress($0.key, modifiers: $0.modifiers) } == presses)
            // What they type: only a printable character with at most Shift.
            #expect(keys.map(\.text) == [nil, "a", nil, nil, nil, nil, nil])
        }

        @Test func setsWindowManagerPropertiesAndReportsCloseRequests() throws {
            let window = try connection.createWindow(title: "Flotilla — tests", width: 200, height: 100, minWidth: 120, minHeight: 80)
            defer { window.close() }
            let wmClass = try #require(try window.property("WM_CLASS"))
            #expect(wmClass.string == "flotilla\0Flotilla\0" && wmClass.type == "STRING")
            let netName = try #require(try window.property("_NET_WM_NAME"))
            #expect(netName.string == "Flotilla — tests" && netName.type == "UTF8_STRING")
            #expect(try window.property("WM_NAME")?.string == "Flotilla — tests")
            let protocols = try #require(try window.property("WM_PROTOCOLS"))
            #expect(try protocols.values32.map { try connection.atomName($0) } == ["WM_DELETE_WINDOW"])
            #expect(try window.property("_NET_WM_PID")?.values32 == [UInt32(getpid())])
            let hints = try #require(try window.property("WM_NORMAL_HINTS")).values32
            #expect(hints.count == 18 && Array(hints[3...6]) == [200, 100, 120, 80])
            #expect(try window.property("_FLOTILLA_NO_SUCH_PROPERTY") == nil)
            window.setTitle("renamed")
            #expect(try window.property("_NET_WM_NAME")?.string == "renamed")

            try SyntheticInput(connection: connection).requestClose(window.id)
            let seen = try Support.events(on: connection, for: window.id) { $0.contains(.closeRequested) }
            #expect(seen == [.closeRequested])
        }

        @Test func configureNotifyReportsOnlySizeChanges() throws {
            let window = try Support.openWindow(connection, x: 20, y: 20, width: 300, height: 200)
            defer { window.close() }
            window.configure(x: 40, y: 30)  // a move alone: no .resized
            window.configure(width: 300, height: 200)  // same size: no .resized
            window.configure(width: 410, height: 290)
            let seen = try Support.events(on: connection, for: window.id) { $0.contains { if case .resized = $0 { true } else { false } } }
            #expect(seen.filter { if case .resized = $0 { true } else { false } } == [.resized(width: 410, height: 290)])
            #expect(window.width == 410 && window.height == 290)
            #expect(try window.capture().width == 410)
        }

        @Test func waitingReturnsAtOnceWhenXCBHoldsEventsAndTimesOutOtherwise() throws {
            let window = try connection.createWindow(title: "wait", x: 30, y: 30, width: 64, height: 64)
            defer { window.close() }
            while try connection.nextEvent() != nil {}
            let idle = ContinuousClock.now
            try connection.waitForEvents(timeout: 0.2)
            #expect(try connection.nextEvent() == nil)
            #expect(ContinuousClock.now - idle >= .milliseconds(150))

            window.map()
            try connection.sync()  // the reply wait reads MapNotify/Expose into xcb's own queue
            let start = ContinuousClock.now
            try connection.waitForEvents(timeout: 10)
            #expect(ContinuousClock.now - start < .seconds(2))
            #expect(try connection.nextEvent()?.event == .mapped)
        }

        @Test func everyCursorShapeLoadsFromTheThemeOrTheCoreFont() throws {
            let window = try connection.createWindow(title: "cursors", width: 64, height: 64)
            for shape in CursorShape.allCases + [.arrow] {
                #expect(window.setCursor(shape), "cursor \(shape)")
            }
            try connection.sync()
            window.close()
            #expect(!window.setCursor(.arrow))
        }

        @Test func windowOutlivesItsConnectionReferenceAndClosesOnce() throws {
            var owner: X11Connection? = try X11Connection()
            let window = try owner!.createWindow(title: "owned", width: 32, height: 32)
            owner = nil
            window.map()
            try window.connection.sync()
            window.close()
            window.close()
            #expect(window.isClosed)
            #expect(throws: X11Error.self) { try window.capture() }
        }
    }
}
