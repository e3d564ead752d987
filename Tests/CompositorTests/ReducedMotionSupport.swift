@testable import Compositor
import Model
import Testing

/// One transition played with the virtual clock: what the probed items' geometry was frame by
/// frame, and where everything ended.
struct MotionRun {
    /// The probed geometry just after the trigger, before any frame.
    var start: [Rect?]
    /// The probed geometry at each 60 Hz frame after the trigger.
    var probes: [[Rect?]]
    var frames: [Frame]
    /// Seconds from the end of the trigger to the first frame that no longer animates.
    var settledAfter: Double?
    /// Every event from the trigger on.
    var events: [CompositorEvent]
    /// The state and the display list at the common end time.
    var stateText: String
    var displayList: String

    /// Plays `trigger` on `scene` at `motion` after `setup` (both given the compositor and its
    /// clock) has settled, from time 2 s on; then steps 60 Hz frames until `seconds` after that,
    /// probing the geometry after each.
    init(_ scene: Scene, _ motion: MotionPreference, seconds: Double = 3, setup: (Compositor, ManualClock) -> Void = { _, _ in },
         trigger: (Compositor, ManualClock) -> Void, probe: (Compositor) -> [Rect?]) {
        let clock = ManualClock()
        let c = Compositor(scene: scene, clock: clock, motion: motion)
        setup(c, clock)
        repeat { clock.advance(by: 1.0 / 60) } while c.nextFrame().isAnimating
        clock.set(2)
        _ = c.nextFrame()
        trigger(c, clock)
        let triggered = clock.now
        start = probe(c)
        probes = []
        frames = []
        settledAfter = nil
        while clock.now < 2 + seconds {
            clock.advance(by: 1.0 / 60)
            let frame = c.nextFrame()
            frames.append(frame)
            probes.append(probe(c))
            if !frame.isAnimating, settledAfter == nil { settledAfter = clock.now - triggered }
        }
        events = frames.flatMap(\.events)
        stateText = c.stateText
        displayList = frames.last?.displayList.textDump ?? ""
    }

    /// The events but the intermediate did-move of sheets: each sheet's last did-move is kept, its
    /// extent at the event's own precision (1/100).
    var eventsBarIntermediateMoves: [CompositorEvent] {
        var out: [CompositorEvent] = []
        for (i, e) in events.enumerated() {
            guard case .sheet(let id, .didMove(let extent)) = e else {
                out.append(e)
                continue
            }
            if !events[(i + 1)...].contains(where: { if case .sheet(id, .didMove) = $0 { true } else { false } }) {
                out.append(.sheet(id, .didMove(extent: (extent * 100).rounded() / 100)))
            }
        }
        return out
    }

    /// Whether any frame drew a layer translucent (a fade).
    var fades: Bool { frames.contains { $0.displayList.textDump.contains(" opacity 0.") } }
}

/// Plays a transition at full and at reduced motion and checks what reduced motion promises: the
/// transition (which `slides` with full motion, unless it only fades) is one where the probed items are only ever at their start or their end (nothing slides), something fades, the
/// fade is over within ``MotionPreference/crossFadeDuration`` (one frame more to report it), and
/// the end — state, display list, events bar the intermediate moves — is full motion's exactly.
func expectReducedMotionMatches(_ scene: Scene, slides: Bool = true, setup: (Compositor, ManualClock) -> Void = { _, _ in },
                                trigger: (Compositor, ManualClock) -> Void, probe: (Compositor) -> [Rect?],
                                sourceLocation: SourceLocation = #_sourceLocation) {
    let full = MotionRun(scene, .full, setup: setup, trigger: trigger, probe: probe)
    let reduced = MotionRun(scene, .reduced, setup: setup, trigger: trigger, probe: probe)
    let end = reduced.probes.last ?? reduced.start
    #expect(full.start == reduced.start, "both start alike", sourceLocation: sourceLocation)
    if slides { #expect(full.probes.contains { $0 != full.start && $0 != end }, "full motion slides", sourceLocation: sourceLocation) }
    for (i, shown) in reduced.probes.enumerated() {
        #expect(shown == reduced.start || shown == end, "frame \(i): \(shown) is between \(reduced.start) and \(end)",
                sourceLocation: sourceLocation)
    }
    #expect(reduced.fades, "reduced motion fades", sourceLocation: sourceLocation)
    let settled = reduced.settledAfter ?? .infinity
    #expect(settled <= MotionPreference.crossFadeDuration + 1.0 / 60 + 1e-9, "settled after \(settled) s", sourceLocation: sourceLocation)
    #expect(reduced.stateText == full.stateText, sourceLocation: sourceLocation)
    #expect(reduced.displayList == full.displayList, sourceLocation: sourceLocation)
    #expect(reduced.eventsBarIntermediateMoves == full.eventsBarIntermediateMoves, sourceLocation: sourceLocation)
}
