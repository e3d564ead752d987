import Assets
import Model
@testable import Render
import Testing

/// A live window's frames limit how long they draw layers' pixels: time left over draws the pixels
/// moving layers will rest with, so the frame they come to rest in only composites; a frame out of
/// time composites a moving layer from its pixels at another scale. Pictures at rest never change.
@Suite("Renderer: drawing time", .serialized)
struct LayerDrawingTimeTests {
    let fonts: FontLibrary

    init() throws {
        fonts = try FontLibrary(configFile: Assets.fontConfiguration)
    }

    /// The test panel at `origin` and `scale`; moving towards a rest at (60.5, 50.25) × 0.6.
    static func panel(at origin: Point, scale: Double, moving: Bool) -> DisplayList {
        guard case .layer(var layer) = LayerRenderingTests.panel(at: origin, scale: scale, moving: moving) else { return DisplayList(size: .zero) }
        if moving { layer.resting = LayerItem.Rest(origin: Point(x: 60.5, y: 50.25), scale: 0.6) }
        return LayerRenderingTests.list([.layer(layer)])
    }

    static let resting = panel(at: Point(x: 60.5, y: 50.25), scale: 0.6, moving: false)

    @Test func timeLeftOverDrawsTheRestingPixelsAhead() throws {
        let renderer = Renderer(fonts: fonts, drawingTime: 1)
        _ = try renderer.render(Self.panel(at: Point(x: 20, y: 20), scale: 0.9, moving: true))
        #expect(renderer.layerDraws == 2, "its pixels for the motion and, ahead, for where it rests")
        _ = try renderer.render(Self.panel(at: Point(x: 40, y: 35), scale: 0.7, moving: true))
        let atRest = try renderer.render(Self.resting).image()
        #expect(renderer.layerDraws == 2, "coming to rest only composites")
        #expect(atRest == (try Renderer(fonts: fonts).render(Self.resting).image()), "the same picture at rest")
    }

    @Test func withoutALimitNothingIsDrawnAhead() throws {
        let renderer = Renderer(fonts: fonts)
        _ = try renderer.render(Self.panel(at: Point(x: 20, y: 20), scale: 0.9, moving: true))
        #expect(renderer.layerDraws == 1)
        _ = try renderer.render(Self.resting)
        #expect(renderer.layerDraws == 2)
    }

    @Test func aFrameOutOfTimeCompositesAMovingLayerFromItsPixelsAtAnotherScale() throws {
        let renderer = Renderer(fonts: fonts, drawingTime: 0)
        let rested = try renderer.render(Self.resting).image()
        #expect(renderer.layerDraws == 1, "at rest it is drawn, time or not")
        let moving = Self.panel(at: Point(x: 30, y: 25), scale: 0.75, moving: true)
        let standIn = try renderer.render(moving).image()
        #expect(renderer.layerDraws == 1, "moving, it is composited from its pixels at 0.6")
        let exact = try Renderer(fonts: fonts).render(moving).image()
        #expect(standIn != exact && standIn != rested)
        // Where it is and how large: the same coverage as its own pixels give, within a pixel's blur.
        let surface = (x: 30 + Int(0.75 * 90), y: 25 + Int(0.75 * 100))
        #expect(standIn[surface.x, surface.y] == exact[surface.x, surface.y], "the opaque inside, scaled to 0.75")
        let d = LayerRenderingTests.difference(standIn, exact)
        #expect(d.pixels < 6000, "\(d.pixels) pixels differ (glyphs and edges, softer), by up to \(d.maxLevel)")
        // Back at rest, its own pixels again, exactly.
        #expect(try renderer.render(Self.resting).image() == rested)
    }
}

/// At rest, a live window draws ahead the pixels of layers hidden under others, so a motion that
/// uncovers them (exposé) composites them; offscreen nothing is drawn ahead.
@Suite("Renderer: hidden layers drawn ahead", .serialized)
struct HiddenLayersAheadTests {
    let fonts: FontLibrary

    init() throws {
        fonts = try FontLibrary(configFile: Assets.fontConfiguration)
    }

    /// The test panel at (40, 30), under an opaque fill over the whole canvas when `covered`.
    static func panel(covered: Bool) -> DisplayList {
        let cover: [DisplayItem] = covered ? [.fill(Rect(x: 0, y: 0, width: 320, height: 240), Color(hex: "#2E3440")!)] : []
        return LayerRenderingTests.list([LayerRenderingTests.panel(at: Point(x: 40, y: 30))] + cover)
    }

    @Test func aHiddenLayerIsDrawnAheadAndUncoveredOnlyComposited() throws {
        let renderer = Renderer(fonts: fonts, drawingTime: 1)
        let surface = try renderer.render(Self.panel(covered: true))
        #expect(renderer.layerDraws == 0, "hidden, no frame needs its pixels")
        #expect(renderer.drawHiddenAhead() == false, "one layer fits one frame's drawing time")
        #expect(renderer.layerDraws == 1)
        #expect(renderer.drawHiddenAhead() == false)
        #expect(renderer.layerDraws == 1, "kept, not drawn again")
        let uncovered = Self.panel(covered: false)
        renderer.draw(uncovered, on: surface, damage: [Rect(x: 0, y: 0, width: 320, height: 240)])
        #expect(renderer.layerDraws == 1, "uncovered, it is only composited")
        #expect(surface.image() == (try Renderer(fonts: fonts).render(uncovered).image()), "the same picture")
    }

    /// A test panel titled each of `titles` at (40, 30), under a cover over the whole canvas, and
    /// `above` over the cover.
    static func hidden(_ titles: [String], above: [DisplayItem] = []) -> DisplayList {
        let cover = DisplayItem.fill(Rect(x: 0, y: 0, width: 320, height: 240), Color(hex: "#2E3440")!)
        return LayerRenderingTests.list(titles.map { LayerRenderingTests.panel(at: Point(x: 40, y: 30), title: $0) } + [cover] + above)
    }

    @Test func whileALayerMovesNothingIsDrawnAhead() throws {
        let renderer = Renderer(fonts: fonts, drawingTime: 1)
        let held = LayerRenderingTests.panel(at: Point(x: 100, y: 60), moving: true, title: "Held")
        let surface = try renderer.render(Self.hidden(["Date"], above: [held]))
        #expect(renderer.layerDraws == 1, "the held panel")
        #expect(renderer.drawHiddenAhead() == false)
        #expect(renderer.layerDraws == 1, "nothing drawn ahead while it moves")
        let resting = LayerRenderingTests.panel(at: Point(x: 100, y: 60), title: "Held")
        renderer.draw(Self.hidden(["Date"], above: [resting]), on: surface, damage: [Rect(x: 0, y: 0, width: 320, height: 240)])
        let drawn = renderer.layerDraws
        #expect(renderer.drawHiddenAhead() == false)
        #expect(renderer.layerDraws == drawn + 1, "at rest the hidden one is drawn ahead")
    }

    @Test func aLayerHiddenAfterAFinishedPassIsDrawnAhead() throws {
        let renderer = Renderer(fonts: fonts, drawingTime: 1)
        let surface = try renderer.render(Self.hidden(["Date"]))
        #expect(renderer.drawHiddenAhead() == false)
        #expect(renderer.drawHiddenAhead() == false)
        #expect(renderer.layerDraws == 1, "drawn once; the pass found nothing more")
        renderer.draw(Self.hidden(["Date", "Other"]), on: surface, damage: [Rect(x: 0, y: 0, width: 320, height: 240)])
        #expect(renderer.layerDraws == 1, "the new one is hidden too")
        #expect(renderer.drawHiddenAhead() == false)
        #expect(renderer.layerDraws == 2, "a frame later the pass looks again and draws it")
    }

    @Test func pixelsLetGoMakeRoomForALayerThePassLeft() throws {
        // Room for one panel's pixels beyond the spare.
        let renderer = Renderer(fonts: fonts, layerBudget: LayerCache.spare + 250_000, drawingTime: 1)
        let shown = LayerRenderingTests.list([LayerRenderingTests.panel(at: Point(x: 40, y: 30), title: "Shown")])
        let surface = try renderer.render(shown)
        renderer.draw(Self.hidden(["Date"]), on: surface, damage: [Rect(x: 0, y: 0, width: 320, height: 240)])
        #expect(renderer.drawHiddenAhead() == false)
        #expect(renderer.layerDraws == 1, "no room while the panel no longer shown is kept")
        renderer.trim()
        #expect(renderer.drawHiddenAhead() == false)
        #expect(renderer.layerDraws == 2, "let go of it, the hidden one is drawn")
    }

    @Test func outOfTimeTheRestIsLeftForLater() throws {
        let renderer = Renderer(fonts: fonts, drawingTime: 0)
        let items = (0..<3).map { i in LayerRenderingTests.panel(at: Point(x: 40, y: 30), title: "Panel \(i)") }
        let surface = try renderer.render(LayerRenderingTests.list(items + [.fill(Rect(x: 0, y: 0, width: 320, height: 240), Color.black)]))
        withExtendedLifetime(surface) {
            var calls = 0
            while renderer.drawHiddenAhead() { calls += 1 }
            #expect(calls == 2, "one layer a call, out of time")
            #expect(renderer.layerDraws == 3)
        }
    }

    @Test func offscreenNothingIsDrawnAhead() throws {
        let renderer = Renderer(fonts: fonts)
        let surface = try renderer.render(Self.panel(covered: true))
        withExtendedLifetime(surface) {
            #expect(renderer.drawHiddenAhead() == false)
            #expect(renderer.layerDraws == 0)
        }
    }
}

/// A large repaint composited by two threads, each over half the damage's rows, gives the picture
/// one thread gives: exactly at rest; within two levels where moving scaled layers are sampled
/// (measured: about 1,200 of 540,000 pixels differ, by 1–2).
@Suite("Renderer: frames in two bands")
struct FrameBandTests {
    let fonts: FontLibrary

    init() throws {
        fonts = try FontLibrary(configFile: Assets.fontConfiguration)
    }

    /// Twelve panels over a backdrop on a 900×600 canvas (past the size bands start at).
    static func frame(scale: Double, moving: Bool) -> DisplayList {
        let panels = (0..<12).map { i in
            LayerRenderingTests.panel(at: Point(x: 20.5 + Double(i % 4) * 215, y: 30.25 + Double(i / 4) * 190), scale: scale, moving: moving,
                                      title: "Panel \(i)")
        }
        return DisplayList(size: Size(width: 900, height: 600),
                           items: [.verticalGradient(Rect(x: 0, y: 0, width: 900, height: 600), top: Color(hex: "#5E81AC")!, bottom: Color(hex: "#2E3440")!),
                                   .fill(Rect(x: 0, y: 0, width: 900, height: 600), Color.black.withAlpha(multipliedBy: 0.3))] + panels)
    }

    @Test(arguments: [(1.0, false), (0.8, false), (0.8, true)])
    func twoBandsPaintWhatOneThreadPaints(scale: Double, moving: Bool) throws {
        let list = Self.frame(scale: scale, moving: moving)
        let shared = Renderer(fonts: fonts, sharesFrames: true), single = Renderer(fonts: fonts)
        let a = try shared.render(list).image(), b = try single.render(list).image()
        let d = LayerRenderingTests.difference(a, b)
        if moving {
            #expect(d.maxLevel <= 2, "\(d.pixels) pixels differ, by up to \(d.maxLevel)")
        } else {
            #expect(d.pixels == 0, "\(d.pixels) pixels differ, by up to \(d.maxLevel)")
        }
        // A damaged repaint in bands over the last picture equals a whole one.
        let surface = try shared.render(Self.frame(scale: scale, moving: moving))
        let moved = Self.frame(scale: scale * 0.95, moving: moving)
        shared.draw(moved, on: surface, damage: [Rect(x: 0, y: 0, width: 900, height: 600)])
        let e = LayerRenderingTests.difference(surface.image(), try single.render(moved).image())
        #expect(e.maxLevel <= (moving ? 2 : 0), "\(e.pixels) pixels differ, by up to \(e.maxLevel)")
    }
}
