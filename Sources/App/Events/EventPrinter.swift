import Foundation
import Glibc
import Model

/// `--events`: session events as JSON lines on standard output, written by a thread of their own
/// so the run loop never waits on the reader. Lines wait in a queue of at most ``capacity``; while
/// the reader lags and the queue is full, new lines are dropped and counted, and once it reads
/// again one `events-dropped` line with the count comes before the next. When writing fails (the
/// reader closed the pipe, say) the stream stops for good and the program carries on.
public final class EventPrinter: @unchecked Sendable {
    /// The most lines waiting to be written.
    public static let capacity = 1024

    private let descriptor: Int32
    private let condition = NSCondition()
    private var queue: [Data] = []
    private var dropped = 0
    private var writing = false
    private var stopped = false

    /// Prints to `descriptor` (standard output unless a test says otherwise).
    public init(descriptor: Int32 = STDOUT_FILENO) {
        self.descriptor = descriptor
        let thread = Thread { [self] in writeLines() }
        thread.name = "flotilla events"
        thread.start()
    }

    /// Writing failed once, so nothing more is written.
    public var isStopped: Bool { condition.withLock { stopped } }

    /// Queues `event` as one line, unless the stream has stopped; drops it when the queue is full.
    public func print(_ event: SessionEvent) {
        condition.withLock {
            guard !stopped else { return }
            guard queue.count < Self.capacity else {
                dropped += 1
                return
            }
            takeDropped()
            queue.append(Self.line(event))
            condition.signal()
        }
    }

    /// Waits up to `seconds` for the queued lines to be written (at the end of a run).
    public func drain(within seconds: Double) {
        let deadline = Date().addingTimeInterval(seconds)
        condition.withLock {
            while !stopped, !queue.isEmpty || writing, condition.wait(until: deadline) {}
        }
    }

    /// Queues the `events-dropped` line, if lines were dropped (the lock held).
    private func takeDropped() {
        guard dropped > 0 else { return }
        queue.append(Self.line(.eventsDropped(count: dropped)))
        dropped = 0
    }

    private static func line(_ event: SessionEvent) -> Data { Data((EventLines.line(event) + "\n").utf8) }

    private func writeLines() {
        while true {
            condition.lock()
            while queue.isEmpty { condition.wait() }
            let batch = queue.reduce(into: Data()) { $0.append($1) }
            queue.removeAll(keepingCapacity: true)
            writing = true
            condition.unlock()
            let failed = FileDescriptor.writeAll(batch, to: descriptor) != nil
            condition.withLock {
                writing = false
                if failed {
                    stopped = true
                    queue = []
                } else if queue.isEmpty {
                    // The reader took everything: say what it missed at once.
                    takeDropped()
                }
                condition.broadcast()
            }
            if failed { return }
        }
    }
}
