@testable import App
import Desktop
import Foundation
import Testing

/// The storm over the fake host: 100,000 random operations of programs on a managed display
/// (``FakeHostStorm``), the invariants after every pass (``FakeDesktopInvariants``) and, beside
/// them, every window that asked to map and was neither withdrawn nor destroyed since shown, in
/// a panel (a dialog of a window minimised or on another space too). `FLOTILLA_FAKE_STORM_OPERATIONS` sets how many; `FLOTILLA_FAKE_STORM_SEED` the seed.
@Suite struct FakeHostStormTests {
    static var operations: Int { ProcessInfo.processInfo.environment["FLOTILLA_FAKE_STORM_OPERATIONS"].flatMap(Int.init) ?? 100_000 }
    static var seed: UInt64 { ProcessInfo.processInfo.environment["FLOTILLA_FAKE_STORM_SEED"].flatMap { UInt64($0) } ?? 0x65 }

    @Test func aStormOfClientsKeepsEveryInvariant() throws {
        let desktop = try FakeDesktop()
        var storm = FakeHostStorm(desktop, seed: Self.seed)
        while storm.operations < Self.operations {
            storm.pass()
            do {
                try FakeDesktopInvariants(desktop).check()
            } catch {
                let told = storm.history.filter { "\(error)".contains("\($0.key)") }.map { "\($0.key): \($0.value.joined(separator: "; "))" }
                Issue.record("after \(storm.operations) operations (seed \(Self.seed)): \(error)\n\(told.joined(separator: "\n"))")
                return
            }
            // Menus mapped and the desktop window are composited where they are, and no client's panel.
            let inPlace = Set(desktop.manager.display.inPlace.all.map(\.client))
            let expected = storm.menusShown.union(storm.desktops)
            if inPlace != expected || !inPlace.allSatisfy({ desktop.server.held[$0] != nil && desktop.host.clients.client($0) == nil }) {
                Issue.record("after \(storm.operations) operations (seed \(Self.seed)): composited in place \(inPlace.sorted()), mapped \(expected.sorted())")
                return
            }
            storm.inPlaceComposited = max(storm.inPlaceComposited, inPlace.count)
            // Each shows in a panel.
            let taken = Set(desktop.host.clients.taken.map(\.window)), server = desktop.server
            let asked = storm.wantShown.filter { server.programs[$0]?.alive == true }
            let unshown = asked.filter { !taken.contains($0) || server.programs[$0]?.mapped != true }
            if !taken.isSubset(of: asked) || !unshown.isEmpty {
                Issue.record("after \(storm.operations) operations (seed \(Self.seed)): held \(taken.sorted()), asked to show \(asked.sorted()), not shown \(unshown.sorted())")
                return
            }
        }
        #expect(!desktop.server.carried.isEmpty)
        #expect(storm.inPlaceComposited > 0, "menus and a desktop window were composited in place")
    }
}
