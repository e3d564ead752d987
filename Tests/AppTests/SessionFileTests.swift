@testable import App
import Foundation
import Glibc
import Model
import Testing

@Suite("Session files: naming, atomic writes, setting damaged files aside")
struct SessionFileTests {
    /// What `run` will keep: the envelope's version beside the layout.
    struct Session: Codable, Equatable {
        var version = 1
        var layout: PanelLayoutState
    }

    static let layout = PanelLayoutState(panels: [
        .init(id: "layers", placement: .floating,
              floatingFrame: .init(x: 0.25, y: 0.5, size: Size(width: 320, height: 300)), zIndex: 0),
        .init(id: "help", placement: .hidden),
    ], focusedID: "layers")

    /// A fresh folder standing in for `XDG_STATE_HOME`, removed after `body`.
    func withStateHome(_ body: (_ home: URL, _ environment: [String: String]) throws -> Void) throws {
        let home = FileManager.default.temporaryDirectory.appendingPathComponent("flotilla-state-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: home) }
        try body(home, ["XDG_STATE_HOME": home.path, "HOME": "/nonexistent-home"])
    }

    func sessionURL(_ environment: [String: String]) -> URL {
        SessionFile.url(forScene: URL(fileURLWithPath: "/scenes/maps.json"), environment: environment)
    }

    func read(_ url: URL) -> SessionFile.Outcome<Session> {
        SessionFile.read(from: url, version: 1) { try JSONDecoder().decode(Session.self, from: $0) }
    }

    func listing(_ folder: URL) throws -> [String] {
        try FileManager.default.contentsOfDirectory(atPath: folder.path).sorted()
    }

    func mode(_ url: URL) -> mode_t {
        var info = stat()
        #expect(lstat(url.path, &info) == 0)
        return info.st_mode
    }

    @Test func pathsNameTheSceneAndAStableHashOfItsAbsolutePath() {
        let env = ["XDG_STATE_HOME": "/state", "HOME": "/home/ada"]
        func url(_ path: String, _ environment: [String: String] = env) -> String {
            SessionFile.url(forScene: URL(fileURLWithPath: path), environment: environment).path
        }
        #expect(url("/scenes/maps.json") == "/state/flotilla/maps-894dea30.json")
        #expect(url("/srv/flotilla/maps.json") == "/state/flotilla/maps-1e03c98b.json")
        #expect(url("/scenes/./maps.json") == url("/scenes/maps.json"))
        #expect(url("/scenes/old/../maps.json") == url("/scenes/maps.json"))
        #expect(url("/scenes/maps.json", ["HOME": "/home/ada"]) == "/home/ada/.local/state/flotilla/maps-894dea30.json")
        #expect(url("/scenes/maps.json", ["XDG_STATE_HOME": "", "HOME": "/home/ada"]).hasPrefix("/home/ada/.local/state/"))
        #expect(url("/scenes/maps.json", ["XDG_STATE_HOME": "rel", "HOME": "/home/ada"]).hasPrefix("/home/ada/.local/state/"))
        let relative = FileManager.default.currentDirectoryPath + "/maps.json"
        #expect(url("maps.json") == url(relative))
    }

    @Test func writeCreatesPrivateFilesAtomicallyAndLeavesNoTemporaryFile() throws {
        try withStateHome { home, env in
            let url = sessionURL(env)
            try SessionFile.write(Data("first".utf8), to: url)
            try SessionFile.write(Data(#"{"version": 1}"#.utf8), to: url)
            #expect(try Data(contentsOf: url) == Data(#"{"version": 1}"#.utf8))
            #expect(mode(url) & 0o7777 == 0o600)
            #expect(mode(url) & S_IFMT == S_IFREG)
            #expect(mode(url.deletingLastPathComponent()) & 0o7777 == 0o700)
            #expect(try listing(url.deletingLastPathComponent()) == [url.lastPathComponent])
            #expect(try listing(home) == ["flotilla"])
        }
    }

    @Test(arguments: ["folder", "symbolic link", "FIFO"])
    func writeRefusesAPathThatIsNotARegularFileAndLeavesItAlone(kind: String) throws {
        try withStateHome { home, env in
            let url = sessionURL(env), folder = url.deletingLastPathComponent()
            try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
            let elsewhere = home.appendingPathComponent("elsewhere.json")
            try Data("keep me".utf8).write(to: elsewhere)
            switch kind {
            case "folder": try FileManager.default.createDirectory(at: url, withIntermediateDirectories: false)
            case "symbolic link": try FileManager.default.createSymbolicLink(at: url, withDestinationURL: elsewhere)
            default: #expect(mkfifo(url.path, 0o600) == 0)
            }
            let before = mode(url)
            let error = #expect(throws: FlotillaError.self) { try SessionFile.write(Data("{}".utf8), to: url) }
            #expect(error?.message == "session \(url.path): a \(kind), not a regular file; left it alone")
            #expect(mode(url) == before)
            #expect(try Data(contentsOf: elsewhere) == Data("keep me".utf8))
            #expect(try listing(folder) == [url.lastPathComponent])
            let report = "session \(url.path): a \(kind), not a regular file; left it alone; starting from the scene"
            #expect(read(url) == .rejected(report: report))
            #expect(mode(url) == before)
        }
    }

    @Test func aLayoutRoundTripsAndAMissingFileIsMissing() throws {
        try withStateHome { _, env in
            let url = sessionURL(env)
            #expect(read(url) == .missing)
            try SessionFile.write(JSONEncoder().encode(Session(layout: Self.layout)), to: url)
            #expect(read(url) == .loaded(Session(layout: Self.layout)))
        }
    }

    @Test(arguments: [
        (#"{"version": 1, "layout": {"panels": [{"id": "layers", "#, "not valid JSON (truncated or damaged)"),
        ("\u{FF}\u{00}garbage", "not valid JSON (truncated or damaged)"),
        ("", "empty file"),
        (#"{"version": 2, "layout": {"panels": []}}"#, "version 2 (this Flotilla reads version 1)"),
        (#"{"layout": {"panels": []}}"#, "version: missing field"),
        (#"{"version": 1, "layout": {"panels": [{"id": "a", "state": "torn", "z": 0}]}}"#,
         #"layout.panels[0].state: expected hidden, floating, pinned, popover or minimised, got "torn""#),
        // Issue 14 (the file fuzzer): a state with a line break in it broke the report in two.
        (#"{"version": 1, "layout": {"panels": [{"id": "a", "state": "flo\nat\u2028ing", "z": 0}]}}"#,
         #"layout.panels[0].state: expected hidden, floating, pinned, popover or minimised, got "flo\nat\u{2028}ing""#),
    ])
    func damagedFilesAreMovedAsideWithAOneLineReport(contents: String, problem: String) throws {
        try withStateHome { _, env in
            let url = sessionURL(env), name = url.lastPathComponent
            try FileManager.default.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
            let bytes = Data(contents.utf8)
            try bytes.write(to: url)
            let expected = "session \(url.path): \(problem); moved aside as \(name).bak; starting from the scene"
            #expect(read(url) == .rejected(report: expected))
            #expect(!expected.contains("\n"))
            #expect(try Data(contentsOf: url.appendingPathExtension("bak")) == bytes)
            #expect(try listing(url.deletingLastPathComponent()) == ["\(name).bak"])
            #expect(read(url) == .missing)
        }
    }

    @Test func anEarlierBackupIsNeverReplaced() throws {
        try withStateHome { _, env in
            let url = sessionURL(env), name = url.lastPathComponent, folder = url.deletingLastPathComponent()
            for (i, text) in ["first", "second", "third"].enumerated() {
                try SessionFile.write(Data(text.utf8), to: url)
                let backup = i == 0 ? "\(name).bak" : "\(name).\(i).bak"
                guard case .rejected(let report) = read(url) else { Issue.record("not rejected"); return }
                #expect(report.hasSuffix("moved aside as \(backup); starting from the scene"))
                #expect(try Data(contentsOf: folder.appendingPathComponent(backup)) == Data(text.utf8))
            }
            #expect(try listing(folder) == ["\(name).1.bak", "\(name).2.bak", "\(name).bak"])
        }
    }

    @Test func oversizedFilesAreRefusedBeforeBeingRead() throws {
        try withStateHome { _, env in
            let url = sessionURL(env)
            let tooBig = Data(count: SessionFile.maximumSize + 1)
            let error = #expect(throws: FlotillaError.self) { try SessionFile.write(tooBig, to: url) }
            #expect(error?.message.contains("more than the 4 MiB limit") == true)
            #expect(!FileManager.default.fileExists(atPath: url.path))
            try SessionFile.write(Data(), to: url)
            #expect(truncate(url.path, 64 << 20) == 0)
            #expect(read(url) == .rejected(report: "session \(url.path): \(64 << 20) bytes, more than the 4 MiB limit; "
                                               + "moved aside as \(url.lastPathComponent).bak; starting from the scene"))
        }
    }
}

/// Issue 14 (the file fuzzer): a session window 4294967296 points wide was restored as it was, and
/// drawing the Maps backdrop over it never ended.
@Suite struct SessionStateTests {
    static func state(width: Int = 1100, x: Int = 0) -> Data {
        Data(#"{"version": 1, "windows": [{"role": "main", "x": \#(x), "y": 0, "width": \#(width), "height": 700, "layout": {"panels": []}, "sheets": {}}]}"#.utf8)
    }

    @Test func windowsOfAbsurdSizesOrPlacesAreRefused() throws {
        #expect(try SessionState.decode(Self.state()).windows.map(\.width) == [1100])
        #expect(throws: FieldError(path: "windows[0].width", message: "must be within 1…16384, got 4294967296")) {
            try SessionState.decode(Self.state(width: 4_294_967_296))
        }
        #expect(throws: FieldError(path: "windows[0].width", message: "must be within 1…16384, got 0")) {
            try SessionState.decode(Self.state(width: 0))
        }
        #expect(throws: FieldError(path: "windows[0].x", message: "must be within -32768…32767, got 40000")) {
            try SessionState.decode(Self.state(x: 40000))
        }
    }
}
