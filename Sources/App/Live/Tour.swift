import Foundation
import Model
import Render
import X11

/// A short scripted drag for people on a machine with no display: it throws the front panel (or
/// flings the front sheet up) with XTEST and writes a screenshot before and after, once every app
/// it runs in a panel has drawn.
public enum Tour {
    /// Runs the tour on `session` and writes its screenshots into `directory`; returns their paths.
    public static func run(_ session: LiveSession, writingTo directory: URL) throws(FlotillaError) -> [URL] {
        try session.run(until: { session.isReady && session.appsHaveDrawn && !session.compositor.isAnimating }, timeout: 15,
                        what: "the first frame and the apps' first paint")
        do {
            try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
        } catch {
            throw FlotillaError(.badInput, "cannot create \(directory.path): \(error.localizedDescription)")
        }
        var written: [URL] = []
        func shot(_ name: String) throws(FlotillaError) {
            let url = directory.appendingPathComponent(name)
            try OutputFile.write(try session.capture(), to: url.path)
            written.append(url)
        }
        try shot("1-start.png")
        let c = session.compositor
        let drag: (from: (x: Int, y: Int), to: (x: Int, y: Int))
        let before: Rect
        let current: () -> Rect?
        if let id = c.sheetIDs.last(where: { c.state(ofSheet: $0) != .hidden }), let frame = c.frame(ofSheet: id) {
            (before, current) = (frame, { c.frame(ofSheet: id) })
            let from = (x: Int(frame.midX), y: Int(frame.minY) + 12)
            drag = (from, (from.x, from.y - 160))
        } else if let id = c.panelIDs.last, let frame = c.frame(of: id) {
            (before, current) = (frame, { c.frame(of: id) })
            let from = (x: Int(frame.midX), y: Int(frame.minY) + 20)
            drag = (from, (from.x + 240, from.y + 120))
        } else {
            return written
        }
        do {
            let input = try SyntheticInput(connection: session.connection, scale: session.scale)
            try input.drag(from: drag.from, to: drag.to, in: session.window, steps: 12, stepDelay: 0.01)
        } catch {
            throw FlotillaError(.display, "XTEST: \(error)")
        }
        try session.run(until: { !c.isTracking && !c.isAnimating && current() != before },
                        timeout: 10, what: "the thrown surface to settle")
        try shot("2-thrown.png")
        return written
    }
}
