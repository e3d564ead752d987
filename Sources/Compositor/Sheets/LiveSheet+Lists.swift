import Chrome
import Model

// A sheet's lists: which one the pointer or the wheel tracks, their bounds, the wheel and precise
// scrolling, and momentum handed over to the sheet at the list's top.
extension LiveSheet {
    /// Where each list is drawn at `time`.
    func scrollOffsets(at time: Double) -> [Double] { lists.map { $0.offset(at: time) } }

    /// The list under `p` when the sheet lets it scroll: at the most expanded state, on a vertical
    /// sheet, outside the grabber strip.
    func scrollableList(at p: Point, frame: Rect) -> Int? {
        guard spec.content.scrolls, spec.edge.isVertical, state == anchors.mostExpanded?.state,
              !geometry.grabberArea(length: spec.appearance.grabberAreaLength, in: frame).contains(p) else { return nil }
        return list(at: p, frame: frame)
    }

    /// The list whose column contains `p`.
    private func list(at p: Point, frame: Rect) -> Int? {
        SheetContentLayout.listRects(for: spec, geometry: geometry, frame: frame).firstIndex { $0.contains(p) }
    }

    /// How list `index` may move with the sheet at `frame`. Its hand-off end is the one a pull
    /// towards less expanded reaches: the top for a bottom sheet, the bottom for a top sheet.
    func listBounds(_ index: Int, frame: Rect) -> ListScroll.Bounds {
        let length = SheetContentLayout.listRect(for: spec, geometry: geometry, frame: frame).height
        return ListScroll.Bounds(maximum: SheetContentLayout.maximumScroll(for: spec, list: index, geometry: geometry, frame: frame),
                                 length: length, handOffEnd: spec.edge == .bottom ? .top : spec.edge == .top ? .bottom : nil)
    }

    /// A press at `p`: the list under it (if it scrolls) is grabbed where it is drawn; every other
    /// list stops. Returns the grabbed list.
    mutating func grabList(at p: Point, frame: Rect, time: Double) -> Int? {
        let grabbed = scrollableList(at: p, frame: frame)
        for i in lists.indices {
            if i == grabbed {
                lists[i].grab(at: time, bounds: listBounds(i, frame: frame))
            } else {
                lists[i].stop(at: time, bounds: listBounds(i, frame: frame))
            }
        }
        return grabbed
    }

    /// Stops every list's momentum where it is drawn (the sheet is about to move).
    mutating func stopLists(at time: Double) {
        let frame = self.frame(at: time)
        for i in lists.indices { lists[i].stop(at: time, bounds: listBounds(i, frame: frame)) }
    }

    /// The sheet's extent change for a list pulled `scrolled` past its hand-off end: the pointer
    /// moved the other way on screen by as much.
    func extentChange(scrolledBy scrolled: Double) -> Double {
        spec.edge.extentVelocity(Vector(dx: 0, dy: -scrolled))
    }

    /// Per frame: ends finished list motion (reporting where a list came to rest); a list whose
    /// momentum reached its hand-off end passes its remaining velocity to the sheet, which moves
    /// on from where it is, from that moment.
    mutating func updateLists(time: Double, events: inout [SheetEvent]) {
        for i in lists.indices {
            switch lists[i].update(at: time) {
            case .handOff(let handOff):
                let velocity = extentChange(scrolledBy: handOff.velocity)
                let release = targeting.release(at: extent(at: handOff.time), velocity: velocity, current: state)
                attract(to: release, velocity: velocity, time: handOff.time, events: &events)
            case .rested(let offset):
                events.append(.didEndScrolling(list: i, offset: offset))
            case nil:
                break
            }
        }
    }

    /// The list row under `p`, if the sheet shows a list there.
    func row(at p: Point, time: Double) -> ListRow? {
        let frame = self.frame(at: time)
        guard let list = list(at: p, frame: frame) else { return nil }
        let top = SheetContentLayout.listRect(for: spec, geometry: geometry, frame: frame).minY
        let i = Int(((p.y - top + lists[list].offset(at: time)) / SheetContent.rowHeight).rounded(.down))
        return spec.content.lists[list].indices.contains(i) ? spec.content.lists[list][i] : nil
    }

    /// The wheel over the sheet, `clicks` notches: it scrolls the list under the pointer at the most
    /// expanded state (springing to the wheel's target), and moves the sheet a state at a time
    /// elsewhere (or from the list's top back down).
    mutating func wheel(clicks: Double, at p: Point, time: Double, events: inout [SheetEvent]) {
        let frame = self.frame(at: time)
        if let i = scrollableList(at: p, frame: frame), clicks > 0 || lists[i].offset(at: time) > 0 {
            lists[i].wheel(clicks: clicks, time: time, bounds: listBounds(i, frame: frame))
            return
        }
        if let next = anchors.neighbour(of: state, forward: clicks > 0), next != .hidden {
            move(to: next, animated: true, time: time, events: &events)
        }
    }

    /// Precise scrolling (`delta` points, a touchpad's): the list under the pointer follows at once.
    /// It never moves the sheet: a touchpad sends many small deltas and no end.
    mutating func scroll(by delta: Double, at p: Point, time: Double) {
        let frame = self.frame(at: time)
        guard let i = scrollableList(at: p, frame: frame) else { return }
        lists[i].scroll(by: delta, time: time, bounds: listBounds(i, frame: frame))
    }
}
