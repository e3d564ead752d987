import CXCB
import Desktop
import Glibc
import Input

/// One pointer barrier (XFixes 5) at a pushed edge: vertical (it stops motion along x) or not.
struct PushBarrier {
    let edge: PushedEdge
    let vertical: Bool
    /// Whether the pointer is against it now (hit since it last left).
    var isHit = false
}

/// The pressure barriers (GNOME's): XFixes pointer barriers at each monitor's top-left corner
/// (one along each side of it, ``cornerReach`` long) and along its bottom edge, each letting the
/// pointer through only away from the edge; the XInput 2.3 BarrierHit events they make, carrying
/// how far each motion would have gone past, are summed per edge (``EdgePressure``). A warp, an
/// absolute move (XTEST's, `xdotool mousemove`) or motion that merely arrives at the edge hits no
/// barrier; a push into it does. Pushes while a client holds the pointer (a drag) count for nothing.
extension X11Connection {
    /// How far the corner's barriers reach along each side from the corner, in pixels.
    static let cornerReach = 32

    /// Whether the server has pointer barriers and tells of their hits (XFixes 5 and XInput 2.3).
    public var hasPressureBarriers: Bool {
        guard xinput?.hasBarrierEvents == true, flotilla_xfixes_extension(raw)?.pointee.present ?? 0 != 0,
              let reply = xcb_xfixes_query_version_reply(raw, xcb_xfixes_query_version(raw, 5, 0), nil) else { return false }
        defer { free(reply) }
        return reply.pointee.major_version >= 5
    }

    /// Puts pressure barriers at `edges` (after ``claimManagement(name:replacing:timeout:)``),
    /// removing those elsewhere; none where the server has none (``hasPressureBarriers``).
    public func openPressureBarriers(at edges: [PushedEdge]) {
        guard let state = managing else { return }
        let wanted = Set(edges)
        for (id, barrier) in state.barriers where !wanted.contains(barrier.edge) {
            xcb_xfixes_delete_pointer_barrier(raw, id)
            managing!.barriers[id] = nil
            managing!.pressures[barrier.edge] = nil
        }
        let open = Set(state.barriers.values.map(\.edge))
        for edge in edges where !open.contains(edge) {
            for (line, vertical) in Self.lines(of: edge) {
                let id = xcb_generate_id(raw)
                let allowed = vertical ? XCB_XFIXES_BARRIER_DIRECTIONS_POSITIVE_X : edge.isBottom ? XCB_XFIXES_BARRIER_DIRECTIONS_NEGATIVE_Y
                    : XCB_XFIXES_BARRIER_DIRECTIONS_POSITIVE_Y
                xcb_xfixes_create_pointer_barrier(raw, id, rootWindow, UInt16(clamping: line.x1), UInt16(clamping: line.y1),
                                                  UInt16(clamping: line.x2), UInt16(clamping: line.y2), allowed.rawValue, 0, nil)
                managing!.barriers[id] = PushBarrier(edge: edge, vertical: vertical)
            }
            managing!.pressures[edge] = EdgePressure()
        }
        flush()
    }

    /// The barriers' lines for `edge`: the corner's two sides, or the bottom edge.
    private static func lines(of edge: PushedEdge) -> [(line: (x1: Int, y1: Int, x2: Int, y2: Int), vertical: Bool)] {
        switch edge {
        case .corner(let p):
            return [((p.x, p.y, p.x, p.y + cornerReach), true), ((p.x, p.y, p.x + cornerReach, p.y), false)]
        case .bottom(let x, let y, let width):
            return [((x, y, x + width, y), false)]
        }
    }

    /// A BarrierHit or BarrierLeave of one of the barriers: once its edge's pressure fires, the
    /// corner's as ``HostEvent/exposeAsked(time:)`` and the bottom edge's as
    /// ``ClientEvent/bottomEdgePushed(x:y:width:)`` (for the root); else dropped.
    func translateBarrier(_ event: UnsafeMutablePointer<xcb_generic_event_t>) -> HostingTranslation {
        guard let opcode = xinput?.opcode, managing != nil else { return .notHosting }
        let generic = UnsafeRawPointer(event).load(as: xcb_ge_generic_event_t.self)
        guard generic.extension == opcode,
              [XCB_INPUT_BARRIER_HIT, XCB_INPUT_BARRIER_LEAVE].contains(Int32(generic.event_type)) else { return .notHosting }
        let hit = UnsafeRawPointer(event).load(as: xcb_input_barrier_hit_event_t.self)
        guard var barrier = managing!.barriers[hit.barrier], var pressure = managing!.pressures[barrier.edge] else { return .dropped }
        defer { managing!.pressures[barrier.edge] = pressure }
        guard Int32(generic.event_type) == XCB_INPUT_BARRIER_HIT else {
            managing!.barriers[hit.barrier]?.isHit = false
            // Off every barrier of its edge: the next push starts from nothing.
            if !managing!.barriers.values.contains(where: { $0.edge == barrier.edge && $0.isHit }) { pressure.left() }
            return .dropped
        }
        barrier.isHit = true
        managing!.barriers[hit.barrier] = barrier
        guard hit.flags & UInt32(XCB_INPUT_BARRIER_FLAGS_DEVICE_IS_GRABBED.rawValue) == 0 else { return .dropped }
        let dx = XInput2.double(hit.dx), dy = XInput2.double(hit.dy), time = Double(hit.time) / 1000
        guard pressure.push(across: barrier.vertical ? dx : dy, along: barrier.vertical ? dy : dx, at: time) else { return .dropped }
        switch barrier.edge {
        case .corner: return .translated(rootWindow, .exposeAsked(time: time))
        case .bottom(let x, let y, let width): return .translated(rootWindow, .client(.bottomEdgePushed(x: x, y: y, width: width)))
        }
    }
}
