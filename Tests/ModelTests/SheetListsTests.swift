import Foundation
import Model
import Testing

@Suite("Sheets: lists in scene files and their columns")
struct SheetListsTests {
    private func decode(_ content: String) throws -> SheetContent {
        let json = #"{"version": 1, "sheets": [{"id": "s", "content": \#(content)}]}"#
        return try SceneFile.decode(Data(json.utf8), file: "s.json").sheets[0].content
    }

    private func error(_ content: String) -> String {
        do {
            _ = try decode(content)
            return "no error"
        } catch {
            return "\(error)"
        }
    }

    @Test func rowsMakeOneListAndColumnsSeveral() throws {
        let one = try decode(#"{"rows": [{"title": "A"}, {"title": "B"}]}"#)
        #expect(one.lists.map { $0.map(\.title) } == [["A", "B"]])
        let two = try decode(#"{"columns": [{"rows": [{"title": "A"}]}, {"rows": [{"title": "B"}, {"title": "C"}]}]}"#)
        #expect(two.lists.map { $0.map(\.title) } == [["A"], ["B", "C"]])
        #expect(two.scrolls && two.listLength == 2 * SheetContent.rowHeight)
        #expect(try decode("{}").lists.isEmpty)
    }

    @Test func columnsAreCheckedLikeEveryField() {
        #expect(error(#"{"rows": [], "columns": []}"#) == "s.json: sheets[0].content.columns: give rows (one list) or columns (several), not both")
        #expect(error(#"{"columns": [{}]}"#).hasPrefix("s.json: sheets[0].content.columns[0].rows: "))
        #expect(error(#"{"columns": [{"rows": [], "title": "x"}]}"#).contains("columns[0].title: unknown field"))
    }

    @Test func columnsShareTheListAreaEqually() {
        let content = SheetContent(searchPlaceholder: "Search", columns: [[ListRow(title: "A")], [ListRow(title: "B")], [ListRow(title: "C")]])
        let sheet = SheetSpec(id: "s", content: content)
        let size = Size(width: 400, height: 800)
        let geometry = SheetGeometry(edge: .bottom, size: size, margins: .zero, contentMode: .static, mostExpandedExtent: 782)
        let frame = geometry.frame(extent: 782)
        let area = SheetContentLayout.listRect(for: sheet, geometry: geometry, frame: frame)
        let columns = SheetContentLayout.listRects(for: sheet, geometry: geometry, frame: frame)
        #expect(columns.count == 3)
        #expect(columns[0].minX == area.minX && abs(columns[2].maxX - area.maxX) < 1e-9)
        #expect(columns.allSatisfy { abs($0.width - (area.width - 24) / 3) < 1e-9 && $0.minY == area.minY && $0.height == area.height })
        #expect(abs(columns[1].minX - columns[0].maxX - SheetContentLayout.columnGap) < 1e-9)
    }
}
