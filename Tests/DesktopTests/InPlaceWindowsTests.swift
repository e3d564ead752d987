import Desktop
import Model
import Testing

/// The windows composited where they are (menus, tooltips, notifications, desktop windows),
/// without X: what the compositor draws of them, the overlay's holes above and where a desktop
/// window takes the pointer.
@Suite("Windows composited in place")
struct InPlaceWindowsTests {
    let menu: WindowID = 0x600, tooltip: WindowID = 0x700, desktop: WindowID = 0x5000

    var windows: InPlaceWindows {
        var windows = InPlaceWindows()
        windows.add(desktop, level: .desktop, frame: PixelRect(x: 0, y: 0, width: 1280, height: 800))
        windows.add(menu, level: .overlay, frame: PixelRect(x: 100, y: 50, width: 200, height: 300))
        windows.add(tooltip, level: .overlay, frame: PixelRect(x: 400, y: 60, width: 120, height: 24))
        return windows
    }

    @Test func eachIsDrawnOnceItsPixelsAreReadBottomToTopWhereItIsAMenuWithItsShadow() {
        var w = windows
        #expect(w.placed(scale: 1).isEmpty, "nothing drawn before its pixels are read")
        let showsNow = w.drew(menu)
        #expect(showsNow, "the menu's first pixels: it shows")
        let showsAgain = w.drew(menu)
        #expect(!showsAgain, "its next pixels change nothing of what shows")
        let desktopShows = w.drew(desktop)
        #expect(desktopShows)
        #expect(w.placed(scale: 2) == [
            PlacedWindow(id: PanelID("in-place-0x5000"), frame: Rect(x: 0, y: 0, width: 640, height: 400), level: .desktop, hasShadow: false),
            PlacedWindow(id: PanelID("in-place-0x600"), frame: Rect(x: 50, y: 25, width: 100, height: 150), level: .overlay, hasShadow: true),
        ], "in the order they came, in points, the desktop window under every panel with no shadow")
        let movedItself = w.moved(menu, to: PixelRect(x: 10, y: 20, width: 200, height: 300))
        #expect(movedItself)
        #expect(w.placed(scale: 1).last?.frame == Rect(x: 10, y: 20, width: 200, height: 300), "drawn where it moved itself")
        let movedOther = w.moved(0x999, to: .init(x: 0, y: 0, width: 1, height: 1))
        #expect(!movedOther, "a window not composited in place")
    }

    @Test func theOverlayHasTheOverrideRedirectWindowsAboveItAndAWindowGoneIsForgotten() {
        var w = windows
        #expect(w.overlayFrames == [PixelRect(x: 100, y: 50, width: 200, height: 300), PixelRect(x: 400, y: 60, width: 120, height: 24)])
        let addedAgain = w.add(menu, level: .overlay, frame: PixelRect(x: 0, y: 0, width: 5, height: 5))
        #expect(!addedAgain, "composited once")
        #expect(w.remove(menu)?.id == PanelID("in-place-0x600"))
        #expect(w.remove(menu) == nil)
        #expect(w.overlayFrames == [PixelRect(x: 400, y: 60, width: 120, height: 24)])
        #expect(w.removeAll().map(\.client) == [desktop, tooltip], "the end of managing: each given back, bottom to top")
        #expect(w.all.isEmpty)
    }

    @Test func aDesktopWindowTakesThePointerWhereNothingOfFlotillasDoesAndNowhereWhileFlotillaTakesEveryPress() {
        let w = windows
        let titleBar = PixelRect(x: 200, y: 100, width: 400, height: 44)
        let regions = w.desktopInputRegions(taken: [titleBar])
        #expect(regions.keys.sorted() == [desktop], "only desktop windows are shaped")
        let region = regions[desktop] ?? []
        #expect(region.reduce(0) { $0 + $1.width * $1.height } == 1280 * 800 - 400 * 44, "everywhere but the title bar")
        #expect(!region.contains { $0.x < 600 && $0.x + $0.width > 200 && $0.y < 144 && $0.y + $0.height > 100 }, "nothing over the title bar")
        #expect(w.desktopInputRegions(taken: nil) == [desktop: []], "exposé, a menu open, a held panel: nowhere")
        var moved = InPlaceWindows()
        moved.add(desktop, level: .desktop, frame: PixelRect(x: 1280, y: 0, width: 1920, height: 1080))
        #expect(moved.desktopInputRegions(taken: []) == [desktop: [PixelRect(x: 0, y: 0, width: 1920, height: 1080)]],
                "in the desktop window's own pixels")
    }
    /// The display's state holds them once: the X state wanted has the override-redirect windows
    /// over the overlay (no hole under them) and each desktop window's input region, and where
    /// Flotilla takes the pointer is asked only when a desktop window is composited.
    @Test func theXStateWantedHasThemAboveTheOverlayAndTheDesktopWindowsRegions() {
        var display = DisplayState()
        display.inPlace = windows
        let screen = PixelSize(width: 1280, height: 800), titleBar = PixelRect(x: 200, y: 100, width: 400, height: 44)
        let wanted = display.wanted(ManagedClients(), panels: PanelFacts(), screen: screen, pointerTaken: [titleBar])
        #expect(wanted == display.wanted(ManagedClients(), panels: PanelFacts(), screen: screen, above: windows.overlayFrames,
                                         desktopInputRegions: windows.desktopInputRegions(taken: [titleBar])))
        #expect(wanted.desktopInputRegions.keys.sorted() == [desktop])
        var asked = 0
        display.inPlace.remove(desktop)
        let taken: () -> [PixelRect]? = {
            asked += 1
            return [titleBar]
        }
        #expect(display.wanted(ManagedClients(), panels: PanelFacts(), screen: screen, pointerTaken: taken()).desktopInputRegions.isEmpty)
        #expect(asked == 0, "no desktop window: where Flotilla takes the pointer is not asked")
    }
}
