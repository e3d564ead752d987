import App
import Model
import Render
import Testing

/// `render` (and `record`) have no X server to host a scene's apps: each is drawn as its panel with
/// a placeholder naming the app.
@Suite("Apps rendered offscreen")
struct AppPlaceholderRenderTests {
    @Test func anAppsPanelShowsAPlaceholderWithItsName() throws {
        let scene = Scene(size: Size(width: 900, height: 600),
                          apps: [AppSpec(id: "logo", command: ["xlogo"], frame: Rect(x: 40, y: 30, width: 300, height: 204))])
        let image = try HeadlessRenderer().render(scene)
        // The content area under the title bar: the placeholder's pale ground, with its text.
        let content = (40 + 4..<340 - 4).flatMap { x in (30 + 48..<234 - 14).map { y in image.pixels[y * image.width + x] } }
        let ground = content.filter { $0 == 0xFFF0_F0F4 }.count
        #expect(Double(ground) / Double(content.count) > 0.9, "mostly the pale ground")
        #expect(Set(content).count > 3, "and the app's name in it")
    }
}
