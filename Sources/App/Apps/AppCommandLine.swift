import Model

/// `--app 'COMMAND ARGS…'`: a command line becomes an app with an id of its program's name
/// (`xterm`, then `xterm-2` …, never an id the scene has taken).
public enum AppCommandLine {
    /// The apps of `lines`, each split into words as a shell would; ids avoid `taken`.
    public static func specs(_ lines: [String], avoiding taken: Set<String>) throws(FlotillaError) -> [AppSpec] {
        var used = taken
        return try lines.map { (line) throws(FlotillaError) -> AppSpec in
            let words: [String]
            do {
                words = try CommandWords.split(line)
            } catch {
                throw FlotillaError(.badInput, "--app \"\(line)\": \(error)")
            }
            let spec = spec(words: words, avoiding: used)
            used.insert(spec.id.name)
            return spec
        }
    }

    /// The app running `words`, with an id of `name` (by default its program's name) that is not in `taken`.
    static func spec(words: [String], named name: String? = nil, avoiding taken: Set<String>) -> AppSpec {
        let program = name ?? String(words[0].split(separator: "/").last ?? "app")
        let base = String(program.map { $0.isNameCharacter ? $0 : "-" }.prefix(48))
        var id = base.isEmpty ? "app" : base, n = 1
        while taken.contains(id) {
            n += 1
            id = "\(base)-\(n)"
        }
        return AppSpec(id: PanelID(id), command: words)
    }
}
