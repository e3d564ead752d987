@testable import App
@testable import Bench
import Foundation
import Render
import Testing
import TestSupport

/// A short soak: random XTEST events on the scenes whose memory grew most before (Maps: wheel
/// and taps on the sheet; the popover scene, whose popover changes size as it moves), with the
/// default layer budget. At rest after 10,000 events the resident memory is where it was after
/// the first 2,000, and in motion it never passes the layer budget over where it started.
/// `flotilla bench --soak 100000` is the long one, by hand. On an X server of its own, beside the
/// live tests that share one.
@Suite("Soak, live", .enabled(if: ProcessInfo.processInfo.environment["DISPLAY"] != nil, "needs X: run scripts/test"),
       .enabled(if: FlotillaBinary.exists, "build the flotilla executable first (scripts/test does)"))
struct SoakLiveTests {
    @Test func residentMemoryStaysFlat() throws {
        let rows = try Soak.run(events: 10_000, early: 2_000, scenes: ["maps", "popover"], seed: 7, executable: FlotillaBinary.url)
        for row in rows {
            print("soak \(row.scene): \(row.readyResidentBytes >> 20) MiB ready, \(row.earlyResidentBytes >> 20) after 2,000, \(row.finalResidentBytes >> 20) after 10,000 events, \(row.peakResidentBytes >> 20) at most in motion")
            // Before the layer cache let go of layers no longer shown, this grew by 40 MiB and
            // more (its budget filling with pixels of passing sizes); a leak like the first one
            // found (1.4 MB per 300 events) would add 37 MB.
            #expect(row.finalResidentBytes <= row.earlyResidentBytes + 8 << 20, "\(row)")
            #expect(row.peakResidentBytes <= row.readyResidentBytes + Renderer.defaultLayerBudget, "\(row)")
        }
    }
}
