import Foundation

// Strict decoding of a sheet's bottom bar, breadth and alignment (see docs/scenes.md, "Sheets").

extension SheetBottomBar: Decodable {
    public init(from decoder: any Decoder) throws {
        let f = try Fields(decoder, allowed: ["title", "height"])
        self.init(title: try f.required("title"), height: try f.positive("height", default: 48, max: 1000))
    }
}

extension SheetAlignment {
    /// The alignment in field `key` of `f`; nil when absent.
    static func decode(_ f: Fields, _ key: String) throws -> SheetAlignment? {
        guard let name: String = try f.optional(key) else { return nil }
        guard let a = SheetAlignment(rawValue: name) else { throw f.error(key, "expected start, center or end, got \"\(name)\"") }
        return a
    }
}

/// A sheet's `wide` rule as written: what it leaves out is the sheet's own.
struct WideEntry: Decodable {
    var minWindowWidth: Double
    var breadth: Double?
    var alignment: SheetAlignment?
    var margins: EdgeInsets?

    init(from decoder: any Decoder) throws {
        let f = try Fields(decoder, allowed: ["minWindowWidth", "breadth", "align", "margins"])
        minWindowWidth = try f.positive("minWindowWidth", max: maximumLength)
        breadth = f.has("breadth") ? try f.positive("breadth", max: maximumLength) : nil
        alignment = try SheetAlignment.decode(f, "align")
        margins = try f.optional("margins")
    }

    /// The rule, filled in with the sheet's own placement.
    func placement(over own: SheetPlacement) -> WideSheetPlacement {
        WideSheetPlacement(minWindowWidth: minWindowWidth,
                           placement: SheetPlacement(breadth: breadth ?? own.breadth, alignment: alignment ?? own.alignment,
                                                     margins: margins ?? own.margins))
    }
}
