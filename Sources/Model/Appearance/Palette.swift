extension Color {
    /// The colours Flotilla's own drawing uses, named for what they are: the greys and fills of the
    /// chrome (Apple's light-mode system colours), two accents, and the Nord colours of the default
    /// backdrop, the bench scenes and thumbnail grids. What each is used for is named where it is used.
    public enum Palette {
        /// Near black (#1C1C1E): titles and rows.
        public static let nearBlack = Color(rgb: 0x1C1C1E)
        /// Dark grey (#3A3A3C): body text.
        public static let darkGray = Color(rgb: 0x3A3A3C)
        /// Grey (#8E8E93): subtitles, placeholders, quiet titles.
        public static let gray = Color(rgb: 0x8E8E93)
        /// Light grey (#C7C7CC): grabbers and quiet glyphs.
        public static let lightGray = Color(rgb: 0xC7C7CC)
        /// Pale grey (#F0F0F4): a popover's bar.
        public static let paleGray = Color(rgb: 0xF0F0F4)
        /// Off-white (#FAFAFC): a managed panel's surface.
        public static let offWhite = Color(rgb: 0xFAFAFC)
        /// Black at 12% (#0000001F): hairlines and borders.
        public static let hairline = Color(rgba: 0x0000_001F)
        /// Blue-grey at 15% (#3C3C4326): list separators.
        public static let separator = Color(rgba: 0x3C3C_4326)
        /// Grey at 12% (#7676801F): the fill of a search field.
        public static let fieldFill = Color(rgba: 0x7676_801F)
        /// A calm blue (#3A7BD5): the default tint.
        public static let calmBlue = Color(rgb: 0x3A7BD5)
        /// A warm red (#FF5F57): the close glyph.
        public static let closeRed = Color(rgb: 0xFF5F57)
        /// Nord's darkest polar night (nord0, #2E3440).
        public static let nord0 = Color(rgb: 0x2E3440)
        /// Nord's second polar night (nord1, #3B4252).
        public static let nord1 = Color(rgb: 0x3B4252)
        /// Nord's darkest snow storm (nord4, #D8DEE9).
        public static let nord4 = Color(rgb: 0xD8DEE9)
        /// Nord's lightest snow storm (nord6, #ECEFF4).
        public static let nord6 = Color(rgb: 0xECEFF4)
        /// Nord's deep frost blue (nord10, #5E81AC).
        public static let nord10 = Color(rgb: 0x5E81AC)
    }
}
