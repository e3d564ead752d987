import Assets
import Compositor
import Model
import Render

/// Renders scenes with no X server: a compositor on a manual clock drawn onto an image surface.
public final class HeadlessRenderer {
    private let renderer: Renderer
    /// Measures text with the renderer's fonts, for compositors whose frames this draws.
    public let textMeasurer: TextMeasurer

    /// Pixels per point of the images drawn.
    public var scale: Double { renderer.scale }

    /// Images come out at `scale` pixels per point (``DisplayScale``).
    public init(scale: Double = 1) throws(FlotillaError) {
        try DisplayScale.check(scale)
        let fonts = try Fonts.load()
        renderer = Renderer(fonts: fonts, scale: scale)
        textMeasurer = TextMeasurer(fonts: fonts)
    }

    /// The scene as it looks `time` seconds after it starts, its motion at time 0 carried by springs
    /// or, with `motion` reduced, by cross-fades.
    public func render(_ scene: Scene, at time: Double = 0, motion: MotionPreference = .full) throws(FlotillaError) -> Image {
        guard time.isFinite, time >= 0 else {
            throw FlotillaError(.badInput, "--at: expected a finite time in seconds ≥ 0, got \(time)")
        }
        let clock = ManualClock()
        // No X server to host the scene's apps: each is a placeholder naming it.
        let compositor = Compositor(scene: scene.withAppPlaceholders, clock: clock, textMeasurer: textMeasurer, motion: motion)
        clock.advance(by: time)
        return try draw(compositor.nextFrame().displayList)
    }

    /// Frames in a grid with their labels, drawn with this renderer's fonts.
    public func thumbnailGrid(_ cells: [ThumbnailGrid.Cell], columns: Int = 6, thumbnailWidth: Int = 240) throws(FlotillaError) -> Image {
        do {
            return try ThumbnailGrid.render(cells, columns: columns, thumbnailWidth: thumbnailWidth, renderer: renderer)
        } catch {
            throw FlotillaError(.internal, error.description)
        }
    }

    /// Draws one display list.
    public func draw(_ list: DisplayList) throws(FlotillaError) -> Image {
        do {
            return try renderer.render(list).image()
        } catch {
            throw FlotillaError(.badInput, error.description)
        }
    }
}

/// The pinned fonts, loaded once per renderer.
package enum Fonts {
    package static func load() throws(FlotillaError) -> FontLibrary {
        do {
            return try FontLibrary(configFile: Assets.fontConfiguration)
        } catch {
            throw FlotillaError(.internal, error.description)
        }
    }
}
