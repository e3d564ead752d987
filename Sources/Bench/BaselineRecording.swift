import App
import Foundation
import Model
import Render
import Scripts

/// The `record --apng` path that today's replaced, kept only for `flotilla bench` to measure
/// beside it: every frame flattened and encoded whole with cairo's PNG writer, one after another
/// on the drawing thread, a frame identical to the one before lengthening its run, and the runs
/// assembled into an APNG of whole frames. Otherwise it plays and writes as `Recorder.record` does.
enum BaselineRecording {
    /// Records `script` on `scene` into `directory` (the event log and `animation.png`); returns
    /// the number of frames.
    static func record(scene: Scene, script: Script, framesPerSecond: Int, into directory: URL) throws(FlotillaError) -> Int {
        try Recorder.check(script, scene: scene, framesPerSecond: framesPerSecond)
        _ = try OffscreenPlayer(scene: scene, script: script, framesPerSecond: framesPerSecond).play()
        let headless = try HeadlessRenderer()
        let output = try RecordingOutput(directory: directory)
        var runs: [APNGFrame] = []
        let player = OffscreenPlayer(
            scene: scene, script: script, framesPerSecond: framesPerSecond,
            onFrame: { _, _, list, _ throws(FlotillaError) in
                let flat = try headless.draw(list).flattened(width: Int(scene.size.width), height: Int(scene.size.height),
                                                             background: AnimationFrames.background)
                let png = try cairoPNG(flat)
                if let last = runs.last, last.png == png, last.delayNumerator < UInt16.max {
                    runs[runs.count - 1].delayNumerator += 1
                } else {
                    runs.append(APNGFrame(png: png, delayNumerator: 1, delayDenominator: UInt16(framesPerSecond)))
                }
            },
            onEvents: { output.log($0) })
        let frames = try player.play()
        try output.writeEventLog()
        let animation: Data
        do { animation = try APNG.encode(runs) } catch { throw FlotillaError(.internal, error.description) }
        try output.write(animation, named: Recorder.animationName)
        return frames
    }

    private static func cairoPNG(_ image: Image) throws(FlotillaError) -> Data {
        do { return try image.cairoPNGData() } catch { throw FlotillaError(.internal, error.description) }
    }
}
