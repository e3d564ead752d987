import Foundation

/// Keeps a session file written whatever happens to the disk: a save that fails is reported once
/// (one line: the file and why) and tried again after 1 s, then 2, 4 … up to 30 s between tries,
/// each time with the state of that moment; the file keeps its last good contents meanwhile (the
/// write is atomic) and nothing closes. The first save that works again ends the failure (and
/// says so). A session over ``SessionFile/maximumSize`` is cut to fit (``SessionState/fitted(within:)``),
/// said once. A state the file already holds (written by this saver) is not written again. What
/// is open is saved at most ``delay`` after a change, and at least every ``atLeastEvery`` while
/// changes keep coming (``due``).
final class SessionSaver {
    static let firstRetry = 1.0, longestRetry = 30.0
    static let delay = 0.5, atLeastEvery = 2.0

    let url: URL
    /// Where each report line goes (standard error).
    private let report: (String) -> Void
    /// While saves fail: how many in a row, and when to try again.
    private(set) var failure: (count: Int, retryAt: Double)?
    /// When unsaved changes began and when the last came (nil: everything is saved).
    private var unsaved: (since: Double, last: Double)?
    /// A session was cut to fit once already (said once).
    private var saidCut = false
    /// What the last save that worked wrote.
    private var written: SessionState?

    init(url: URL, report: @escaping (String) -> Void = { StandardError.write(line: $0) }) {
        self.url = url
        self.report = report
    }

    /// When the next try falls due while saves fail; nil while they work.
    var retryAt: Double? { failure?.retryAt }

    /// Something to save changed at `now`.
    func changed(at now: Double) { unsaved = (unsaved?.since ?? now, now) }

    /// When the next save falls due, if anything is unsaved: ``delay`` after the last change, or
    /// ``atLeastEvery`` after the first unsaved one; while saves fail, not before the next try.
    var due: Double? {
        guard let unsaved else { return nil }
        let due = min(unsaved.last + Self.delay, unsaved.since + Self.atLeastEvery)
        return max(due, retryAt ?? due)
    }

    /// There is nothing to save (no window open): the changes so far are let go.
    func discardChanges() { unsaved = nil }

    /// Writes `state` at time `now` (seconds); whether it was written. Until one is, the changes
    /// stay unsaved (the next try is ``due``).
    @discardableResult
    func save(_ state: SessionState, now: Double) -> Bool {
        let pending = unsaved ?? (now, now)
        unsaved = nil
        if state == written { return true }
        do {
            let (data, dropped) = try state.fitted(within: SessionFile.maximumSize, for: url)
            try SessionFile.write(data, to: url)
            if dropped > 0, !saidCut {
                saidCut = true
                report("flotilla: session \(url.path): the \(dropped) window\(dropped == 1 ? "" : "s") opened first left out to keep it within "
                       + "the \(SessionFile.maximumSize >> 20) MiB limit")
            }
            if failure != nil { report("flotilla: session \(url.path): saved again") }
            failure = nil
            written = state
            return true
        } catch {
            if failure == nil { report("flotilla: \(error.message); keeping the windows open and trying again") }
            let count = (failure?.count ?? 0) + 1
            let wait = min(Self.firstRetry * pow(2, Double(count - 1)), Self.longestRetry)
            failure = (count, now + wait)
            written = nil
            unsaved = pending
            return false
        }
    }
}
