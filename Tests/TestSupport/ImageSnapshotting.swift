import Foundation
import Render
import SnapshotTesting

extension Snapshotting where Value == Image, Format == Data {
    /// Compares an image with a PNG golden in `__Snapshots__/` beside the test, within `tolerance`
    /// (exact by default). On failure swift-snapshot-testing writes the actual image under
    /// `$SNAPSHOT_ARTIFACTS`, and the message names a diff image written beside it.
    public static func png(tolerance: Tolerance = .exact) -> Snapshotting {
        Snapshotting(pathExtension: "png", diffing: .png(tolerance: tolerance)) { image in
            (try? image.pngData()) ?? Data()
        }
    }
}

extension Diffing where Value == Data {
    /// PNG data compared as pixels.
    public static func png(tolerance: Tolerance) -> Diffing {
        .diff(toData: { $0 }, fromData: { $0 }) { old, new in
            guard let expected = try? Image(pngData: old) else { return ("the golden is not a readable PNG", []) }
            guard let actual = try? Image(pngData: new) else { return ("the new image is not a readable PNG", []) }
            let difference = ImageComparison.compare(expected: expected, actual: actual)
            if difference.passes(tolerance) { return nil }
            let diff = ImageComparison.diffImage(expected: expected, actual: actual)
            let path = writeDiff(diff, named: "\(abs(new.hashValue)).diff.png")
            return ("images differ: \(difference) (tolerance \(tolerance)); diff image: \(path)", [])
        }
    }
}

/// Where failing image tests leave their pictures.
public var artifactsDirectory: URL {
    URL(fileURLWithPath: ProcessInfo.processInfo.environment["SNAPSHOT_ARTIFACTS"] ?? NSTemporaryDirectory(),
        isDirectory: true)
}

private func writeDiff(_ image: Image, named name: String) -> String {
    let dir = artifactsDirectory.appendingPathComponent("diffs", isDirectory: true)
    try? FileManager.default.createDirectory(at: dir, withIntermediateDirectories: true)
    let url = dir.appendingPathComponent(name)
    do { try image.writePNG(to: url) } catch { return "(could not write the diff: \(error))" }
    return url.path
}
