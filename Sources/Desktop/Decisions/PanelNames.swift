/// The names of the panels new windows open in: a name says whose window it is, and no two panels
/// share one.
public enum PanelNames {
    /// `base` when no panel has it, else the first of `base-2`, `base-3`… that none has: a window
    /// keyed by its class opens in its kind's panel, a second one beside it in a numbered one.
    public static func firstFree(_ base: String, among taken: Set<String>) -> String {
        taken.contains(base) ? numbered(base, from: 2, among: taken) : base
    }

    /// The first of `base-1`, `base-2`… that no panel has: an app's further windows (its
    /// dialogs, palettes and other windows), counted.
    public static func firstNumbered(_ base: String, among taken: Set<String>) -> String {
        numbered(base, from: 1, among: taken)
    }

    private static func numbered(_ base: String, from first: Int, among taken: Set<String>) -> String {
        (first...).lazy.map { "\(base)-\($0)" }.first { !taken.contains($0) }!
    }
}
