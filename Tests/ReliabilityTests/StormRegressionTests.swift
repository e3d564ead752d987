import Model
import Testing

/// Storms that once broke an invariant, shrunk to their shortest, replayed as ``StormTests``
/// printed them.
@Suite struct StormRegressionTests {
    /// A panel grabbed while it sprang to its new place in a 1787×1 window, and let go, kept the
    /// size it was drawn at, 239.999999999 wide for a minimum of 240.
    @Test func aPanelGrabbedMidAnimationLandsWithinItsSizeLimits() {
        #expect(StormRun.replay("popover", [
            .resize(width: 1.0, height: 1.0),
            .wait(0.039449972774745504),
            .resize(width: 1787.0, height: 1.0),
            .press(0.0268456878270976, 0.0, button: 1),
            .release(0.0, 0.0, button: 1),
        ]) == nil)
    }

    /// A second press with no release between left the panel grabbed by the first held where a
    /// spring was carrying it, never reaching its place.
    @Test func aSecondPressLetsTheFirstGrabbedPanelGo() {
        #expect(StormRun.replay("panels", [
            .resize(width: 4971.0, height: 1.0),
            .press(0.0, 0.0, button: 1),
            .press(0.05954536310601488, 0.0, button: 1),
        ]) == nil)
    }

    /// A popover floated by the host (present) was drawn 0×0 at the window's corner and grew from
    /// there: it now starts where the popover was, its title bar above its content.
    @Test func aFloatedPopoverStartsWhereItWasDrawn() throws {
        let run = StormRun("popover", scene: BundledScenes.scene("popover"))
        let popover = try #require(run.compositor.frame(of: "share"))
        #expect(run.apply(.present(1)) == nil)
        #expect(run.compositor.frame(of: "share")
            == Rect(x: popover.minX, y: popover.minY - TitleBarLayout.height, width: popover.width, height: popover.height + TitleBarLayout.height))
        #expect(run.run([.frame]) == nil)
    }

    /// Fill held in a window made too small to tile (compact): the long press could not open the
    /// arrangements, and its wait never ended, so frames never stopped.
    @Test func aLongPressOnFillThatCannotOpenTheArrangementsStopsWaiting() {
        #expect(StormRun.replay("windows", [
            .resize(width: 1.0, height: 1.0),
            .wait(4.656854249492381),
            .frame,
            .resize(width: 1102.0, height: 66.0),
            .press(0.11252268602540835, 0.12121212121212122, button: 1),
            .resize(width: 1.0, height: 1.0),
        ]) == nil)
    }
}
