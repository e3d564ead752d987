/// The limits on what a scene, a script or an image may ask for, checked before memory is spent
/// on it (docs/usage.md, "Limits").
public enum Limits {
    /// The most panels a scene declares, in `panels` and `floating.panels` together.
    public static let maximumPanels = 1000
    /// The most sheets a scene declares.
    public static let maximumSheets = 100
    /// The most window types a scene declares.
    public static let maximumWindowTypes = 100
    /// At most this many apps in a scene (as many as windows may open).
    public static let maximumApps = 64
    /// At most this many processes started by Flotilla are followed at once (with a window or
    /// without: services the login session started).
    public static let maximumProcesses = 1024
    /// The most pixels of one canvas (a window, a rendered or compared image): 64 Mpx, 256 MiB of
    /// ARGB (each side is also at most ``maximumLength``).
    public static let maximumCanvasPixels = 64 << 20

    /// What is wrong with a canvas of `width`×`height` (a window size, an image), or nil: each
    /// side a whole number from 1 to ``maximumLength``, and at most ``maximumCanvasPixels`` in all.
    public static func canvasProblem(width: Double, height: Double) -> String? {
        let side = Int(maximumLength)
        guard width.isFinite, height.isFinite, width == width.rounded(), height == height.rounded(),
              (1...Double(side)).contains(width), (1...Double(side)).contains(height) else {
            return "each side must be a whole number from 1 to \(side), got \(width.shortDescription)×\(height.shortDescription)"
        }
        guard width * height <= Double(maximumCanvasPixels) else {
            return "\(Int(width))×\(Int(height)) is more than the \(maximumCanvasPixels >> 20) Mpx limit (\(maximumCanvasPixels) pixels)"
        }
        return nil
    }
}
