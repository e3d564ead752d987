import Compositor
import Foundation
import Input
import Model
import Testing

/// An app's dialog shown as a sheet on its panel: below the title bar, centred, sliding in; the
/// panel dimmed and deaf until it closes; moving, and scaled in exposé, with its panel.
@Suite("Hosted sheets")
struct HostedSheetTests {
    /// An app panel `id` of 400×300 content at `frame` (default (100, 80)), settled.
    static func hosting(_ id: PanelID = "xterm", frame: Rect = Rect(x: 100, y: 80, width: 400, height: 344)) -> (Compositor, ManualClock) {
        let clock = ManualClock()
        let c = Compositor(scene: Floating.twoPanels(), clock: clock)
        let sizes = PanelContentSizes(preferred: PanelContentSizes.contentSize(forFrame: frame.size), minimum: Size(width: 100, height: 50), maximum: Size(width: 900, height: 700))
        #expect(c.host(HostedPanel(id: id, name: id.name, title: id.name, sizes: sizes, frame: frame)))
        _ = settle(c, clock: clock)
        return (c, clock)
    }

    /// An app panel "xterm" (400×344 at (100, 80)) with a 200×120 dialog "dialog" shown on it.
    func withSheet() -> (Compositor, ManualClock, [CompositorEvent]) {
        let (c, clock) = Self.hosting()
        let dialog = PanelContentSizes(preferred: Size(width: 200, height: 120))
        #expect(c.host(HostedPanel(id: "dialog", name: "zenity", title: "Information", sizes: dialog, sheetOf: "xterm")))
        let events = settle(c, clock: clock).flatMap(\.events)
        return (c, clock, events)
    }

    @Test func itShowsCentredBelowThePanelsTitleBarAndSaysSo() throws {
        let (c, _, events) = withSheet()
        #expect(c.frame(of: "dialog") == Rect(x: 200, y: 124, width: 200, height: 120), "no title bar of its own, under xterm's")
        #expect(c.sheet(on: "xterm") == "dialog")
        #expect(Floating.floatingEvents(events).contains(.didPresent(panel: "dialog", state: .floating, sheetOf: "xterm")))
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.sortedKeys]
        let line = try #require(events.lazy.compactMap { try? String(decoding: encoder.encode($0), as: UTF8.self) }.first { $0.contains("did-present") })
        #expect(line.contains(#""style":"sheet""#) && line.contains(#""parent":"xterm""#), "\(line)")
    }

    @Test func thePanelUnderItIsDimmedAndTakesNoInput() throws {
        let (c, _, _) = withSheet()
        let placements = c.hostedPlacements
        let xterm = try #require(placements.first { $0.panel == "xterm" })
        #expect(xterm.isSettled && xterm.inputRegion.isEmpty, "window-modal: the app under the sheet takes no pointer")
        let dialog = try #require(placements.first { $0.panel == "dialog" })
        #expect(dialog.content == Rect(x: 200, y: 124, width: 200, height: 120) && !dialog.inputRegion.isEmpty)
        let dump = try #require(c.nextFrame().displayList.textDump.components(separatedBy: "layer panel:xterm").last)
        #expect(dump.contains("rounded (0, 0, 400×344) radius 12 #00000033"), "dimmed to its corners: \(dump)")
    }

    @Test func itSlidesDownFromUnderTheTitleBarAsItAppears() throws {
        let (c, clock) = Self.hosting()
        #expect(c.host(HostedPanel(id: "dialog", name: "zenity", title: "Information", sizes: PanelContentSizes(preferred: Size(width: 200, height: 120)),
                                   sheetOf: "xterm")))
        _ = c.nextFrame()
        clock.advance(by: 0.05)
        let early = try #require(c.hostedPlacements.first { $0.panel == "dialog" }?.content)
        #expect(early.minY < 124 && early.minX == 200, "still above its place, sliding down: \(early)")
        _ = settle(c, clock: clock)
        #expect(c.hostedPlacements.first { $0.panel == "dialog" }?.content?.minY == 124)
    }

    @Test func itMovesWithItsPanelAndGoesWhenTheSheetCloses() throws {
        let (c, clock, _) = withSheet()
        c.handle(.pointerPressed(Point(x: 150, y: 100), button: 1, time: clock.now))
        for step in 1...5 {
            clock.advance(by: 0.016)
            c.handle(.pointerMoved(Point(x: 150 + Double(step) * 10, y: 100 + Double(step) * 6), time: clock.now))
            let drawn = try #require(c.hostedPlacements.first { $0.panel == "dialog" }?.content)
            #expect(drawn.origin == Point(x: 200 + Double(step) * 10, y: 124 + Double(step) * 6), "on its panel while dragged")
        }
        clock.advance(by: 0.2)
        c.handle(.pointerReleased(Point(x: 200, y: 130), button: 1, time: clock.now))
        _ = settle(c, clock: clock)
        #expect(c.frame(of: "dialog") == Rect(x: 250, y: 154, width: 200, height: 120), "its place follows: \(String(describing: c.frame(of: "dialog")))")
        c.close(panel: "dialog")
        _ = settle(c, clock: clock)
        #expect(c.sheet(on: "xterm") == nil)
        #expect(c.hostedPlacements.first { $0.panel == "xterm" }?.inputRegion.isEmpty == false, "the app takes input again")
    }

    @Test func inExposeItIsScaledOnItsPanel() throws {
        let (c, clock, _) = withSheet()
        c.toggleExpose()
        _ = settle(c, clock: clock)
        let panel = try #require(c.frame(of: "xterm")), sheet = try #require(c.frame(of: "dialog"))
        let k = panel.width / 400
        #expect(k < 1)
        #expect(abs(sheet.minX - (panel.minX + 100 * k)) < 0.01 && abs(sheet.minY - (panel.minY + 44 * k)) < 0.01, "\(panel) \(sheet)")
        #expect(abs(sheet.width - 200 * k) < 0.01)
        #expect(!c.panelManager.exposeOrder.contains("dialog"), "no cell of its own")
        #expect(c.panelManager.hitTest(Point(x: sheet.midX, y: sheet.midY))?.id == "xterm", "a click on it picks its panel")
    }
}

/// An app's utility or toolbar window: a panel of its own floating above the app's panel.
@Suite("Hosted utility windows")
struct HostedUtilityTests {
    @Test func aUtilityWindowFloatsAboveItsPanelAndGoesWithIt() throws {
        let (c, clock) = HostedSheetTests.hosting("app")
        #expect(c.host(HostedPanel(id: "palette", name: "app", title: "Palette", sizes: PanelContentSizes(preferred: Size(width: 150, height: 200)),
                                   above: "app")))
        _ = settle(c, clock: clock)
        #expect(c.frame(of: "palette") == Rect(x: 400, y: 104, width: 150, height: 244), "beside the app's top right, with a title bar")
        #expect(c.panelManager.children(of: "app") == ["palette"])
        #expect(c.sheet(on: "app") == nil, "not a sheet: the app still takes input")
        c.focus(panel: "b")
        c.focus(panel: "app")
        _ = settle(c, clock: clock)
        let order = c.panelManager.zOrder
        #expect(try #require(order.firstIndex(of: "palette")) > (try #require(order.firstIndex(of: "app"))), "raised with its app, above it: \(order)")
        c.close(panel: "app")
        _ = settle(c, clock: clock)
        #expect(c.frame(of: "palette") == nil, "closed with its app")
    }
}

extension HostedSheetTests {
    @Test func aSheetWiderThanItsPanelReachesPastItsSidesInsideTheWindow() throws {
        let (c, clock) = Self.hosting(frame: Rect(x: 20, y: 80, width: 200, height: 244))
        #expect(c.host(HostedPanel(id: "dialog", name: "zenity", title: "Big", sizes: PanelContentSizes(preferred: Size(width: 500, height: 300)),
                                   sheetOf: "xterm")))
        _ = settle(c, clock: clock)
        #expect(c.frame(of: "dialog") == Rect(x: 0, y: 124, width: 500, height: 300), "past the panel's sides, not past the window's left edge")
        #expect(c.hostedPlacements.first { $0.panel == "dialog" }?.content == Rect(x: 0, y: 124, width: 500, height: 300))
    }
}

extension HostedSheetTests {
    @Test func aSheetKeepsNoTitleBarWhateverItsAppAsks() throws {
        let (c, clock, _) = withSheet()
        c.redecorate(panel: "dialog", .titleBar, sizes: PanelContentSizes(preferred: Size(width: 200, height: 120)))
        _ = settle(c, clock: clock)
        #expect(c.frame(of: "dialog") == Rect(x: 200, y: 124, width: 200, height: 120))
    }
}

/// Issue 59: a dialog larger than the screen (mousepad's Save As) lies wholly on it.
extension HostedSheetTests {
    /// An app panel "mousepad" at (390, 38, 500×400) on a 1280×720 window.
    static func onSmallScreen() -> (Compositor, ManualClock) {
        let clock = ManualClock()
        let c = Compositor(scene: Floating.twoPanels(size: Size(width: 1280, height: 720)), clock: clock)
        let sizes = PanelContentSizes(preferred: Size(width: 500, height: 356), minimum: Size(width: 100, height: 50), maximum: Size(width: 1280, height: 676))
        #expect(c.host(HostedPanel(id: "mousepad", name: "mousepad", title: "mousepad", sizes: sizes, frame: Rect(x: 390, y: 38, width: 500, height: 400))))
        _ = settle(c, clock: clock)
        return (c, clock)
    }

    @Test func aDialogLargerThanTheScreenIsAskedToFitBelowThePanelsTitleBar() throws {
        let (c, clock) = Self.onSmallScreen()
        let saveAs = PanelContentSizes(preferred: Size(width: 1096, height: 856), minimum: Size(width: 547, height: 427), maximum: Size(width: 1280, height: 720))
        #expect(c.host(HostedPanel(id: "save", name: "mousepad", title: "Save As", sizes: saveAs, sheetOf: "mousepad")))
        _ = settle(c, clock: clock)
        #expect(c.sheet(on: "mousepad") == "save")
        #expect(c.frame(of: "save") == Rect(x: 92, y: 82, width: 1096, height: 638))
        let content = try #require(c.hostedPlacements.first { $0.panel == "save" }?.content)
        #expect(content == Rect(x: 92, y: 82, width: 1096, height: 638), "the app's window asked to take that size, on the screen")
    }

    @Test func oneWhoseLeastSizeCannotFitFloatsCentredOnItsParentWithATitleBar() throws {
        let (c, clock) = Self.onSmallScreen()
        let tall = PanelContentSizes(preferred: Size(width: 600, height: 680), minimum: Size(width: 547, height: 660), maximum: Size(width: 1280, height: 720))
        #expect(c.host(HostedPanel(id: "save", name: "mousepad", title: "Save As", sizes: tall, sheetOf: "mousepad")))
        _ = settle(c, clock: clock)
        #expect(c.sheet(on: "mousepad") == nil, "no sheet: a panel of its own")
        #expect(c.panelManager.children(of: "mousepad") == ["save"])
        let frame = try #require(c.frame(of: "save"))
        #expect(frame == Rect(x: 340, y: 0, width: 600, height: 720), "its title bar and 676 of content, centred on mousepad, on the screen: \(frame)")
    }
}

extension HostedSheetTests {
    /// Issue 60: a sheet whose panel is on a space that does not show is drawn with its panel,
    /// off the screen, never held inside the work area over no window.
    @Test func aSheetGoesWithItsPanelToASpaceThatDoesNotShow() throws {
        let (c, clock, _) = withSheet()
        c.setSpaces(PanelSpaces(count: 2, current: 0, spaceOf: ["xterm": 1, "dialog": 1]))
        _ = settle(c, clock: clock)
        let layers = c.nextFrame().displayList.items.compactMap { if case .layer(let l) = $0 { l } else { nil } }
        let xterm = try #require(layers.first { $0.id == .surface(.panel("xterm")) }?.origin)
        let dialog = try #require(layers.first { $0.id == .surface(.panel("dialog")) }?.origin)
        #expect(xterm.x >= c.size.width, "the panel slid off the screen: \(xterm)")
        #expect(dialog.x - xterm.x == 100 && dialog.y == 124, "the sheet with it: \(dialog), its panel at \(xterm)")
        c.setSpaces(PanelSpaces(count: 2, current: 1, spaceOf: ["xterm": 1, "dialog": 1]))
        _ = settle(c, clock: clock)
        #expect(c.hostedPlacements.first { $0.panel == "dialog" }?.content == Rect(x: 200, y: 124, width: 200, height: 120), "back on its panel")
    }
}

/// A dialog's panel forgotten once its window went for good: nothing of it is kept, and its name
/// is free for the next dialog, shown as a sheet again.
@Suite("Hosted panels forgotten")
struct HostedPanelForgettingTests {
    @Test func aClosedSheetIsForgottenOnceItFadedOutAndNotBefore() throws {
        let (c, clock) = HostedSheetTests.hosting()
        let dialog = PanelContentSizes(preferred: Size(width: 200, height: 120))
        #expect(c.host(HostedPanel(id: "dialog", name: "zenity", title: "Information", sizes: dialog, sheetOf: "xterm")))
        _ = settle(c, clock: clock)
        #expect(!c.forget(panel: "dialog"), "it shows")
        c.close(panel: "dialog")
        _ = c.nextFrame()
        #expect(!c.forget(panel: "dialog"), "it fades out still")
        _ = settle(c, clock: clock)
        #expect(!c.forget(panel: "xterm"), "a panel that shows is never forgotten")
        #expect(c.forget(panel: "dialog"))
        #expect(c.panelManager.panels["dialog"] == nil && !c.isHosted("dialog"))
        #expect(!c.hostedPlacements.contains { $0.panel == "dialog" })
        // The next dialog takes its name, and shows as a sheet on its panel again.
        #expect(c.host(HostedPanel(id: "dialog", name: "zenity", title: "Question", sizes: dialog, sheetOf: "xterm")))
        _ = settle(c, clock: clock)
        #expect(c.sheet(on: "xterm") == "dialog")
        #expect(c.frame(of: "dialog") == Rect(x: 200, y: 124, width: 200, height: 120))
    }

    @Test func aPanelThatIsNotAnAppsIsNeverForgotten() throws {
        let (c, clock) = HostedSheetTests.hosting()
        let scenePanel = try #require(c.panelManager.panels.keys.first { !c.isHosted($0) })
        c.close(panel: scenePanel)
        _ = settle(c, clock: clock)
        #expect(!c.forget(panel: scenePanel))
        #expect(c.panelManager.panels[scenePanel] != nil)
    }
}

/// A dialog of a panel that does not show: a panel of its own, with a title bar.
@Suite("Dialogs of panels not shown")
struct HostedDialogOfHiddenPanelTests {
    @Test func aDialogOfAMinimisedPanelShowsAsAPanelOfItsOwnWithATitleBar() throws {
        let (c, clock) = HostedSheetTests.hosting()
        #expect(c.minimise(panel: "xterm"))
        _ = settle(c, clock: clock)
        let asked = Rect(x: 300, y: 200, width: 200, height: 164)
        #expect(c.host(HostedPanel(id: "dialog", name: "zenity", title: "Information", sizes: PanelContentSizes(preferred: Size(width: 200, height: 120)),
                                   frame: asked, sheetOf: "xterm")))
        _ = settle(c, clock: clock)
        #expect(c.sheet(on: "xterm") == nil)
        #expect(c.panelManager.state(of: "dialog") == .floating)
        let frame = try #require(c.frame(of: "dialog"))
        #expect(frame.size == asked.size && Rect(origin: .zero, size: c.size).intersection(frame) == frame, "its size, on the screen: \(frame)")
        let content = try #require(c.hostedPlacements.first { $0.panel == "dialog" }?.content)
        #expect(content == Rect(x: frame.minX, y: frame.minY + TitleBarLayout.height, width: 200, height: 120), "under a title bar of its own")
    }
}
