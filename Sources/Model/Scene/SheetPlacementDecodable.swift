import Foundation

// Strict decoding of a sheet's bottom bar, breadth and alignment (see docs/scenes.md, "Sheets").

extension SheetBottomBar: Decodable {
    enum FieldKey: String, CodingKey, CaseIterable {
        case title, height
    }

    public init(from decoder: any Decoder) throws {
        let f = try Fields(decoder, keys: FieldKey.self)
        self.init(title: try f.required(.title), height: try f.positive(.height, default: 48, max: 1000))
    }
}

extension SheetAlignment {
    /// The alignment in field `key` of `f`; nil when absent.
    static func decode<Key>(_ f: Fields<Key>, _ key: Key) throws -> SheetAlignment? {
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

    enum FieldKey: String, CodingKey, CaseIterable {
        case minWindowWidth, breadth, align, margins
    }

    init(from decoder: any Decoder) throws {
        let f = try Fields(decoder, keys: FieldKey.self)
        minWindowWidth = try f.positive(.minWindowWidth, max: maximumLength)
        breadth = f.has(.breadth) ? try f.positive(.breadth, max: maximumLength) : nil
        alignment = try SheetAlignment.decode(f, .align)
        margins = try f.optional(.margins)
    }

    /// The rule, filled in with the sheet's own placement.
    func placement(over own: SheetPlacement) -> WideSheetPlacement {
        WideSheetPlacement(minWindowWidth: minWindowWidth,
                           placement: SheetPlacement(breadth: breadth ?? own.breadth, alignment: alignment ?? own.alignment,
                                                     margins: margins ?? own.margins))
    }
}
