import Foundation
import Model
import Render

/// Where a picture shows apps' content, written beside it as `NAME.hosted.json` by `record`: an
/// offscreen picture holds a placeholder there, a live one the app itself, so comparing the two
/// (`flotilla compare`) leaves those pixels out. A list of `{"minX", "minY", "maxX", "maxY"}`
/// pixel boxes, corners included.
enum HostedAreas {
    static let suffix = ".hosted.json"

    /// The boxes of `list`'s hosted content at `scale` pixels per point.
    static func boxes(in list: DisplayList, scale: Double) -> [PixelBounds] {
        list.hostedRects.map { PixelBounds(covering: $0, scale: scale) }
    }

    static func json(_ boxes: [PixelBounds]) -> Data {
        let encoder = JSONEncoder()
        encoder.outputFormatting = .sortedKeys
        return (try? encoder.encode(boxes.map(Box.init))) ?? Data("[]".utf8)
    }

    /// The boxes written beside the picture at `png`; none when there is no such file. A file
    /// that does not read as boxes is an error naming it.
    static func beside(_ png: URL) throws(FlotillaError) -> [PixelBounds] {
        let url = png.deletingPathExtension().appendingPathExtension("hosted.json")
        guard let data = try? Data(contentsOf: url) else { return [] }
        do {
            return try JSONDecoder().decode([Box].self, from: data).map(\.bounds)
        } catch {
            throw FlotillaError(.badInput, "\(url.path): not a list of {minX, minY, maxX, maxY} pixel boxes")
        }
    }

    private struct Box: Codable {
        var minX, minY, maxX, maxY: Int
        init(_ b: PixelBounds) { (minX, minY, maxX, maxY) = (b.minX, b.minY, b.maxX, b.maxY) }
        var bounds: PixelBounds { PixelBounds(minX: minX, minY: minY, maxX: maxX, maxY: maxY) }
    }
}
