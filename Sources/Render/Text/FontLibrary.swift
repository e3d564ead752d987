import CCairo
import Foundation

/// The fonts the renderer may use, pinned by the project's own fontconfig file so that text looks
/// the same on every machine, whatever the user's font configuration.
public final class FontLibrary {
    let config: OpaquePointer
    let fontMap: UnsafeMutablePointer<PangoFontMap>
    let context: OpaquePointer

    /// Loads the fontconfig file at `configFile` (it lists the font directories) and checks that
    /// `requiredFamily` is among its fonts.
    public init(configFile: URL, requiredFamily: String = "DejaVu Sans") throws(RenderError) {
        guard let config = FcConfigCreate() else { throw .fonts("cannot create a fontconfig configuration") }
        guard FcConfigParseAndLoad(config, configFile.path, 1) != 0 else {
            FcConfigDestroy(config)
            throw .fonts("cannot read the font configuration \(configFile.path)")
        }
        FcConfigBuildFonts(config)
        guard Self.has(family: requiredFamily, in: config) else {
            FcConfigDestroy(config)
            throw .fonts("the pinned font \"\(requiredFamily)\" is not installed (Debian package fonts-dejavu-core)")
        }
        let map = pango_cairo_font_map_new_for_font_type(CAIRO_FONT_TYPE_FT)!
        pango_fc_font_map_set_config(OpaquePointer(map), config)
        let context = pango_font_map_create_context(map)!
        let options = cairo_font_options_create()
        cairo_font_options_set_antialias(options, CAIRO_ANTIALIAS_GRAY)
        cairo_font_options_set_hint_style(options, CAIRO_HINT_STYLE_NONE)
        cairo_font_options_set_hint_metrics(options, CAIRO_HINT_METRICS_OFF)
        pango_cairo_context_set_font_options(context, options)
        cairo_font_options_destroy(options)
        self.config = config
        self.fontMap = map
        self.context = context
    }

    deinit {
        g_object_unref(UnsafeMutableRawPointer(context))
        g_object_unref(UnsafeMutableRawPointer(fontMap))
        FcConfigDestroy(config)
    }

    private static func has(family: String, in config: OpaquePointer) -> Bool {
        guard let pattern = FcPatternCreate() else { return false }
        defer { FcPatternDestroy(pattern) }
        FcPatternAddString(pattern, FC_FAMILY, family)
        guard let set = FcFontList(config, pattern, nil) else { return false }
        defer { FcFontSetDestroy(set) }
        return set.pointee.nfont > 0
    }
}
