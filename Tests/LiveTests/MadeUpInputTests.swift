import CXCB
import Foundation
import Testing
@testable import X11

/// Input another client makes up with SendEvent (a Super+Space, a click) is never the user's;
/// the server's own input is, and a made-up event that is not input is read as any other.
@Suite("Made-up input")
struct MadeUpInputTests {
    /// An event of `code` as xcb hands it over (32 bytes, freed by ``XCBEvent``), sent by a client when `sent`.
    private func event(_ code: Int32, sent: Bool) -> XCBEvent {
        let raw = malloc(32)!.bindMemory(to: xcb_generic_event_t.self, capacity: 1)
        memset(raw, 0, 32)
        raw.pointee.response_type = UInt8(code) | (sent ? 0x80 : 0)
        return XCBEvent(raw)
    }

    @Test func keysButtonsAndMotionSentByAClientAreMadeUpAndTheServersAreNot() {
        for code in [XCB_KEY_PRESS, XCB_KEY_RELEASE, XCB_BUTTON_PRESS, XCB_BUTTON_RELEASE, XCB_MOTION_NOTIFY] {
            #expect(event(code, sent: true).isMadeUpInput, "code \(code) sent")
            #expect(!event(code, sent: false).isMadeUpInput, "code \(code) the server's")
        }
    }

    @Test func otherEventsSentByAClientAreNotInput() {
        // A synthetic ConfigureNotify (ICCCM 4.1.5) and a ClientMessage are read as they are.
        for code in [XCB_CONFIGURE_NOTIFY, XCB_CLIENT_MESSAGE, XCB_EXPOSE, XCB_PROPERTY_NOTIFY] {
            #expect(!event(code, sent: true).isMadeUpInput, "code \(code)")
        }
    }
}
