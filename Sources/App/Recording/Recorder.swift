import Compositor
import Foundation
import Model
import Render
import Scripts

/// What `flotilla record` writes besides the shots.
public struct RecordingOptions: Sendable {
    /// Frames per second of virtual time (1…240).
    public var framesPerSecond: Int
    /// Every frame as `frames/NNNNN.png`.
    public var writesFrames: Bool
    /// A thumbnail grid of the frames, `sheet.png`.
    public var writesThumbnailGrid: Bool
    /// An animated PNG of the frames, `animation.png`.
    public var writesAnimation: Bool
    /// Each shot's text snapshot (the compositor's state and the display list) as `NAME.txt`.
    public var writesText: Bool
    /// Springs, or cross-fades in their stead (`--reduced-motion`).
    public var motion: MotionPreference
    /// Pixels per point of the images (``DisplayScale``); the script stays in points.
    public var scale: Double

    public init(framesPerSecond: Int = 60, writesFrames: Bool = false, writesThumbnailGrid: Bool = false,
                writesAnimation: Bool = false, writesText: Bool = false, motion: MotionPreference = .full, scale: Double = 1) {
        self.motion = motion
        self.scale = scale
        self.framesPerSecond = framesPerSecond
        self.writesFrames = writesFrames
        self.writesThumbnailGrid = writesThumbnailGrid
        self.writesAnimation = writesAnimation
        self.writesText = writesText
    }

    var needsFrameImages: Bool { writesFrames || writesThumbnailGrid || writesAnimation }
}

/// What a recording wrote.
public struct Recording: Sendable {
    /// The number of frames played (offscreen) or steps replayed (live).
    public var frames: Int
    public var files: [URL]
}

/// Replays interaction scripts and writes what they show.
public enum Recorder {
    public static let eventLogName = "events.jsonl"
    public static let thumbnailGridName = "sheet.png"
    public static let animationName = "animation.png"
    public static let framesFolder = "frames"
    /// Shot names the recording's own files use.
    static let reservedShotNames: Set<String> = ["sheet", "animation"]

    /// Replays `script` on `scene` offscreen at exact virtual times and writes every shot as
    /// `NAME.png`, the panel events as `events.jsonl`, and what `options` ask for, into `directory`.
    /// Frames are drawn in order on this thread and encoded on a pool meanwhile.
    public static func record(scene: Scene, script: Script, options: RecordingOptions = RecordingOptions(),
                              into directory: URL, progress: TerminalProgress = TerminalProgress(nil)) throws(FlotillaError) -> Recording {
        try record(scene: scene, script: script, options: options, into: directory, progress: progress, pool: EncodingPool())
    }

    /// `record` with the frames encoded on `pool`.
    static func record(scene: Scene, script: Script, options: RecordingOptions, into directory: URL,
                       progress: TerminalProgress, pool: EncodingPool) throws(FlotillaError) -> Recording {
        try check(script, scene: scene, framesPerSecond: options.framesPerSecond)
        let headless = try HeadlessRenderer(scale: options.scale)
        // A first pass without drawing counts the frames (and finds a scene that never settles).
        let total = try OffscreenPlayer(scene: scene, script: script, framesPerSecond: options.framesPerSecond,
                                        textMeasurer: headless.textMeasurer, motion: options.motion).play()
        let output = try RecordingOutput(directory: directory)
        let canvas = script.lines.reduce(scene.size) { size, line in
            guard case .resize(let w, let h) = line.step else { return size }
            return Size(width: max(size.width, Double(w)), height: max(size.height, Double(h)))
        }
        let pixels = DisplayScale.pixels(of: canvas, scale: options.scale)
        var animation = AnimationFrames(width: Int(pixels.width), height: Int(pixels.height), pool: pool)
        let timeline = Timeline(framesPerSecond: options.framesPerSecond)
        let player = OffscreenPlayer(
            scene: scene, script: script, framesPerSecond: options.framesPerSecond, textMeasurer: headless.textMeasurer,
            motion: options.motion, onFrame: { index, time, list, damage throws(FlotillaError) in
                progress.update("frame", index + 1, of: total)
                let start = ContinuousClock.now
                defer { FlotillaLog.frame("frame \(index)", at: timeline.seconds(time), damage: damage, took: ContinuousClock.now - start) }
                guard options.needsFrameImages else { return }
                let image = try headless.draw(list)
                let whole = options.writesThumbnailGrid || options.writesAnimation
                    ? animation.append(image, index: index, time: time) : nil
                guard options.writesFrames else { return }
                try output.queueFrame(whole ?? pool.png(of: image), index: index, backlog: pool.limit)
            },
            onShot: { name, list, text, _ throws(FlotillaError) in
                try output.writeShot(try headless.draw(list), named: name)
                let hosted = HostedAreas.boxes(in: list, scale: headless.scale)
                if !hosted.isEmpty { try output.write(HostedAreas.json(hosted), named: name + HostedAreas.suffix) }
                if options.writesText { try output.write(Data(text.utf8), named: name + ".txt") }
            },
            onEvents: { output.log($0) })
        let frames = try player.play()
        try output.writeQueuedFrames()
        try output.writeEventLog()
        if options.writesThumbnailGrid {
            let cells = try animation.thumbnailCells(timeline: player.timeline)
            try output.write(try RecordingOutput.png(try headless.thumbnailGrid(cells)), named: thumbnailGridName)
        }
        if options.writesAnimation {
            try output.write(try animation.animation(framesPerSecond: options.framesPerSecond), named: animationName)
        }
        FlotillaLog.logger.info("recorded \(frames) frames, \(script.shotNames.count) shots in \(directory.path)")
        progress.finish("\(frames) frames, \(script.shotNames.count) shots in \(directory.path)")
        return Recording(frames: frames, files: output.written)
    }

    /// Checks what can be checked before anything plays: the frame rate, the script against the
    /// window, and shot names that would overwrite the recording's own files.
    package static func check(_ script: Script, scene: Scene, framesPerSecond: Int) throws(FlotillaError) {
        guard (1...240).contains(framesPerSecond) else {
            throw FlotillaError(.badInput, "--fps: expected a whole number of frames per second from 1 to 240, got \(framesPerSecond)")
        }
        do { try script.validate(windowSize: scene.size) } catch { throw FlotillaError(.badInput, error.description) }
        for line in script.lines {
            if case .shot(let name) = line.step, reservedShotNames.contains(name) {
                throw FlotillaError(.badInput, script.error(line: line.number, "shot \(name): the name is taken by the recording's \(name).png; choose another").description)
            }
        }
    }
}
