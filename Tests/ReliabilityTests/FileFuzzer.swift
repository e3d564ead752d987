import Compositor
import Foundation
import Model
import Testing

/// Runs a reader on damaged copies of seed files and checks each outcome: a one-line error, or a
/// valid result; both within ``timeBound``. Records an issue per broken case (the first few) and
/// counts the outcomes.
struct FileFuzzer {
    /// What one case came to.
    enum Outcome {
        case valid
        /// Refused, with the message the user would see.
        case error(String)
        /// Read, but the result does not work.
        case broken(String)
    }

    /// The longest one case may take (debug build, a loaded machine).
    static let timeBound = Duration.seconds(2)

    let format: String
    let seeds: [[UInt8]]
    let cases: Int
    let seed: UInt64

    struct Tally {
        var format: String, cases = 0, valid = 0, errors = 0, slowest = Duration.zero, elapsed = Duration.zero

        func report() {
            print("fuzz \(format): \(cases) cases, \(errors) one-line errors, \(valid) valid, slowest \(slowest), all in \(elapsed)")
        }
    }

    func run(_ read: ([UInt8]) -> Outcome) -> Tally {
        var tally = Tally(format: format)
        var mutator = FileMutator(seed: seed)
        var problems = 0
        let clock = ContinuousClock(), start = clock.now
        for i in 0..<cases {
            let bytes = mutator.mutate(seeds[i % seeds.count])
            var outcome = Outcome.valid
            let took = clock.measure { outcome = read(bytes) }
            tally.slowest = max(tally.slowest, took)
            var problem: String?
            switch outcome {
            case .valid: tally.valid += 1
            case .error(let message):
                tally.errors += 1
                if message.contains(where: \.isNewline) || message.isEmpty { problem = "the error is not one line: \(message.debugDescription)" }
            case .broken(let why): problem = why
            }
            if problem == nil, took > Self.timeBound { problem = "took \(took)" }
            if let problem {
                problems += 1
                if problems <= 5 { Issue.record("fuzz \(format) case \(i) (seed \(seed)): \(problem)\ninput: \(String(decoding: bytes.prefix(2000), as: UTF8.self).debugDescription)") }
            }
            tally.cases += 1
        }
        tally.elapsed = clock.now - start
        return tally
    }

    /// A compositor's first frame, and one a second later, hold only finite numbers.
    static func drawsFinitely(_ c: Compositor, clock: ManualClock) -> Outcome {
        for _ in 0..<2 {
            let frame = c.nextFrame()
            if let item = frame.displayList.items.first(where: { !StormInvariants.isFinite($0) }) { return .broken("not finite: \(item)") }
            clock.advance(by: 1)
        }
        return .valid
    }
}
