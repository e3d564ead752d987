import CXCB
import Desktop
import Foundation
import Model
import Testing
@testable import X11

@Suite("Size hints")
struct SizeHintsTests {
    /// WM_SIZE_HINTS words: flags, then the fields at their ICCCM places.
    private func hints(flags: UInt32, minimum: (Int32, Int32) = (0, 0), maximum: (Int32, Int32) = (0, 0),
                       increment: (Int32, Int32) = (0, 0), base: (Int32, Int32) = (0, 0)) -> [UInt32] {
        var words = [UInt32](repeating: 0, count: 18)
        words[0] = flags
        (words[5], words[6]) = (UInt32(bitPattern: minimum.0), UInt32(bitPattern: minimum.1))
        (words[7], words[8]) = (UInt32(bitPattern: maximum.0), UInt32(bitPattern: maximum.1))
        (words[9], words[10]) = (UInt32(bitPattern: increment.0), UInt32(bitPattern: increment.1))
        (words[15], words[16]) = (UInt32(bitPattern: base.0), UInt32(bitPattern: base.1))
        return words
    }

    @Test func decodesXtermLikeHints() {
        let decoded = SizeHints(values: hints(flags: 16 | 64 | 256, minimum: (10, 17), increment: (6, 13), base: (4, 4)))
        #expect(decoded == SizeHints(minimum: PixelSize(width: 10, height: 17), base: PixelSize(width: 4, height: 4),
                                     increment: PixelSize(width: 6, height: 13)))
    }

    @Test func absurdHintsAreSanitised() {
        // Zero and negative increments, min above max, huge and negative sizes, fields without their flags.
        let decoded = SizeHints(values: hints(flags: 16 | 32 | 64 | 256, minimum: (500, Int32.max), maximum: (100, 0),
                                              increment: (0, -3), base: (-1, 7)))
        #expect(decoded.minimum == PixelSize(width: 500, height: SizeHints.largest))
        #expect(decoded.maximum == nil, "a zero maximum is no maximum")
        #expect(decoded.increment == nil)
        #expect(decoded.base == nil)
        let inverted = SizeHints(values: hints(flags: 16 | 32, minimum: (300, 200), maximum: (100, 400)))
        #expect(inverted.maximum == PixelSize(width: 300, height: 400), "min above max: max rises to min")
        #expect(SizeHints(values: hints(flags: 0, minimum: (300, 200))) == SizeHints())
        #expect(SizeHints(values: [16, 0, 0]) == SizeHints(), "too short to be WM_SIZE_HINTS")
    }
}

extension Live {
    /// The X11 host's hosting primitives with real Debian programs (xlogo, xterm) as clients.
    @Suite("X11 hosting")
    struct HostingLiveTests {
        typealias Support = X11TestSupport
        let connection: X11Connection

        init() throws {
            connection = try Support.connect()
            try #require(connection.hostingUnavailableReason() == nil, "Xvfb offers Composite, Damage, XFixes and SHAPE")
            try connection.watchTopLevels()
        }

        /// xlogo maps → `.client(.topLevelMapped)` with its pid; adopted, it is a redirected descendant of
        /// our window whose pixels we read, placed where asked, and clicks follow the input region.
        @Test func adoptsXlogoReadsItsPixelsPlacesItAndRoutesClicksByTheInputRegion() throws {
            let parent = try Support.openWindow(connection, x: 20, y: 30, width: 400, height: 300)
            defer { parent.close() }
            let (xlogo, client) = try startClient("/usr/bin/xlogo", ["-geometry", "120x100+500+50"])
            defer { stop(xlogo) }
            #expect(connection.clientPID(of: client) == xlogo.processIdentifier)

            let hosted = try connection.adopt(client, into: parent.id, x: 10, y: 20, mark: "logo")
            defer { hosted.discard() }
            #expect(connection.appMark(of: client) == "logo")
            #expect(try connection.children(of: parent.id).contains(hosted.frame))
            #expect(try connection.children(of: hosted.frame) == [client])
            #expect(X11TestSupport.redirectError(of: hosted.frame) == 10, "a second manual redirect of the frame is refused: BadAccess")
            #expect(try hosted.fetchDamage() == [PixelRect(x: 0, y: 0, width: 120, height: 100)], "the first fetch reads it all")
            // xlogo draws after it maps into the frame: fetch on each damage until its drawing shows.
            try fetchOnDamage(hosted, timeout: 5) { Set($0).count > 1 }
            #expect(Set(hosted.pixels).count > 1, "xlogo's drawing is in the pixels, not one colour")

            let origin = try connection.rootPosition(0, 0, in: parent.id)
            hosted.place(x: 50, y: 40, width: 150, height: 120, rootX: origin.x + 50, rootY: origin.y + 40)
            #expect(try connection.size(of: client) == (150, 120))
            #expect(try connection.rootPosition(0, 0, in: client) == RootPoint(x: origin.x + 50, y: origin.y + 40))
            #expect((hosted.width, hosted.height, hosted.pixels.count) == (150, 120, 150 * 120))

            let input = try SyntheticInput(connection: connection)
            try input.move(to: 75, 60, in: client)
            try input.press(button: 1)
            try input.release(button: 1)
            let pressed = try waitForEvent { window, event in
                window == client && Self.isClientPress(event) || window == parent.id && Self.isPress(event)
            }
            #expect(pressed?.0 == client, "with the whole input region, the press is the client's")

            hosted.setInputRegion([])
            try input.press(button: 1)
            try input.release(button: 1)
            let through = try waitForEvent { window, event in
                window == client && Self.isClientPress(event) || window == parent.id && Self.isPress(event)
            }
            #expect(through?.0 == parent.id, "with an empty input region, the press reaches the parent")
            #expect(through?.1 == .input(.pointerPressed(Point(x: 125, y: 100), button: 1, time: Self.time(of: through?.1))))
        }

        /// xterm takes part in WM_DELETE_WINDOW: asked, it exits. Its title and size hints read live.
        @Test func requestCloseEndsXtermAndItsTitleAndHintsRead() throws {
            let parent = try Support.openWindow(connection, width: 600, height: 400)
            defer { parent.close() }
            let (xterm, client) = try startClient("/usr/bin/xterm", ["-geometry", "40x10+0+0", "-title", "hosted xterm", "-e", "cat"])
            defer { stop(xterm) }
            let hosted = try connection.adopt(client, into: parent.id, x: 0, y: 0, mark: "term")
            defer { hosted.discard() }
            #expect(hosted.title() == "hosted xterm")
            let hints = hosted.sizeHints()
            #expect((hints.increment?.width ?? 0) > 1 && (hints.increment?.height ?? 0) > 1, "xterm resizes by character cells: \(hints)")
            // Its protocols' handlers are in place once its main loop draws its cursor (the server's
            // background fill comes first: wait for more than one colour). Its child is `cat`, which
            // dies on xterm's SIGHUP at once (a bash still starting up sometimes outlived it).
            try fetchOnDamage(hosted, timeout: 10) { Set($0).count > 1 }
            #expect(Set(hosted.pixels).count > 1, "xterm drew its cursor")
            #expect(hosted.protocols.contains(.deleteWindow))
            #expect(hosted.requestClose())
            let destroyed = try waitForEvent(timeout: 10) { window, event in window == client && event == .client(.destroyed) }
            #expect(destroyed != nil, "xterm closed its window")
            #expect(eventually { !xterm.isRunning }, "xterm exited")
        }

        /// RENDER on the server puts the client's own pixels into a window of ours: read back with
        /// GetImage, the window shows, where they were composited, the pixels fetched from the frame.
        @Test func serverCompositeDrawsTheClientsPixelsIntoAWindow() throws {
            let parent = try Support.openWindow(connection, width: 200, height: 200)
            defer { parent.close() }
            let (xlogo, client) = try startClient("/usr/bin/xlogo", ["-geometry", "120x100+500+50"])
            defer { stop(xlogo) }
            let hosted = try connection.adopt(client, into: parent.id, x: 0, y: 0, mark: "logo")
            defer { hosted.discard() }
            try fetchOnDamage(hosted, timeout: 5) { Set($0).count > 1 }
            try #require(Set(hosted.pixels).count > 1, "xlogo drew")
            let destination = try Support.openWindow(connection, x: 300, y: 0, width: 200, height: 160)
            defer { destination.close() }
            let composite = try ServerComposite(hosted, onto: destination.id)
            func mismatches(at x: Int, _ y: Int) throws -> Int {
                try connection.sync()
                let shown = try connection.capture(destination.id, area: PixelRect(x: x, y: y, width: 120, height: 100)).pixels
                return zip(shown, hosted.pixels).filter { $0 != $1 }.count
            }
            #expect(try mismatches(at: 30, 20) > 0, "not composited yet")
            composite.composite([PixelRect(x: 0, y: 0, width: 120, height: 100)], x: 30, y: 20)
            #expect(try mismatches(at: 30, 20) == 0, "every pixel is the client's")
            hosted.wholeWindowStale = true
            #expect(composite.compositeDamage(x: 70, y: 50) == [PixelRect(x: 0, y: 0, width: 120, height: 100)])
            #expect(try mismatches(at: 70, 50) == 0, "the whole window, composited as damage")
            #expect(composite.compositeDamage() == [] && !hosted.wholeWindowStale, "the damage was taken")
        }

        /// Released, the client is back on the root, mapped, where asked, unmarked, and no
        /// `.client(.topLevelMapped)` announces it as new.
        @Test func releaseLeavesTheClientMappedOnTheRoot() throws {
            let parent = try Support.openWindow(connection, width: 300, height: 300)
            defer { parent.close() }
            let (xlogo, client) = try startXlogo()
            defer { stop(xlogo) }
            let hosted = try connection.adopt(client, into: parent.id, x: 5, y: 5, mark: "logo")
            hosted.release(rootX: 200, rootY: 150)
            try connection.sync()
            #expect(try connection.children(of: connection.rootWindow).contains(client))
            #expect(connection.topLevelClients().contains(client), "mapped on the root")
            #expect(try connection.rootPosition(0, 0, in: client) == RootPoint(x: 200, y: 150))
            #expect(connection.appMark(of: client) == nil)
            var announced = false
            while let next = try connection.nextEvent() { announced = announced || next == (client, .client(.topLevelMapped)) }
            #expect(!announced)
        }

        /// The adopting connection dies without a word (its socket shut, nothing destroyed first, as
        /// with SIGKILL): the save-set puts the client back on the root (the nearest ancestor not of
        /// that connection's: the adopter's parent window is its own, as Flotilla's is), mapped.
        @Test func theSaveSetReturnsTheClientWhenTheAdopterDies() throws {
            let (xlogo, client) = try startXlogo()
            defer { stop(xlogo) }
            let adopter = try Support.connect()
            let parent = try Support.openWindow(adopter, width: 300, height: 300)
            let hosted = try adopter.adopt(client, into: parent.id, x: 5, y: 5, mark: "logo")
            #expect(try connection.children(of: connection.rootWindow).contains(client) == false)
            shutdown(adopter.fileDescriptor, Int32(SHUT_RDWR))
            let back = try waitForEvent { window, event in window == client && event == .client(.topLevelMapped) }
            #expect(back != nil, "the client mapped on the root again")
            #expect(try connection.children(of: connection.rootWindow).contains(client))
            #expect(connection.topLevelClients().contains(client))
            withExtendedLifetime((adopter, parent, hosted)) {}
        }

        /// The client dies right after adoption: placing and fetching do not crash or end anything,
        /// `.client(.destroyed)` arrives, and the connection goes on.
        @Test func aClientDestroyedAfterAdoptionEndsNothing() throws {
            let parent = try Support.openWindow(connection, width: 300, height: 300)
            defer { parent.close() }
            let (xlogo, client) = try startXlogo()
            defer { stop(xlogo) }
            let hosted = try connection.adopt(client, into: parent.id, x: 0, y: 0, mark: "logo")
            kill(xlogo.processIdentifier, SIGKILL)
            let destroyed = try waitForEvent { window, event in window == client && event == .client(.destroyed) }
            #expect(destroyed != nil)
            hosted.place(x: 10, y: 10, width: 80, height: 60, rootX: 10, rootY: 10)
            hosted.setInputRegion([])
            hosted.stack(above: nil)
            hosted.focus(time: 0)
            _ = try? hosted.fetchDamage()
            hosted.discard()
            try connection.sync()
            while try connection.nextEvent() != nil {}
            #expect(try connection.children(of: parent.id).isEmpty, "the frame went with discard")
        }

        /// A client of our own on a second connection, on the 32-bit visual: its alpha survives
        /// (the frame has its depth), and its title, its resize request and its end arrive as events.
        @Test func aTranslucentClientKeepsItsAlphaAndItsRequestsArriveAsEvents() throws {
            let parent = try Support.openWindow(connection, width: 300, height: 200)
            defer { parent.close() }
            let app = try Support.connect()
            let window = try app.createWindow(title: "before", width: 64, height: 48, translucent: true)
            window.map()
            let mapped = try waitForEvent { window_, event in window_ == window.id && event == .client(.topLevelMapped) }
            #expect(mapped != nil)
            let hosted = try connection.adopt(window.id, into: parent.id, x: 0, y: 0, mark: "mine")
            defer { hosted.discard() }
            let half: UInt32 = 0x8040_2010, green: UInt32 = 0xFF00_FF00
            Support.Pixels(width: 64, height: 48) { x, _ in x < 32 ? half : green }
                .present(in: window, rects: [PixelRect(x: 0, y: 0, width: 64, height: 48)])
            try fetchOnDamage(hosted) { $0[0] == half && $0[63] == green }
            #expect((hosted.pixels[0], hosted.pixels[63]) == (half, green), "premultiplied ARGB as the client drew it")

            window.setTitle("after")
            #expect(try waitForEvent { client, event in client == window.id && event == .client(.titleChanged) } != nil)
            #expect(hosted.title() == "after")

            window.configure(width: 100, height: 80)
            let asked = try waitForEvent { client, event in
                if client == window.id, case .client(.configureRequest) = event { true } else { false }
            }
            #expect(asked?.1 == .client(.configureRequest(width: 100, height: 80, at: nil)))
            #expect(try connection.size(of: window.id) == (64, 48), "nothing changes until the caller places it")

            window.close()
            #expect(try waitForEvent { client, event in client == window.id && event == .client(.destroyed) } != nil)
        }

        /// Shared memory and GetImage read the same pixels: an xterm (depth 24, made opaque) whole,
        /// and our translucent client (depth 32) whole and where a small rectangle of it was drawn anew.
        @Test func sharedMemoryFetchesExactlyWhatGetImageFetches() throws {
            let parent = try Support.openWindow(connection, width: 400, height: 300)
            defer { parent.close() }
            let (xterm, client) = try startClient("/usr/bin/xterm", ["-geometry", "40x10+0+0", "-e", "cat"])
            defer { stop(xterm) }
            let term = try connection.adopt(client, into: parent.id, x: 0, y: 0, mark: "term")
            defer { term.discard() }
            term.pixelSource = .sharedMemory
            try fetchOnDamage(term, timeout: 10) { Set($0).count > 1 }
            try #require(Set(term.pixels).count > 1, "xterm's cursor came through shared memory")
            // Read again until xterm drew nothing between two shared reads: GetImage in between matches them.
            var reads: [[UInt32]] = []
            for _ in 0..<10 where reads.count < 3 || reads[0] != reads[2] {
                reads = try [.sharedMemory, .getImage, .sharedMemory].map { try wholeRead(term, by: $0) }
            }
            #expect(reads[0] == reads[2] && reads[1] == reads[0], "GetImage reads what shared memory read")

            let app = try Support.connect()
            let window = try app.createWindow(title: "pattern", width: 64, height: 48, translucent: true)
            window.map()
            #expect(try waitForEvent { window_, event in window_ == window.id && event == .client(.topLevelMapped) } != nil)
            let mine = try connection.adopt(window.id, into: parent.id, x: 300, y: 0, mark: "mine")
            defer { mine.discard() }
            mine.pixelSource = .sharedMemory
            let pattern = Support.Pixels(width: 64, height: 48) { x, y in UInt32(0x8000_0000 | (x * 3) << 16 | (y * 5) << 8 | (x ^ y)) }
            pattern.present(in: window, rects: [PixelRect(x: 0, y: 0, width: 64, height: 48)])
            try fetchOnDamage(mine) { $0 == pattern.words }
            #expect(mine.pixels == pattern.words, "the pattern came through shared memory")
            #expect(try wholeRead(mine, by: .getImage) == pattern.words)

            mine.pixelSource = .sharedMemory
            let stripes = Support.Pixels(width: 64, height: 48) { x, y in x % 2 == 0 ? 0xFF00_00FF : UInt32(0x4000_0000 | y) }
            stripes.present(in: window, rects: [PixelRect(x: 9, y: 7, width: 5, height: 3)])
            try fetchOnDamage(mine) { $0[64 * 9 + 13] == stripes.words[64 * 9 + 13] }
            let shared = mine.pixels
            #expect((shared[64 * 7 + 10], shared[64 * 9 + 13], shared[64 * 10 + 13]) == (0xFF00_00FF, 0x4000_0009, pattern.words[64 * 10 + 13]),
                    "the spot read through shared memory landed at its place")
            #expect(try wholeRead(mine, by: .getImage) == shared, "GetImage reads what shared memory read")
        }

        /// Issue 24, item 4: an adopted xlogo given back to the desktop lies on the root where
        /// asked, keeps its mark, asks a window manager to keep it there (USPosition, static
        /// gravity), and is watched: a move of it (by another client, as a window manager would)
        /// is reported, and so is its end.
        @Test func aWindowGivenToTheDesktopIsWatched() throws {
            let parent = try Support.openWindow(connection, width: 300, height: 200)
            defer { parent.close() }
            let (xlogo, client) = try startClient("/usr/bin/xlogo", ["-geometry", "120x100+500+50"])
            defer { stop(xlogo) }
            let hosted = try connection.adopt(client, into: parent.id, x: 10, y: 20, mark: "logo")
            connection.giveToDesktop(hosted, rootX: 400, rootY: 250)
            try connection.sync()
            #expect(try connection.children(of: connection.rootWindow).contains(client))
            #expect(try connection.rootPosition(0, 0, in: client) == RootPoint(x: 400, y: 250))
            #expect(connection.appMark(of: client) == "logo")
            let hints = try #require(connection.rawProperty(XCB_ATOM_WM_NORMAL_HINTS.rawValue, of: client, words: 18)).values32
            #expect(hints.count == 18 && hints[0] & (1 | 512) == 1 | 512 && Array(hints[1...2]) == [400, 250] && hints[17] == 10,
                    "USPosition at (400, 250), static gravity: \(hints)")

            let other = try Support.connect()
            other.moveDesktopWindow(client, to: RootPoint(x: 420, y: 260))
            #expect(try waitForEvent { window, event in window == client && event == .client(.desktopWindowMoved) } != nil)
            stop(xlogo)
            #expect(try waitForEvent { window, event in window == client && event == .client(.desktopWindowGone) } != nil, "its end is reported")
        }

        // MARK: helpers

        /// `hosted`'s pixels as a whole fetch by `source` reads them.
        private func wholeRead(_ hosted: HostedWindow, by source: PixelSource) throws -> [UInt32] {
            hosted.pixelSource = source
            hosted.wholeWindowStale = true
            #expect(try hosted.fetchDamage() == [PixelRect(x: 0, y: 0, width: hosted.width, height: hosted.height)])
            #expect(hosted.pixelSource == source, "no fallback to GetImage: the segment was made")
            return hosted.pixels
        }

        /// A 100×100 xlogo at the root's origin.
        private func startXlogo() throws -> (Process, WindowID) { try startClient("/usr/bin/xlogo", ["-geometry", "100x100+0+0"]) }

        /// Starts `path` and waits for its `.client(.topLevelMapped)`.
        private func startClient(_ path: String, _ arguments: [String]) throws -> (Process, WindowID) {
            let program = try startDesktopProgram(path, arguments: arguments, environment: ProcessInfo.processInfo.environment)
            let mapped = try waitForEvent(timeout: 10) { _, event in event == .client(.topLevelMapped) }
            guard let client = mapped?.0 else {
                stop(program)
                throw X11Error.requestFailed("\(path) mapped no window")
            }
            return (program, client)
        }

        private func stop(_ program: Process) {
            if program.isRunning { kill(program.processIdentifier, SIGKILL) }
            program.waitUntilExit()
        }

        /// Fetches `hosted`'s pixels on each `.client(.damaged)` until `drawn` holds for them or `timeout` passes.
        private func fetchOnDamage(_ hosted: HostedWindow, timeout: Double = 5, until drawn: ([UInt32]) -> Bool) throws {
            _ = try waitForEvent(timeout: timeout) { window, event in
                guard window == hosted.client, event == .client(.damaged) else { return false }
                _ = try? hosted.fetchDamage()
                return drawn(hosted.pixels)
            }
        }

        /// Reads events until `matches` holds for one (returned) or `timeout` seconds pass (nil).
        private func waitForEvent(
            timeout: Double = 5, _ matches: (WindowID, HostEvent) throws -> Bool
        ) throws -> (WindowID, HostEvent)? {
            let deadline = Date().addingTimeInterval(timeout)
            while Date() < deadline {
                while let next = try connection.nextEvent() {
                    // A press a frame's grab held goes on to its client, as the session sends it.
                    if case .client(.pressed(_, let time, _, _)) = next.event { connection.replayPress(time: time) }
                    if try matches(next.window, next.event) { return next }
                }
                try connection.waitForEvents(timeout: 0.1)
            }
            return nil
        }

        private static func isPress(_ event: HostEvent) -> Bool {
            if case .input(.pointerPressed) = event { true } else { false }
        }

        private static func isClientPress(_ event: HostEvent) -> Bool {
            if case .client(.pressed) = event { true } else { false }
        }

        private static func time(of event: HostEvent?) -> Double {
            if case .input(.pointerPressed(_, _, let time)) = event { time } else { -1 }
        }
    }
}
