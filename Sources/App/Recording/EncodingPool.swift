import Dispatch
import Foundation
import Render

/// Encodes PNGs on the processor's cores while the caller goes on drawing the next frames. At
/// most `limit` encodings are in flight (their images held in memory): `submit` waits for one to
/// finish when that many are. Each submission's ticket gives its PNG, or its error, when asked.
final class EncodingPool {
    /// One submitted encoding.
    final class Ticket: @unchecked Sendable {
        private let done = DispatchGroup()
        /// Set once by the worker before it leaves `done`; read only after waiting for `done`.
        private var outcome: Result<Data, FlotillaError>?

        fileprivate init() { done.enter() }

        fileprivate func finish(_ result: Result<Data, FlotillaError>) {
            outcome = result
            done.leave()
        }

        /// The PNG, waiting for it to be encoded; the encoding's error when it failed.
        func png() throws(FlotillaError) -> Data {
            done.wait()
            return try outcome!.get()
        }
    }

    /// The most encodings in flight.
    let limit: Int
    private let slots: DispatchSemaphore
    private let queue = DispatchQueue(label: "flotilla.png-encoding", qos: .userInitiated, attributes: .concurrent)

    /// Two images a core by default: a core that finishes one finds the next waiting.
    init(limit: Int = 2 * ProcessInfo.processInfo.activeProcessorCount) {
        self.limit = max(1, limit)
        slots = DispatchSemaphore(value: self.limit)
    }

    /// Starts `encode` on the pool once fewer than `limit` encodings are in flight.
    func submit(_ encode: @escaping @Sendable () throws(FlotillaError) -> Data) -> Ticket {
        slots.wait()
        let ticket = Ticket()
        queue.async { [slots] in
            ticket.finish(Result(catching: encode))
            slots.signal()
        }
        return ticket
    }

    /// Starts encoding `image`, or only its part inside `bounds`.
    func png(of image: Image, in bounds: PixelBounds? = nil) -> Ticket {
        submit { () throws(FlotillaError) in try Self.encode(image, in: bounds) }
    }

    private static func encode(_ image: Image, in bounds: PixelBounds?) throws(FlotillaError) -> Data {
        guard let b = bounds else { return try RecordingOutput.png(image) }
        do {
            return try image.pngData(x: b.minX, y: b.minY, width: b.maxX - b.minX + 1, height: b.maxY - b.minY + 1)
        } catch {
            throw FlotillaError(.internal, error.description)
        }
    }
}
