import App
import Foundation

extension HostedBench {
    /// One figure of `flotilla bench --hosted`: measured with apps in panels and, beside it, the
    /// baseline measured in the same run.
    public struct Row: Codable, Sendable, Equatable {
        /// What was measured.
        public var measure: String
        public var hosted: Double
        public var baseline: Double?
        /// What the baseline is ("drawn panel", "unhosted xterm" …).
        public var baselineName: String
        public var unit: String
        /// The target, in words; nil where none is set.
        public var target: String?
        /// Whether the target is met; nil where none is set.
        public var met: Bool?

        /// Whether the figures count things (ticks, frames) rather than measure them.
        var isCount: Bool { unit == "ticks" || unit == "frames" }

        public init(measure: String, hosted: Double, baseline: Double?, baselineName: String, unit: String,
                    target: String? = nil, met: Bool? = nil) {
            self.measure = measure
            self.hosted = hosted
            self.baseline = baseline
            self.baselineName = baselineName
            self.unit = unit
            self.target = target
            self.met = met
        }
    }

    /// The rows of one run and how the apps' pixels reached the frame.
    public struct Report: Codable, Sendable, Equatable {
        public var rows: [Row]
        /// Moves per round and rounds of the CPU-per-move rows (the median round counts).
        public var moves: Int, rounds: Int
        /// Keystrokes per latency row (the median counts).
        public var keystrokes: Int
        /// How the apps' pixels reached Flotilla's layers.
        public var clientPixels: String

        /// The report as a table, one figure a line, hosted beside its baseline.
        public var table: String {
            let widths = [34, 10, 10, 16, 30, 4]
            func line(_ cells: [String]) -> String {
                let joined = cells.enumerated().map { i, cell in
                    let fill = String(repeating: " ", count: max(0, widths[i] - cell.count))
                    return i == 0 || i >= 3 ? cell + fill : fill + cell
                }.joined(separator: " ")
                return String(joined.prefix(through: joined.lastIndex { $0 != " " } ?? joined.startIndex))
            }
            var lines = [line(["apps in panels", "hosted", "baseline", "baseline is", "target", "met"])]
            for r in rows {
                let figure = { (v: Double) in r.isCount ? String(format: "%.0f", v) : Self.figure(v) }
                lines.append(line(["\(r.measure) (\(r.unit))", figure(r.hosted), r.baseline.map(figure) ?? "–", r.baselineName,
                                   r.target ?? "", r.met.map { $0 ? "yes" : "NO" } ?? ""]))
            }
            lines.append("on a private 1920×1080 Xvfb; CPU per move: median of \(rounds) rounds of \(moves) moves, Flotilla + the X server; "
                         + "keystrokes: median of \(keystrokes), XTEST press → glyph read back by GetImage; client pixels: \(clientPixels)")
            return lines.joined(separator: "\n")
        }

        /// `v` with three decimals below 10, one below 1000, none above.
        static func figure(_ v: Double) -> String {
            v < 10 ? String(format: "%.3f", v) : v < 1000 ? String(format: "%.1f", v) : String(format: "%.0f", v)
        }
    }

    /// The drawing times of the frames that `log` (Flotilla's debug log) reports, in milliseconds,
    /// in order: its `… drawn in X ms …` lines.
    static func frameTimes(inLog log: Substring) -> [Double] {
        log.split(separator: "\n").compactMap { line in
            guard let range = line.range(of: ": drawn in ") else { return nil }
            return Double(line[range.upperBound...].prefix { $0.isNumber || $0 == "." })
        }
    }
}
