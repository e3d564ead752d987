import Testing
import X11

/// The XSETTINGS parser without a server: blobs laid out as the freedesktop specification says,
/// in either byte order, and broken ones, which must read as no settings rather than trap.
struct XSettingsTests {
    /// A setting as the specification lays it out.
    enum Setting {
        case integer(String, Int32)
        case string(String, String)
        case color(String, [UInt16])
    }

    /// The property's bytes for `settings` in `bigEndian` order (or little-endian), serial 7.
    static func blob(_ settings: [Setting], bigEndian: Bool = false) -> [UInt8] {
        func card(_ v: UInt64, _ n: Int) -> [UInt8] {
            let little = (0..<n).map { UInt8(truncatingIfNeeded: v >> (8 * UInt64($0))) }
            return bigEndian ? little.reversed() : little
        }
        func padded(_ text: String) -> [UInt8] {
            let bytes = Array(text.utf8)
            return bytes + Array(repeating: 0, count: (4 - bytes.count % 4) % 4)
        }
        var out: [UInt8] = [bigEndian ? 1 : 0, 0, 0, 0] + card(7, 4) + card(UInt64(settings.count), 4)
        for s in settings {
            let (type, name): (UInt8, String)
            switch s {
            case .integer(let n, _): (type, name) = (0, n)
            case .string(let n, _): (type, name) = (1, n)
            case .color(let n, _): (type, name) = (2, n)
            }
            out += [type, 0] + card(UInt64(name.utf8.count), 2) + padded(name) + card(3, 4)
            switch s {
            case .integer(_, let v): out += card(UInt64(UInt32(bitPattern: v)), 4)
            case .string(_, let v): out += card(UInt64(v.utf8.count), 4) + padded(v)
            case .color(_, let c): out += c.flatMap { card(UInt64($0), 2) }
            }
        }
        return out
    }

    static let desktop: [Setting] = [.string("Net/ThemeName", "Adwaita"), .integer("Net/EnableAnimations", 0),
                                     .color("Net/Accent", [0xFFFF, 0x1000, 0x2000, 0xFFFF]), .integer("Gtk/CursorThemeSize", -24)]

    @Test(arguments: [false, true])
    func eitherByteOrderReadsTheSame(bigEndian: Bool) throws {
        let settings = try #require(XSettings(bytes: Self.blob(Self.desktop, bigEndian: bigEndian)))
        #expect(settings.serial == 7)
        #expect(settings.values == ["Net/ThemeName": .string("Adwaita"), "Net/EnableAnimations": .integer(0),
                                    "Net/Accent": .color(red: 0xFFFF, blue: 0x1000, green: 0x2000, alpha: 0xFFFF),
                                    "Gtk/CursorThemeSize": .integer(-24)])
        #expect(settings.enablesAnimations == false)
    }

    @Test func gnomesOwnNameCountsWhenTheNetOneIsAbsent() {
        #expect(XSettings(bytes: Self.blob([.integer("Gtk/EnableAnimations", 0)]))?.enablesAnimations == false)
        #expect(XSettings(bytes: Self.blob([.integer("Gtk/EnableAnimations", 1)]))?.enablesAnimations == true)
        let both = XSettings(bytes: Self.blob([.integer("Gtk/EnableAnimations", 0), .integer("Net/EnableAnimations", 1)]))
        #expect(both?.enablesAnimations == true, "Net/EnableAnimations first")
    }

    @Test func absentOrNotAnIntegerSaysNothing() {
        #expect(XSettings(bytes: Self.blob([.string("Net/ThemeName", "Adwaita")]))?.enablesAnimations == nil)
        #expect(XSettings(bytes: Self.blob([.string("Net/EnableAnimations", "0")]))?.enablesAnimations == nil)
        #expect(XSettings(bytes: Self.blob([]))?.values == [:])
    }

    /// Every truncation of a valid blob, a wrong byte order, an unknown type and lengths running
    /// past the end: no settings, no trap.
    @Test func brokenDataIsNoSettings() {
        let whole = Self.blob(Self.desktop)
        for n in 0..<whole.count { #expect(XSettings(bytes: Array(whole.prefix(n))) == nil, "truncated to \(n)") }
        var order = whole
        order[0] = 2
        #expect(XSettings(bytes: order) == nil)
        var type = Self.blob([.integer("A", 1)])
        type[12] = 3
        #expect(XSettings(bytes: type) == nil)
        var count = Self.blob([.integer("A", 1)])
        count[8] = 0xFF
        count[11] = 0xFF
        #expect(XSettings(bytes: count) == nil)
        var length = Self.blob([.string("A", "x")])
        length[24...27] = [0xFF, 0xFF, 0xFF, 0xFF]
        #expect(XSettings(bytes: length) == nil)
    }
}
