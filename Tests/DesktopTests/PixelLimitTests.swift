import Desktop
import Testing

/// What Flotilla keeps of a window's pixels, and what the X server can redirect (the model side
/// of the live tests of a notification that makes itself huge and one past the largest pixmap).
@Suite("The pixels kept of a window")
struct PixelLimitTests {
    @Test func aWindowCompositedInPlaceKeepsNoMoreThanTheScreenShowsHoweverLargeItMakesItself() {
        let limit = PixelLimit.inPlace(screen: PixelSize(width: 1280, height: 800))
        #expect(limit.fit(width: 32767, height: 32767) == (1280, 800), "4 MiB, not 4 GiB")
        #expect(limit.fit(width: 300, height: 80) == (300, 80), "a notification of its own size")
        #expect(limit.fit(width: 0, height: -5) == (1, 1), "never empty")
        #expect(PixelLimit.inPlace(screen: PixelSize(width: 16384, height: 16384)) == .framed, "nor more than any window's")
    }

    @Test func aFramedWindowKeepsAtMost8192ASide() {
        #expect(PixelLimit.framed.fit(width: 10_000, height: 600) == (8192, 600))
        #expect(PixelLimit.framed.fit(width: 8192, height: 8192) == (8192, 8192))
    }

    @Test func aWindowWhosePixmapWouldPassTheLargestTheServerMakesIsNotRedirected() {
        #expect(PixelLimit.redirects(width: 32767, height: 10, border: 0))
        #expect(!PixelLimit.redirects(width: 32767, height: 10, border: 1), "borders included")
        #expect(!PixelLimit.redirects(width: 100, height: 32760, border: 4))
        #expect(PixelLimit.redirects(width: 1920, height: 1080, border: 2))
    }
}
