@testable import Compositor
import PropertyBased
import Testing

/// Issue 14, finding 2: one long storm per bundled scene (``StormBudget/longStorm`` events, the
/// invariants checked throughout) must not grow what the compositor keeps: every collection it
/// holds, counted with ``RetainedCount`` when the springs have settled after the first 1,000
/// events and again at the end, stays within a generous bound.
@Suite struct RetainedGrowthTests {
    static let warmUp = 1000

    @Test(arguments: BundledScenes.names.enumerated().map { ($0.offset, $0.element) })
    func longStormKeepsTheCompositorBounded(index: Int, scene name: String) {
        let seed = (UInt64(0x5707), UInt64(14), UInt64(2), UInt64(index))
        var rng = Xoshiro(seed: seed)
        let run = StormRun(name, scene: BundledScenes.scene(name))
        var early = 0
        for i in 0..<StormBudget.longStorm {
            let event = StormEvent.generator.run(using: &rng)
            var problem = run.apply(event)
            if problem == nil, i + 1 == Self.warmUp {
                problem = run.settle()
                early = RetainedCount.of(run.compositor)
            }
            if let problem {
                Issue.record("long storm on \(name), Xoshiro seed \(seed), event \(i) (\(event)): \(problem)")
                return
            }
        }
        if let problem = run.settle() { Issue.record("long storm on \(name), Xoshiro seed \(seed), settling: \(problem)") }
        let late = RetainedCount.of(run.compositor)
        print("long storm on \(name): \(StormBudget.longStorm) events, \(early) retained elements after \(Self.warmUp), \(late) at the end")
        #expect(late <= max(2 * early, early + 500))
    }
}
