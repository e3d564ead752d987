@testable import App
import Assets
import Compositor
import Foundation
import Model
import Scripts
import Testing

/// Issue 14, item 5: scene files, scripts and session files damaged every way ``FileMutator``
/// knows, `FLOTILLA_FUZZ_CASES` each (default 10,000). Every case must end, within
/// ``FileFuzzer/timeBound``, in a one-line error or a result that works: a scene or a session
/// whose frames are finite, a script that parses.
@Suite struct FileFuzzTests {
    static var cases: Int { ProcessInfo.processInfo.environment["FLOTILLA_FUZZ_CASES"].flatMap(Int.init) ?? 10_000 }

    @Test func sceneFiles() throws {
        let seeds = try BundledScenes.names.map { try [UInt8](Data(contentsOf: Assets.scene(named: $0))) }
        let tally = FileFuzzer(format: "scene", seeds: seeds, cases: Self.cases, seed: 0x5CE4E).run { bytes in
            do {
                let scene = try SceneFile.decode(Data(bytes), file: "fuzz.json")
                let clock = ManualClock()
                return FileFuzzer.drawsFinitely(Compositor(scene: scene, clock: clock), clock: clock)
            } catch {
                return .error("\(error)")
            }
        }
        tally.report()
    }

    @Test func scripts() throws {
        let folder = URL(fileURLWithPath: #filePath).deletingLastPathComponent().appendingPathComponent("../AppTests/Scripts")
        let names = try FileManager.default.contentsOfDirectory(atPath: folder.path).filter { $0.hasSuffix(".script") }.sorted()
        let seeds = try names.map { try [UInt8](Data(contentsOf: folder.appendingPathComponent($0))) }
        try #require(!seeds.isEmpty)
        let tally = FileFuzzer(format: "script", seeds: seeds, cases: Self.cases, seed: 0x5C819).run { bytes in
            do {
                _ = try ScriptParser.parse(bytes, file: "fuzz.script")
                return .valid
            } catch {
                return .error("\(error)")
            }
        }
        tally.report()
    }

    @Test func sessionFiles() throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("flotilla-fuzz-\(getpid())")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        let names = BundledScenes.names
        let seeds = try names.map { try Array(SessionFixture.session(of: $0).encoded()) }
        let file = folder.appendingPathComponent("session.json")
        var index = 0
        let tally = FileFuzzer(format: "session", seeds: seeds, cases: Self.cases, seed: 0x5E55).run { bytes in
            index += 1
            // A file set aside is removed, so the next one's name is free at once.
            try? FileManager.default.removeItem(at: file)
            try? FileManager.default.removeItem(at: file.appendingPathExtension("bak"))
            guard FileManager.default.createFile(atPath: file.path, contents: Data(bytes)) else { return .broken("cannot write the case") }
            switch SessionFile.read(from: file, version: SessionState.version, decode: SessionState.decode) {
            case .missing: return .broken("the file written was not found")
            case .rejected(let report): return .error(report)
            case .loaded(let state): return SessionFixture.restores(state, scene: names[index % names.count])
            }
        }
        tally.report()
    }
}
