import Compositor
import Foundation
import Render

/// The files a recording writes into its directory: shots, frames, the event log, and the
/// animation pictures.
package final class RecordingOutput {
    let directory: URL
    private(set) var written: [URL] = []
    private var events: [CompositorEvent] = []
    /// Frames being encoded, in index order, not written yet.
    private var queuedFrames: [(index: Int, png: EncodingPool.Ticket)] = []

    /// Creates `directory` (and its parents) when it does not exist.
    package init(directory: URL) throws(FlotillaError) {
        self.directory = directory
        do {
            try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
        } catch {
            throw FlotillaError(.badInput, "--out: cannot create \(directory.path): \((error as NSError).localizedDescription)")
        }
    }

    /// Writes a shot as `NAME.png`.
    func writeShot(_ image: Image, named name: String) throws(FlotillaError) {
        try write(try Self.png(image), to: directory.appendingPathComponent(name + ".png"))
    }

    /// Writes frame `index` as `frames/NNNNN.png`.
    private func writeFrame(_ png: Data, index: Int) throws(FlotillaError) {
        let folder = directory.appendingPathComponent(Recorder.framesFolder, isDirectory: true)
        if index == 0 {
            do { try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true) } catch {
                throw FlotillaError(.badInput, "--out: cannot create \(folder.path): \((error as NSError).localizedDescription)")
            }
        }
        let number = String(index)
        try write(png, to: folder.appendingPathComponent(String(repeating: "0", count: max(0, 5 - number.count)) + number + ".png"))
    }

    /// Queues frame `index`, being encoded, to be written after the frames before it; once more
    /// than `backlog` are queued, waits for the oldest and writes it.
    func queueFrame(_ png: EncodingPool.Ticket, index: Int, backlog: Int) throws(FlotillaError) {
        queuedFrames.append((index, png))
        if queuedFrames.count > backlog { try writeOldestFrame() }
    }

    /// Writes every queued frame, in order, waiting for their encodings.
    func writeQueuedFrames() throws(FlotillaError) {
        while !queuedFrames.isEmpty { try writeOldestFrame() }
    }

    private func writeOldestFrame() throws(FlotillaError) {
        let oldest = queuedFrames.removeFirst()
        try writeFrame(try oldest.png.png(), index: oldest.index)
    }

    /// Adds panel and sheet events to the log.
    package func log(_ events: [CompositorEvent]) {
        self.events += events
    }

    /// Writes the event log, one JSON object a line.
    package func writeEventLog() throws(FlotillaError) {
        let lines = events.map { EventLines.line($0) + "\n" }.joined()
        try write(Data(lines.utf8), to: directory.appendingPathComponent(Recorder.eventLogName))
    }

    /// Writes `data` as the file `name` in the directory.
    package func write(_ data: Data, named name: String) throws(FlotillaError) {
        try write(data, to: directory.appendingPathComponent(name))
    }

    static func png(_ image: Image) throws(FlotillaError) -> Data {
        do { return try image.pngData() } catch { throw FlotillaError(.internal, error.description) }
    }

    private func write(_ data: Data, to url: URL) throws(FlotillaError) {
        try OutputFile.write(data, to: url.path)
        written.append(url)
    }
}
