import Compositor
import Input
import Model
import Testing

/// Apps that draw their own title bar (GTK's header bars): no title bar of Flotilla's, the app's
/// own shadow outside the panel's frame, and moves the app asks for carried by the panel's springs.
@Suite("Hosted panels drawing their own title bar")
struct ClientDecoratedPanelTests {
    /// A 20/20/16/24 pt shadow margin (left, right, top, bottom), as `_GTK_FRAME_EXTENTS` gives it.
    static let shadow = EdgeInsets(top: 16, left: 20, bottom: 24, right: 20)

    /// A 400×300 app frame at (100, 80) in a 1024×768 window with panels "a" and "b".
    func hosting(shadow: EdgeInsets = Self.shadow) -> (Compositor, ManualClock) {
        let clock = ManualClock()
        let c = Compositor(scene: Floating.twoPanels(), clock: clock)
        let sizes = PanelContentSizes(preferred: Size(width: 400, height: 300), minimum: Size(width: 100, height: 50),
                                      maximum: Size(width: 900, height: 700))
        #expect(c.host(HostedPanel(id: "gtk", name: "gtk3-demo", title: "Demo", sizes: sizes,
                                   frame: Rect(x: 100, y: 80, width: 400, height: 300), decorations: .clientSide(shadow: shadow))))
        _ = settle(c, clock: clock)
        return (c, clock)
    }

    @Test func theFrameIsTheAppsOwnAndItsShadowLiesOutside() throws {
        let (c, _) = hosting()
        #expect(c.frame(of: "gtk") == Rect(x: 100, y: 80, width: 400, height: 300), "no title bar added")
        let placed = try #require(c.hostedPlacements.first)
        #expect(placed.content == Rect(x: 80, y: 64, width: 440, height: 340), "the window, shadow and all")
        // The pointer reaches the app inside its frame, less Flotilla's resize bands on every side.
        #expect(placed.inputRegion == [Rect(x: 104, y: 84, width: 392, height: 292)])
        let dump = try #require(c.nextFrame().displayList.textDump.components(separatedBy: "layer panel:gtk").last)
        #expect(dump.contains("hosted \"gtk3-demo\" panel gtk (-20, -16, 440×340)"), "\(dump)")
        #expect(!dump.contains("surface"), "no surface or shadow of Flotilla's under an app that draws its own: \(dump)")
        #expect(!dump.contains("Demo"), "no title drawn: \(dump)")
    }

    @Test func withoutAShadowOfItsOwnTheAppIsClippedToThePanelsCorners() throws {
        let (c, _) = hosting(shadow: .zero)
        let dump = try #require(c.nextFrame().displayList.textDump.components(separatedBy: "layer panel:gtk").last)
        #expect(dump.contains("clip (0, 0, 400×300) radius 12\n"), "\(dump)")
        #expect(dump.contains("hosted \"gtk3-demo\" panel gtk (0, 0, 400×300)"), "\(dump)")
        #expect(dump.contains("surface"), "Flotilla's surface and shadow around it: \(dump)")
    }

    @Test func aPressOnItsTopIsTheAppsNotATitleBar() {
        let (c, clock) = hosting()
        c.handle(.pointerPressed(Point(x: 300, y: 100), button: 1, time: clock.now))
        clock.advance(by: 0.016)
        c.handle(.pointerMoved(Point(x: 360, y: 160), time: clock.now))
        #expect(c.draggedPanel == nil)
        #expect(c.panelManager.hitTest(Point(x: 300, y: 100))?.region == .content)
        #expect(c.panelManager.hitTest(Point(x: 300, y: 81))?.region == .resize(.top), "its edges still resize")
    }

    @Test func aMoveTheAppAsksForDragsAndThrowsThePanel() throws {
        let (c, clock) = hosting()
        c.beginClientGesture(panel: "gtk", .titleBar, at: Point(x: 300, y: 100), time: clock.now)
        #expect(c.draggedPanel?.id == "gtk")
        for step in 1...6 {
            clock.advance(by: 0.016)
            c.handle(.pointerMoved(Point(x: 300 + Double(step) * 20, y: 100), time: clock.now))
        }
        #expect(c.frame(of: "gtk")?.origin == Point(x: 220, y: 80), "held under the pointer")
        c.handle(.pointerReleased(Point(x: 420, y: 100), button: 1, time: clock.now))
        let frames = settle(c, clock: clock)
        let ended = frames.flatMap { Floating.floatingEvents($0.events) }.compactMap { event -> Vector? in
            if case .didEndDragging(_, let velocity, _) = event { velocity } else { nil }
        }
        #expect(ended.first.map { $0.dx > 1000 } == true, "thrown at the pointer's speed: \(ended)")
        let rest = try #require(c.frame(of: "gtk"))
        #expect(rest.minX > 260, "carried on past the release: \(rest)")
        #expect(c.hostedPlacements.first?.isSettled == true)
    }

    @Test func aResizeTheAppAsksForMovesThatEdge() throws {
        let (c, clock) = hosting()
        c.beginClientGesture(panel: "gtk", .resize(.bottomRight), at: Point(x: 500, y: 380), time: clock.now)
        clock.advance(by: 0.016)
        c.handle(.pointerMoved(Point(x: 560, y: 420), time: clock.now))
        clock.advance(by: 0.2)
        c.handle(.pointerReleased(Point(x: 560, y: 420), button: 1, time: clock.now))
        _ = settle(c, clock: clock)
        #expect(c.frame(of: "gtk") == Rect(x: 100, y: 80, width: 460, height: 340))
    }

    @Test func anAppThatStopsDrawingItsTitleBarGetsFlotillasOwn() throws {
        let (c, clock) = hosting()
        let sizes = PanelContentSizes(preferred: Size(width: 400, height: 300), minimum: Size(width: 100, height: 50),
                                      maximum: Size(width: 900, height: 700))
        c.redecorate(panel: "gtk", .titleBar, sizes: sizes)
        _ = settle(c, clock: clock)
        let frame = try #require(c.frame(of: "gtk"))
        #expect(frame == Rect(x: 100, y: 36, width: 400, height: 344), "the title bar is added above the content")
        #expect(c.hostedPlacements.first?.content == TitleBarLayout.content(of: frame))
        #expect(c.nextFrame().displayList.textDump.contains("Demo"))
    }
}
