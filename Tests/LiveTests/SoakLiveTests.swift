@testable import App
import Foundation
import Testing
import TestSupport

extension Live {
    /// A short soak: random XTEST events on the scenes whose memory grew most before (Maps: wheel
    /// and taps on the sheet; the popover scene), resident memory flat after the first 2,000. The
    /// retained layers get 8 MiB, so that their cache filling up to its budget (96 MiB by default,
    /// as popovers of passing sizes come and go) does not hide a leak elsewhere.
    /// `flotilla bench --soak 100000` is the long one, by hand.
    @Suite("Soak, live", .enabled(if: FlotillaBinary.exists, "build the flotilla executable first (scripts/test does)"))
    struct SoakLiveTests {
        @Test func residentMemoryStaysFlat() throws {
            let rows = try Soak.run(events: 10_000, early: 2_000, scenes: ["maps", "popover"], seed: 7, layerBudget: 8,
                                    executable: FlotillaBinary.url)
            for row in rows {
                print("soak \(row.scene): \(row.readyResidentBytes >> 20) MiB ready, \(row.earlyResidentBytes >> 20) after 2,000, \(row.finalResidentBytes >> 20) after 10,000 events")
                // Generous: a leak like the one found before (1.4 MB per 300 events) adds 37 MB here;
                // today's slow growth (text layouts and shadow masks of passing sizes filling their
                // caches, not yet pinned down) about 14 at most.
                #expect(row.finalResidentBytes <= row.earlyResidentBytes + 24 << 20, "\(row)")
            }
        }
    }
}
