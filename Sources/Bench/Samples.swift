/// Durations of one measured step, in seconds.
struct Samples: Sendable {
    private(set) var values: [Double] = []

    mutating func add(_ seconds: Double) { values.append(seconds) }

    /// The `q` quantile (0…1) by the nearest rank; 0 when empty.
    func quantile(_ q: Double) -> Double {
        guard !values.isEmpty else { return 0 }
        let sorted = values.sorted()
        let rank = Int((q * Double(sorted.count)).rounded(.up)) - 1
        return sorted[min(sorted.count - 1, max(0, rank))]
    }

    var median: Double { quantile(0.5) }
    var p99: Double { quantile(0.99) }
    var count: Int { values.count }
}
