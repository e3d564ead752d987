import App
import Foundation
import Render
import TestSupport
import Testing

/// Desktop manners: `--version`, `--log-level`, and scripts/install into a temporary prefix.
@Suite("desktop manners", .enabled(if: FlotillaBinary.exists, "build the flotilla executable first (scripts/test does)"))
struct DesktopTests {
    private static let packageRoot = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
        .deletingLastPathComponent().deletingLastPathComponent()

    private func temporaryFolder() throws -> URL {
        let url = FileManager.default.temporaryDirectory.appendingPathComponent("flotilla-desktop-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
        return url
    }

    @Test func versionIsTheConstant() throws {
        let r = try runFlotilla(["--version"])
        #expect(r.status == 0)
        #expect(r.stdout == FlotillaVersion.current + "\n")
    }

    @Test func debugLogPrintsAFrameLineForEachFrameOnStderr() throws {
        let folder = try temporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let script = folder.appendingPathComponent("wait.script")
        try Data("wait 50\nshot end\n".utf8).write(to: script)
        let record = ["record", "--script", script.path, "--out", folder.appendingPathComponent("out").path, "--size", "600x400"]
        let debug = try runFlotilla(record + ["--log-level", "debug"])
        #expect(debug.status == 0, "\(debug.stderr)")
        let frames = debug.stderr.split(separator: "\n").filter { $0.contains(" debug flotilla: ") && $0.contains("] frame ") }
        // 60 fps for 50 ms: frames 0, 1, 2 and 3; the first repaints the whole window.
        #expect(frames.count == 4, "\(debug.stderr)")
        #expect(frames.first?.contains("frame 0 at 0.000 s: drawn in ") == true)
        #expect(frames.first?.hasSuffix("damage 0,0 600x400") == true)
        let quiet = try runFlotilla(record)
        #expect(quiet.status == 0)
        #expect(!quiet.stderr.contains("flotilla: [App]"))
    }

    /// Installs into a temporary prefix, checks what the desktop reads, runs the installed binary,
    /// uninstalls and finds the prefix gone. The installed binary must use the installed assets,
    /// not the build folder's bundle (whose path is baked into the binary): the test changes the
    /// installed default scene's size and `render` must draw at that size.
    @Test func installRunsFromThePrefixAndUninstallLeavesNothing() throws {
        let folder = try temporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let prefix = folder.appendingPathComponent("prefix")
        let script = Self.packageRoot.appendingPathComponent("scripts/install").path
        let configuration = FlotillaBinary.url.deletingLastPathComponent().lastPathComponent
        let install = try runProcess("/bin/bash", [script, "--no-build", "--configuration", configuration, "--prefix", prefix.path])
        #expect(install.status == 0, "\(install.stderr)")
        let share = prefix.appendingPathComponent("share")
        let entry = share.appendingPathComponent("applications/flotilla.desktop")
        let validation = try runProcess("/usr/bin/desktop-file-validate", [entry.path])
        #expect(validation.status == 0, "\(validation.stdout)\(validation.stderr)")
        let text = try String(contentsOf: entry, encoding: .utf8)
        #expect(text.contains("StartupWMClass=Flotilla\n") && text.contains("Icon=flotilla\n"))
        // The X session a display manager offers runs `flotilla manage` by its absolute path.
        let session = share.appendingPathComponent("xsessions/flotilla.desktop")
        let sessionValidation = try runProcess("/usr/bin/desktop-file-validate", [session.path])
        #expect(sessionValidation.status == 0, "\(sessionValidation.stdout)\(sessionValidation.stderr)")
        #expect(try String(contentsOf: session, encoding: .utf8).contains("Exec=\"\(prefix.path)/bin/flotilla\" manage --session\n"))
        for file in ["icons/hicolor/512x512/apps/flotilla.png", "man/man1/flotilla.1", "bash-completion/completions/flotilla",
                     "zsh/site-functions/_flotilla", "fish/vendor_completions.d/flotilla.fish"] {
            let size = (try? FileManager.default.attributesOfItem(atPath: share.appendingPathComponent(file).path)[.size] as? Int) ?? 0
            #expect(size > 0, "\(file)")
        }
        let binary = prefix.appendingPathComponent("bin/flotilla").path
        let version = try runProcess(binary, ["--version"])
        #expect(version.stdout == FlotillaVersion.current + "\n")

        let maps = share.appendingPathComponent("flotilla/scenes/maps.json")
        var scene = try JSONSerialization.jsonObject(with: Data(contentsOf: maps)) as? [String: Any] ?? [:]
        scene["size"] = ["width": 37, "height": 23]
        try JSONSerialization.data(withJSONObject: scene).write(to: maps)
        let png = folder.appendingPathComponent("render.png")
        let render = try runProcess(binary, ["render", "--out", png.path])
        #expect(render.status == 0, "\(render.stderr)")
        let image = try Image(contentsOf: png)
        #expect(image.width == 37 && image.height == 23)

        let uninstall = try runProcess("/bin/bash", [script, "--uninstall", "--prefix", prefix.path])
        #expect(uninstall.status == 0, "\(uninstall.stderr)")
        #expect(!FileManager.default.fileExists(atPath: prefix.path))
    }
}
