import Model
import Desktop
import X11

extension SessionState.Window {
    /// What the session file keeps of live window `w`, its top-left at `placed` on the root
    /// (pixels): its place and size in points (a torn-off panel's own, its window being larger
    /// by a shadow margin), its panels' layout, its popovers' pages and its sheets' states.
    init(_ w: LiveWindow, placed: RootPoint, pixels: PixelScale) {
        let origin = (x: Int(pixels.points(placed.x).rounded()), y: Int(pixels.points(placed.y).rounded()))
        let c = w.compositor
        self.init(role: w.role, x: origin.x, y: origin.y, width: Int(c.size.width.rounded()), height: Int(c.size.height.rounded()),
                  layout: c.layoutState, sheets: [:])
        if case .tornOff(let panel) = w.role, let frame = c.frame(of: panel) {
            (x, y) = (origin.x + Int(frame.minX.rounded()), origin.y + Int(frame.minY.rounded()))
            (width, height) = (Int(frame.width.rounded()), Int(frame.height.rounded()))
        }
        let stacks = c.pageStacks
        if !stacks.isEmpty { popovers = stacks.mapValues { SessionState.Pages(stack: $0.stack, toggled: $0.toggled.sorted()) } }
        for sheet in c.scene.sheets {
            if let state = c.state(ofSheet: sheet.id) { sheets[sheet.id] = .init(state: state.name, order: state.order) }
        }
    }
}
