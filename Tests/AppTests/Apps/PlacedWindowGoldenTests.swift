import App
import Assets
import Compositor
import Model
import Render
import SnapshotTesting
import TestSupport
import Testing

/// Offscreen golden of a managed display's placed windows: an app's panel over a desktop window
/// (the panel's shadow on it) and a menu over the panel's edge with
/// its small square shadow, on both the panel and the desktop.
@Suite("Placed window golden")
struct PlacedWindowGoldenTests {
    /// `width` × `height` opaque pixels, each `colour(x, y)` (RGB).
    static func pixels(_ width: Int, _ height: Int, _ colour: (Int, Int) -> UInt32) -> [UInt32] {
        (0..<(width * height)).map { 0xFF00_0000 | colour($0 % width, $0 / width) }
    }

    /// A desktop: a teal ground shading darker downwards, with a column of pale icons.
    static let desktop = pixels(560, 340) { x, y in
        let icon = x >= 16 && x < 48 && y >= 16 && (y - 16) % 64 < 32 && y < 16 + 64 * 4
        if icon { return 0xDDE8_EC }
        let g = UInt32(0x6F - y * 0x30 / 340), b = UInt32(0x73 - y * 0x28 / 340)
        return 0x2E_0000 | g << 8 | b
    }

    /// An editor's window: white, with grey lines of text.
    static let editor = pixels(300, 180) { x, y in
        let row = (y - 12) / 18
        let line = y >= 12 && (y - 12) % 18 < 8 && x >= 14 && x < 14 + 220 - (row * 37) % 110
        return line ? 0x9A9A_A0 : 0xFFFF_FF
    }

    /// A menu: light grey with a hairline border, four rows, the second highlighted.
    static let menu = pixels(140, 96) { x, y in
        if x == 0 || y == 0 || x == 139 || y == 95 { return 0xB4B4_B8 }
        let row = (y - 4) / 22, inRow = (y - 4) % 22
        let highlighted = row == 1 && y >= 4 && x >= 4 && x < 136
        let label = inRow >= 8 && inRow < 14 && x >= 12 && x < 12 + 60 + row * 13
        if highlighted { return label ? 0xFFFF_FF : 0x3A7B_D5 }
        return label ? 0x3A3A_3C : 0xF6F6_F6
    }

    @Test func aMenuOverAPanelOverTheDesktop() throws {
        let clock = ManualClock()
        let c = Compositor(scene: Scene(size: Size(width: 560, height: 340)), clock: clock)
        let sizes = PanelContentSizes(preferred: Size(width: 300, height: 180))
        #expect(c.host(HostedPanel(id: "editor", name: "editor", title: "Editor", sizes: sizes, frame: Rect(x: 70, y: 40, width: 300, height: 224))))
        c.setPlacedWindows([PlacedWindow(id: "menu", frame: Rect(x: 300, y: 150, width: 140, height: 96), level: .overlay, hasShadow: true),
                            PlacedWindow(id: "desk", frame: Rect(x: 0, y: 0, width: 560, height: 340), level: .desktop)])
        repeat { clock.advance(by: 1.0 / 60) } while c.nextFrame().isAnimating
        let store = HostedPixels()
        for (id, width, height, pixels) in [("desk", 560, 340, Self.desktop), ("editor", 300, 180, Self.editor), ("menu", 140, 96, Self.menu)] {
            try pixels.withUnsafeBufferPointer { try store.update(PanelID(id), width: width, height: height, rects: [], from: $0) }
        }
        let renderer = Renderer(fonts: try FontLibrary(configFile: Assets.fontConfiguration))
        renderer.hostedPixels = store
        let image = try renderer.render(c.nextFrame().displayList).image()
        func green(_ x: Int, _ y: Int) -> UInt32 { image.pixels[y * image.width + x] >> 8 & 0xFF }
        #expect(green(442, 200) < green(470, 200), "the menu's shadow on the desktop, beside it")
        #expect(green(340, 249) < 0xFF, "and on the panel's white, below it")
        #expect(green(340, 249) > 0xE0, "a light one")
        #expect(image.pixels[180 * image.width + 320] == 0xFF3A_7BD5, "the menu's pixels as they are, over the panel")
        assertSnapshot(of: image, as: .png(), named: "menu-over-panel-over-desktop")
    }
}
