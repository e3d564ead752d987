import App
import Assets
import Foundation
import Model
import Render
import SnapshotTesting
import TestSupport
import Testing

/// The project's screenshot tests as scene + script + goldens: each script is replayed offscreen
/// and every shot compared with its text snapshot and its PNG golden (within ``Tolerance/golden``;
/// RecordingTests checks that a replay gives the same bytes every time).
@Suite("Recorded goldens", .serialized)
struct RecordingGoldenTests {
    /// Records `script` on `scene` and checks each shot against its golden.
    private func check(scene: String, script: String, shots: [String], testName: String = #function) throws -> URL {
        try check(scene: RecordingFixtures.scene(scene), script: script, shots: shots, testName: testName)
    }

    private func check(scene: Scene, script: String, shots: [String], testName: String = #function) throws -> URL {
        let out = RecordingFixtures.scratch(script)
        _ = try Recorder.record(scene: scene, script: RecordingFixtures.script(script), options: RecordingOptions(writesText: true), into: out)
        for name in shots {
            let text = try String(contentsOf: out.appendingPathComponent(name + ".txt"), encoding: .utf8)
            assertSnapshot(of: text, as: .lines, named: name, testName: testName)
            let png = out.appendingPathComponent(name + ".png")
            assertSnapshot(of: try Image(contentsOf: png), as: .png(), named: name, testName: testName)
        }
        return out
    }

    /// The golden of shot `name` of the test function `test` ("fling()").
    private func goldenURL(_ name: String, test: String) -> URL {
        URL(fileURLWithPath: #filePath).deletingLastPathComponent()
            .appendingPathComponent("__Snapshots__/RecordingGoldenTests/\(test.replacingOccurrences(of: "()", with: "")).\(name).png")
    }

    /// SceneGoldenTests' thrown panel, now as a script: the same four pictures.
    @Test func thrownPanel() throws {
        let times = [50, 150, 300, 2000]
        let out = try check(scene: "thrown", script: "thrown", shots: times.map { "thrown-\($0)ms" })
        let sceneGoldens = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
            .appendingPathComponent("__Snapshots__/SceneGoldenTests")
        for t in times {
            let recorded = try Image(contentsOf: out.appendingPathComponent("thrown-\(t)ms.png"))
            let golden = try Image(contentsOf: sceneGoldens.appendingPathComponent("thrownPanelMidFlight-at.thrown-\(t)ms.png"))
            #expect(ImageComparison.compare(expected: golden, actual: recorded).passes(.golden))
        }
    }

    /// The live test's fling, offscreen: mid-flight and parked in the corner.
    @Test func fling() throws {
        let out = try check(scene: "demo", script: "fling", shots: ["mid-flight", "settled"])
        let events = try RecordingFixtures.events(in: out)
        #expect(events.map { $0["event"] as? String } == ["did-begin-dragging", "did-end-dragging", "did-settle"])
        #expect(events[1]["target"] as? [String: Double] == ["x": 720, "y": 516])
        #expect(events[2]["frame"] as? [String: Double] == ["x": 720, "y": 516, "width": 300, "height": 180])
    }

    /// Every verb: a hand drag that rests before letting go, wheel, key, a resize, a throw.
    @Test func everyVerb() throws {
        let out = try check(scene: "demo", script: "verbs", shots: ["dropped", "resized", "thrown"])
        #expect(try Image(contentsOf: out.appendingPathComponent("resized.png")).width == 640)
        let events = try RecordingFixtures.events(in: out)
        let dropped = try #require(events.first { $0["event"] as? String == "did-end-dragging" })
        #expect(dropped["velocity"] as? [String: Double] == ["dx": 0, "dy": 0])
        #expect(dropped["target"] as? [String: Double] == ["x": 240, "y": 150])
        #expect(events.filter { $0["event"] as? String == "did-settle" }.count == 2)
    }

    /// Keys with modifiers on the compose window: Shift+Tab cycles the focus backwards, Shift makes
    /// the arrows and the resize keys take the large step.
    @Test func keys() throws {
        let out = try check(scene: SceneLoading.load(path: Assets.scene(named: "panels").path), script: "keys", shots: ["moved", "resized"])
        let events = try RecordingFixtures.events(in: out)
        let focus = events.filter { $0["event"] as? String == "did-focus" }.compactMap { $0["panel"] as? String }
        #expect(focus == ["title", "date"])
        let settled = events.filter { $0["event"] as? String == "did-settle" }.compactMap { $0["frame"] as? [String: Double] }
        // Date starts at (480, 170, 280×214): moved by 50 right and down, then 10 wider and 50 taller.
        #expect(settled == [["x": 530, "y": 220, "width": 280, "height": 214], ["x": 530, "y": 220, "width": 290, "height": 264]])
    }

    /// The compose window's keyboard (`k`) sliding in under Attachments, which rises clear of it,
    /// and out again, Attachments returning.
    @Test func reservedArea() throws {
        let out = try check(scene: SceneLoading.load(path: Assets.scene(named: "panels").path), script: "reserved",
                            shots: ["rising", "shown", "returned"])
        let events = try RecordingFixtures.events(in: out)
        #expect(events.compactMap { $0["event"] as? String } == ["did-reserve", "did-settle", "did-release", "did-settle"])
        #expect(events[0]["frame"] as? [String: Double] == ["x": 0, "y": 440, "width": 1100, "height": 260])
        let settled = events.filter { $0["event"] as? String == "did-settle" }.compactMap { $0["frame"] as? [String: Double] }
        #expect(settled == [["x": 300, "y": 276, "width": 260, "height": 164], ["x": 300, "y": 440, "width": 260, "height": 164]])
    }

    /// The Maps scene: the search sheet flung to full, the detail card shown by a row and
    /// dismissed by Escape.
    @Test func maps() throws {
        let out = try check(scene: SceneLoading.load(path: Assets.scene(named: "maps").path), script: "maps",
                            shots: ["full", "detail-rising", "detail", "escaped"])
        let states = try RecordingFixtures.events(in: out).filter { $0["event"] as? String == "did-change-state" }
            .map { "\($0["sheet"] ?? "")=\($0["state"] ?? "")" }
        #expect(states == ["search=full", "search=half", "detail=half", "detail=hidden"])
    }

    /// The Maps list flicked down while scrolled: momentum to the list's top, then the sheet moves
    /// on to half with what is left.
    @Test func listMomentum() throws {
        let out = try check(scene: SceneLoading.load(path: Assets.scene(named: "maps").path), script: "list-momentum",
                            shots: ["scrolled", "list-decelerating", "sheet-moving", "settled"])
        let states = try RecordingFixtures.events(in: out).filter { $0["event"] as? String == "did-change-state" }
            .map { "\($0["sheet"] ?? "")=\($0["state"] ?? "")" }
        #expect(states == ["search=full", "search=half"])
    }

    /// The GNOME music scene: a click on the bottom bar grows it into the sheet (the bar's label
    /// fading out, then the sheet's content fading in), the Library panel dragged beside the open,
    /// non-modal sheet, and Escape closing the sheet back into its bar.
    @Test func bottomBar() throws {
        let out = try check(scene: SceneLoading.load(path: Assets.scene(named: "adwaita").path), script: "adwaita",
                            shots: ["bar", "bar-fading", "content-fading", "open", "panel-moved", "closing", "closed"])
        let events = try RecordingFixtures.events(in: out)
        let states = events.filter { $0["event"] as? String == "did-change-state" }.compactMap { $0["state"] as? String }
        #expect(states == ["full", "hidden"])
        let settled = events.first { $0["event"] as? String == "did-settle" }
        #expect(settled?["frame"] as? [String: Double] == ["x": 224, "y": 64, "width": 260, "height": 150])
    }

    /// The compose window: Date pinned by a drag, exposé in and out, Attachments closed.
    @Test func panels() throws {
        let out = try check(scene: SceneLoading.load(path: Assets.scene(named: "panels").path), script: "panels",
                            shots: ["pinned", "expose-100ms", "expose", "closing", "closed"])
        let names = try RecordingFixtures.events(in: out).compactMap { $0["event"] as? String }
        #expect(names.contains("did-pin") && names.contains("did-enter-expose") && names.contains("did-exit-expose"))
        #expect(names.last == "did-close" || names.contains("did-close"))
    }

    /// A failed image test leaves the actual image, the expected one and a diff side by side
    /// under $SNAPSHOT_ARTIFACTS, named after the golden.
    @Test func aFailedImageTestLeavesActualExpectedAndDiff() throws {
        var image = try Image(contentsOf: goldenURL("settled", test: "fling()"))
        image[10, 10] ^= 0x0000_00FF
        let message = verifySnapshot(of: image, as: .png(), named: "settled", record: .never, testName: "fling()")
        let text = try #require(message)
        #expect(text.contains("1 of 448000 pixels differ"))
        #expect(text.contains("within x 10…10, y 10…10"))
        let stem = artifactsDirectory.appendingPathComponent("RecordingGoldenTests/fling.settled")
        for suffix in [".png", ".expected.png", ".diff.png"] {
            #expect(FileManager.default.fileExists(atPath: stem.path + suffix), "\(stem.path + suffix)")
        }
        #expect(text.contains(stem.path + ".diff.png"))
        #expect(try Image(contentsOf: URL(fileURLWithPath: stem.path + ".png")) == image)
    }

    /// The classic popover clicked through: mid-push, pushed, popped by Back, dragged out into a
    /// floating panel (did-float) and pinned right.
    @Test func popover() throws {
        let out = try check(scene: SceneLoading.load(path: Assets.scene(named: "popover").path), script: "popover",
                            shots: ["mid-push", "pushed", "popped", "floated", "pinned"])
        let names = try RecordingFixtures.events(in: out).compactMap { $0["event"] as? String }
        #expect(names.filter { ["did-push", "did-pop", "did-float", "did-pin"].contains($0) } == ["did-push", "did-pop", "did-float", "did-pin"])
    }

    /// The compose window narrowed below the compact width: the front panel becomes a sheet, its
    /// switcher brings up another, and widening returns the layout as it was.
    @Test func panelsInACompactWindow() throws {
        let out = try check(scene: SceneLoading.load(path: Assets.scene(named: "panels").path), script: "panels-compact", shots: ["narrowing", "compact", "switching", "switched", "wide"])
        let names = try RecordingFixtures.events(in: out).compactMap { $0["event"] as? String }
        #expect(names.first == "did-enter-compact")
        #expect(names.filter { $0.hasSuffix("-compact") } == ["did-enter-compact", "did-leave-compact"])
        #expect(names.contains("did-focus"))
        // Widened: Title and Tags pinned again, Attachments and Date back at their frames.
        let pins = try RecordingFixtures.events(in: out).filter { $0["event"] as? String == "did-pin" }.compactMap { $0["panel"] as? String }
        #expect(Set(pins) == ["title", "tags"])
    }

    /// The window narrowed below the compact width with the popover open, and widened again.
    @Test func popoverInACompactWindow() throws {
        _ = try check(scene: SceneLoading.load(path: Assets.scene(named: "popover").path), script: "popover-compact",
                      shots: ["compact", "wide"])
    }

    /// Windows tiling (issue 26): a flick into the left half, a window minimised into the shelf and
    /// clicked back, "arrange all" — each mid-motion and at rest — and a window tiled from its
    /// arrangements popover.
    @Test func tiling() throws {
        let out = try check(scene: SceneLoading.load(path: Assets.scene(named: "windows").path), script: "tiling",
                            shots: ["flick-60ms", "flicked", "minimising", "minimised", "restored", "arrange-80ms", "arranged",
                                     "arrangements", "right-third"])
        let events = try RecordingFixtures.events(in: out)
        let named = { (name: String) in events.filter { $0["event"] as? String == name } }
        #expect(named("did-tile").first?["arrangement"] as? String == "left-half")
        #expect(named("did-minimise").map { $0["panel"] as? String } == ["music"])
        #expect(named("did-restore").map { $0["panel"] as? String } == ["music"])
        #expect(named("did-tile").last?["arrangement"] as? String == "right-third")
        // Arranged: the four settles before the last are the four windows in a 2 × 2 grid, 8 pt apart, none overlapping.
        let frames = named("did-settle").dropLast().suffix(4).compactMap { $0["frame"] as? [String: Double] }
        #expect(Set(frames.map { [$0["x"]!, $0["y"]!] }) == [[8, 8], [404, 8], [8, 254], [404, 254]])
        #expect(frames.allSatisfy { $0["width"] == 388 && $0["height"] == 238 })
    }
}
