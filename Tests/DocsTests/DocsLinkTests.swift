import Foundation
import Testing

/// README.md and every docs/**/*.md: each relative link and picture names a file that exists, and each
/// `#anchor` (in the same file or `file.md#anchor`) names a heading, by GitHub's slug rules.
@Suite("Links in README and docs/")
struct DocsLinkTests {
    /// The package root: this file is Tests/DocsTests/DocsLinkTests.swift.
    static let root = URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()

    /// README.md and every Markdown file under docs/, as paths relative to the root.
    static func documents() -> [String] {
        var paths = ["README.md"]
        let docs = root.appendingPathComponent("docs")
        if let walker = FileManager.default.enumerator(atPath: docs.path) {
            for case let path as String in walker where path.hasSuffix(".md") {
                paths.append("docs/" + path)
            }
        }
        return paths.sorted()
    }

    static func read(_ relative: String) -> String? {
        try? String(contentsOf: root.appendingPathComponent(relative), encoding: .utf8)
    }

    @Test("README and docs/ are there to check")
    func documentsFound() {
        let documents = Self.documents()
        #expect(documents.contains("README.md"))
        #expect(documents.filter { $0.hasPrefix("docs/") }.count >= 5, "docs/ holds the reference: \(documents)")
        for document in documents {
            #expect(Self.read(document) != nil, "\(document) cannot be read as UTF-8")
        }
    }

    @Test("Every relative link, picture and anchor in README and docs/ resolves")
    func linksResolve() throws {
        var problems: [String] = []
        var checked = 0
        for document in Self.documents() {
            let text = try #require(Self.read(document))
            let links = MarkdownLinks.extract(from: text)
            checked += links.count
            problems += MarkdownLinks.problems(
                in: document, links: links, ownHeadings: MarkdownLinks.anchors(in: text),
                exists: { FileManager.default.fileExists(atPath: Self.root.appendingPathComponent($0).path) },
                anchorsOf: { Self.read($0).map(MarkdownLinks.anchors(in:)) })
        }
        #expect(checked > 20, "too few links found (\(checked)): is the extractor broken?")
        #expect(problems.isEmpty, "broken links:\n\(problems.joined(separator: "\n"))")
    }

    @Test("README is a front door: a picture and both commands in its first 60 lines, about 300 lines at most")
    func readmeFrontDoor() throws {
        let readme = try #require(Self.read("README.md"))
        let lines = readme.split(separator: "\n", omittingEmptySubsequences: false)
        #expect(lines.count <= 320, "README.md has \(lines.count) lines")
        let head = lines.prefix(60).joined(separator: "\n")
        #expect(MarkdownLinks.extract(from: head).contains { $0.isImage }, "no picture in README's first 60 lines")
        #expect(head.contains("scripts/run"))
        #expect(head.contains("scripts/test"))
    }

    // MARK: The checker itself, on text with known faults

    static let sample = """
        # Title
        A [good link](docs/usage.md), a [broken one](docs/missing.md) and a picture
        ![shot](docs/pictures/absent.png "a title"). An [outside link](https://example.com/x.md),
        a [mail](mailto:someone@example.com), `[not a link](in/code.md)`, and [<angled>](<docs/usage.md#keys>).
        See [below](#the-keys--mice) and [nowhere](#no-such-heading) and [there](docs/usage.md#no-such).
        <img src="docs/pictures/also-absent.png" width="40">

        ```sh
        [fenced](fenced/away.md)
        # Not a heading
        ```

        ## The keys & mice
        [Reference][ref] and a [parenthesised](docs/a_(b).md) one.

        [ref]: docs/reference.md
        """

    @Test("The extractor finds links and pictures, and skips code")
    func extractor() {
        let links = MarkdownLinks.extract(from: Self.sample)
        #expect(links.map(\.target) == [
            "docs/usage.md", "docs/missing.md", "docs/pictures/absent.png", "https://example.com/x.md",
            "mailto:someone@example.com", "docs/usage.md#keys", "#the-keys--mice", "#no-such-heading",
            "docs/usage.md#no-such", "docs/pictures/also-absent.png", "docs/a_(b).md", "docs/reference.md",
        ])
        #expect(links.filter(\.isImage).map(\.target) == ["docs/pictures/absent.png", "docs/pictures/also-absent.png"])
        #expect(links.first { $0.target == "docs/missing.md" }?.line == 2)
    }

    @Test("Headings become GitHub's anchors")
    func slugs() {
        #expect(MarkdownLinks.slug("Apps in panels") == "apps-in-panels")
        #expect(MarkdownLinks.slug("ICCCM & EWMH") == "icccm--ewmh")
        #expect(MarkdownLinks.slug("`flotilla run` — options") == "flotilla-run--options")
        #expect(MarkdownLinks.slug("Storms and fuzzers (issue 14, `ReliabilityTests`)") == "storms-and-fuzzers-issue-14-reliabilitytests")
        #expect(MarkdownLinks.slug("The offscreen tolerance: `100%:2`") == "the-offscreen-tolerance-1002")
        #expect(MarkdownLinks.slug("See [usage](docs/usage.md)") == "see-usage")
        #expect(MarkdownLinks.slug("snake_case and Ünïcode") == "snake_case-and-ünïcode")
        #expect(MarkdownLinks.anchors(in: "# A\n## A\n### A #\n") == ["a", "a-1", "a-2"])
        #expect(MarkdownLinks.anchors(in: Self.sample) == ["title", "the-keys--mice"])
    }

    @Test("The checker reports each broken link, picture and anchor, and nothing else")
    func checkerFindsFaults() {
        let files: [String: String] = ["docs/usage.md": "# Usage\n## Keys\n", "docs/reference.md": "", "docs/a_(b).md": ""]
        let problems = MarkdownLinks.problems(
            in: "README.md", links: MarkdownLinks.extract(from: Self.sample),
            ownHeadings: MarkdownLinks.anchors(in: Self.sample),
            exists: { files[$0] != nil }, anchorsOf: { files[$0].map(MarkdownLinks.anchors(in:)) })
        #expect(problems == [
            "README.md:2: docs/missing.md: no such file",
            "README.md:3: docs/pictures/absent.png: no such file",
            "README.md:5: #no-such-heading: no such heading in README.md",
            "README.md:5: docs/usage.md#no-such: no such heading in docs/usage.md",
            "README.md:6: docs/pictures/also-absent.png: no such file",
        ])
    }

    @Test("Links are resolved against the linking file's folder")
    func relativeResolution() {
        #expect(MarkdownLinks.resolve("pictures/maps.png", from: "docs/usage.md") == "docs/pictures/maps.png")
        #expect(MarkdownLinks.resolve("../README.md", from: "docs/usage.md") == "README.md")
        #expect(MarkdownLinks.resolve("./testing.md", from: "docs/usage.md") == "docs/testing.md")
        #expect(MarkdownLinks.resolve("docs/usage.md", from: "README.md") == "docs/usage.md")
        #expect(MarkdownLinks.resolve("/scripts/test", from: "docs/usage.md") == "scripts/test")
        #expect(MarkdownLinks.resolve("a%20b.md", from: "docs/x.md") == "docs/a b.md")
        #expect(MarkdownLinks.resolve("../../outside.md", from: "docs/x.md") == nil)
        let problems = MarkdownLinks.problems(
            in: "docs/x.md", links: MarkdownLinks.extract(from: "[up](../../outside.md)"), ownHeadings: [],
            exists: { _ in true }, anchorsOf: { _ in [] })
        #expect(problems == ["docs/x.md:1: ../../outside.md: outside the package"])
    }
}

/// A small Markdown link reader: enough of CommonMark for README and docs/ (inline links and
/// pictures, reference definitions, `<img src>` and `<a href>`; code spans and fenced blocks skipped).
enum MarkdownLinks {
    struct Link: Equatable {
        var target: String
        var line: Int
        var isImage: Bool
    }

    /// The lines of `text` outside fenced code blocks, with their 1-based numbers.
    static func proseLines(_ text: String) -> [(number: Int, text: String)] {
        var result: [(number: Int, text: String)] = []
        var fence: String? = nil
        for (index, line) in text.split(separator: "\n", omittingEmptySubsequences: false).enumerated() {
            let trimmed = line.drop { $0 == " " }
            let indent = line.count - trimmed.count
            if indent < 4, let marker = ["```", "~~~"].first(where: { trimmed.hasPrefix($0) }) {
                let run = String(trimmed.prefix { $0 == marker.first })
                if let open = fence {
                    if run.count >= open.count && run.first == open.first
                        && trimmed.dropFirst(run.count).allSatisfy({ $0 == " " }) { fence = nil }
                } else {
                    fence = run
                }
                continue
            }
            if fence == nil { result.append((index + 1, String(line))) }
        }
        return result
    }

    /// `line` with its code spans (`` `…` ``, ``` ``…`` ```) taken out.
    static func withoutCodeSpans(_ line: String) -> String {
        let chars = Array(line)
        var out = ""
        var i = 0
        while i < chars.count {
            guard chars[i] == "`" else { out.append(chars[i]); i += 1; continue }
            var run = 0
            while i + run < chars.count && chars[i + run] == "`" { run += 1 }
            // Find the closing run of exactly the same length.
            var j = i + run
            var closing: Int? = nil
            while j < chars.count {
                if chars[j] == "`" {
                    var other = 0
                    while j + other < chars.count && chars[j + other] == "`" { other += 1 }
                    if other == run { closing = j; break }
                    j += other
                } else {
                    j += 1
                }
            }
            if let closing {
                out += " "
                i = closing + run
            } else {
                out += String(repeating: "`", count: run)
                i += run
            }
        }
        return out
    }

    static func extract(from text: String) -> [Link] {
        var links: [Link] = []
        for (number, raw) in proseLines(text) {
            let line = withoutCodeSpans(raw)
            let chars = Array(line)
            // A reference definition: `[label]: target`.
            let trimmed = line.drop { $0 == " " }
            if line.count - trimmed.count < 4, trimmed.hasPrefix("["), !trimmed.hasPrefix("[^"),
               let close = trimmed.firstIndex(of: "]"), trimmed[close...].hasPrefix("]:") {
                let rest = trimmed[close...].dropFirst(2).drop { $0 == " " }
                let target = rest.prefix { $0 != " " }
                if !target.isEmpty {
                    links.append(Link(target: unangled(String(target)), line: number, isImage: false))
                    continue
                }
            }
            var found: [(offset: Int, link: Link)] = []
            // Inline links and pictures: `[text](target "title")`, `![alt](<target>)`.
            var i = 0
            while i + 1 < chars.count {
                if chars[i] == "]" && chars[i + 1] == "(" {
                    var depth = 1
                    var j = i + 2
                    while j < chars.count {
                        if chars[j] == "(" { depth += 1 }
                        if chars[j] == ")" { depth -= 1; if depth == 0 { break } }
                        j += 1
                    }
                    guard j < chars.count else { break }
                    let inside = String(chars[(i + 2)..<j]).trimmingCharacters(in: .whitespaces)
                    let target: String
                    if inside.hasPrefix("<"), let end = inside.firstIndex(of: ">") {
                        target = String(inside[inside.index(after: inside.startIndex)..<end])
                    } else {
                        target = String(inside.prefix { $0 != " " })
                    }
                    // An image if the matching `[` is preceded by `!`.
                    var k = i - 1
                    var bracketDepth = 1
                    while k >= 0 {
                        if chars[k] == "]" { bracketDepth += 1 }
                        if chars[k] == "[" { bracketDepth -= 1; if bracketDepth == 0 { break } }
                        k -= 1
                    }
                    let isImage = k > 0 && chars[k - 1] == "!"
                    if !target.isEmpty { found.append((i, Link(target: target, line: number, isImage: isImage))) }
                    i = j + 1
                } else {
                    i += 1
                }
            }
            // HTML: `<img src="…">`, `<a href="…">`.
            for attribute in ["src=\"", "href=\""] {
                var searchFrom = line.startIndex
                while let start = line.range(of: attribute, range: searchFrom..<line.endIndex) {
                    guard let end = line[start.upperBound...].firstIndex(of: "\"") else { break }
                    let offset = line.distance(from: line.startIndex, to: start.lowerBound)
                    let before = line[..<start.lowerBound]
                    let isImage = (before.range(of: "<img", options: .backwards).map { r in
                        !before[r.upperBound...].contains(Character("<")) } ?? false)
                    found.append((offset, Link(target: String(line[start.upperBound..<end]), line: number, isImage: isImage)))
                    searchFrom = end
                }
            }
            links += found.sorted { $0.offset < $1.offset }.map { $0.link }
        }
        return links
    }

    static func unangled(_ target: String) -> String {
        target.hasPrefix("<") && target.hasSuffix(">") ? String(target.dropFirst().dropLast()) : target
    }

    /// GitHub's anchor for a heading: its text as shown, lowercased, punctuation other than `-` and
    /// `_` removed, each space a `-`.
    static func slug(_ heading: String) -> String {
        var text = heading
        // `[text](url)` and `![alt](url)` show only their text.
        while let open = text.range(of: "]("), let close = text[open.upperBound...].firstIndex(of: ")"),
              let start = text[..<open.lowerBound].lastIndex(of: "[") {
            let label = text[text.index(after: start)..<open.lowerBound]
            let from = start > text.startIndex && text[text.index(before: start)] == "!" ? text.index(before: start) : start
            text.replaceSubrange(from...close, with: label)
        }
        var out = ""
        for ch in text.lowercased() {
            if ch == " " { out.append("-") }
            else if ch == "-" || ch == "_" || ch.isLetter || ch.isNumber { out.append(ch) }
        }
        return out
    }

    /// The anchors a file offers: its ATX headings' slugs (repeats numbered `-1`, `-2`, as GitHub
    /// does) and any HTML `id="…"` or `name="…"`.
    static func anchors(in text: String) -> [String] {
        var result: [String] = []
        var seen: [String: Int] = [:]
        for (_, line) in proseLines(text) {
            let trimmed = line.drop { $0 == " " }
            if line.count - trimmed.count < 4, trimmed.hasPrefix("#") {
                let hashes = trimmed.prefix { $0 == "#" }
                let rest = trimmed.dropFirst(hashes.count)
                if hashes.count <= 6, rest.isEmpty || rest.first == " " {
                    var title = rest.trimmingCharacters(in: .whitespaces)
                    // A closing run of `#`s is not part of the title.
                    let closing = title.reversed().prefix { $0 == "#" }.count
                    if closing > 0 {
                        let kept = title.dropLast(closing)
                        if kept.isEmpty || kept.last == " " { title = kept.trimmingCharacters(in: .whitespaces) }
                    }
                    let base = slug(title)
                    let count = seen[base, default: 0]
                    seen[base] = count + 1
                    result.append(count == 0 ? base : "\(base)-\(count)")
                    continue
                }
            }
            for attribute in [" id=\"", " name=\""] {
                var searchFrom = line.startIndex
                while let start = line.range(of: attribute, range: searchFrom..<line.endIndex),
                      let end = line[start.upperBound...].firstIndex(of: "\"") {
                    result.append(String(line[start.upperBound..<end]))
                    searchFrom = end
                }
            }
        }
        return result
    }

    /// `target` (a relative link, percent-encoded, maybe starting with `/` for the repository's root)
    /// as a path from the package root; nil if it leaves the package.
    static func resolve(_ target: String, from document: String) -> String? {
        let decoded = target.removingPercentEncoding ?? target
        var parts: [Substring] = decoded.hasPrefix("/") ? [] : Array(document.split(separator: "/").dropLast())
        for part in decoded.split(separator: "/", omittingEmptySubsequences: true) {
            switch part {
            case ".": continue
            case "..":
                if parts.isEmpty { return nil }
                parts.removeLast()
            default: parts.append(part)
            }
        }
        return parts.joined(separator: "/")
    }

    static func isExternal(_ target: String) -> Bool {
        guard let colon = target.firstIndex(of: ":") else { return false }
        let scheme = target[..<colon]
        return !scheme.isEmpty && scheme.allSatisfy { $0.isLetter || $0.isNumber || "+-.".contains($0) }
            && !scheme.contains("/")
    }

    /// What is wrong with `links` of `document`, one line each: `document:line: target: why`.
    static func problems(in document: String, links: [Link], ownHeadings: [String],
                         exists: (String) -> Bool, anchorsOf: (String) -> [String]?) -> [String] {
        var problems: [String] = []
        for link in links where !isExternal(link.target) {
            let where_ = "\(document):\(link.line): \(link.target)"
            let parts = link.target.split(separator: "#", maxSplits: 1, omittingEmptySubsequences: false)
            let path = String(parts[0])
            let anchor = parts.count > 1 ? String(parts[1]).removingPercentEncoding ?? String(parts[1]) : nil
            if path.isEmpty {
                if let anchor, !ownHeadings.contains(anchor) {
                    problems.append("\(where_): no such heading in \(document)")
                }
                continue
            }
            guard let resolved = resolve(path, from: document) else {
                problems.append("\(where_): outside the package")
                continue
            }
            guard exists(resolved) else {
                problems.append("\(where_): no such file")
                continue
            }
            if let anchor, !anchor.isEmpty, resolved.hasSuffix(".md") {
                if !(anchorsOf(resolved) ?? []).contains(anchor) {
                    problems.append("\(where_): no such heading in \(resolved)")
                }
            }
        }
        return problems
    }
}
