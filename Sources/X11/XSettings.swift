/// The settings an XSETTINGS manager publishes (the freedesktop XSETTINGS specification): the
/// bytes of property `_XSETTINGS_SETTINGS` on the owner of selection `_XSETTINGS_S<screen>`.
/// Parsing never traps: truncated or corrupt data is no settings at all.
public struct XSettings: Equatable, Sendable {
    /// A setting's value.
    public enum Value: Equatable, Sendable {
        case integer(Int32)
        case string(String)
        /// 16-bit channels, as the specification lists them: red, blue, green, alpha.
        case color(red: UInt16, blue: UInt16, green: UInt16, alpha: UInt16)
    }

    /// The manager's serial, bumped on every change.
    public var serial: UInt32
    /// The settings by name ("Net/ThemeName", "Gtk/EnableAnimations", …).
    public var values: [String: Value]

    public init(serial: UInt32 = 0, values: [String: Value] = [:]) {
        self.serial = serial
        self.values = values
    }

    /// Parses the property's bytes; nil when they are truncated or corrupt (an unknown type, a
    /// byte order other than 0 or 1, lengths running past the end).
    public init?(bytes: [UInt8]) {
        var reader = Reader(bytes: bytes)
        guard let order = reader.byte(), order <= 1, reader.skip(3) else { return nil }
        reader.bigEndian = order == 1
        guard let serial = reader.card32(), let count = reader.card32() else { return nil }
        var values: [String: Value] = [:]
        // Each: type, pad, name (padded to 4), the serial of its last change, the value.
        for _ in 0..<count {
            guard let type = reader.byte(), reader.skip(1), let nameLength = reader.card16(),
                  let name = reader.string(Int(nameLength)), reader.card32() != nil, let value = reader.value(type) else { return nil }
            values[name] = value
        }
        self.init(serial: serial, values: values)
    }

    /// The icon theme the desktop names (`Net/IconThemeName`); nil when it names none.
    public var iconThemeName: String? {
        if case .string(let name) = values["Net/IconThemeName"], !name.isEmpty { return name }
        return nil
    }

    /// Whether the desktop wants animations: `Net/EnableAnimations`, else GNOME's and KDE's
    /// `Gtk/EnableAnimations`, as an integer (0: no). Nil when neither is an integer.
    public var enablesAnimations: Bool? {
        for name in ["Net/EnableAnimations", "Gtk/EnableAnimations"] {
            if case .integer(let v) = values[name] { return v != 0 }
        }
        return nil
    }
}

/// Reads the specification's CARD8/16/32 fields in the data's own byte order, every field
/// bounds-checked.
private struct Reader {
    let bytes: [UInt8]
    var offset = 0
    var bigEndian = false

    mutating func byte() -> UInt8? {
        guard offset < bytes.count else { return nil }
        defer { offset += 1 }
        return bytes[offset]
    }

    mutating func skip(_ n: Int) -> Bool {
        guard n >= 0, bytes.count - offset >= n else { return false }
        offset += n
        return true
    }

    mutating func card16() -> UInt16? { unsigned(2).map { UInt16($0) } }
    mutating func card32() -> UInt32? { unsigned(4).map { UInt32($0) } }

    /// `n` bytes, then the padding to a multiple of 4, as UTF-8 text.
    mutating func string(_ n: Int) -> String? {
        guard bytes.count - offset >= n else { return nil }
        let text = String(decoding: bytes[offset..<offset + n], as: UTF8.self)
        offset += n
        return skip((4 - n % 4) % 4) ? text : nil
    }

    /// A value of `type` (0 integer, 1 string, 2 colour).
    mutating func value(_ type: UInt8) -> XSettings.Value? {
        switch type {
        case 0: return card32().map { .integer(Int32(bitPattern: $0)) }
        case 1:
            guard let length = card32(), length <= UInt32(bytes.count) else { return nil }
            return string(Int(length)).map { .string($0) }
        case 2:
            guard let r = card16(), let b = card16(), let g = card16(), let a = card16() else { return nil }
            return .color(red: r, blue: b, green: g, alpha: a)
        default: return nil
        }
    }

    private mutating func unsigned(_ n: Int) -> UInt64? {
        guard bytes.count - offset >= n else { return nil }
        let slice = bytes[offset..<offset + n]
        offset += n
        return (bigEndian ? Array(slice) : slice.reversed()).reduce(0) { $0 << 8 | UInt64($1) }
    }
}
