import Foundation

/// How many storm events a run drives: `FLOTILLA_STORM_EVENTS` (default 1,000,000), half in short
/// storms on fresh compositors (``StormTests``), half in one long storm per scene
/// (``RetainedGrowthTests``).
enum StormBudget {
    static var total: Int {
        ProcessInfo.processInfo.environment["FLOTILLA_STORM_EVENTS"].flatMap(Int.init) ?? 1_000_000
    }

    /// Events in all the short storms together.
    static var shortStorms: Int { total - longStorm * BundledScenes.names.count }

    /// Events in each scene's long storm.
    static var longStorm: Int { total / 2 / BundledScenes.names.count }
}
