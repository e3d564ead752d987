import App
import ArgumentParser
import Foundation
import Model

/// `flotilla record`: replays an interaction script and writes what it shows.
struct RecordCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "record",
        abstract: "Replay an interaction script and write its shots, frames and panel events.",
        discussion: """
            Offscreen (the default), the script plays at exact virtual times, so the same script \
            gives byte-identical PNGs on every machine. --live replays it through XTEST in a real \
            window on $DISPLAY and reads the shots back from the X server. Shots are written as \
            DIR/NAME.png and panel events as DIR/events.jsonl. The script format is in docs/scripts.md; \
            the events are in docs/events.md.
            """)

    @OptionGroup var options: SceneOptions<RecordCommand>

    @Option(help: "The interaction script (docs/scripts.md).")
    var script: String

    @Option(help: ArgumentHelp("The folder to write into (created when missing).", valueName: "DIR"))
    var out: String

    @Option(parsing: .unconditional, help: "Frames per second of the replay, 1…240.")
    var fps = 60

    @Flag(help: "Also write every frame as DIR/frames/NNNNN.png (offscreen only).")
    var frames = false

    @Flag(help: "Also write a contact sheet of the frames with their times, DIR/sheet.png (offscreen only).")
    var sheet = false

    @Flag(help: "Also write the frames as an animated PNG, DIR/animation.png (offscreen only).")
    var apng = false

    @Flag(help: "Also write each shot's text snapshot (panel and sheet state, display list) as DIR/NAME.txt (offscreen only).")
    var text = false

    @Flag(help: "Replay through XTEST in a real window on $DISPLAY and read the shots back from the X server.")
    var live = false

    @OptionGroup var log: LogOptions

    func run() throws {
        log.start()
        let scale = options.pixelsPerPoint
        try DisplayScale.check(scale)
        let scene = try options.loadScene()
        let script = try SceneLoading.loadScript(path: script)
        let directory = URL(fileURLWithPath: out, isDirectory: true)
        let progress = TerminalProgress.standardError()
        if live {
            guard !frames, !sheet, !apng, !text else {
                throw FlotillaError(.badInput, "--frames, --sheet, --apng and --text record the offscreen replay; drop them or --live")
            }
            _ = try Recorder.recordLive(scene: scene, script: script, framesPerSecond: fps, scale: scale, reducedMotion: options.reducedMotion,
                                        into: directory, progress: progress)
        } else {
            let recording = RecordingOptions(framesPerSecond: fps, writesFrames: frames, writesThumbnailGrid: sheet, writesAnimation: apng,
                                             writesText: text, motion: options.reducedMotion ? .reduced : .full, scale: scale)
            _ = try Recorder.record(scene: scene, script: script, options: recording, into: directory, progress: progress)
        }
    }
}

extension RecordCommand: DefaultScale {
    static let scaleHelp = "Pixels per point of the shots and frames, 1…4 (the script stays in points); 1 by default, live too."
    static let defaultScale = 1.0
}
