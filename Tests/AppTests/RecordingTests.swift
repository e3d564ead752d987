@testable import App
import Compositor
import Foundation
import Model
import Render
import Scripts
import Testing

/// Offscreen recordings: exact times, every file byte-identical from one run to the next.
@Suite("Recording offscreen", .serialized)
struct RecordingTests {
    @Test func recordingTwiceGivesByteIdenticalFiles() throws {
        let options = RecordingOptions(writesFrames: true, writesThumbnailGrid: true, writesAnimation: true)
        let scene = try RecordingFixtures.scene("demo"), script = try RecordingFixtures.script("fling")
        let a = RecordingFixtures.scratch("a"), b = RecordingFixtures.scratch("b")
        let first = try Recorder.record(scene: scene, script: script, options: options, into: a)
        _ = try Recorder.record(scene: scene, script: script, options: options, into: b)
        let filesA = try RecordingFixtures.contents(of: a), filesB = try RecordingFixtures.contents(of: b)
        #expect(filesA.count == first.frames + 5)  // frames, 2 shots, events, sheet, animation
        #expect(Set(filesA.keys) == Set(filesB.keys))
        for (name, data) in filesA { #expect(filesB[name] == data, "\(name) differs between two recordings") }
    }

    @Test func framesFallEveryFrameIntervalAndTheAnimationShowsThemAll() throws {
        let out = RecordingFixtures.scratch("frames")
        let options = RecordingOptions(framesPerSecond: 30, writesFrames: true, writesAnimation: true)
        let recording = try Recorder.record(scene: RecordingFixtures.scene("thrown"), script: RecordingFixtures.script("thrown"),
                                            options: options, into: out)
        // The script ends at 2.000 s: frames at 0, 1/30, …, 60/30 s.
        #expect(recording.frames == 61)
        let frames = try FileManager.default.contentsOfDirectory(atPath: out.appendingPathComponent("frames").path).sorted()
        #expect(frames.first == "00000.png" && frames.last == "00060.png" && frames.count == 61)
        // Frame 3 is at 0.1 s: what the headless renderer draws at 0.1 s.
        let headless = try HeadlessRenderer()
        #expect(try Image(contentsOf: out.appendingPathComponent("frames/00003.png"))
            == headless.render(RecordingFixtures.scene("thrown"), at: 0.1))
        // The animation's default image is frame 0, and it holds one frame per distinct picture.
        let animation = try Data(contentsOf: out.appendingPathComponent(Recorder.animationName))
        #expect(try Image(pngData: animation) == Image(contentsOf: out.appendingPathComponent("frames/00000.png")))
        let chunks = try PNGChunks.read(animation)
        let distinct = Set(try frames.map { try Data(contentsOf: out.appendingPathComponent("frames/" + $0)) }).count
        #expect(chunks.filter { $0.type == "fcTL" }.count <= frames.count)
        #expect(chunks.filter { $0.type == "fcTL" }.count >= distinct)
        // Played back — each frame's changed part laid at its offset, shown for its delay — the
        // animation shows every recorded frame, and later frames are smaller than the whole.
        var canvas = try Image(pngData: animation), shown = 0
        var parts: [(control: [UInt8], data: [UInt8])] = []
        for chunk in chunks {
            if chunk.type == "fcTL" { parts.append((chunk.data, [])) }
            if chunk.type == "IDAT" { parts[parts.count - 1].data += chunk.data }
            if chunk.type == "fdAT" { parts[parts.count - 1].data += chunk.data.dropFirst(4) }
        }
        for (i, part) in parts.enumerated() {
            let u32 = { (at: Int) in Int(UInt32(part.control[at]) << 24 | UInt32(part.control[at + 1]) << 16 | UInt32(part.control[at + 2]) << 8 | UInt32(part.control[at + 3])) }
            var header = chunks[0]
            header.data.replaceSubrange(0..<8, with: part.control[4..<12])
            let image = try Image(pngData: PNGChunks.write([header, PNGChunk(type: "IDAT", data: part.data), PNGChunk(type: "IEND", data: [])]))
            if i > 0 { #expect(image.width * image.height < canvas.width * canvas.height, "frame \(i) is only the part that changed") }
            canvas.paste(image, x: u32(12), y: u32(16))
            let delay = Int(part.control[20]) << 8 | Int(part.control[21])
            for frame in shown..<(shown + delay) {
                #expect(canvas == (try Image(contentsOf: out.appendingPathComponent(String(format: "frames/%05d.png", frame)))), "frame \(frame)")
            }
            shown += delay
        }
        #expect(shown == frames.count)
    }

    @Test func theContactSheetLabelsFramesWithTheirTimes() throws {
        let out = RecordingFixtures.scratch("sheet")
        _ = try Recorder.record(scene: RecordingFixtures.scene("demo"), script: RecordingFixtures.script("fling"),
                                options: RecordingOptions(writesThumbnailGrid: true), into: out)
        let sheet = try Image(contentsOf: out.appendingPathComponent(Recorder.thumbnailGridName))
        #expect(sheet.width == 12 + 6 * 240 + 5 * 12 + 12)
        #expect(!FileManager.default.fileExists(atPath: out.appendingPathComponent("frames").path))
        #expect(Timeline(framesPerSecond: 60).label(21_000) == "0.350 s")
        #expect(Timeline(framesPerSecond: 60).label(1000) == "0.017 s")
    }

    @Test func aShotMidDragShowsTheInputSoFar() throws {
        let script = try ScriptParser.parse(Array("move 200 150\ndown\nmove 260 170\nshot held\nwait 100\nup".utf8), file: "held.script")
        let out = RecordingFixtures.scratch("held")
        _ = try Recorder.record(scene: RecordingFixtures.scene("demo"), script: script, into: out)
        var moved = try RecordingFixtures.scene("demo")
        moved.panels[0].frame.origin = Point(x: 180, y: 130)
        #expect(try Image(contentsOf: out.appendingPathComponent("held.png")) == HeadlessRenderer().render(moved))
    }

    @Test(arguments: [
        ("move 800 10", "t.script: line 1: (800, 10) is outside the 800×560 window (x 0…799, y 0…559)"),
        ("settle\nshot sheet", "t.script: line 2: shot sheet: the name is taken by the recording's sheet.png; choose another"),
    ])
    func badScriptsAreRefusedBeforeAnythingIsWritten(text: String, message: String) throws {
        let script = try ScriptParser.parse(Array(text.utf8), file: "t.script")
        let out = RecordingFixtures.scratch("bad")
        #expect(throws: FlotillaError(.badInput, message)) {
            try Recorder.record(scene: RecordingFixtures.scene("demo"), script: script, into: out)
        }
        #expect(!FileManager.default.fileExists(atPath: out.path))
    }

    @Test func settleThatNeverEndsNamesItsLine() throws {
        let script = try ScriptParser.parse(Array("wait 10\nsettle".utf8), file: "t.script")
        let player = OffscreenPlayer(scene: try RecordingFixtures.scene("thrown"), script: script, framesPerSecond: 60, settleLimit: 0)
        #expect(throws: FlotillaError(.badInput, "t.script: line 2: settle: still moving after 0 s")) { try player.play() }
    }

    @Test func dragsAreSampledOncePerFrameAtWholePoints() {
        let samples = ScriptMotion.dragSamples(from: ScriptPoint(x: 0, y: 0), to: ScriptPoint(x: 100, y: 10), start: 500, ticks: 3000)
        #expect(samples.map(\.time) == [1000, 2000, 3000, 3500])
        #expect(samples.map(\.point) == [ScriptPoint(x: 17, y: 2), ScriptPoint(x: 50, y: 5), ScriptPoint(x: 83, y: 8), ScriptPoint(x: 100, y: 10)])
        #expect(ScriptMotion.notches(dx: -2, dy: 1).map { [$0.dx, $0.dy] } == [[-1, 0], [-1, 0], [0, 1]])
    }
}

@Suite("Recording progress")
struct TerminalProgressTests {
    @Test func showsFrameNOfNOnATerminalAndNothingWhenQuiet() {
        final class Text: @unchecked Sendable { var value = "" }
        let text = Text()
        let progress = TerminalProgress { text.value += $0 }
        progress.update("frame", 1, of: 3)
        progress.update("frame", 3, of: 3)
        progress.finish("3 frames")
        #expect(text.value == "\r\u{1B}[Krecord: frame 1 of 3\r\u{1B}[Krecord: frame 3 of 3\r\u{1B}[Krecord: 3 frames\n")
        let quiet = TerminalProgress(nil)
        quiet.update("frame", 1, of: 1)
        quiet.finish("done")
    }
}
