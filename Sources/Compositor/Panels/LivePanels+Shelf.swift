import Chrome
import Model

/// The minimise shelf's plate as drawn: where it is, and its fade.
struct ShelfPlate {
    var frame: Rect
    var fade: SpringValue<Level>
}

/// The plate behind each shelf's thumbnails (one a monitor) fades in as the first window goes into
/// that shelf and out as the last one leaves (the thumbnails themselves ride their panels' springs).
extension LivePanels {
    /// Follows the manager's shelves at `time`: each plate takes its frame, fading in when it
    /// comes and out when it goes.
    mutating func followShelf(at time: Double) {
        let shelves = manager.shelves
        for (monitor, shelf) in shelves {
            var shown = shelfPlates[monitor] ?? ShelfPlate(frame: shelf.plate, fade: SpringValue(Level(0), at: time))
            shown.frame = shelf.plate
            if shown.fade.target.value < 1 { shown.fade.animate(to: Level(1), at: time, preference: preference) }
            shelfPlates[monitor] = shown
        }
        for (monitor, var shown) in shelfPlates where shelves[monitor] == nil && shown.fade.target.value > 0 {
            shown.fade.animate(to: Level(0), at: time, preference: preference)
            shelfPlates[monitor] = shown
        }
    }

    /// Per frame: a plate faded out goes.
    mutating func updateShelf(at time: Double) {
        for (monitor, var shown) in shelfPlates {
            _ = shown.fade.update(at: time)
            shelfPlates[monitor] = shown.fade.target.value == 0 && !shown.fade.isMoving ? nil : shown
        }
    }

    /// The plate of the shelf on `monitor` drawn at `time` as a layer.
    func shelfLayer(_ monitor: Int, at time: Double) -> [DisplayItem] {
        guard let shown = shelfPlates[monitor] else { return [] }
        var layer = LayerItem.placed(id: .surface(.shelf(monitor)), at: shown.frame, isMoving: false,
                                     content: LayerContent(ShelfChrome.items(frame: Rect(origin: .zero, size: shown.frame.size))))
        layer.opacity = min(1, max(0, shown.fade.value(at: time).value))
        return [.layer(layer)]
    }
}
