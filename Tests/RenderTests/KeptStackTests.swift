import Assets
import Model
import Render
import Testing

/// A panel dragged over others: the bottom of the stack, the same frame after frame, is
/// composited once and copied, and every damaged repaint equals a full repaint, pixel for pixel.
@Suite("Renderer: the kept bottom of the stack", .serialized)
struct KeptStackTests {
    let fonts: FontLibrary

    init() throws {
        fonts = try FontLibrary(configFile: Assets.fontConfiguration)
    }

    /// Panel `name` at `origin`: a rounded surface with a shadow and a border, and its title.
    static func panel(_ name: String, at origin: Point, opacity: Double = 1, moving: Bool = false, title: String? = nil) -> DisplayItem {
        .layer(LayerItem(id: .named(name), origin: origin, opacity: opacity, isMoving: moving, items: [
            .surface(SurfaceItem(frame: Rect(x: 0, y: 0, width: 150, height: 100), radii: CornerRadii(all: 12), background: .white,
                                 border: Border(color: Color(hex: "#0000002E")!, width: 1),
                                 shadows: [Shadow(offset: Vector(dx: 0, dy: 6), radius: 18, opacity: 0.28)])),
            .text(title ?? name, frame: Rect(x: 10, y: 6, width: 130, height: 24), style: TextStyle(size: 13, bold: true, alignment: .center)),
        ]))
    }

    /// The backdrop, two panels at rest, a translucent fill and the dragged panel on top.
    static func list(dragged at: Point, opacity: Double = 1, bottomTitle: String? = nil) -> DisplayList {
        DisplayList(size: Size(width: 360, height: 260), items: [
            .verticalGradient(Rect(x: 0, y: 0, width: 360, height: 260), top: Color(hex: "#5E81AC")!, bottom: Color(hex: "#2E3440")!),
            panel("a", at: Point(x: 30, y: 40), title: bottomTitle),
            .fill(Rect(x: 150, y: 20, width: 120, height: 90), Color(hex: "#BF616A80")!),
            panel("b", at: Point(x: 120, y: 110)),
            panel("dragged", at: at, opacity: opacity, moving: true),
        ])
    }

    /// Where the dragged panel's pixels may be: its bounds grown by its shadow.
    static func reach(_ at: Point) -> Rect { Rect(x: at.x - 20, y: at.y - 14, width: 190, height: 140) }

    @Test func aPanelDraggedOverOthersRepaintsExactlyAsAFullFrame() throws {
        let renderer = Renderer(fonts: fonts)
        var at = Point(x: 10, y: 10)
        let surface = try renderer.render(Self.list(dragged: at))
        for step in 1...24 {
            let next = Point(x: 10 + Double(step * 9), y: 10 + Double(step % 5) * 7)
            // Halfway, the dragged panel fades; later a panel under it changes (the kept stack is made again).
            let list = Self.list(dragged: next, opacity: step > 8 && step < 12 ? 0.6 : 1, bottomTitle: step > 16 ? "Changed" : nil)
            var damage = [Self.reach(at), Self.reach(next)]
            if step == 17 { damage.append(Rect(x: 0, y: 0, width: 360, height: 260)) }
            renderer.draw(list, on: surface, damage: damage)
            #expect(surface.image() == (try Renderer(fonts: fonts).render(list).image()), "step \(step)")
            at = next
        }
    }

    /// Two surfaces drawn in turn keep a stack each; a window at rest lets the stacks go.
    @Test func twoSurfacesDrawnInTurnStayExact() throws {
        let renderer = Renderer(fonts: fonts)
        var at = [Point(x: 10, y: 10), Point(x: 200, y: 150)]
        let surfaces = try at.map { try renderer.render(Self.list(dragged: $0)) }
        for step in 1...10 {
            for i in 0..<2 {
                let next = Point(x: at[i].x + Double(i == 0 ? 8 : -8), y: at[i].y + Double(step % 3))
                let list = Self.list(dragged: next)
                renderer.draw(list, on: surfaces[i], damage: [Self.reach(at[i]), Self.reach(next)])
                #expect(surfaces[i].image() == (try Renderer(fonts: fonts).render(list).image()), "surface \(i), step \(step)")
                at[i] = next
            }
            if step == 5 { renderer.trim() }
        }
    }
}
