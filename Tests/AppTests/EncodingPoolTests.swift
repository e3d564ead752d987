@testable import App
import Foundation
import Testing

/// PNG encoding on a pool: results in submission order, errors kept with their ticket, a bounded
/// number in flight, and recordings byte-identical to encoding one image at a time.
@Suite("Encoding pool", .serialized)
struct EncodingPoolTests {
    /// Counts encodings running at once.
    final class Gauge: @unchecked Sendable {
        private let lock = NSLock()
        private var running = 0
        private(set) var most = 0

        func enter() { lock.withLock { running += 1; most = max(most, running) } }
        func leave() { lock.withLock { running -= 1 } }
    }

    @Test func ticketsGiveTheirOwnResultOrErrorWhateverOrderTheyFinishIn() throws {
        let pool = EncodingPool(limit: 3)
        let gauge = Gauge()
        let tickets = (0..<12).map { i in
            pool.submit { () throws(FlotillaError) in
                gauge.enter()
                defer { gauge.leave() }
                // Earlier submissions take longer, so later ones finish first.
                Thread.sleep(forTimeInterval: Double(12 - i) * 0.002)
                if i == 7 { throw FlotillaError(.internal, "PNG: seven") }
                return Data([UInt8(i)])
            }
        }
        for (i, ticket) in tickets.enumerated() where i != 7 { #expect(try ticket.png() == Data([UInt8(i)])) }
        #expect(throws: FlotillaError(.internal, "PNG: seven")) { try tickets[7].png() }
        #expect(gauge.most <= 3)
    }

    /// The same recording with one encoding at a time and with many at once: every file, frames and
    /// animation included, has the same bytes.
    @Test(arguments: [("thrown", "thrown", 30), ("demo", "fling", 60)])
    func pooledRecordingsMatchOneEncodingAtATime(scene: String, script: String, framesPerSecond: Int) throws {
        let options = RecordingOptions(framesPerSecond: framesPerSecond, writesFrames: true, writesThumbnailGrid: true, writesAnimation: true)
        var recordings: [[String: Data]] = []
        for limit in [1, 16] {
            let out = RecordingFixtures.scratch("pool-\(limit)")
            defer { try? FileManager.default.removeItem(at: out) }
            _ = try Recorder.record(scene: RecordingFixtures.scene(scene), script: RecordingFixtures.script(script), options: options,
                                    into: out, progress: TerminalProgress(nil), pool: EncodingPool(limit: limit))
            recordings.append(try RecordingFixtures.contents(of: out))
        }
        #expect(recordings[0].keys.filter { $0.hasPrefix("frames/") }.count > 30)
        #expect(recordings[0][Recorder.animationName] != nil)
        #expect(Set(recordings[0].keys) == Set(recordings[1].keys))
        for (name, data) in recordings[0] { #expect(recordings[1][name] == data, "\(name) differs") }
    }
}
