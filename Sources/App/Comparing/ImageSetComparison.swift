import Foundation
import Render

/// What comparing one expected image with its actual counterpart found.
public struct ImageComparisonResult: Sendable {
    public enum Status: String, Sendable {
        case identical
        case withinTolerance = "within-tolerance"
        case different
        /// Expected, but not among the actual images.
        case missing
        /// Among the actual images only; listed, not compared.
        case extra
        /// A file that is not a readable PNG.
        case unreadable
    }

    /// The path relative to the compared folders (the file name for two files).
    public var name: String
    public var status: Status
    public var difference: ImageDifference?
    /// Why a file is unreadable.
    public var problem: String?
    /// The diff image written for it, if any.
    public var diff: URL?

    /// Whether this image lets the comparison pass.
    public var passed: Bool { [.identical, .withinTolerance, .extra].contains(status) }
}

/// `flotilla compare`: PNG files, or folders of them matched by relative path, compared pixel for
/// pixel within a tolerance, with diff images where they differ.
public enum ImageSetComparison {
    /// Compares `expected` with `actual` (two files or two folders). With `diffs`, a diff image is
    /// written for every pair that differs at all: to `diffs` itself for two files, as
    /// `NAME.diff.png` inside the folder `diffs` for two folders.
    public static func compare(expected: URL, actual: URL, tolerance: Tolerance, diffs: URL? = nil) throws(FlotillaError) -> [ImageComparisonResult] {
        let expectedIsFolder = try isFolder(expected), actualIsFolder = try isFolder(actual)
        guard expectedIsFolder == actualIsFolder else {
            throw FlotillaError(.badInput, "\(expectedIsFolder ? actual.path : expected.path) is a file but \(expectedIsFolder ? expected.path : actual.path) is a folder: compare two files or two folders")
        }
        guard expectedIsFolder else {
            return [try compareFile(name: expected.lastPathComponent, expected: expected, actual: actual, tolerance: tolerance, diff: diffs)]
        }
        let wanted = try pngs(in: expected), found = Set(try pngs(in: actual))
        var results: [ImageComparisonResult] = []
        for name in wanted {
            guard found.contains(name) else {
                results.append(ImageComparisonResult(name: name, status: .missing))
                continue
            }
            let diff = diffs.map { $0.appendingPathComponent(String(name.dropLast(4)) + ".diff.png") }
            results.append(try compareFile(name: name, expected: expected.appendingPathComponent(name),
                                           actual: actual.appendingPathComponent(name), tolerance: tolerance, diff: diff))
        }
        for name in found.subtracting(wanted).sorted() { results.append(ImageComparisonResult(name: name, status: .extra)) }
        return results
    }

    private static func compareFile(name: String, expected: URL, actual: URL, tolerance: Tolerance, diff: URL?) throws(FlotillaError) -> ImageComparisonResult {
        let e: Image, a: Image
        do {
            e = try Image(contentsOf: expected)
            a = try Image(contentsOf: actual)
        } catch {
            return ImageComparisonResult(name: name, status: .unreadable, problem: error.detail)
        }
        // What apps show live and placeholders offscreen is not compared (HostedAreas).
        let hosted = try HostedAreas.beside(expected) + HostedAreas.beside(actual)
        let difference = ImageComparison.compare(expected: e, actual: a, ignoring: hosted)
        var result = ImageComparisonResult(
            name: name, status: difference.isIdentical ? .identical : difference.passes(tolerance) ? .withinTolerance : .different,
            difference: difference)
        if let diff, !difference.isIdentical {
            do {
                try FileManager.default.createDirectory(at: diff.deletingLastPathComponent(), withIntermediateDirectories: true)
            } catch {
                throw FlotillaError(.badInput, "--diff: cannot create \(diff.deletingLastPathComponent().path) (\((error as NSError).localizedDescription))")
            }
            try OutputFile.write(ImageComparison.diffImage(expected: e, actual: a), to: diff.path)
            result.diff = diff
        }
        return result
    }

    private static func isFolder(_ url: URL) throws(FlotillaError) -> Bool {
        var folder: ObjCBool = false
        guard FileManager.default.fileExists(atPath: url.path, isDirectory: &folder) else {
            throw FlotillaError(.badInput, "\(url.path): no such file or folder")
        }
        return folder.boolValue
    }

    /// The PNG files under `folder`, as sorted paths relative to it.
    private static func pngs(in folder: URL) throws(FlotillaError) -> [String] {
        guard let paths = FileManager.default.subpaths(atPath: folder.path) else {
            throw FlotillaError(.badInput, "\(folder.path): cannot list the folder")
        }
        return paths.filter { $0.lowercased().hasSuffix(".png") }.sorted()
    }
}
