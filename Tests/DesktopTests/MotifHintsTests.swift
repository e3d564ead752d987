import Desktop
import Testing

/// `_MOTIF_WM_HINTS` read as the Motif spec reads it, over what real clients set.
@Suite("Motif decoration hints")
struct MotifHintsTests {
    private func ownTitleBar(_ hints: [UInt32]) -> Bool { MotifHints.drawsOwnTitleBar(hints) }

    @Test func headerBarsAskForNone() {
        #expect(ownTitleBar([0x2, 0, 0, 0, 0]), "GTK's header bars: decorations given, none of them")
        #expect(ownTitleBar([0x2, 0, 0x2, 0, 0]), "the border alone")
        #expect(ownTitleBar([0x3, 0x1, 0, 0, 0]), "functions given too")
    }

    @Test func decorAllAsksForEveryDecoration() {
        #expect(!ownTitleBar([0x2, 0, 0x1, 0, 0]), "mpv and Chromium: MWM_DECOR_ALL")
        #expect(!ownTitleBar([0x2, 0, 0x1 | 0x2, 0, 0]), "all but the border keeps the title")
        #expect(ownTitleBar([0x2, 0, 0x1 | 0x8, 0, 0]), "all but the title")
    }

    @Test func onlyTheNamedDecorationsWithoutDecorAll() {
        #expect(!ownTitleBar([0x2, 0, 0x8, 0, 0]), "the title only")
        #expect(!ownTitleBar([0x2, 0, 0x8 | 0x2 | 0x10, 0, 0]), "title, border and menu")
        #expect(ownTitleBar([0x2, 0, 0x4 | 0x20, 0, 0]), "resize handles and minimise but no title")
    }

    @Test func hintsWithoutTheDecorationsFlagMeanDecorate() {
        #expect(!ownTitleBar([0x1, 0x4, 0, 0, 0]), "only functions given")
        #expect(!ownTitleBar([0, 0, 0, 0, 0]))
        #expect(!ownTitleBar([0x2, 0]), "too short to hold decorations")
        #expect(!ownTitleBar([]))
    }
}
