@testable import App
import Foundation
import Model
import Render
import Scripts
import Testing

/// An offscreen recording marks where apps' placeholders are (`NAME.hosted.json`), and comparing
/// it with a live picture leaves those pixels out.
@Suite("Hosted areas in comparisons")
struct HostedAreasTests {
    @Test func hostedContentIsFoundThroughLayersAndClips() {
        let content = HostedContent(panel: "a", name: "a")
        let list = DisplayList(size: Size(width: 400, height: 300), items: [
            .layer(LayerItem(id: .named("p"), origin: Point(x: 100, y: 50), scale: 0.5, items: [
                .roundedClip(Rect(x: 0, y: 44, width: 200, height: 100), CornerRadii(all: 12), [.hosted(Rect(x: 0, y: 44, width: 200, height: 150), content)]),
            ])),
            .hosted(Rect(x: 10, y: 10, width: 20, height: 20), content),
        ])
        #expect(list.hostedRects == [Rect(x: 100, y: 72, width: 100, height: 50), Rect(x: 10, y: 10, width: 20, height: 20)])
        #expect(HostedAreas.boxes(in: list, scale: 2).first == PixelBounds(minX: 200, minY: 144, maxX: 399, maxY: 243))
    }

    @Test func anOffscreenShotMarksItsPlaceholderAndTheComparisonLeavesItOut() throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("flotilla-hosted-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: folder) }
        let scene = Scene(size: Size(width: 900, height: 600),
                          apps: [AppSpec(id: "logo", command: ["xlogo"], frame: Rect(x: 40, y: 30, width: 300, height: 204))])
        let script = Script(file: "shot.script", lines: [Script.Line(number: 1, step: .shot("start"))])
        let offscreen = folder.appendingPathComponent("offscreen"), live = folder.appendingPathComponent("live")
        _ = try Recorder.record(scene: scene, script: script, into: offscreen)
        let marked = try HostedAreas.beside(offscreen.appendingPathComponent("start.png"))
        #expect(marked == [PixelBounds(minX: 40, minY: 74, maxX: 339, maxY: 233)])

        // A "live" picture: the same, but with something else where the app is drawn.
        var picture = try Image(contentsOf: offscreen.appendingPathComponent("start.png"))
        for y in 80..<200 { for x in 50..<300 { picture.pixels[y * picture.width + x] = 0xFF00_0000 } }
        try FileManager.default.createDirectory(at: live, withIntermediateDirectories: true)
        try picture.writePNG(to: live.appendingPathComponent("start.png"))
        let same = try ImageSetComparison.compare(expected: offscreen, actual: live, tolerance: .exact)
        #expect(same.map(\.status) == [.identical])

        // Outside the app's area a difference still counts.
        picture.pixels[10 * picture.width + 10] = 0xFFFF_0000
        try picture.writePNG(to: live.appendingPathComponent("start.png"))
        #expect(try ImageSetComparison.compare(expected: offscreen, actual: live, tolerance: .exact).map(\.status) == [.different])
    }
}
