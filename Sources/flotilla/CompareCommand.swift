import App
import ArgumentParser
import Foundation
import Render

/// `flotilla compare`: compares images pixel for pixel, within a tolerance.
struct CompareCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "compare",
        abstract: "Compare PNG images (two files, or two folders matched by name) pixel for pixel.",
        discussion: """
            Prints one line per image and exits 0 when every expected image matches, 1 when one \
            differs beyond the tolerance or is missing. PNGs found only in ACTUAL are listed as \
            extra and do not fail. TOLERANCE is PIXELS:LEVELS: at most PIXELS pixels may differ \
            (a count such as 3, or a share of the image such as 0.1%), none by more than LEVELS \
            (0…255) in any channel. The default 0:0 is exact; live screenshots use 0.1%:8.
            """)

    @Argument(help: "The expected PNG file, or a folder of them.")
    var expected: String

    @Argument(help: "The actual PNG file, or a folder of them.")
    var actual: String

    @Option(parsing: .unconditional, help: ArgumentHelp("How much may differ: PIXELS:LEVELS, e.g. 0:0, 3:2, 0.1%:8.", valueName: "PIXELS:LEVELS"))
    var tolerance = "0:0"

    @Option(help: ArgumentHelp("Where to write diff images: a PNG file for two files, a folder for two folders.", valueName: "OUT"))
    var diff: String?

    @Flag(help: "Print the results as one JSON object instead of lines.")
    var json = false

    func run() throws {
        guard let tolerance = Tolerance.parse(tolerance) else {
            throw FlotillaError(.badInput, "--tolerance: expected PIXELS:LEVELS such as 0:0, 3:2 or 0.1%:8 (PIXELS a count or a percentage up to 100%, LEVELS 0…255), got \"\(self.tolerance)\"")
        }
        let results = try ImageSetComparison.compare(
            expected: URL(fileURLWithPath: expected), actual: URL(fileURLWithPath: actual), tolerance: tolerance,
            diffs: diff.map { URL(fileURLWithPath: $0) })
        let text = json ? ComparisonReport.json(results, tolerance: tolerance)
            : results.map { ComparisonReport.line($0, tolerance: tolerance) }.joined(separator: "\n")
        try StandardOutput.write(text + "\n")
        let failed = results.filter { !$0.passed }.count
        if failed > 0 {
            throw FlotillaError(.badInput, "\(failed) of \(results.count) images differ beyond the tolerance \(tolerance.syntax) or are missing")
        }
    }
}
