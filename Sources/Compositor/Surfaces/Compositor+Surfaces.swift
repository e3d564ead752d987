import Model

// The window as one stack of surfaces, back to front: what each frame draws, in that order, and
// where the pointer goes — to the front-most surface that takes it.
extension Compositor {
    /// The window's surfaces now, back to front: the backdrop, the main content, the desktop's
    /// placed windows, the managed panels' surfaces (pinned and floating panels, dims, popovers,
    /// reserved areas), the sheets, then the overlay's placed windows.
    public var surfaces: [Surface] { surfaces(at: clock.now) }

    func surfaces(at time: Double) -> [Surface] {
        let managed = panels.surfaces(at: time), split = managed.first == .mainContent ? 1 : 0
        return [.backdrop] + managed[..<split] + placed.surfaces(at: .desktop) + managed[split...] + sheets.map { .sheet($0.id) }
            + placed.surfaces(at: .overlay)
    }

    /// The front-most surface that takes the pointer at `p`, and the part of it hit.
    func pointerTarget(at p: Point) -> PointerTarget {
        let now = clock.now
        // One copy of the panels for the whole search (each method called on the stored
        // property copies the struct, and this runs for every pointer move).
        let panels = self.panels
        for surface in surfaces(at: now).reversed() {
            if let target = target(of: surface, at: p, now: now, panels: panels) { return target }
        }
        return .backdrop
    }

    /// Where Flotilla takes the pointer over what it draws: every surface's pointer area, back to
    /// front (what a window under everything it draws, as a desktop's icons are, must leave to
    /// it); nil while it takes every press: a press anywhere closes exposé, the arrangements, a window menu or a
    /// popover, a modal sheet's dim takes it, Alt+Tab's switcher shows, or a panel is held.
    public var pointerAreas: [Rect]? {
        let panels = self.panels
        guard panels.gesture?.heldID == nil, panels.openMenu == nil, panels.openWindowMenu == nil, panels.frontPopover == nil, panels.switcher == nil,
              panels.search == nil, !panels.confirmsLogOut, !panels.manager.isExposing else { return nil }
        let now = clock.now
        let window = Rect(origin: .zero, size: size)
        let areas = surfaces(at: now).compactMap { pointerArea(of: $0, at: now) }
        return areas.contains(window) ? nil : areas
    }

    /// Where `surface` takes the pointer now, as one rectangle that holds every point
    /// ``target(of:at:now:)`` would answer for (nil: nowhere). What a hosted app's input region
    /// leaves out above it.
    func pointerArea(of surface: Surface, at now: Double) -> Rect? {
        let window = Rect(origin: .zero, size: size)
        switch surface {
        case .backdrop, .mainContent, .pinPreview, .compactDim, .modalDim, .placedWindow, .switcher, .search, .notice, .exposeLabels:
            return nil
        case .logOut:
            return panels.logOutPlate
        case .sheet(let id):
            guard let s = sheets.first(where: { $0.id == id }) else { return nil }
            if s.capturesPresses(at: now) { return window }
            return s.isShown ? s.frame(at: now) : nil
        case .panel(let id):
            return panels.shownTarget(id, at: now).flatMap { panels.manager.hitArea(of: $0) }
        case .exposeDim:
            return panels.manager.isExposing ? window : nil
        case .spacesRow:
            return nil
        case .reservedArea(let id):
            return panels.reserved.first { $0.id == id }?.frame(in: panels.manager.container, at: now)
        case .shelf(let monitor):
            return panels.manager.shelves[monitor]?.plate
        case .arrangements:
            return panels.openMenu?.frame
        case .windowMenu:
            return panels.openWindowMenu?.frame
        }
    }

    /// Whether `surface` takes the pointer at `p`, and how.
    private func target(of surface: Surface, at p: Point, now: Double, panels: LivePanels) -> PointerTarget? {
        switch surface {
        case .backdrop, .mainContent:
            return .backdrop
        case .sheet(let id):
            guard let s = sheets.first(where: { $0.id == id }) else { return nil }
            if s.isShown, s.frame(at: now).contains(p) { return .sheet(id) }
            return s.capturesPresses(at: now) ? .sheetBackdrop(id) : nil
        case .panel(let id):
            return panels.shownTarget(id, at: now).flatMap { panels.manager.hit($0, at: p) }.map { .panel(id, $0) }
        case .exposeDim:
            return panels.manager.isExposing ? .exposeDim : nil
        case .spacesRow:
            return panels.spacesRowHolds(p) ? .inert : nil
        case .reservedArea(let id):
            let frame = panels.reserved.first { $0.id == id }?.frame(in: panels.manager.container, at: now)
            return frame?.contains(p) == true ? .inert : nil
        case .shelf(let monitor):
            return panels.manager.shelves[monitor]?.plate.contains(p) == true ? .inert : nil
        case .arrangements:
            return panels.openMenu?.contains(p) == true ? .inert : nil
        case .windowMenu:
            return panels.openWindowMenu?.contains(p) == true ? .inert : nil
        case .logOut:
            return panels.logOutPlate?.contains(p) == true ? .inert : nil
        case .pinPreview, .compactDim, .modalDim, .placedWindow, .switcher, .search, .notice, .exposeLabels:
            return nil
        }
    }
}
