import Desktop
import Testing

/// Issue 60: a client's `_NET_WM_ICON` read as the size nearest what is drawn, and bounded.
@Suite("Clients' icons")
struct ClientIconTests {
    func image(_ side: Int, _ colour: UInt32) -> [UInt32] { [UInt32(side), UInt32(side)] + Array(repeating: colour, count: side * side) }

    @Test func theSmallestAtLeastAsLargeAsDrawnElseTheLargest() throws {
        let list = image(16, 1) + image(48, 2) + image(32, 3) + image(128, 4)
        #expect(ClientIcon(choosingFrom: list, side: 32)?.pixels.first == 3)
        #expect(ClientIcon(choosingFrom: list, side: 40)?.pixels.first == 2)
        #expect(ClientIcon(choosingFrom: list, side: 200)?.pixels.first == 4)
        #expect(ClientIcon(choosingFrom: list, side: 8)?.width == 16)
    }

    @Test func tooLargeEmptyOrCutShortImagesArePassedOver() {
        let huge = image(600, 9)
        #expect(ClientIcon(choosingFrom: huge + image(32, 3), side: 1000)?.pixels.first == 3, "a 600-pixel image is passed over")
        #expect(ClientIcon(choosingFrom: huge, side: 32) == nil)
        #expect(ClientIcon(choosingFrom: [], side: 32) == nil)
        #expect(ClientIcon(choosingFrom: [0, 0, 5], side: 32) == nil)
        #expect(ClientIcon(choosingFrom: [64, 64, 1, 2, 3], side: 32) == nil, "it says 64×64 and holds 3 pixels")
        #expect(ClientIcon(choosingFrom: image(16, 5) + [4_000_000_000, 4_000_000_000], side: 32)?.pixels.first == 5, "absurd sizes end the list")
    }
}
