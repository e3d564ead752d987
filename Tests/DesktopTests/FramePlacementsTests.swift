import Desktop
import Testing

/// The frames' part of the push: where each held window's frame is put, where it takes the
/// pointer, and how the frames are stacked, read as text and checked by a storm, without X.
@Suite("Frame placements pushed after a frame")
struct FramePlacementsTests {
    let xterm: WindowID = 0x200, gimp: WindowID = 0x300

    func lines(_ wanted: FramePlacements, since pushed: FramePlacements = FramePlacements()) -> String {
        wanted.changes(since: pushed).map(\.description).joined(separator: "\n")
    }

    var resting: FramePlacements {
        FramePlacements(frames: [
            xterm: .init(place: PixelRect(x: 40, y: 84, width: 484, height: 316), inputRegion: [PixelRect(x: 0, y: 0, width: 484, height: 316)]),
            gimp: .init(place: PixelRect(x: 300, y: 200, width: 640, height: 480), inputRegion: [
                PixelRect(x: 0, y: 0, width: 224, height: 480), PixelRect(x: 224, y: 200, width: 416, height: 280),
            ]),
        ], stacking: [gimp, xterm])
    }

    @Test func theFirstPushPlacesAndShapesEachFrameBottomToTopThenStacksThem() {
        #expect(lines(resting) == """
            0x300 frame 640x480+300+200
            0x300 input 224x480+0+0 416x280+224+200
            0x200 frame 484x316+40+84
            0x200 input 484x316+0+0
            restack 0x300 0x200
            """)
        #expect(resting.changes(since: resting).isEmpty, "nothing changed, nothing written")
    }

    @Test func aPanelThatMovesKeepsItsPlaceAndTakesNoInputUntilItRests() {
        var moving = resting
        moving.frames[xterm]?.inputRegion = []
        #expect(lines(moving, since: resting) == "0x200 input none")
        var rested = moving
        rested.frames[xterm] = .init(place: PixelRect(x: 90, y: 84, width: 484, height: 316),
                                     inputRegion: [PixelRect(x: 0, y: 0, width: 484, height: 316)])
        rested.stacking = [xterm, gimp]
        #expect(lines(rested, since: moving) == """
            0x200 frame 484x316+90+84
            0x200 input 484x316+0+0
            restack 0x200 0x300
            """)
    }

    @Test func aWindowNotYetPlacedOrShownByTheServerIsLeftAsItIs() {
        let notYet = FramePlacements(frames: [xterm: .init()], stacking: [xterm])
        #expect(lines(notYet) == """
            0x200 input none
            restack 0x200
            """)
        var fullScreen = resting
        fullScreen.frames[gimp] = .init(place: PixelRect(x: 0, y: 0, width: 1280, height: 800), inputRegion: nil)
        fullScreen.stacking = [xterm, gimp]
        #expect(lines(fullScreen, since: resting) == """
            0x300 frame 1280x800+0+0
            restack 0x200 0x300
            """, "its input region is the server's: not written")
    }

    /// 100,000 random placements (frames placed, moved, shaped, shown by the server, let go;
    /// stacking shuffled), each pushed to a fake X server: the server then shows every place and
    /// region wanted, keeps the last place of a frame whose panel moves, and stacks the frames
    /// as wanted; and a second push of the same placements writes nothing.
    @Test func aStormOfPlacementsLeavesTheServerShowingWhatIsWanted() {
        var random = SystemRandomNumberGenerator()
        let clients = (0..<12).map { WindowID(0x200 + $0 * 0x10) }
        var pushed = FramePlacements(), server: [WindowID: FramePlacements.Frame] = [:], serverStacking: [WindowID] = []
        var wrong: [String] = []
        func rect() -> PixelRect {
            PixelRect(x: Int.random(in: -50..<1300, using: &random), y: Int.random(in: -50..<800, using: &random),
                      width: Int.random(in: 1..<900, using: &random), height: Int.random(in: 1..<700, using: &random))
        }
        for step in 0..<100_000 where wrong.count < 5 {
            var wanted = pushed
            let client = clients.randomElement(using: &random)!
            switch Int.random(in: 0..<7, using: &random) {
            case 0: wanted.frames[client] = .init()
            case 1: wanted.frames[client, default: .init()].place = rect()
            case 2: wanted.frames[client, default: .init()].inputRegion = (0..<Int.random(in: 0..<3, using: &random)).map { _ in rect() }
            case 3: wanted.frames[client, default: .init()].inputRegion = nil
            case 4: wanted.frames[client] = nil
            case 5: wanted.stacking = wanted.frames.keys.shuffled(using: &random)
            default: wanted.frames[client]?.inputRegion = []
            }
            for change in wanted.changes(since: pushed) {
                switch change {
                case .place(let c, let r): server[c, default: .init(inputRegion: nil)].place = r
                case .inputRegion(let c, let r): server[c, default: .init(inputRegion: nil)].inputRegion = r
                case .restack(let order): serverStacking = order
                default: wrong.append("\(step): \(change) is not a frame's")
                }
            }
            for (c, frame) in wanted.frames {
                if let place = frame.place, server[c]?.place != place { wrong.append("\(step): \(c) at \(String(describing: server[c]?.place))") }
                if let region = frame.inputRegion, server[c]?.inputRegion != region { wrong.append("\(step): \(c) input differs") }
            }
            if serverStacking != wanted.stacking, !(serverStacking.isEmpty && wanted.stacking.isEmpty) { wrong.append("\(step): stacking") }
            if !wanted.changes(since: wanted).isEmpty { wrong.append("\(step): a second push wrote something") }
            pushed = wanted
        }
        #expect(wrong.isEmpty, "\(wrong)")
    }
}
