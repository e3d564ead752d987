@testable import App
@testable import Bench
import Desktop
import Foundation
import Glibc
import TestSupport
import Testing
@testable import X11

extension Live {
    /// Issue 40, the churn finding: one client creating, configuring and destroying windows as
    /// fast as it can never makes Flotilla spend memory beyond bounds nor stop taking windows in.
    @Suite("A client churning windows, live", .enabled(if: FlotillaBinary.exists, "build the flotilla executable first (scripts/test does)"))
    struct ChurnLiveTests {
        static let client = TestClients.misbehave

        /// A notification (composited where it is, its requests honoured as asked) that makes
        /// itself 32767 × 32767: only the part of it the screen can show is kept (it was 4 GiB).
        @Test func aWindowCompositedInPlaceThatGrowsHugeCostsNoMemory() throws {
            let display = try ManagedDisplay()
            let app = try display.manage()
            defer { app.stop() }
            _ = try app.readyWindow()
            let pid = app.process.processIdentifier
            let residentAtStart = ProcessStats.residentBytes(pid)
            try display.start("python3", [Self.client, "oversize", "NOTIFICATION"])
            let c = display.connection
            #expect(eventually {
                ((try? c.children(of: c.rootWindow)) ?? []).contains { c.rootRect(of: $0)?.width == 32767 }
            }, "the notification made itself 32767 × 32767")
            // Flotilla has read its new size and drawn it meanwhile.
            Thread.sleep(forTimeInterval: 1.5)
            let grown = Double(ProcessStats.residentBytes(pid) - residentAtStart) / 1_048_576
            #expect(grown < 64, "resident memory grew \(grown) MiB")
        }

        /// A notification wider than any pixmap, borders included: Composite cannot redirect it,
        /// and asking made the X server crash (miValidateTree). Flotilla leaves it alone.
        @Test func aWindowPastTheLargestPixmapIsNotRedirectedAndTheServerLives() throws {
            let display = try ManagedDisplay()
            let app = try display.manage()
            defer { app.stop() }
            _ = try app.readyWindow()
            try display.start("python3", [Self.client, "overwide", "NOTIFICATION"])
            let c = display.connection
            #expect(eventually {
                ((try? c.children(of: c.rootWindow)) ?? []).contains { c.rootRect(of: $0)?.width == 32767 + 200 }
            }, "the notification mapped, 32767 pixels wide with a border of 100")
            Thread.sleep(forTimeInterval: 1)
            #expect(c.rootRect(of: c.rootWindow) != nil, "the X server lives")
            #expect(app.process.isRunning)
        }

        /// A dock its client moved into a window of its own before Flotilla read its MapRequest
        /// (a churn does): no longer a top-level, it cuts no hole in the overlay and reserves no
        /// strip of the screen. (Kept as a dock, both stayed for good: its going was told only to
        /// itself.)
        @Test func aDockMovedAwayBeforeItIsTakenIsNoDock() throws {
            let display = try ManagedDisplay()
            let app = try display.manage()
            defer { app.stop() }
            let (overlay, _, _) = try app.readyWindow()
            try display.start("python3", [Self.client, "dock-moved-away"])
            let c = display.connection
            // The plain window mapped after it is listed: the dock's request was answered before.
            #expect(eventually { (try? c.property("_NET_CLIENT_LIST", of: c.rootWindow))??.values32.count == 1 })
            #expect(try c.property("_NET_WORKAREA", of: c.rootWindow)?.values32.prefix(4) == [0, 0, 1280, 800], "no strut reserved")
            let whole = [PixelRect(x: 0, y: 0, width: 1280, height: 800)]
            #expect((c.boundingShape(of: overlay) ?? whole) == whole, "no hole in the overlay")
        }

        /// A CirculateRequest for a window no one manages is answered as asked: the window named
        /// is raised (CirculateWindow of that window would restack its children, and did nothing).
        @Test func aCirculateRequestRaisesTheWindowItNames() throws {
            let display = try ManagedDisplay()
            let app = try display.manage()
            defer { app.stop() }
            _ = try app.readyWindow()
            try display.start("python3", [Self.client, "circulate"])
            let c = display.connection
            func named(_ name: String, in children: [WindowID]) -> Int? {
                children.firstIndex { (try? c.property("WM_NAME", of: $0))??.string == name }
            }
            #expect(eventually {
                guard let children = try? c.children(of: c.rootWindow), let low = named("circulate-low", in: children),
                      let high = named("circulate-high", in: children) else { return false }
                return low > high
            }, "circulate-low raised over circulate-high")
        }
    }
}
