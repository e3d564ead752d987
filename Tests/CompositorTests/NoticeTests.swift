import Chrome
@testable import Compositor
import Model
import Testing

/// A notice (what Flotilla tells the user, such as a screen it could not lock): drawn over
/// everything near the top of the screen, it stays its time while nothing moves, then fades and goes.
@Suite("Notices")
struct NoticeTests {
    func noticeLayer(_ frame: Frame) -> LayerItem? {
        frame.displayList.items.lazy.compactMap { if case .layer(let l) = $0, l.id == .surface(.notice) { l } else { nil } }.first
    }

    @Test func aNoticeShowsOverEverythingItsTimeThenFades() throws {
        let clock = ManualClock()
        let c = Compositor(scene: Floating.twoPanels(), clock: clock)
        _ = c.nextFrame()
        #expect(c.nextChange == nil)
        c.showNotice("Screen not locked")
        let first = c.nextFrame()
        #expect(c.surfaces.last == .notice, "over everything: \(c.surfaces)")
        let layer = try #require(noticeLayer(first))
        #expect(layer.content.items.contains { if case .text("Screen not locked", _, _) = $0 { true } else { false } })
        let plate = NoticeChrome.plate(on: Rect(origin: .zero, size: c.size))
        #expect(layer.origin.x == plate.minX && layer.origin.y < plate.minY, "it drops in from above its place: \(layer.origin)")
        #expect(c.nextChange == clock.now + LivePanels.noticeDuration)

        // Sprung in, it rests in its place, though the host draws a frame when its time is up.
        for _ in 0..<120 { clock.advance(by: 1 / 60.0); _ = c.nextFrame() }
        #expect(!c.isAnimating && c.notice == "Screen not locked")
        let rested = try #require(noticeLayer(c.nextFrame()))
        #expect(rested.origin == plate.origin && rested.opacity == 1)
        clock.advance(by: LivePanels.noticeDuration)
        _ = c.nextFrame()
        #expect(c.isAnimating && c.nextChange == nil, "it fades")
        for _ in 0..<120 { clock.advance(by: 1 / 60.0); _ = c.nextFrame() }
        #expect(c.notice == nil && !c.surfaces.contains(.notice))
    }

    @Test func aNewNoticeTakesThePlaceOfTheOneShowing() {
        let clock = ManualClock()
        let c = Compositor(scene: Floating.twoPanels(), clock: clock)
        c.showNotice("first")
        clock.advance(by: 3)
        c.showNotice("second")
        #expect(c.notice == "second" && c.nextChange == clock.now + LivePanels.noticeDuration)
        #expect(c.surfaces.filter { $0 == .notice }.count == 1)
    }
}
