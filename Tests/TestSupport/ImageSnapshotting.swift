import Foundation
import Render
import SnapshotTesting
import Testing

extension Snapshotting where Value == Image, Format == Data {
    /// Compares an image with a PNG golden in `__Snapshots__/` beside the test, within `tolerance`
    /// (``Tolerance/golden`` by default). On failure swift-snapshot-testing writes the actual image under
    /// `$SNAPSHOT_ARTIFACTS`, and the expected image and a diff are written beside it.
    public static func png(tolerance: Tolerance = .golden) -> Snapshotting {
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
            let location = difference.differenceBounds.map { ", within \($0)" } ?? ""
            let files = FailureArtifacts.write(golden: old, diff: ImageComparison.diffImage(expected: expected, actual: actual))
            return ("images differ: \(difference)\(location) (tolerance \(tolerance)); \(files)", [])
        }
    }
}

/// Where failing image tests leave their pictures.
public var artifactsDirectory: URL {
    URL(fileURLWithPath: ProcessInfo.processInfo.environment["SNAPSHOT_ARTIFACTS"] ?? NSTemporaryDirectory(),
        isDirectory: true)
}

/// Writes the expected image and the diff of a failed image test beside the actual image that
/// swift-snapshot-testing writes, `$SNAPSHOT_ARTIFACTS/<TestFile>/<test>.<name>.png`:
/// `<test>.<name>.expected.png` and `<test>.<name>.diff.png`. The diffing closure is not told the
/// snapshot's name, so it is found as the golden beside the running test that holds `golden`.
enum FailureArtifacts {
    static func write(golden: Data, diff: Image) -> String {
        let (folder, stem) = names(golden: golden)
        let dir = artifactsDirectory.appendingPathComponent(folder, isDirectory: true)
        let diffURL = dir.appendingPathComponent(stem + ".diff.png")
        do {
            try FileManager.default.createDirectory(at: dir, withIntermediateDirectories: true)
            try golden.write(to: dir.appendingPathComponent(stem + ".expected.png"))
            try diff.writePNG(to: diffURL)
        } catch {
            return "could not write the diff: \(error)"
        }
        return "actual, expected and diff: \(dir.appendingPathComponent(stem).path).{png,expected.png,diff.png} (diff: \(diffURL.path))"
    }

    /// The artifacts subfolder (the test file's name) and the golden's name without `.png`.
    private static func names(golden: Data) -> (folder: String, stem: String) {
        guard let test = Test.current else { return ("diffs", "\(abs(golden.hashValue))") }
        let source = URL(fileURLWithPath: test.sourceLocation.filePath)
        let folder = source.deletingPathExtension().lastPathComponent
        let testName = sanitized(test.name)
        let goldens = source.deletingLastPathComponent().appendingPathComponent("__Snapshots__/\(folder)")
        let files = ((try? FileManager.default.contentsOfDirectory(atPath: goldens.path)) ?? []).sorted()
        let matching = files.filter { (try? Data(contentsOf: goldens.appendingPathComponent($0))) == golden }
        guard let file = matching.first(where: { $0.hasPrefix(testName + ".") }) ?? matching.first else {
            return (folder, "\(testName).\(abs(golden.hashValue))")
        }
        return (folder, String(file.dropLast(4)))
    }

    /// A test's name as swift-snapshot-testing puts it in file names.
    private static func sanitized(_ name: String) -> String {
        name.replacingOccurrences(of: "\\W+", with: "-", options: .regularExpression)
            .replacingOccurrences(of: "^-|-$", with: "", options: .regularExpression)
    }
}
