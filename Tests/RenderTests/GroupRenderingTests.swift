import Assets
import Model
import Render
import Testing

/// A group is drawn scaled about its anchor and composited at its opacity; its bounds follow.
@Suite("Renderer: groups", .serialized)
struct GroupRenderingTests {
    let renderer: Renderer

    init() throws {
        renderer = Renderer(fonts: try FontLibrary(configFile: Assets.fontConfiguration))
    }

    static let red = Color(red: 1, green: 0, blue: 0)

    @Test func aGroupScalesAboutItsAnchor() throws {
        let group = GroupItem(anchor: Point(x: 10, y: 10), scale: 0.5, items: [.fill(Rect(x: 10, y: 10, width: 40, height: 40), Self.red)])
        #expect(DisplayItem.group(group).bounds == Rect(x: 10, y: 10, width: 20, height: 20))
        let image = try renderer.render(DisplayList(size: Size(width: 60, height: 60), items: [.group(group)])).image()
        #expect(image[10, 10] == 0xFFFF_0000 && image[29, 29] == 0xFFFF_0000)
        #expect(image[30, 30] == 0 && image[9, 9] == 0)
    }

    @Test func aTranslucentGroupIsCompositedOnce() throws {
        // Two overlapping fills at opacity 0.5 as one layer: the overlap is no darker than the rest.
        let group = GroupItem(anchor: .zero, opacity: 0.5, items: [
            .fill(Rect(x: 0, y: 0, width: 20, height: 20), Self.red), .fill(Rect(x: 10, y: 0, width: 20, height: 20), Self.red),
        ])
        let image = try renderer.render(DisplayList(size: Size(width: 30, height: 20), items: [.group(group)])).image()
        #expect(image[5, 5] == image[15, 5])
        #expect(image[5, 5] >> 24 == 0x80)
        let hidden = GroupItem(anchor: .zero, opacity: 0, items: group.items)
        #expect(try renderer.render(DisplayList(size: Size(width: 30, height: 20), items: [.group(hidden)])).image()[5, 5] == 0)
    }
}
