import Foundation

extension SessionState {
    /// This state encoded within `limit` bytes: whole when it fits; otherwise without the windows
    /// opened first (the main window always stays), as few left out as fit. Returns the bytes and
    /// how many windows were left out; throws when even the main window alone is too large (the
    /// message names `url`).
    func fitted(within limit: Int, for url: URL) throws(FlotillaError) -> (data: Data, dropped: Int) {
        let whole = try encoded()
        guard whole.count > limit else { return (whole, 0) }
        let main = windows.filter { $0.role == .main }, others = windows.filter { $0.role != .main }
        // The fewest left out that fit: the size only falls as windows go.
        var low = 1, high = others.count
        var best: Data?
        while low <= high {
            let dropped = (low + high) / 2
            let data = try SessionState(windows: main + others.dropFirst(dropped), tornOffApps: tornOffApps).encoded()
            if data.count <= limit {
                best = data
                high = dropped - 1
            } else {
                low = dropped + 1
            }
        }
        guard let best else {
            throw FlotillaError(.internal, "session \(url.path): \(whole.count) bytes is more than the \(limit >> 20) MiB limit even with the main window alone; not written")
        }
        return (best, low)
    }
}
