@testable import Compositor
import Model
import PropertyBased
import Testing

/// Issue 14, finding 2: one long storm per bundled scene (``StormBudget/longStorm`` events, the
/// invariants checked throughout) must not grow what the compositor keeps: every collection it
/// holds, counted with ``RetainedCount`` in the scene's own window size once the springs have
/// settled, after the first 1,000 events and again at the end, stays within a generous bound.
@Suite struct RetainedGrowthTests {
    static let warmUp = 1000

    @Test(arguments: BundledScenes.names.enumerated().map { ($0.offset, $0.element) })
    func longStormKeepsTheCompositorBounded(index: Int, scene name: String) {
        let seed = (UInt64(0x5707), UInt64(14), UInt64(2), UInt64(index))
        var rng = Xoshiro(seed: seed)
        let scene = BundledScenes.scene(name)
        let run = StormRun(name, scene: scene)
        var early = 0
        for i in 0..<StormBudget.longStorm {
            let event = StormEvent.generator.run(using: &rng)
            var problem = run.apply(event)
            if problem == nil, i + 1 == Self.warmUp { (early, problem) = Self.count(run, size: scene.size) }
            if let problem {
                Issue.record("long storm on \(name), Xoshiro seed \(seed), event \(i) (\(event)): \(problem)")
                return
            }
        }
        let (late, problem) = Self.count(run, size: scene.size)
        if let problem { Issue.record("long storm on \(name), Xoshiro seed \(seed), settling: \(problem)") }
        print("long storm on \(name): \(StormBudget.longStorm) events, \(early) retained elements after \(Self.warmUp), \(late) at the end")
        #expect(late <= max(2 * early, early + 500))
    }

    /// What `run`'s compositor keeps once its window is back at `size` (what is drawn depends on
    /// the size: a map backdrop has more blocks in a larger window) and its springs have settled.
    private static func count(_ run: StormRun, size: Size) -> (Int, String?) {
        run.compositor.resize(to: size)
        let problem = run.settle()
        return (RetainedCount.of(run.compositor), problem)
    }
}
