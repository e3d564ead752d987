@testable import App
import Compositor
import Foundation
import Glibc
import Testing

/// Issue 22: a reader of `--events` that stops reading never holds the program: lines queue up to
/// a bound, then are dropped and counted, and one `events-dropped` line says how many once the
/// reader reads again.
@Suite("Event lines to a slow reader")
struct EventPrinterTests {
    /// A pipe whose reader reads only when asked.
    final class SlowReader {
        let read: Int32, write: Int32
        init() throws {
            var ends: [Int32] = [0, 0]
            try #require(pipe(&ends) == 0)
            (read, write) = (ends[0], ends[1])
            _ = fcntl(write, 1031, 4096)  // F_SETPIPE_SZ: a small pipe fills at once
        }

        /// Fills the pipe with `line`s until it takes no more (so the printer's first write stalls
        /// at once, however late its thread runs); returns how many went in.
        func fill(with line: String) -> Int {
            let flags = fcntl(write, F_GETFL)
            _ = fcntl(write, F_SETFL, flags | O_NONBLOCK)
            defer { _ = fcntl(write, F_SETFL, flags) }
            let bytes = Array((line + "\n").utf8)
            var count = 0
            while Glibc.write(write, bytes, bytes.count) == bytes.count { count += 1 }
            return count
        }
        deinit {
            close(read)
            close(write)
        }

        /// Every line written so far, reading until nothing comes for `quiet` seconds.
        func lines(quiet: Double = 0.3) -> [String] {
            var text = Data()
            var buffer = [UInt8](repeating: 0, count: 65536)
            var fd = pollfd(fd: read, events: Int16(POLLIN), revents: 0)
            while poll(&fd, 1, Int32(quiet * 1000)) > 0 {
                let n = Glibc.read(read, &buffer, buffer.count)
                guard n > 0 else { break }
                text.append(contentsOf: buffer[..<n])
            }
            return String(decoding: text, as: UTF8.self).split(separator: "\n").map(String.init)
        }
    }

    static func event(_ i: Int) -> SessionEvent { .ready(width: Double(i), height: 1, scale: 1, window: 1) }

    @Test func aStalledReaderCostsDroppedLinesNotTime() throws {
        let reader = try SlowReader()
        // The reader has stopped with the pipe full: the printer's thread stalls on its first write.
        let stale = reader.fill(with: EventLines.line(Self.event(-2)))
        let printer = EventPrinter(descriptor: reader.write)
        let count = 5000
        // The reader reads nothing until every line is printed: printing that waited on it would
        // never end (a generous deadline tells that from a slow machine, never a timing).
        let printed = DispatchSemaphore(value: 0)
        Thread {
            for i in 0..<count { printer.print(Self.event(i)) }
            printed.signal()
        }.start()
        try #require(printed.wait(timeout: .now() + 60) == .success, "printing never waits on the reader")
        let all = reader.lines()
        #expect(all.prefix(stale).allSatisfy { $0 == EventLines.line(Self.event(-2)) })
        let lines = Array(all.dropFirst(stale))
        let events = try lines.map { try EventLines.event(from: $0) }
        let drops = events.enumerated().compactMap { if case .eventsDropped(let n) = $0.element { ($0.offset, n) } else { nil } }
        // One events-dropped line once the reader reads again; two when the printer's thread came
        // so late that it took a full queue before its first write stalled (lines were dropped
        // before that batch, and again while it stalled).
        #expect((1...2).contains(drops.count), "events-dropped lines: \(drops)")
        let written = events.count - drops.count
        #expect(written >= EventPrinter.capacity && written + drops.map(\.1).reduce(0, +) == count)
        let widths = events.compactMap { event -> Int? in
            guard case .ready(let width, _, _, _, _) = event else { return nil }
            return Int(width)
        }
        #expect(widths == widths.sorted() && Set(widths).count == widths.count, "the lines written keep their order")
        // The events-dropped line comes once the reader reads again, after the lines written before
        // the drops: last — unless the printer's thread started so late (a loaded machine) that
        // it took its first, full queue only after the drops, and the last lines printed found
        // room behind the events-dropped line: then the last event printed is the last line.
        if drops.last?.0 == events.count - 1 {
            #expect(lines.last?.hasPrefix(#"{"count":"#) == true && lines.last?.contains(#""event":"events-dropped""#) == true)
        } else {
            #expect(widths.last == count - 1, "after the events-dropped line at \(String(describing: drops.last?.0)), the last lines printed")
        }
        // The reader keeps up again: lines come as before.
        printer.print(Self.event(-1))
        #expect(try reader.lines().map { try EventLines.event(from: $0) } == [Self.event(-1)])
    }

    @Test func aReaderThatIsGoneStopsTheLines() throws {
        // As every command does (ProcessSignals): a closed pipe is a failed write, not SIGPIPE.
        signal(SIGPIPE, SIG_IGN)
        var ends: [Int32] = [0, 0]
        try #require(pipe(&ends) == 0)
        close(ends[0])
        defer { close(ends[1]) }
        let printer = EventPrinter(descriptor: ends[1])
        printer.print(Self.event(1))
        printer.drain(within: 2)
        #expect(printer.isStopped)
    }
}
