import App
import Assets
import Foundation
import Render
import TestSupport
import Testing

extension Live {
    /// `flotilla record --live`: the scripts of Tests/AppTests/Scripts replayed through XTEST in a
    /// real window, their settled shots read back from the server and compared with the offscreen
    /// recording of the same script (live timing varies, so only settled shots are compared).
    @Suite("flotilla record --live", .enabled(if: FlotillaBinary.exists, "build the flotilla executable first (scripts/test does)"))
    struct RecordLiveTests {
        static let scripts = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
            .deletingLastPathComponent().appendingPathComponent("AppTests/Scripts")

        /// Records `script` on `scene` (demo.json beside the scripts by default) live and offscreen;
        /// returns both folders.
        private func recordBoth(_ script: String, scene: String? = nil, environment: [String: String]? = nil) throws -> (live: URL, offscreen: URL) {
            let scene = scene ?? Self.scripts.appendingPathComponent("demo.json").path
            let scriptPath = Self.scripts.appendingPathComponent(script + ".script").path
            let live = FileManager.default.temporaryDirectory.appendingPathComponent("flotilla-live-\(UUID().uuidString)")
            let offscreen = FileManager.default.temporaryDirectory.appendingPathComponent("flotilla-offscreen-\(UUID().uuidString)")
            let r = try runFlotilla(["record", "--live", "--scene", scene, "--script", scriptPath, "--out", live.path], environment: environment)
            #expect(r.status == 0, "\(r.stderr)")
            #expect(r.stdout.isEmpty && r.stderr.isEmpty)
            _ = try Recorder.record(scene: SceneLoading.load(path: scene), script: SceneLoading.loadScript(path: scriptPath), into: offscreen)
            return (live, offscreen)
        }

        private func expectSameShots(_ names: [String], _ folders: (live: URL, offscreen: URL)) throws {
            for name in names {
                let live = try Image(contentsOf: folders.live.appendingPathComponent(name + ".png"))
                let offscreen = try Image(contentsOf: folders.offscreen.appendingPathComponent(name + ".png"))
                let difference = ImageComparison.compare(expected: offscreen, actual: live)
                #expect(difference.passes(.live), "\(name): live vs offscreen: \(difference)")
            }
        }

        private func eventNames(_ folder: URL) throws -> [String] {
            try String(contentsOf: folder.appendingPathComponent(Recorder.eventLogName), encoding: .utf8)
                .split(separator: "\n").compactMap {
                    (try JSONSerialization.jsonObject(with: Data($0.utf8)) as? [String: Any])?["event"] as? String
                }
        }

        /// FlotillaRunTests' fling as a script: it lands where it lands offscreen, and the settled
        /// window matches the offscreen shot and the live golden within the live tolerance.
        @Test func theFlingReplaysLiveAsOffscreen() throws {
            let folders = try recordBoth("fling")
            try expectSameShots(["settled"], folders)
            #expect(try eventNames(folders.live) == ["did-begin-dragging", "did-end-dragging", "did-settle"])
            let settle = { (folder: URL) in
                try String(contentsOf: folder.appendingPathComponent(Recorder.eventLogName), encoding: .utf8)
                    .split(separator: "\n").last.map(String.init)
            }
            #expect(try settle(folders.live) == settle(folders.offscreen))
            let golden = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
                .appendingPathComponent("__Snapshots__/FlotillaRunTests/aFlingLandsThePanelInTheCorner.settled.png")
            let compared = try runFlotilla(["compare", "--tolerance", "0.1%:8", golden.path,
                                            folders.live.appendingPathComponent("settled.png").path])
            #expect(compared.status == 0, "\(compared.stdout)")
        }

        /// Every verb live — a hand drag with a rest, wheel, key, a window resize, a throw — ends
        /// in the same places as offscreen.
        @Test func everyVerbReplaysLiveAsOffscreen() throws {
            let folders = try recordBoth("verbs")
            try expectSameShots(["dropped", "resized", "thrown"], folders)
            #expect(try eventNames(folders.live) == eventNames(folders.offscreen))
            #expect(try Image(contentsOf: folders.live.appendingPathComponent("resized.png")).width == 640)
        }

        /// A drag held still between moves (issue 48): live, the X server moves the held panel's
        /// inside itself (the log says so), and the shots taken with the button down, and after the
        /// drop, are the pictures drawn offscreen.
        @Test func aHeldDragMovedByTheServerShowsWhatOffscreenDraws() throws {
            let scene = Self.scripts.appendingPathComponent("demo.json").path
            let live = FileManager.default.temporaryDirectory.appendingPathComponent("flotilla-live-\(UUID().uuidString)")
            let offscreen = FileManager.default.temporaryDirectory.appendingPathComponent("flotilla-offscreen-\(UUID().uuidString)")
            let script = Self.scripts.appendingPathComponent("held.script").path
            let r = try runFlotilla(["record", "--live", "--log-level", "debug", "--scene", scene, "--script", script, "--out", live.path])
            #expect(r.status == 0, "\(r.stderr.suffix(2000))")
            let moved = r.stderr.split(separator: "\n").filter { $0.contains(", moved by the server ") }
            #expect(moved.count >= 3, "the server moved the held panel's inside: \(moved.count) frames")
            _ = try Recorder.record(scene: SceneLoading.load(path: scene), script: SceneLoading.loadScript(path: script), into: offscreen)
            try expectSameShots(["held", "held-again", "dropped"], (live, offscreen))
        }

        /// The same through plain PutImage (no shared memory), the path for servers without MIT-SHM.
        @Test func everyVerbReplaysLiveThroughPutImageToo() throws {
            var environment = ProcessInfo.processInfo.environment
            environment["FLOTILLA_PRESENT"] = "put-image"
            let folders = try recordBoth("verbs", environment: environment)
            try expectSameShots(["dropped", "resized", "thrown"], folders)
        }

        /// Keys with modifiers pressed through XTEST: Shift+Tab takes the focus back, Shift+Right and
        /// Shift+Down move the focused panel by the large step, as offscreen.
        @Test func shiftTabAndShiftArrowsWorkLiveAsOffscreen() throws {
            let folders = try recordBoth("keys", scene: Assets.scene(named: "panels").path)
            try expectSameShots(["moved", "resized"], folders)
            let lines = { (folder: URL) in
                try String(contentsOf: folder.appendingPathComponent(Recorder.eventLogName), encoding: .utf8).split(separator: "\n")
            }
            let live = try lines(folders.live)
            #expect(live == (try lines(folders.offscreen)))
            #expect(live.filter { $0.contains("did-focus") } == [#"{"event":"did-focus","panel":"title"}"#, #"{"event":"did-focus","panel":"date"}"#])
        }
    }
}
