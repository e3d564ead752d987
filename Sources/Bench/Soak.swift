import App
import Assets
import Desktop
import Foundation
import Input
import Model
import X11

/// `flotilla bench --soak N`: each bundled scene shown by a `flotilla run` child on a private
/// Xvfb takes N seeded random XTEST events (moves, presses and releases, drags, wheel clicks,
/// keys); its resident memory after the first 10,000 and after all N must stay flat.
public enum Soak {
    public struct Row: Codable, Sendable, Equatable {
        public var scene: String
        public var events: Int
        /// Resident bytes of the child when its window was ready, after the early events (10,000
        /// unless told otherwise; all, when fewer) and after all of them, each reading taken at rest
        /// (``Soak/rest`` after the last event).
        public var readyResidentBytes: Int, earlyResidentBytes: Int, finalResidentBytes: Int
        /// The most resident bytes read while the events went on (every 1,000 events), in motion.
        public var peakResidentBytes: Int
        /// How much the resident memory grew from the early reading to the final one.
        public var growth: Double { Double(finalResidentBytes) / Double(max(1, earlyResidentBytes)) - 1 }
    }

    /// The bundled scenes, by name.
    public static let scenes = ["maps", "panels", "demo", "popover", "adwaita", "windows"]
    /// Runs `events` random events on each of `sceneNames`, seeded by `seed`, the early reading
    /// after `early` of them, with the `flotilla` at `executable` (default: this one) keeping at most
    /// `layerBudget` MiB of retained layers (default: its own default).
    public static func run(events: Int, early: Int = 10_000, scenes sceneNames: [String] = scenes, seed: UInt64 = 1, layerBudget: Int? = nil,
                           executable: URL = URL(fileURLWithPath: "/proc/self/exe").resolvingSymlinksInPath(),
                           progress: TerminalProgress = TerminalProgress(nil)) throws(FlotillaError) -> [Row] {
        var rows: [Row] = []
        for (i, name) in sceneNames.enumerated() {
            progress.update("soak, \(name),", i + 1, of: sceneNames.count)
            rows.append(try soak(scene: name, events: events, early: early, seed: seed &+ UInt64(i), layerBudget: layerBudget,
                                 executable: executable))
        }
        progress.finish("\(rows.count) soaks")
        return rows
    }

    /// The rows as a table: resident MiB when ready, after the first 10,000 events, at the end,
    /// the growth between the last two, and the peak while events went on.
    public static func table(_ rows: [Row]) -> String {
        func mib(_ bytes: Int) -> String { String(format: "%.1f", Double(bytes) / 1_048_576) }
        let lines = rows.map { r in
            "| \(r.scene) | \(r.events) | \(mib(r.readyResidentBytes)) | \(mib(r.earlyResidentBytes)) | \(mib(r.finalResidentBytes)) | \(String(format: "%+.1f %%", r.growth * 100)) | \(mib(r.peakResidentBytes)) |"
        }
        return (["| scene | events | RSS ready (MiB) | after 10,000 | at the end | growth | peak in motion |", "|---|---|---|---|---|---|---|"] + lines)
            .joined(separator: "\n")
    }

    private static func soak(scene name: String, events: Int, early earlyEvents: Int, seed: UInt64, layerBudget: Int?,
                             executable: URL) throws(FlotillaError) -> Row {
        let path = Assets.scene(named: name).path
        let size = try SceneLoading.load(path: path).size
        let xvfb = try PrivateXvfb(width: Int(size.width) + 40, height: Int(size.height) + 40)
        let state = try BenchFolder("soak")
        let child = try BenchChild(["run", "--scene", path, "--fresh", "--events"] + (layerBudget.map { ["--layer-budget", String($0)] } ?? []),
                                   display: xvfb.display, environment: state.environment,
                                   executable: executable)
        let window = child.window
        let ready = ProcessStats.residentBytes(child.pid)
        var early = ready, peak = ready
        do {
            let connection = try X11Connection(display: xvfb.display)
            let input = try SyntheticInput(connection: connection)
            var random = SplitMix64(seed: seed)
            var held = false
            for n in 1...events {
                try randomEvent(&random, size: size, window: window, input: input, held: &held)
                // Let the child keep up: a round trip every 50 events and a short rest every 500.
                if n % 50 == 0 { try connection.sync() }
                if n % 500 == 0 { Thread.sleep(forTimeInterval: 0.02) }
                if n % 1000 == 0 { peak = max(peak, ProcessStats.residentBytes(child.pid)) }
                if n == min(events, earlyEvents) {
                    Thread.sleep(forTimeInterval: Self.rest)
                    early = ProcessStats.residentBytes(child.pid)
                }
            }
            if held { try input.release(button: 1) }
            Thread.sleep(forTimeInterval: Self.rest)
        } catch {
            throw FlotillaError(.display, "soak of \(name) on \(xvfb.display): \(error)")
        }
        guard child.process.isRunning else {
            throw FlotillaError(.internal, "soak of \(name): flotilla ended with status \(child.process.terminationStatus)")
        }
        return Row(scene: name, events: events, readyResidentBytes: ready, earlyResidentBytes: early,
                   finalResidentBytes: ProcessStats.residentBytes(child.pid), peakResidentBytes: peak)
    }

    /// How long the events pause before a reading: every spring at rest, and what only the motion
    /// needed let go of.
    static let rest = 2.0

    /// Keys that change what is shown without opening windows or ending the program.
    private static let keys: [KeyPress] = [
        KeyPress(.tab), KeyPress(.tab, modifiers: .shift), KeyPress(.up), KeyPress(.down), KeyPress(.left), KeyPress(.right),
        KeyPress(.escape), KeyPress(.character("k")), KeyPress(.character("p")), KeyPress(.character("[")), KeyPress(.character("]")),
    ]

    private static func randomEvent(_ random: inout SplitMix64, size: Size, window: WindowID, input: SyntheticInput,
                                    held: inout Bool) throws {
        let x = Int(random.unit() * size.width), y = Int(random.unit() * size.height)
        switch random.unit() {
        case ..<0.55:
            try input.move(to: x, y, in: window)
        case ..<0.75:
            if held { try input.release(button: 1) } else { try input.move(to: x, y, in: window); try input.press(button: 1) }
            held.toggle()
        case ..<0.9:
            try input.move(to: x, y, in: window)
            let button = random.unit() < 0.7 ? 5 : 4
            try input.press(button: button)
            try input.release(button: button)
        default:
            try input.key(keys[Int(random.unit() * Double(keys.count)) % keys.count])
        }
    }
}
