import Foundation
import Render

/// How `flotilla compare` reports: one line per image for people, one JSON object for machines.
public enum ComparisonReport {
    /// One line: status, name, and what was found against the tolerance.
    public static func line(_ r: ImageComparisonResult, tolerance: Tolerance) -> String {
        let label = r.passed ? (r.status == .extra ? "extra" : "ok") : "FAIL"
        var text = "\(label.padding(toLength: 5, withPad: " ", startingAt: 0)) \(r.name): "
        switch r.status {
        case .identical: text += "identical"
        case .missing: text += "missing from the actual images"
        case .extra: text += "only among the actual images (not compared)"
        case .unreadable: text += r.problem ?? "unreadable"
        case .withinTolerance, .different:
            guard let d = r.difference else { break }
            text += d.description
            if let bounds = d.differenceBounds { text += ", within \(bounds)" }
            text += r.status == .withinTolerance
                ? "; within the tolerance \(tolerance.syntax) (\(tolerance))"
                : "; over the tolerance \(tolerance.syntax) (" + reasons(d, tolerance).joined(separator: ", ") + ")"
        }
        if let diff = r.diff { text += "; diff: \(diff.path)" }
        return text
    }

    /// Why a difference fails the tolerance: "1 > 0 pixels", "12 > 8 levels".
    static func reasons(_ d: ImageDifference, _ tolerance: Tolerance) -> [String] {
        guard d.sizesMatch else { return ["the sizes differ"] }
        var out: [String] = []
        if !tolerance.allows(d.differingPixels, of: d.totalPixels) {
            let allowed = switch tolerance.pixels {
            case .count(let n): n
            case .fraction(let f): Int((f * Double(d.totalPixels)).rounded(.down))
            }
            out.append("\(d.differingPixels) > \(allowed) pixels")
        }
        if d.maxLevels > tolerance.maxLevels { out.append("\(d.maxLevels) > \(tolerance.maxLevels) levels") }
        return out
    }

    /// Every result as one line of JSON with sorted keys: `passed`, `tolerance` and `images`.
    public static func json(_ results: [ImageComparisonResult], tolerance: Tolerance) -> String {
        let images: [[String: Any]] = results.map { r in
            var o: [String: Any] = ["name": r.name, "status": r.status.rawValue, "passed": r.passed]
            if let d = r.difference {
                o["differingPixels"] = d.differingPixels
                o["totalPixels"] = d.totalPixels
                o["maxLevels"] = d.maxLevels
                o["expectedSize"] = ["width": d.expectedWidth, "height": d.expectedHeight]
                o["actualSize"] = ["width": d.actualWidth, "height": d.actualHeight]
                if let b = d.differenceBounds { o["bounds"] = ["minX": b.minX, "minY": b.minY, "maxX": b.maxX, "maxY": b.maxY] }
            }
            if let p = r.problem { o["problem"] = p }
            if let diff = r.diff { o["diff"] = diff.path }
            return o
        }
        let object: [String: Any] = ["passed": results.allSatisfy(\.passed), "tolerance": tolerance.syntax, "images": images]
        let data = (try? JSONSerialization.data(withJSONObject: object, options: [.sortedKeys, .withoutEscapingSlashes])) ?? Data()
        return String(decoding: data, as: UTF8.self)
    }
}
