import Foundation
import PropertyBased
import Testing

/// Issue 14, item 4: seeded random storms of input, resizes, clock jumps and frames over every
/// bundled scene (``StormRun`` checks the invariants): ``StormBudget/shortStorms`` events shared
/// evenly between the scenes, in storms of up to ``longest`` events each on a fresh compositor. A failure is shrunk to the shortest storm that
/// still fails and printed with its seed, as a regression test body.
@Suite struct StormTests {
    /// The longest storm: short storms shrink quickly and start often from each scene's own layout.
    static let longest = 200

    @Test func everyBundledSceneWeathersAStorm() async {
        let names = BundledScenes.names
        let storms = max(1, StormBudget.shortStorms / names.count / ((1 + Self.longest) / 2))
        let start = ContinuousClock.now
        let events = await withTaskGroup(of: Int.self) { group in
            for name in names { group.addTask { await Self.storm(name, storms: storms) } }
            return await group.reduce(0, +)
        }
        print("short storms: \(events) events in \(storms * names.count) storms over \(names.count) scenes in \(ContinuousClock.now - start)")
        #expect(events >= storms * names.count)
    }

    /// Runs `storms` random storms on scene `name`; returns how many events they held.
    private static func storm(_ name: String, storms: Int) async -> Int {
        let scene = BundledScenes.scene(name)
        var events = 0
        await propertyCheck(count: storms, input: StormEvent.generator.array(of: 1...longest)) { steps in
            events += steps.count
            if let failure = StormRun(name, scene: scene).run(steps) { Issue.record("\(failure)") }
        }
        return events
    }
}
