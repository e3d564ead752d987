import Foundation
import Model
import Render
import X11

/// A short scripted drag for people on a machine with no display: it throws the first panel with
/// XTEST and writes a screenshot before and after.
public enum Tour {
    /// Runs the tour on `session` and writes its screenshots into `directory`; returns their paths.
    public static func run(_ session: LiveSession, writingTo directory: URL) throws(FlotillaError) -> [URL] {
        try session.run(until: { session.isReady && !session.compositor.isAnimating }, timeout: 10, what: "the first frame")
        do {
            try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
        } catch {
            throw FlotillaError(.badInput, "cannot create \(directory.path): \(error.localizedDescription)")
        }
        var written: [URL] = []
        func shot(_ name: String) throws(FlotillaError) {
            let url = directory.appendingPathComponent(name)
            do { try session.capture().writePNG(to: url) } catch let e as FlotillaError { throw e } catch {
                throw FlotillaError(.internal, "\(error)")
            }
            written.append(url)
        }
        try shot("1-start.png")
        guard let id = session.compositor.panelIDs.last, let frame = session.compositor.frame(of: id) else { return written }
        let from = (x: Int(frame.midX), y: Int(frame.minY) + 20)
        do {
            let input = try SyntheticInput(connection: session.connection)
            try input.drag(from: from, to: (from.x + 240, from.y + 120), in: session.window, steps: 12, stepDelay: 0.01)
        } catch {
            throw FlotillaError(.display, "XTEST: \(error)")
        }
        try session.run(until: { !session.compositor.isAnimating && session.compositor.frame(of: id) != frame },
                        timeout: 10, what: "the thrown panel to settle")
        try shot("2-thrown.png")
        return written
    }
}
