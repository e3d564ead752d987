import Model

// Text snapshots: the compositor's state and a frame's display list as readable text, the main
// regression layer for layout and motion (tests snapshot it; `flotilla record --text` writes it).
extension Compositor {
    /// The live state at the clock's time, one thing a line: every panel (state, its space and
    /// whether that shows, where it is drawn, where it is going, focus, whether a spring carries it), the main content, the pin preview,
    /// exposé, every reserved area drawn (where, and whether it is sliding out), and every sheet
    /// (state, extent, list offset, motion).
    public var stateText: String {
        let now = clock.now
        var lines = ["window \(TextDump.size(size)) at \(TextDump.number(now * 1000)) ms"]
        for target in panels.targets {
            lines.append(panelLine(target, now: now))
        }
        for id in panels.presentation.leaving.keys.sorted() {
            if let pose = panels.pose(of: id, at: now) {
                lines.append("panel \(id) closing at \(TextDump.rect(pose.shownFrame)) opacity \(TextDump.number(pose.opacity))")
            }
        }
        if panels.mainContent != nil { lines.append("main content \(TextDump.rect(panels.mainFrame(at: now)))") }
        if let (panel, frame, alpha) = panels.presentation.previewShown(at: now) {
            lines.append("pin preview for \(panel) at \(TextDump.rect(frame)) alpha \(TextDump.number(alpha))")
        }
        if panels.manager.isExposing || panels.presentation.exposeDim.value(at: now).value > 0 {
            lines.append("exposé \(panels.manager.isExposing ? "on" : "off") dim \(TextDump.number(panels.presentation.exposeDim.value(at: now).value))"
                + (panels.manager.exposeLit.map { " lit \($0)" } ?? ""))
        }
        for area in panels.reserved {
            guard let f = area.frame(in: panels.manager.container, at: now) else { continue }
            lines.append("reserved \(area.id) \(area.spec.area.edge.rawValue) at \(TextDump.rect(f))" + (area.isShown ? "" : " hiding"))
        }
        for sheet in sheets { lines.append(sheetLine(sheet, now: now)) }
        return lines.joined(separator: "\n") + "\n"
    }

    /// The state and a frame's display list, as one text snapshot.
    public func snapshotText(of frame: Frame) -> String {
        stateText + frame.displayList.textDump
    }

    private func panelLine(_ t: PanelTarget, now: Double) -> String {
        let state: String = switch t.state {
        case .pinned(let side, let index): "pinned \(side.rawValue) \(index)"
        default: t.state.name
        }
        var line = "panel \(t.id) \(state)"
        if let space = panels.manager.spaces.spaceOf[t.id] { line += " space \(space + 1)" + (panels.manager.isHere(t.id) ? "" : " (away)") }
        if t.isFocused { line += " focused" }
        if let pose = panels.pose(of: t.id, at: now) {
            line += " at \(TextDump.rect(pose.shownFrame))"
            if pose.opacity != 1 { line += " opacity \(TextDump.number(pose.opacity))" }
        }
        if panels.gesture?.heldID == t.id {
            line += " held"
        } else if panels.isMoving(t.id) {
            line += " → \(TextDump.rect(t.frame))"
        }
        return line
    }

    private func sheetLine(_ s: LiveSheet, now: Double) -> String {
        var line = "sheet \(s.id) \(s.state.name) extent \(TextDump.number(s.extent(at: now)))"
        let offsets = s.scrollOffsets(at: now)
        if offsets.contains(where: { $0 != 0 }) { line += " scrolled " + offsets.map(TextDump.number).joined(separator: ", ") }
        switch s.motion {
        case .resting: break
        case .dragging: line += " dragged"
        case .attracting(let spring, _): line += " → \(TextDump.number(spring.target))"
        }
        return line
    }
}
