@testable import App
import Desktop
import Foundation
import Render
import Testing

/// Issue 60: a client's icon written as the PNG its panel and search row draw.
@Suite("Clients' icon files")
struct ClientIconFilesTests {
    @Test func anIconIsWrittenOnceAsItsPixelsPremultiplied() throws {
        let files = ClientIconFiles()
        // Opaque orange, and half-transparent white.
        let icon = try #require(ClientIcon(choosingFrom: [2, 1, 0xFFD0_8770, 0x80FF_FFFF], side: 2))
        let path = try #require(files.file(for: icon))
        #expect(files.file(for: icon) == path, "the same icon, the same file")
        let read = try Image(contentsOf: URL(fileURLWithPath: path))
        #expect(read.pixels == [0xFFD0_8770, 0x8080_8080])
        let other = try #require(ClientIcon(choosingFrom: [1, 1, 0xFF00_0000], side: 1))
        #expect(files.file(for: other) != path)
    }

    @Test func theFolderGoesWithTheFiles() throws {
        var files: ClientIconFiles? = ClientIconFiles()
        let icon = try #require(ClientIcon(choosingFrom: [1, 1, 0xFF12_3456], side: 1))
        let path = try #require(files?.file(for: icon))
        #expect(FileManager.default.fileExists(atPath: path))
        files = nil
        #expect(!FileManager.default.fileExists(atPath: (path as NSString).deletingLastPathComponent))
    }
}
