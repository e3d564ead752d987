import Foundation
import Glibc
import Render
import TestSupport
import Testing

/// Issue 14, finding 1: what commands write replaces a regular file atomically and nothing else.
@Suite("Output files", .enabled(if: FlotillaBinary.exists, "build the flotilla executable first (scripts/test does)"))
struct OutputFileTests {
    /// A fresh temporary folder, removed afterwards.
    private func inFolder(_ body: (URL) throws -> Void) throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("flotilla-out-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        try body(folder)
    }

    private func render(to path: String) throws -> CommandResult {
        try runFlotilla(["render", "--size", "40x30", "--out", path])
    }

    private func expectOneLine(_ r: CommandResult, naming path: String, _ reason: String) {
        #expect(r.status == 1, "\(r.stderr)")
        #expect(r.stderr == "flotilla: \(path): \(reason)\n")
    }

    @Test func aSymbolicLinkKeepsPointingAtTheReplacedFile() throws {
        try inFolder { folder in
            let target = folder.appendingPathComponent("target.png").path, link = folder.appendingPathComponent("link.png").path
            try FileManager.default.createSymbolicLink(atPath: link, withDestinationPath: "target.png")
            #expect(try render(to: link).status == 0)
            #expect(try FileManager.default.destinationOfSymbolicLink(atPath: link) == "target.png")
            #expect(try Image(contentsOf: URL(fileURLWithPath: target)).width == 40)
        }
    }

    @Test func aFIFOIsLeftAlone() throws {
        try inFolder { folder in
            let fifo = folder.appendingPathComponent("pipe.png").path
            #expect(mkfifo(fifo, 0o600) == 0)
            expectOneLine(try render(to: fifo), naming: fifo, "a FIFO, not a regular file; left it alone")
            var info = stat()
            #expect(lstat(fifo, &info) == 0 && info.st_mode & S_IFMT == S_IFIFO)
        }
    }

    @Test func devicesFoldersAndMissingPathsAreRefused() throws {
        expectOneLine(try render(to: "/dev/null"), naming: "/dev/null", "a device, not a regular file; left it alone")
        expectOneLine(try render(to: "/dev/full"), naming: "/dev/full", "a device, not a regular file; left it alone")
        expectOneLine(try render(to: "/tmp"), naming: "/tmp", "a folder, not a regular file; left it alone")
        expectOneLine(try render(to: "/no/such/folder/x.png"), naming: "/no/such/folder/x.png", "no such folder")
        expectOneLine(try render(to: ""), naming: "", "the path is empty")
    }

    /// A write that fails part-way (here the file-size limit, EFBIG) is reported and leaves neither
    /// the file nor a temporary one.
    @Test func aFailedWriteIsReported() throws {
        try inFolder { folder in
            let out = folder.appendingPathComponent("big.png").path
            let r = try runProcess("/bin/sh", ["-c", "ulimit -f 1; exec \"$0\" render --out \"$1\"", FlotillaBinary.url.path, out])
            expectOneLine(r, naming: out, "cannot write it (File too large)")
            #expect(try FileManager.default.contentsOfDirectory(atPath: folder.path).isEmpty)
        }
    }

    /// Reports on standard output fail loudly on a full device.
    @Test func aFullStandardOutputIsReported() throws {
        try inFolder { folder in
            let png = folder.appendingPathComponent("a.png").path
            #expect(try render(to: png).status == 0)
            let r = try runProcess("/bin/sh", ["-c", "exec \"$0\" compare \"$1\" \"$1\" > /dev/full", FlotillaBinary.url.path, png])
            #expect(r.status == 1)
            #expect(r.stderr == "flotilla: cannot write to standard output (No space left on device)\n")
        }
    }

    /// A recording's files follow the same rules: a FIFO in its folder is left alone.
    @Test func aRecordingLeavesAFIFOInItsFolderAlone() throws {
        try inFolder { folder in
            let script = folder.appendingPathComponent("s.script")
            try Data("move 10 10\n".utf8).write(to: script)
            let out = folder.appendingPathComponent("out")
            try FileManager.default.createDirectory(at: out, withIntermediateDirectories: true)
            let fifo = out.appendingPathComponent("events.jsonl").path
            #expect(mkfifo(fifo, 0o600) == 0)
            let r = try runFlotilla(["record", "--script", script.path, "--out", out.path])
            expectOneLine(r, naming: fifo, "a FIFO, not a regular file; left it alone")
        }
    }
}
