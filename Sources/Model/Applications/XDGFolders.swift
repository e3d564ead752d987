/// The XDG Base Directory spec's folders, as an environment names them (an unset, empty or
/// relative value means the default).
public enum XDGFolders {
    /// `$XDG_DATA_HOME`, else `$HOME/.local/share`.
    public static func dataHome(_ environment: [String: String], home: String) -> String {
        absolute(environment["XDG_DATA_HOME"]) ?? home + "/.local/share"
    }

    /// `$XDG_DATA_DIRS`, else `/usr/local/share` and `/usr/share`; relative entries are left out.
    public static func dataDirs(_ environment: [String: String]) -> [String] {
        let dirs = (environment["XDG_DATA_DIRS"] ?? "").split(separator: ":").map(String.init).filter { $0.hasPrefix("/") }
        return dirs.isEmpty ? ["/usr/local/share", "/usr/share"] : dirs
    }

    /// `$XDG_CONFIG_HOME`, else `$HOME/.config`.
    public static func configHome(_ environment: [String: String], home: String) -> String {
        absolute(environment["XDG_CONFIG_HOME"]) ?? home + "/.config"
    }

    /// `$XDG_CONFIG_DIRS`, else `/etc/xdg`; relative entries are left out.
    public static func configDirs(_ environment: [String: String]) -> [String] {
        let dirs = (environment["XDG_CONFIG_DIRS"] ?? "").split(separator: ":").map(String.init).filter { $0.hasPrefix("/") }
        return dirs.isEmpty ? ["/etc/xdg"] : dirs
    }

    /// `$XDG_STATE_HOME`, else `$HOME/.local/state`.
    public static func stateHome(_ environment: [String: String], home: String) -> String {
        absolute(environment["XDG_STATE_HOME"]) ?? home + "/.local/state"
    }

    private static func absolute(_ value: String?) -> String? { value.flatMap { $0.hasPrefix("/") ? $0 : nil } }
}
