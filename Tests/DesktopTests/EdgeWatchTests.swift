import Desktop
import Testing

/// What watches the pointer at the monitors' edges, as a value of the push (the model side of the
/// live hot-corner tests: one corner per monitor, pushed or instant, following the monitors).
@Suite("The monitors' edges watched, pushed")
struct EdgeWatchTests {
    let pair = [PixelRect(x: 0, y: 0, width: 1000, height: 800), PixelRect(x: 1000, y: 0, width: 1000, height: 800)]

    func lines(_ watch: EdgeWatch, since pushed: EdgeWatch? = nil) -> String {
        var wanted = WantedXState(), before = WantedXState()
        wanted.edgeWatch = watch
        before.edgeWatch = pushed
        return wanted.changes(since: before).map(\.description).joined(separator: "\n")
    }

    @Test func aPushedCornerIsABarrierWhereTheServerHasThemAndAWindowWhereNot() {
        #expect(lines(EdgeWatch(monitors: pair, corners: .pushed, hasBarriers: true)) == """
            pressure barriers: corner 0,0, bottom 0,800 1000 wide, bottom 1000,800 1000 wide
            """, "no corner on the right monitor, whose top-left has the left one beside it")
        #expect(lines(EdgeWatch(monitors: pair, corners: .pushed, hasBarriers: false)) == "hot corners: 0,0 1000,0")
    }

    @Test func anInstantCornerIsAWindowOnEveryMonitorAndOffIsNone() {
        #expect(lines(EdgeWatch(monitors: pair, corners: .instant, hasBarriers: true)) == """
            pressure barriers: bottom 0,800 1000 wide, bottom 1000,800 1000 wide
            hot corners: 0,0 1000,0
            """)
        #expect(lines(EdgeWatch(monitors: pair, corners: .off, hasBarriers: false)) == "", "nothing to watch")
        #expect(lines(EdgeWatch(monitors: pair, corners: .off, hasBarriers: true)) == """
            pressure barriers: bottom 0,800 1000 wide, bottom 1000,800 1000 wide
            """)
    }

    @Test func onlyWhatChangedIsWrittenWhenTheMonitorsOrTheSettingChange() {
        let one = EdgeWatch(monitors: [pair[0]], corners: .instant, hasBarriers: false)
        let two = EdgeWatch(monitors: pair, corners: .instant, hasBarriers: false)
        #expect(lines(one, since: one) == "")
        #expect(lines(two, since: one) == "hot corners: 0,0 1000,0")
        #expect(lines(EdgeWatch(monitors: pair, corners: .off, hasBarriers: false), since: two) == "hot corners: none")
    }
}
