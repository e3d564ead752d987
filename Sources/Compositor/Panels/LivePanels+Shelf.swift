import Chrome
import Model

/// The minimise shelf's plate as drawn: where it is, and its fade.
struct ShelfPlate {
    var frame: Rect
    var fade: SpringValue<Level>
}

/// The plate behind the shelf's thumbnails fades in as the first window goes into the shelf and
/// out as the last one leaves (the thumbnails themselves ride their panels' springs).
extension LivePanels {
    /// Follows the manager's shelf at `time`: the plate takes its frame, fading in when it comes
    /// and out when it goes.
    mutating func followShelf(at time: Double) {
        if let plate = manager.shelf?.plate {
            var shown = shelfPlate ?? ShelfPlate(frame: plate, fade: SpringValue(Level(0), at: time))
            shown.frame = plate
            if shown.fade.target.value < 1 { shown.fade.animate(to: Level(1), at: time, preference: preference) }
            shelfPlate = shown
        } else if var shown = shelfPlate, shown.fade.target.value > 0 {
            shown.fade.animate(to: Level(0), at: time, preference: preference)
            shelfPlate = shown
        }
    }

    /// Per frame: a plate faded out goes.
    mutating func updateShelf(at time: Double) {
        guard var shown = shelfPlate else { return }
        _ = shown.fade.update(at: time)
        shelfPlate = shown.fade.target.value == 0 && !shown.fade.isMoving ? nil : shown
    }

    /// The plate drawn at `time` as a layer.
    func shelfLayer(at time: Double) -> [DisplayItem] {
        guard let shown = shelfPlate else { return [] }
        var layer = LayerItem.placed(id: .surface(.shelf), at: shown.frame, isMoving: false,
                                     content: LayerContent(ShelfChrome.items(frame: Rect(origin: .zero, size: shown.frame.size))))
        layer.opacity = min(1, max(0, shown.fade.value(at: time).value))
        return [.layer(layer)]
    }
}
