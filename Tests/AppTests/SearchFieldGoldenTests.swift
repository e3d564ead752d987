import App
import Assets
import Compositor
import Input
import Model
import Render
import SnapshotTesting
import TestSupport
import Testing

/// The search field (Super+Space) over the windows scene (assets/scenes/windows.json), at rest:
/// empty, and with "ma" typed — the Maps application first (its name starts so), then the Mail
/// window (its title does), Maps chosen; and a launch of it refused.
@Suite("Search field golden", .serialized)
struct SearchFieldGoldenTests {
    func opened(typing text: String) throws -> (Compositor, ManualClock) {
        let clock = ManualClock()
        let c = Compositor(scene: try SceneLoading.load(path: Assets.scene(named: "windows").path), clock: clock)
        _ = c.nextFrame()
        let maps = try DesktopEntry(KeyFile(parsing: "[Desktop Entry]\nType=Application\nName=Maps\nGenericName=Map Viewer\nExec=maps\n"),
                                    id: "maps.desktop", path: "/apps/maps.desktop", locale: nil)
        c.openSearch(applications: [maps])
        for ch in text { c.handle(.key(KeyPress(.character(ch), text: String(ch)), time: clock.now)) }
        clock.advance(by: 2)
        return (c, clock)
    }

    @Test func empty() throws {
        let (c, _) = try opened(typing: "")
        try assertFrame(c, try HeadlessRenderer(), named: "empty")
    }

    @Test func results() throws {
        let (c, _) = try opened(typing: "ma")
        try assertFrame(c, try HeadlessRenderer(), named: "ma")
    }

    /// Issue 62: Enter on Maps, refused by the host (too many windows): the field shows again,
    /// saying why in red under its results.
    @Test func aRefusedLaunchSaysWhy() throws {
        let (c, clock) = try opened(typing: "ma")
        c.handle(.key(KeyPress(.enter), time: clock.now))
        _ = c.nextFrame()
        c.sayInSearch("Maps was not launched: 64 apps' windows are open, the most one Flotilla hosts")
        clock.advance(by: 2)
        #expect(c.isSearching && c.searchProblem != nil)
        try assertFrame(c, try HeadlessRenderer(), named: "refused")
    }
}
