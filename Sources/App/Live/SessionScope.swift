import Desktop

/// Where a live session shows: a window of its own, or the whole display.
public enum SessionScope: Equatable, Sendable {
    /// The scene's main window (`flotilla run`).
    case window
    /// `flotilla manage`: Flotilla is the display's window manager and compositor, painting on
    /// the Composite overlay window; every top-level window is a panel. `replacing` takes over
    /// from a window manager that runs (ICCCM 2.8); with `rootBackground`, the root's background
    /// (a wallpaper setter's pixmap) is drawn over the scene's backdrop while it has one;
    /// `spaces`: how many spaces (nil: as many as a manager before left, else `defaultSpaces`).
    case managed(replacing: Bool, rootBackground: Bool = false, spaces: Int? = nil, defaultSpaces: Int = Spaces.defaultCount)
}
