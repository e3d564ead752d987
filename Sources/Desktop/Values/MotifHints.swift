/// `_MOTIF_WM_HINTS` (flags, functions, decorations, …) as the Motif spec reads them.
public enum MotifHints {
    /// Whether `hints` leave the title bar to the client: with the decorations flag (bit 1)
    /// unset, the window manager decorates; set, `MWM_DECOR_ALL` (bit 0) asks for every
    /// decoration but those the other bits name, and without it only the named ones are drawn.
    /// The title is `MWM_DECOR_TITLE` (bit 3).
    public static func drawsOwnTitleBar(_ hints: [UInt32]) -> Bool {
        let decorationsGiven: UInt32 = 1 << 1, all: UInt32 = 1 << 0, title: UInt32 = 1 << 3
        guard hints.count >= 3, hints[0] & decorationsGiven != 0 else { return false }
        let named = hints[2] & title != 0
        let wantsTitle = hints[2] & all != 0 ? !named : named
        return !wantsTitle
    }
}
