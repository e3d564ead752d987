/// Flotilla's version, written here only: `flotilla --version`, scripts/install and the man page read it.
public enum FlotillaVersion {
    public static let current = "0.15.0"
}
