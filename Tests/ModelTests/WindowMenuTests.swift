import Model
import Testing

/// A window's menu: its rows for what the window is, where it hangs, and its keys and pages.
@Suite struct WindowMenuTests {
    let container = Rect(x: 0, y: 0, width: 1280, height: 800)

    @Test func itsRowsFollowTheWindowAndItHangsFromThePointer() {
        let menu = WindowMenu(panel: "xterm", facts: WindowMenu.Facts(space: 0, spaceCount: 4), at: Point(x: 400, y: 300), in: container)
        #expect(menu.rows.map(\.title) == ["Close", "Minimise", "Fill", "Keep Above", "Move to Space", "Tile Left", "Tile Right"],
                "no Move to Monitor with one monitor")
        #expect(menu.opensDown && menu.frame.minY == 300 + WindowMenu.arrow.length && abs(menu.frame.midX - 400) < 1)
        let tiled = WindowMenu(panel: "xterm", facts: WindowMenu.Facts(isTiled: true, isKeptAbove: true, monitorCount: 2), at: Point(x: 10, y: 780), in: container)
        #expect(tiled.rows.map(\.title) == ["Close", "Minimise", "Float", "Keep Above", "Move to Monitor", "Tile Left", "Tile Right"])
        #expect(tiled.rows[3].isChecked && tiled.rows[3].kind == .choice(.keepAbove(false)), "kept above: the row lets go")
        #expect(!tiled.opensDown && tiled.frame.maxY == 780 - WindowMenu.arrow.length, "near the bottom it hangs above")
        #expect(tiled.frame.minX == WindowMenu.margin, "kept inside the window")
    }

    @Test func moveToSpaceIsAPageOfItsOwnWithItsWindowsSpaceChecked() {
        var menu = WindowMenu(panel: "xterm", facts: WindowMenu.Facts(space: 1, spaceCount: 3), at: Point(x: 400, y: 300), in: container)
        let mainHeight = menu.frame.height
        let opened = menu.take(4)
        #expect(opened == nil && menu.page == .spaces)
        #expect(menu.rows.map(\.title) == ["Move to Space", "Space 1", "Space 2", "Space 3"])
        #expect(menu.frame.height < mainHeight, "sized to its page")
        let own = menu.take(2), other = menu.take(3)
        #expect(own == nil, "the window's own space cannot be chosen")
        #expect(other == .moveToSpace(2))
        let back = menu.take(0)
        #expect(back == nil && menu.page == .main, "its first row leads back")
        #expect(menu.row(at: Point(x: menu.rowFrame(0).midX, y: menu.rowFrame(0).midY)) == 0)
    }

    @Test func theKeysLightRowsOpenPagesAndComeBack() {
        var menu = WindowMenu(panel: "xterm", facts: WindowMenu.Facts(space: 0, spaceCount: 2), at: Point(x: 400, y: 300), in: container)
        var moved = menu.move(.down)
        #expect(moved && menu.lit == 0)
        moved = menu.move(.up)
        #expect(moved && menu.lit == 6, "wrapping to the last")
        for _ in 0..<2 { _ = menu.move(.up) }
        #expect(menu.lit == 4)
        moved = menu.move(.right)
        #expect(moved && menu.page == .spaces)
        #expect(menu.lit == 2, "the first space it can go to lit")
        moved = menu.move(.left)
        #expect(moved && menu.page == .main)
        moved = menu.move(.left)
        #expect(!moved, "nothing before the main page")
    }
}
