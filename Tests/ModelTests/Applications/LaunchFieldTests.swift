import Model
import Testing

@Suite("The search field: typing, choosing, its place")
struct LaunchFieldTests {
    func field() throws -> LaunchField {
        LaunchField(applications: [try LaunchSearchTests.app("Terminal"), try LaunchSearchTests.app("Text Editor"), try LaunchSearchTests.app("Maps")],
                    windows: [LaunchSearch.Window(panel: "xterm", title: "top — Terminal")], recent: ["maps.desktop"])
    }

    @Test func typingSearchesAndTheBestIsChosen() throws {
        var f = try field()
        #expect(f.results.isEmpty && f.chosen == nil)
        f.type("te")
        #expect(f.results.map(\.title) == ["Terminal", "Text Editor", "top — Terminal"] && f.chosen?.title == "Terminal")
        f.move(by: 1)
        f.move(by: 5)
        #expect(f.chosen?.title == "top — Terminal", "stops at the last")
        f.move(by: -9)
        #expect(f.selected == 0)
        f.type("x")
        #expect(f.results.map(\.title) == ["Text Editor"] && f.selected == 0)
        let deleted = f.deleteBackward()
        #expect(deleted && f.query == "te")
        let chose = f.choose(2), choseNone = f.choose(3)
        #expect(chose && f.chosen?.title == "top — Terminal" && !choseNone)
    }

    /// Issue 60: Control+A selects all the text; typing replaces it, Backspace clears it.
    @Test func selectingAllThenTypingReplacesTheTextAndBackspaceClearsIt() throws {
        var f = try field()
        f.selectAll()
        #expect(!f.selectsAll, "nothing to select")
        f.type("term")
        f.selectAll()
        #expect(f.selectsAll)
        f.type("ma")
        #expect(f.query == "ma" && !f.selectsAll && f.results.map(\.title) == ["Maps"])
        f.selectAll()
        let cleared = f.deleteBackward()
        #expect(cleared && f.query.isEmpty && !f.selectsAll && f.results.isEmpty)
    }

    @Test func controlCharactersAreDroppedAndTheLengthIsCapped() throws {
        var f = try field()
        f.type("\u{1B}m\u{7F}a\np")
        #expect(f.query == "map" && f.chosen?.title == "Maps")
        f.type(String(repeating: "a", count: 500))
        #expect(f.query.count == LaunchField.maximumLength)
        var empty = try field()
        let deleted = empty.deleteBackward()
        #expect(!deleted)
    }

    @Test func itLiesAThirdOfTheWayDownTheMonitorCentredAcrossIt() {
        let monitor = Rect(x: 1280, y: 0, width: 1920, height: 1080)
        let layout = LaunchFieldLayout(results: 2, on: monitor)
        #expect(layout.plate == Rect(x: 1920, y: 332, width: 640, height: 8 + 56 + 8 + 96 + 8))
        #expect(layout.field == Rect(x: 1928, y: 340, width: 624, height: 56))
        #expect(layout.rows == [Rect(x: 1928, y: 404, width: 624, height: 48), Rect(x: 1928, y: 452, width: 624, height: 48)])
        #expect(LaunchFieldLayout(results: 0, on: Rect(x: 0, y: 0, width: 400, height: 300)).plate.width == 320, "narrower on a small monitor")
    }
}
