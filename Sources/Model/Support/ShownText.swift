/// Text from outside Flotilla shown on the screen (a window's title, an application's name): cut
/// to ``bytes`` of UTF-8 as it is read, then to ``limit`` characters, so that a name of one letter
/// and 50,000 combining marks costs what a short one does to measure and draw.
public enum ShownText {
    /// The most characters shown.
    public static let limit = 512
    /// The most bytes read: four a character.
    public static let bytes = 4 * limit

    /// `text` cut to ``bytes`` (at a character's boundary) and then to ``limit`` characters.
    public static func cut(_ text: String) -> String {
        var scalars = String.UnicodeScalarView(), size = 0
        if text.utf8.count > bytes {
            for scalar in text.unicodeScalars {
                size += String(scalar).utf8.count
                guard size <= bytes else { break }
                scalars.append(scalar)
            }
            return String(String(scalars).prefix(limit))
        }
        return text.count > limit ? String(text.prefix(limit)) : text
    }

    /// `value` as a one-line message quotes it (a setting's value, a command's name): control
    /// characters escaped, cut to `limit` characters with an ellipsis.
    public static func quoted(_ value: String, limit: Int = 80) -> String {
        let line = value.escapingControlCharacters
        return line.count > limit ? line.prefix(limit - 1) + "…" : line
    }
}
