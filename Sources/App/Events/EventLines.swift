import Compositor
import Foundation

/// The one place events become JSON lines (`flotilla run --events`, `events.jsonl`) and lines
/// become events again: one object per line, keys sorted.
public enum EventLines {
    /// `event` as one line of JSON, without the line end.
    public static func line(_ event: SessionEvent) -> String {
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.sortedKeys]
        // Every field is a string, a whole number, a rounded double or a flag: encoding cannot fail.
        return String(decoding: try! encoder.encode(event), as: UTF8.self)
    }

    /// A compositor event as one line of JSON.
    public static func line(_ event: CompositorEvent) -> String { line(.compositor(event)) }

    /// The event a line holds.
    public static func event(from line: some StringProtocol) throws -> SessionEvent {
        try JSONDecoder().decode(SessionEvent.self, from: Data(line.utf8))
    }
}
