import CXCB
import Desktop
import Glibc
import Input
import Model

/// XInput 2 on a connection: its major opcode (to recognise its events) and the devices' scroll
/// valuators. Present only when the server offers XInput 2.1 (smooth scrolling).
struct XInput2 {
    let opcode: UInt8
    var valuators: ScrollValuators
    /// The server time of the last smooth scroll: a core wheel button at the same time is the
    /// server's emulation of it, and dropped.
    var lastScrollTime: xcb_timestamp_t?
    /// Whether the server tells of pointer barriers hit and left (XInput 2.3).
    let hasBarrierEvents: Bool

    /// Queries the version and every device's scroll classes; nil without XInput 2.1.
    init?(_ c: OpaquePointer) {
        guard let ext = flotilla_xinput_extension(c), ext.pointee.present != 0,
              let version = xcb_input_xi_query_version_reply(c, xcb_input_xi_query_version(c, 2, 3), nil) else { return nil }
        let supported = (version.pointee.major_version, version.pointee.minor_version) >= (2, 1)
        hasBarrierEvents = (version.pointee.major_version, version.pointee.minor_version) >= (2, 3)
        free(version)
        guard supported, let devices = xcb_input_xi_query_device_reply(c, xcb_input_xi_query_device(c, UInt16(XCB_INPUT_DEVICE_ALL.rawValue)), nil)
        else { return nil }
        defer { free(devices) }
        var axes: [Int: [ScrollValuators.Axis]] = [:]
        var infos = xcb_input_xi_query_device_infos_iterator(devices)
        while infos.rem > 0 {
            let info = infos.data!
            var classes = xcb_input_xi_device_info_classes_iterator(info)
            while classes.rem > 0 {
                if classes.data.pointee.type == UInt16(XCB_INPUT_DEVICE_CLASS_TYPE_SCROLL.rawValue) {
                    let scroll = UnsafeRawPointer(classes.data!).load(as: xcb_input_scroll_class_t.self)
                    axes[Int(info.pointee.deviceid), default: []].append(ScrollValuators.Axis(
                        number: Int(scroll.number), isVertical: scroll.scroll_type == UInt16(XCB_INPUT_SCROLL_TYPE_VERTICAL.rawValue),
                        increment: Self.double(scroll.increment)))
                }
                xcb_input_device_class_next(&classes)
            }
            xcb_input_xi_device_info_next(&infos)
        }
        opcode = ext.pointee.major_opcode
        valuators = ScrollValuators(axes: axes)
    }

    /// An XInput 2 event (a GenericEvent of this extension): motion as a pointer move or, when its
    /// scroll valuators moved, a smooth scroll; enter resets the valuators' last values.
    mutating func translate(_ event: UnsafeMutablePointer<xcb_generic_event_t>) -> (WindowID, HostEvent)? {
        let generic = UnsafeRawPointer(event).load(as: xcb_ge_generic_event_t.self)
        guard generic.extension == opcode else { return nil }
        switch Int32(generic.event_type) {
        case XCB_INPUT_ENTER:
            valuators.reset()
            return nil
        case XCB_INPUT_MOTION:
            let motion = UnsafeMutableRawPointer(event).assumingMemoryBound(to: xcb_input_motion_event_t.self)
            let m = motion.pointee
            let at = Point(x: Self.double(m.event_x), y: Self.double(m.event_y)), time = Double(m.time) / 1000
            if let scroll = valuators.deltas(device: Int(m.sourceid), values: Self.values(of: motion)) {
                lastScrollTime = m.time
                // In notches, fractions included, as far as the wheel's: points of the content.
                return (m.event, .input(.scroll(Vector(dx: scroll.dx, dy: scroll.dy) * InputEvent.wheelStep, at: at, time: time)))
            }
            return (m.event, .input(.pointerMoved(at, time: time)))
        default:
            return nil
        }
    }

    /// The valuators a motion event carries: number → value, from its mask and packed values.
    private static func values(of motion: UnsafeMutablePointer<xcb_input_motion_event_t>) -> [Int: Double] {
        let maskWords = Int(xcb_input_button_press_valuator_mask_length(motion))
        guard maskWords > 0, let mask = xcb_input_button_press_valuator_mask(motion),
              let packed = xcb_input_button_press_axisvalues(motion) else { return [:] }
        let count = Int(xcb_input_button_press_axisvalues_length(motion))
        var values: [Int: Double] = [:]
        var next = 0
        for bit in 0..<(maskWords * 32) where next < count && mask[bit / 32] & (1 << UInt32(bit % 32)) != 0 {
            values[bit] = double(packed[next])
            next += 1
        }
        return values
    }

    static func double(_ v: xcb_input_fp3232_t) -> Double { Double(v.integral) + Double(v.frac) / 4_294_967_296 }
    private static func double(_ v: xcb_input_fp1616_t) -> Double { Double(v) / 65536 }
}
