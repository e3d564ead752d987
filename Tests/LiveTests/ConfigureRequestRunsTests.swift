import CXCB
import Testing
@testable import X11

/// A run of ConfigureRequests for one window is answered as one (a client resizing itself without
/// pause costs one answer a run, and its requests never wait in memory for a later pass).
@Suite("ConfigureRequest runs")
struct ConfigureRequestRunsTests {
    private func request(window: UInt32 = 7, parent: UInt32 = 1, _ fields: [xcb_config_window_t: Int]) -> xcb_configure_request_event_t {
        var r = xcb_configure_request_event_t()
        r.response_type = UInt8(XCB_CONFIGURE_REQUEST)
        (r.window, r.parent) = (window, parent)
        for (field, value) in fields {
            r.value_mask |= UInt16(field.rawValue)
            switch field {
            case XCB_CONFIG_WINDOW_X: r.x = Int16(value)
            case XCB_CONFIG_WINDOW_Y: r.y = Int16(value)
            case XCB_CONFIG_WINDOW_WIDTH: r.width = UInt16(value)
            case XCB_CONFIG_WINDOW_HEIGHT: r.height = UInt16(value)
            case XCB_CONFIG_WINDOW_BORDER_WIDTH: r.border_width = UInt16(value)
            case XCB_CONFIG_WINDOW_SIBLING: r.sibling = UInt32(value)
            default: r.stack_mode = UInt8(value)
            }
        }
        return r
    }

    @Test func laterFieldsReplaceEarlierOnesAndFieldsAskedOnceStay() {
        let first = request([XCB_CONFIG_WINDOW_X: 10, XCB_CONFIG_WINDOW_Y: 20, XCB_CONFIG_WINDOW_WIDTH: 300, XCB_CONFIG_WINDOW_BORDER_WIDTH: 2])
        let merged = first.followed(by: request([XCB_CONFIG_WINDOW_WIDTH: 350, XCB_CONFIG_WINDOW_HEIGHT: 180]))
            .followed(by: request([XCB_CONFIG_WINDOW_WIDTH: 260]))
        #expect((merged.x, merged.y, merged.width, merged.height, merged.border_width) == (10, 20, 260, 180, 2))
        let all = XCB_CONFIG_WINDOW_X.rawValue | XCB_CONFIG_WINDOW_Y.rawValue | XCB_CONFIG_WINDOW_WIDTH.rawValue
            | XCB_CONFIG_WINDOW_HEIGHT.rawValue | XCB_CONFIG_WINDOW_BORDER_WIDTH.rawValue
        #expect(merged.value_mask == UInt16(all))
    }

    @Test func aLaterRestackingWithoutASiblingIsAgainstEverySibling() {
        let above = Int(XCB_STACK_MODE_ABOVE.rawValue), below = Int(XCB_STACK_MODE_BELOW.rawValue)
        let merged = request([XCB_CONFIG_WINDOW_SIBLING: 99, XCB_CONFIG_WINDOW_STACK_MODE: above])
            .followed(by: request([XCB_CONFIG_WINDOW_STACK_MODE: below]))
        #expect(merged.value_mask == UInt16(XCB_CONFIG_WINDOW_STACK_MODE.rawValue))
        #expect(merged.stack_mode == UInt8(below))
        let kept = request([XCB_CONFIG_WINDOW_SIBLING: 99, XCB_CONFIG_WINDOW_STACK_MODE: above])
            .followed(by: request([XCB_CONFIG_WINDOW_WIDTH: 100]))
        #expect((kept.sibling, kept.stack_mode) == (99, UInt8(above)))
    }

    @Test func onlyTheSameWindowUnderTheSameParentFolds() {
        let r = request([XCB_CONFIG_WINDOW_WIDTH: 1])
        #expect(r.isAbout(theSameWindowAs: request([:])))
        #expect(!r.isAbout(theSameWindowAs: request(window: 8, [:])))
        #expect(!r.isAbout(theSameWindowAs: request(parent: 2, [:])))
    }
}
