import Chrome
import Model

/// A notice as shown: its text, the monitor it shows on, its spring (in, and out once
/// `isClosing`) and when it begins to go.
struct ShownNotice {
    var text: String
    var monitor: Rect
    var appear: SpringValue<Level>
    var until: Double
    var isClosing = false
}

/// A notice (``NoticeChrome``): what Flotilla tells the user, near the top of the focused window's
/// monitor, over everything; it springs in, stays ``LivePanels/noticeDuration`` seconds, and fades.
/// A new one takes the place of the one showing.
extension LivePanels {
    /// How long a notice stays before it fades, in seconds.
    static let noticeDuration = 5.0

    /// Shows `text` at `time`.
    mutating func showNotice(_ text: String, at time: Double) {
        let monitor = manager.focusedID.flatMap { manager.frame(of: $0) }.map(manager.monitor(under:)) ?? manager.monitorFrames[0]
        var appear = notice.map(\.appear) ?? SpringValue(Level(0), at: time)
        appear.animate(to: Level(1), at: time, preference: preference)
        notice = ShownNotice(text: text, monitor: monitor, appear: appear, until: time + Self.noticeDuration)
    }

    /// When the notice showing begins to fade (nil: none shows, or it fades already): the host
    /// draws a frame then although nothing moves.
    var noticeDue: Double? { notice.flatMap { $0.isClosing ? nil : $0.until } }

    /// Per frame: a notice past its time fades, and one faded out goes.
    mutating func updateNotice(at time: Double) {
        guard var shown = notice else { return }
        if !shown.isClosing, time >= shown.until {
            shown.isClosing = true
            shown.appear.animate(to: Level(0), at: time, preference: preference)
        }
        _ = shown.appear.update(at: time)
        notice = shown.isClosing && !shown.appear.isMoving ? nil : shown
    }

    /// The notice drawn at `time`: its plate sliding down 8 points as it springs in, and fading.
    func noticeLayer(at time: Double) -> [DisplayItem] {
        guard let shown = notice else { return [] }
        let plate = NoticeChrome.plate(on: shown.monitor)
        let level = shown.appear.value(at: time).value
        let drop = preference == .reduced ? 0 : 8 * (1 - min(1, max(0, level)))
        var layer = LayerItem(id: .surface(.notice), origin: Point(x: plate.minX, y: plate.minY - drop),
                              content: LayerContent(NoticeChrome.items(text: shown.text, size: plate.size)))
        layer.opacity = min(1, max(0, level))
        layer.isMoving = shown.appear.isMoving
        return [.layer(layer)]
    }
}
