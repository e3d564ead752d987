import Assets
import Foundation
import Input
import Render
import Testing
import TestSupport
import X11

extension Live {
    /// The tear-off key works only where tearing off can happen: in a torn-off window `n` does
    /// nothing, and its panel stays shown there.
    @Suite("Tear-off key, live", .enabled(if: FlotillaBinary.exists, "build the flotilla executable first (scripts/test does)"))
    struct TearOffKeyLiveTests {
        @Test func nInATornOffWindowLeavesItsPanelShown() throws {
            let (app, main, connection, input, before, _) = try TearOffLiveTests.tearOffDateByKey()
            defer { app.stop() }
            let torn = try #require(try connection.newTopLevelWindow(besides: before), "Date's own window")

            /// Two round trips through the main window (exposé shown and left, twice): Flotilla
            /// has handled everything sent before, and drawn what it did.
            var shownExpose = 0
            func roundTrips() throws {
                try input.move(to: 1000, 650, in: main)
                for _ in 0..<2 {
                    shownExpose += 1
                    for name in ["did-enter-expose", "did-exit-expose"] {
                        try input.key(KeyPress(.function(3)))
                        _ = try app.wait(for: name) { [n = shownExpose] _ in app.events.filter { $0["event"] as? String == name }.count >= n }
                    }
                }
            }
            try roundTrips()
            let shown = Image(try connection.captureWhenShown(torn))
            try input.move(to: 140, 120, in: torn)
            try input.key(KeyPress(.character("n")))
            try roundTrips()
            #expect(try connection.topLevelWindows().contains(torn), "the torn-off window is still open")
            let after = Image(try connection.capture(torn))
            let difference = ImageComparison.compare(expected: shown, actual: after)
            #expect(difference.passes(.live), "Date is still shown: \(difference)")
        }
    }
}
