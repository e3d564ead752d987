import Compositor
import Desktop
import Model
import Render
import X11

/// What every window of a live session is made with: a compositor on the session's clock,
/// measuring text with the session's fonts, drawn by the session's renderer (whose layer cache
/// serves every window) at the session's frame rate.
struct WindowMaker {
    let renderer: Renderer
    let textMeasurer: TextMeasurer
    let clock: any AnimationClock
    /// The time between two frames while something moves.
    let frameInterval: Double

    /// Points to the windows' pixels and back, at the renderer's scale.
    var pixels: PixelScale { PixelScale(scale: renderer.scale) }

    /// A compositor for `scene`, moving as `motion` says.
    func compositor(for scene: Scene, motion: MotionPreference) -> Compositor {
        Compositor(scene: scene, clock: clock, textMeasurer: textMeasurer, motion: motion)
    }

    /// The live window of `role` that draws `compositor` in `window`, whose top-left lies at
    /// `origin` on the root.
    func live(_ role: WindowRole, in window: X11Window, showing compositor: Compositor, at origin: RootPoint) throws(FlotillaError) -> LiveWindow {
        try LiveWindow(role: role, window: window, compositor: compositor, renderer: renderer, frameInterval: frameInterval, origin: origin)
    }
}

/// Springs, or cross-fades in their stead, for a session's windows: `--reduced-motion`, the
/// settings' `motion.reduced`, or what the desktop's XSETTINGS ask (`Net/EnableAnimations` or
/// `Gtk/EnableAnimations` 0: cross-fades), the last two followed while Flotilla runs.
struct SessionMotion {
    private(set) var preference: MotionPreference
    /// `--reduced-motion`: the desktop's settings are not asked.
    let isAsked: Bool
    private var desktopReduces: Bool
    private var settingsReduce = false

    init(reducedAsked: Bool, connection: X11Connection) {
        isAsked = reducedAsked
        desktopReduces = !reducedAsked && Self.desktopReduces(connection)
        preference = reducedAsked || desktopReduces ? .reduced : .full
    }

    /// Whether the desktop's XSETTINGS ask for cross-fades (animations turned off); not where no
    /// settings manager runs.
    private static func desktopReduces(_ connection: X11Connection) -> Bool {
        (try? connection.xsettings())??.enablesAnimations == false
    }

    /// The desktop's settings changed: reads them again (unless `--reduced-motion` was given);
    /// the new preference when it is not what it was.
    mutating func follow(_ connection: X11Connection) -> MotionPreference? {
        guard !isAsked else { return nil }
        desktopReduces = Self.desktopReduces(connection)
        return update()
    }

    /// The settings' `motion.reduced` is `reduce`: the new preference when it is not what it was.
    mutating func follow(settingsReduce reduce: Bool) -> MotionPreference? {
        settingsReduce = reduce
        return update()
    }

    private mutating func update() -> MotionPreference? {
        let motion: MotionPreference = isAsked || desktopReduces || settingsReduce ? .reduced : .full
        guard motion != preference else { return nil }
        preference = motion
        return motion
    }
}
