import Foundation
import Assets
import Model
import Render
import SnapshotTesting
import TestSupport
import Testing

/// Renderers share fontconfig and pango state: these tests run one at a time.
@Suite("Renderer", .serialized)
struct RendererTests {
    let renderer: Renderer

    init() throws {
        renderer = Renderer(fonts: try FontLibrary(configFile: Assets.fontConfiguration))
    }

    /// Surfaces with one and two shadows, a border, rounded and square corners, a pill and text.
    static let shapes = DisplayList(size: Size(width: 360, height: 240), items: [
        .fill(Rect(x: 0, y: 0, width: 360, height: 240), Color(hex: "#E5E9F0")!),
        .surface(SurfaceItem(frame: Rect(x: 30, y: 30, width: 140, height: 90), radii: CornerRadii(all: 14),
                             background: .white, border: Border(color: Color(hex: "#00000040")!, width: 1),
                             shadows: [Shadow(offset: Vector(dx: 0, dy: 8), radius: 16, opacity: 0.4),
                                       Shadow(color: Color(hex: "#BF616A")!, offset: Vector(dx: 6, dy: 0), radius: 2, spread: 2, opacity: 0.8)])),
        .surface(SurfaceItem(frame: Rect(x: 200, y: 40, width: 120, height: 160),
                             radii: CornerRadii(topLeft: 24, topRight: 24, bottomRight: 0, bottomLeft: 0),
                             background: Color(hex: "#2E3440")!, shadows: [Shadow()])),
        .roundedRect(Rect(x: 242, y: 46, width: 36, height: 5), CornerRadii(all: 2.5), Color(hex: "#D8DEE9")!),
        .text("Flotilla", frame: Rect(x: 30, y: 140, width: 150, height: 24), style: TextStyle(size: 18, bold: true)),
        .text("Wrapped text that runs over several lines of a narrow frame.", frame: Rect(x: 30, y: 168, width: 150, height: 60),
              style: TextStyle(size: 11, color: Color(hex: "#4C566A")!, wraps: true)),
        .verticalGradient(Rect(x: 210, y: 120, width: 100, height: 60), top: Color(hex: "#88C0D0")!, bottom: Color(hex: "#5E81AC")!),
    ])

    @Test func shapesMatchTheirGolden() throws {
        let image = try renderer.render(Self.shapes).image()
        assertSnapshot(of: image, as: .png(), named: "shapes")
    }

    @Test func renderingIsRepeatable() throws {
        let a = try renderer.render(Self.shapes).image()
        let b = try Renderer(fonts: FontLibrary(configFile: Assets.fontConfiguration)).render(Self.shapes).image()
        #expect(a == b)
    }

    /// Selected text (issue 60's Control+A in the search field): its highlight fills the text's
    /// own extent behind the glyphs, not the whole frame.
    @Test func highlightedTextHasItsExtentFilledBehindIt() throws {
        let blue = Color(hex: "#3366CC")!
        var style = TextStyle(size: 18)
        style.highlight = blue
        let list = DisplayList(size: Size(width: 300, height: 40), items: [
            .fill(Rect(x: 0, y: 0, width: 300, height: 40), .white),
            .text("term", frame: Rect(x: 10, y: 0, width: 280, height: 40), style: style),
        ])
        let image = try renderer.render(list).image()
        let highlighted = (0..<300).filter { image[$0, 8] == 0xFF33_66CC || image[$0, 30] == 0xFF33_66CC }
        #expect(highlighted.first == 10, "from the frame's leading edge: \(highlighted.prefix(3))")
        #expect((30..<60).contains(highlighted.count), "the width of \"term\", not the frame's: \(highlighted.count)")
        #expect(image[5, 20] == 0xFFFF_FFFF && image[200, 20] == 0xFFFF_FFFF, "nothing past it")
        style.highlight = nil
        let plain = try renderer.render(DisplayList(size: list.size, items: [list.items[0], .text("term", frame: Rect(x: 10, y: 0, width: 280, height: 40), style: style)])).image()
        #expect(!(0..<300).contains { plain[$0, 8] == 0xFF33_66CC }, "no highlight without one")
    }

    @Test func damageLimitsWhatIsRepainted() throws {
        let surface = try renderer.render(Self.shapes)
        var changed = Self.shapes
        changed.items[0] = .fill(Rect(x: 0, y: 0, width: 360, height: 240), .black)
        renderer.draw(changed, on: surface, damage: [Rect(x: 0, y: 0, width: 10, height: 10)])
        let image = surface.image()
        #expect(image[5, 5] == 0xFF00_0000)
        #expect(image[20, 20] != 0xFF00_0000)
    }

    @Test func aMovingSurfaceReusesItsBlurredShadow() throws {
        var list = Self.shapes
        let surface = try renderer.render(list)
        let blurs = renderer.shadowBlurs
        let surfaceItem: (DisplayItem) -> SurfaceItem? = { if case .surface(let s) = $0 { s } else { nil } }
        for dx in 1...5 {
            var s = try #require(surfaceItem(list.items[1]), "the second item is the surface with a shadow")
            s.frame.origin.x += Double(dx)
            list.items[1] = .surface(s)
            renderer.draw(list, on: surface)
        }
        #expect(renderer.shadowBlurs == blurs)
    }

    @Test func absurdSizesAreRefused() {
        for size in [Size(width: 0, height: 10), Size(width: .nan, height: 10), Size(width: 1e9, height: 10), Size(width: 10.5, height: 10)] {
            #expect(throws: RenderError.self) { try renderer.render(DisplayList(size: size)) }
        }
    }

    @Test func aMissingFontConfigurationIsReported() {
        #expect(throws: RenderError.fonts("cannot read the font configuration /nonexistent/fonts.conf")) {
            try FontLibrary(configFile: URL(fileURLWithPath: "/nonexistent/fonts.conf"))
        }
    }
}
