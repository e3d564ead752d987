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

/// Exposé's light: the window under the pointer, or moved with the arrow keys, raised a little.
@Suite struct ExposeLightTests {
    func exposing() -> PanelManager {
        var m = FloatingFixtures.manager(["a", "b", "c"])
        m.present("a", floatingAt: Rect(x: 0, y: 0, width: 300, height: 244))
        m.present("b", floatingAt: Rect(x: 400, y: 0, width: 300, height: 244))
        m.present("c", floatingAt: Rect(x: 0, y: 400, width: 300, height: 244))
        m.toggleExpose()
        return m
    }

    @Test func theLitWindowIsRaisedALittleInItsCell() throws {
        var m = exposing()
        let before = try #require(m.exposeCells["b"])
        let lit1 = m.lightExpose("b"), again = m.lightExpose("b")
        #expect(lit1 && !again)
        let lit = try #require(m.exposeCells["b"])
        #expect(abs(lit.scale - before.scale * PanelManager.exposeLift) < 1e-9)
        #expect(abs(lit.frame.midX - before.frame.midX) < 1e-9 && abs(lit.frame.width - before.frame.width * PanelManager.exposeLift) < 1e-9)
        m.exitExpose()
        #expect(m.exposeLit == nil, "leaving exposé puts the light out")
    }

    @Test func theArrowsMoveTheLightToTheWindowThatWay() {
        var m = exposing()
        let cells = m.exposeCells
        let first = m.moveExposeLight(.right)
        #expect(first && m.exposeLit == "c", "none lit: the focused window first")
        let order = ["a", "b", "c"].sorted { (cells[PanelID($0)]!.frame.minY, cells[PanelID($0)]!.frame.minX) < (cells[PanelID($1)]!.frame.minY, cells[PanelID($1)]!.frame.minX) }
        #expect(order == ["a", "b", "c"])
        var moved = m.moveExposeLight(.up)
        #expect(moved && m.exposeLit == "a", "up from c (below a)")
        moved = m.moveExposeLight(.right)
        #expect(moved && m.exposeLit == "b")
        moved = m.moveExposeLight(.right)
        #expect(!moved && m.exposeLit == "b", "nothing further right")
    }

    @Test func theRowOfSpacesKeepsClearOfThePinnedSides() throws {
        var m = FloatingFixtures.manager(["a", "p"])
        m.present("a", floatingAt: Rect(x: 400, y: 200, width: 300, height: 244))
        m.present("p", floatingAt: Rect(x: 0, y: 200, width: 300, height: 244))
        let pinned = m.pin("p", to: .left)
        #expect(pinned != nil)
        m.setSpaces(PanelSpaces(count: 2))
        m.toggleExpose()
        let row = try #require(m.spacesRow)
        #expect(row.thumbnails.allSatisfy { $0.minX >= m.mainContent.minX }, "clear of the pinned column at \(m.mainContent.minX)")
        #expect(row.gridArea.minX == m.mainContent.minX)
    }
}
