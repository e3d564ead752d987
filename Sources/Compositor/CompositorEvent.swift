import Foundation
import Model

/// What happened to a panel, as listeners (and `flotilla run --events`) see it.
public enum CompositorEvent: Hashable, Sendable {
    /// The pointer grabbed the panel.
    case didBeginDragging(panel: String, origin: Point)
    /// The pointer let go; the panel is thrown with `velocity` towards `target` (its origin).
    case didEndDragging(panel: String, velocity: Vector, target: Point)
    /// The panel came to rest at `frame`.
    case didSettle(panel: String, frame: Rect)
    /// Something happened to sheet `id`.
    case sheet(String, SheetEvent)
    /// Something happened to managed panels (focus, pinning, closing, resizing, exposé).
    case floating(FloatingEvent)

    /// The event's name in the JSON lines (kebab-case, FloatingPanel's vocabulary).
    public var name: String {
        switch self {
        case .didBeginDragging: "did-begin-dragging"
        case .didEndDragging: "did-end-dragging"
        case .didSettle: "did-settle"
        case .sheet(_, let e): e.name
        case .floating(let e): e.name
        }
    }

    /// One line of JSON with sorted keys, numbers to 1/100 point.
    public var jsonLine: String {
        func point(_ p: Point) -> [String: Any] { ["x": round2(p.x), "y": round2(p.y)] }
        var object: [String: Any] = ["event": name]
        switch self {
        case .didBeginDragging(let id, let origin):
            object["panel"] = id
            object["origin"] = point(origin)
        case .didEndDragging(let id, let v, let target):
            object["panel"] = id
            object["velocity"] = ["dx": round2(v.dx), "dy": round2(v.dy)]
            object["target"] = point(target)
        case .didSettle(let id, let f):
            object["panel"] = id
            object["frame"] = ["x": round2(f.minX), "y": round2(f.minY), "width": round2(f.width), "height": round2(f.height)]
        case .sheet(let id, let e):
            object["sheet"] = id
            object.merge(e.fields) { a, _ in a }
        case .floating(let e):
            object.merge(e.fields) { a, _ in a }
        }
        let data = try! JSONSerialization.data(withJSONObject: object, options: [.sortedKeys])
        return String(decoding: data, as: UTF8.self)
    }
}

/// `v` to 1/100.
func round2(_ v: Double) -> Double { (v * 100).rounded() / 100 }
