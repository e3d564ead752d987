import Assets
import Foundation
import Model
import Render
import SnapshotTesting
import TestSupport
import Testing

/// Icons drawn from files: a PNG (read by cairo, scaled to its frame) and an SVG (rendered by
/// librsvg at the frame's size), and a file that cannot be read drawing nothing.
@Suite("Icon images", .serialized)
struct IconImageTests {
    @Test func aPNGAndAnSVGFillTheirFramesAndABrokenFileDrawsNothing() throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("flotilla-icons-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        // A 16×16 PNG: green, its top-left quarter white.
        let png = Image(width: 16, height: 16, pixels: (0..<256).map { i in i % 16 < 8 && i / 16 < 8 ? 0xFFFF_FFFF : 0xFF2E_7D32 })
        try png.writePNG(to: folder.appendingPathComponent("green.png"))
        try ##"<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 10 10"><rect width="10" height="10" fill="#5E81AC"/><circle cx="5" cy="5" r="3" fill="#BF616A"/></svg>"##
            .write(to: folder.appendingPathComponent("mark.svg"), atomically: true, encoding: .utf8)
        try "not an image".write(to: folder.appendingPathComponent("broken.svg"), atomically: true, encoding: .utf8)
        let list = DisplayList(size: Size(width: 160, height: 56), items: [
            .fill(Rect(x: 0, y: 0, width: 160, height: 56), Color(hex: "#E5E9F0")!),
            .image(path: folder.appendingPathComponent("green.png").path, frame: Rect(x: 8, y: 8, width: 40, height: 40)),
            .image(path: folder.appendingPathComponent("mark.svg").path, frame: Rect(x: 60, y: 8, width: 40, height: 40)),
            .image(path: folder.appendingPathComponent("broken.svg").path, frame: Rect(x: 112, y: 8, width: 40, height: 40)),
        ])
        let image = try Renderer(fonts: try FontLibrary(configFile: Assets.fontConfiguration)).render(list).image()
        #expect(image[10, 10] & 0xFF_FFFF == 0xFF_FFFF && image[44, 44] & 0xFF_FFFF == 0x2E_7D32, "the PNG, scaled")
        #expect(image[62, 10] & 0xFF_FFFF == 0x5E_81AC && image[80, 28] & 0xFF_FFFF == 0xBF_616A, "the SVG, rendered")
        #expect(image[132, 28] & 0xFF_FFFF == 0xE5_E9F0, "nothing for a broken file")
        assertSnapshot(of: image, as: .png(), named: "icons")
    }
}

extension IconImageTests {
    /// Issue 62: a PNG larger than 1024 pixels a side is refused by its header, before cairo
    /// decodes it (a 64 KB file may say 23000 × 23000: 2 GB decoded); one within draws.
    @Test func aPNGWhoseHeaderSaysMoreThan1024PixelsASideDrawsNothing() throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("flotilla-icons-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        let large = folder.appendingPathComponent("large.png"), small = folder.appendingPathComponent("small.png")
        try Image(width: 1100, height: 20, fill: 0xFF2E_7D32).writePNG(to: large)
        try Image(width: 1024, height: 20, fill: 0xFF2E_7D32).writePNG(to: small)
        let list = DisplayList(size: Size(width: 100, height: 40), items: [
            .fill(Rect(x: 0, y: 0, width: 100, height: 40), Color(hex: "#E5E9F0")!),
            .image(path: large.path, frame: Rect(x: 0, y: 0, width: 40, height: 40)),
            .image(path: small.path, frame: Rect(x: 50, y: 0, width: 40, height: 40)),
        ])
        let image = try Renderer(fonts: try FontLibrary(configFile: Assets.fontConfiguration)).render(list).image()
        #expect(image[20, 20] & 0xFF_FFFF == 0xE5_E9F0, "the 1100-pixel PNG is not drawn")
        #expect(image[70, 20] & 0xFF_FFFF == 0x2E_7D32, "the 1024-pixel one is")
    }
}
