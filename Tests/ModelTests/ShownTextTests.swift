import Model
import Testing

/// Issue 62: text from a file or a client is cut before it is measured or drawn.
@Suite("Shown text")
struct ShownTextTests {
    @Test func aNameOfOneLetterAndFiftyThousandMarksIsCutInBytesThenCharacters() {
        let marks = "a" + String(repeating: "\u{301}", count: 50_000)
        let cut = ShownText.cut(marks)
        #expect(cut.utf8.count <= ShownText.bytes && cut.unicodeScalars.first == "a")
        let long = String(repeating: "é", count: 2_000)
        #expect(ShownText.cut(long).count == ShownText.limit)
        #expect(ShownText.cut("Terminal") == "Terminal")
        let wide = String(repeating: "😀", count: 600)
        #expect(ShownText.cut(wide).count == ShownText.limit && ShownText.cut(wide).unicodeScalars.allSatisfy { $0 == "😀" }, "cut at a character's boundary")
    }

    @Test func anEntrysNameGenericNameAndKeywordsAreCut() throws {
        let name = String(repeating: "x", count: 5_000)
        let entry = try DesktopEntry(KeyFile(parsing: "[Desktop Entry]\nType=Application\nName=\(name)\nGenericName=\(name)\nKeywords=\(name);b;\nExec=x\n"),
                                     id: "x.desktop", path: "/apps/x.desktop", locale: nil)
        #expect(entry.name.count == ShownText.limit && entry.genericName?.count == ShownText.limit && entry.keywords.map(\.count) == [ShownText.limit, 1])
    }
}
