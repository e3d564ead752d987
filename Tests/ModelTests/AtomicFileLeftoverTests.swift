import Foundation
import Glibc
import Model
import Testing

/// Temporary files a write left behind when its process died are removed; nothing else is.
struct AtomicFileLeftoverTests {
    @Test func onlyOldTemporariesOfThatFileGo() throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("flotilla-leftovers-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        func file(_ name: String, ageSeconds: Int) throws {
            let path = folder.appendingPathComponent(name).path
            try Data("x".utf8).write(to: URL(fileURLWithPath: path))
            let then = timespec(tv_sec: time(nil) - ageSeconds, tv_nsec: 0)
            _ = utimensat(AT_FDCWD, path, [then, then], 0)
        }
        try file("s.json", ageSeconds: 30)
        try file(".s.json.k3x9", ageSeconds: 30)  // a write killed half-way, long ago
        try file(".s.json.z1", ageSeconds: 0)  // a write going on now
        try file(".other.json.q", ageSeconds: 30)  // another file's
        try FileManager.default.createDirectory(at: folder.appendingPathComponent(".s.json.dir"), withIntermediateDirectories: false)
        #expect(AtomicFile.removeLeftovers(of: folder.appendingPathComponent("s.json").path, olderThan: 1) == 1)
        let left = try FileManager.default.contentsOfDirectory(atPath: folder.path).sorted()
        #expect(left == [".other.json.q", ".s.json.dir", ".s.json.z1", "s.json"])
    }
}
