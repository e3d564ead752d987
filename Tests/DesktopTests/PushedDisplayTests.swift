import Desktop
import Model
import Testing

/// The one push: a wanted value of frames, display state and keyboard, written against one record
/// of what was written, frames first and the keyboard last, read as text without X.
@Suite("One push, one record")
struct PushedDisplayTests {
    let xterm: WindowID = 0x200, gimp: WindowID = 0x300, own: WindowID = 0x1e7

    var frames: FramePlacements {
        FramePlacements(frames: [
            xterm: .init(place: PixelRect(x: 40, y: 84, width: 484, height: 316), inputRegion: []),
            gimp: .init(place: PixelRect(x: 300, y: 200, width: 640, height: 480), inputRegion: []),
        ], stacking: [gimp, xterm])
    }

    var display: WantedXState {
        WantedXState(clients: [xterm, gimp], stacking: [gimp, xterm], active: xterm)
    }

    func lines(_ changes: [XChange]) -> String { changes.map(\.description).joined(separator: "\n") }

    @Test func theFramesAreWrittenFirstThenTheDisplaysStateThenTheKeyboardLast() {
        var pushed = PushedDisplay(), focus = KeyboardFocus()
        let changes = pushed.write(WantedDisplay(frames: frames, display: display, keyboard: .heldBy(xterm)), focus: &focus)
        #expect(lines(changes) == """
            0x300 frame 640x480+300+200
            0x300 input none
            0x200 frame 484x316+40+84
            0x200 input none
            restack 0x300 0x200
            _NET_CLIENT_LIST 0x200 0x300
            _NET_CLIENT_LIST_STACKING 0x300 0x200
            _NET_ACTIVE_WINDOW 0x200
            focus 0x200
            """)
        #expect(pushed.frames == frames && pushed.display == display, "the record is what was written")
        let again = pushed.write(WantedDisplay(frames: frames, display: display, keyboard: .heldBy(xterm)), focus: &focus)
        #expect(again.isEmpty, "nothing changed, nothing written")
    }

    @Test func aPartLeftOutIsLeftAsItWasWritten() {
        var pushed = PushedDisplay(), focus = KeyboardFocus()
        _ = pushed.write(WantedDisplay(frames: frames, display: display, keyboard: .heldBy(xterm)), focus: &focus)
        var moved = frames
        moved.frames[xterm]?.place = PixelRect(x: 90, y: 84, width: 484, height: 316)
        let placementsOnly = pushed.write(WantedDisplay(frames: moved), focus: &focus)
        #expect(lines(placementsOnly) == "0x200 frame 484x316+90+84", "a frame's push writes no state and gives no keyboard")
        #expect(pushed.display == display)
        var raised = display
        raised.stacking = [xterm, gimp]
        let stateOnly = pushed.write(WantedDisplay(display: raised), focus: &focus)
        #expect(lines(stateOnly) == "_NET_CLIENT_LIST_STACKING 0x200 0x300")
        #expect(pushed.frames == moved, "a state's push leaves the frames as written")
    }

    @Test func theKeyboardIsGivenOnlyWhenItsHolderChangesAndNeverToNone() {
        var pushed = PushedDisplay(), focus = KeyboardFocus()
        #expect(lines(pushed.write(WantedDisplay(keyboard: .heldBy(own)), focus: &focus)) == "focus 0x1e7")
        #expect(pushed.write(WantedDisplay(keyboard: .heldBy(own)), focus: &focus).isEmpty, "a client moving the focus inside itself is not fought")
        #expect(pushed.write(WantedDisplay(keyboard: .heldBy(nil)), focus: &focus).isEmpty, "none picked: the desktop's window manager gives it")
        #expect(lines(pushed.write(WantedDisplay(keyboard: .heldBy(own)), focus: &focus)) == "focus 0x1e7", "wanted again after none")
        focus.tookItWithItsMap(gimp)
        #expect(pushed.write(WantedDisplay(keyboard: .heldBy(gimp)), focus: &focus).isEmpty, "a window that took it with its map is not given it again")
        #expect(pushed.write(WantedDisplay(frames: frames), focus: &focus).allSatisfy { if case .focus = $0 { false } else { true } },
                "a push without the keyboard leaves it")
    }
}
