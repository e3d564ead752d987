import Assets
import Foundation
import Model
import Render
import SnapshotTesting
import TestSupport
import Testing

/// Renderers share fontconfig and pango state: these tests run one at a time.
@Suite("Contact sheet", .serialized)
struct ContactSheetTests {
    let renderer: Renderer

    init() throws {
        renderer = Renderer(fonts: try FontLibrary(configFile: Assets.fontConfiguration))
    }

    /// Five frames of a white square crossing a blue field.
    static let cells = (0..<5).map { i in
        var image = Image(width: 200, height: 100, fill: 0xFF5E_81AC)
        for y in 30..<70 { for x in (20 + 35 * i)..<(60 + 35 * i) { image[x, y] = 0xFFFF_FFFF } }
        return ThumbnailGrid.Cell(image: image, label: "0.\(i)00 s  #\(i * 6)")
    }

    @Test func framesSitInAGridWithTheirTimes() throws {
        let sheet = try ThumbnailGrid.render(Self.cells, columns: 3, thumbnailWidth: 100, renderer: renderer)
        // 3 columns of 100 pt and 2 rows of 50 + 20 pt, 12 pt margins and gaps.
        #expect(sheet.width == 12 + 3 * 100 + 2 * 12 + 12)
        #expect(sheet.height == 12 + 2 * 70 + 12 + 12)
        // Each thumbnail is the frame at half size: the field's colour, the square in white.
        #expect(sheet[12 + 2, 12 + 2] == 0xFF5E_81AC)
        #expect(sheet[12 + 20, 12 + 25] == 0xFFFF_FFFF)
        #expect(sheet[12 + 112 + 37, 12 + 25] == 0xFFFF_FFFF)
        assertSnapshot(of: sheet, as: .png(), named: "five-frames")
    }

    @Test func smallFramesAreNotEnlargedAndEmptySheetsRefused() throws {
        let small = ThumbnailGrid.Cell(image: Image(width: 40, height: 30, fill: 0xFF00_FF00), label: "")
        let sheet = try ThumbnailGrid.render([small], columns: 6, thumbnailWidth: 240, renderer: renderer)
        #expect(sheet.width == 12 + 40 + 12 && sheet.height == 12 + 30 + 20 + 12)
        #expect(throws: RenderError.self) { try ThumbnailGrid.render([], columns: 6, thumbnailWidth: 240, renderer: renderer) }
    }
}
