/// Readable, locale-free text for numbers and shapes in text snapshots: lengths to 1/100 with no
/// trailing zeros (`120`, `120.5`, `-3.25`), so a 1 pt move or a changed spring shows as a one-line diff.
public enum TextDump {
    /// `v` to 1/100: `12`, `12.5`, `0.07`; `nan` and `inf` as such.
    public static func number(_ v: Double) -> String {
        guard v.isFinite else { return v.isNaN ? "nan" : (v < 0 ? "-inf" : "inf") }
        let hundredths = Int((v * 100).rounded())
        guard hundredths != 0 else { return "0" }
        let sign = hundredths < 0 ? "-" : "", whole = abs(hundredths) / 100, fraction = abs(hundredths) % 100
        guard fraction != 0 else { return sign + String(whole) }
        let digits = fraction < 10 ? "0" + String(fraction) : String(fraction)
        return sign + String(whole) + "." + (digits.hasSuffix("0") ? String(digits.dropLast()) : digits)
    }

    /// `(x, y)`.
    public static func point(_ p: Point) -> String { "(\(number(p.x)), \(number(p.y)))" }

    /// `(dx, dy)`.
    public static func vector(_ v: Vector) -> String { "(\(number(v.dx)), \(number(v.dy)))" }

    /// `W×H`.
    public static func size(_ s: Size) -> String { "\(number(s.width))×\(number(s.height))" }

    /// `(x, y, W×H)`.
    public static func rect(_ r: Rect) -> String { "(\(number(r.minX)), \(number(r.minY)), \(size(r.size)))" }

    /// `r` for equal corners, else `tl/tr/br/bl`.
    public static func radii(_ r: CornerRadii) -> String {
        let all = [r.topLeft, r.topRight, r.bottomRight, r.bottomLeft]
        return Set(all).count == 1 ? number(r.topLeft) : all.map(number).joined(separator: "/")
    }
}

extension DisplayList {
    /// The list as text, one item a line, children indented under layers and clips:
    ///
    ///     display list 800×560
    ///     fill (0, 0, 800×560) #3B4252
    ///     surface (120, 110, 300×180) radius 12 #FFFFFF shadow (0, 8) blur 24 spread 0 #000000 × 0.2
    ///     text "Demo" (164, 110, 212×44) DejaVu Sans 14 bold #1C1C1E center
    public var textDump: String {
        var lines = ["display list \(TextDump.size(size))"]
        Self.dump(items, indent: "", into: &lines)
        return lines.joined(separator: "\n") + "\n"
    }

    private static func dump(_ items: [DisplayItem], indent: String, into lines: inout [String]) {
        for item in items {
            switch item {
            case .fill(let r, let c):
                lines.append(indent + "fill \(TextDump.rect(r)) \(c.hex)")
            case .verticalGradient(let r, let top, let bottom):
                lines.append(indent + "gradient \(TextDump.rect(r)) \(top.hex) → \(bottom.hex)")
            case .roundedRect(let r, let radii, let c):
                lines.append(indent + "rounded \(TextDump.rect(r)) radius \(TextDump.radii(radii)) \(c.hex)")
            case .surface(let s):
                var line = "surface \(TextDump.rect(s.frame)) radius \(TextDump.radii(s.radii)) \(s.background.hex)"
                if let b = s.border { line += " border \(TextDump.number(b.width)) \(b.color.hex)" }
                if let a = s.arrow {
                    line += " arrow \(a.side.rawValue) at \(TextDump.number(a.base)) \(TextDump.number(a.width))×\(TextDump.number(a.length))"
                }
                for shadow in s.shadows {
                    line += " shadow\(shadow.hidden ? " hidden" : "") \(TextDump.vector(shadow.offset)) blur \(TextDump.number(shadow.radius))"
                        + " spread \(TextDump.number(shadow.spread)) \(shadow.color.hex) × \(TextDump.number(shadow.opacity))"
                }
                lines.append(indent + line)
            case .text(let string, let r, let style):
                let text = string.replacingNewlines
                lines.append(indent + "text \"\(text)\" \(TextDump.rect(r)) \(style.family) \(TextDump.number(style.size))"
                             + "\(style.bold ? " bold" : "") \(style.color.hex) \(style.alignment.rawValue)\(style.wraps ? " wraps" : "")")
            case .clipped(let r, let children):
                lines.append(indent + "clip \(TextDump.rect(r))")
                dump(children, indent: indent + "  ", into: &lines)
            case .roundedClip(let r, let radii, let children):
                lines.append(indent + "clip \(TextDump.rect(r)) radius \(TextDump.radii(radii))")
                dump(children, indent: indent + "  ", into: &lines)
            case .hosted(let r, let content):
                lines.append(indent + "hosted \"\(content.name)\" panel \(content.panel) \(TextDump.rect(r)) revision \(content.revision)")
            case .image(let path, let r):
                lines.append(indent + "image \"\(path)\" \(TextDump.rect(r))")
            case .window(let r, let id, let revision, let opaque):
                lines.append(indent + "window \(id) \(TextDump.rect(r)) revision \(revision)\(opaque ? " opaque" : "")")
            case .layer(let l):
                var line = "layer \(l.id) at \(TextDump.point(l.origin))"
                if l.scale != 1 { line += " scale \(TextDump.number(l.scale))" }
                if l.opacity != 1 { line += " opacity \(TextDump.number(l.opacity))" }
                if l.isMoving { line += " moving" }
                lines.append(indent + line)
                dump(l.items, indent: indent + "  ", into: &lines)
            }
        }
    }
}

extension String {
    /// Line breaks written as `\n`, so a text item stays on one line.
    fileprivate var replacingNewlines: String {
        split(separator: "\n", omittingEmptySubsequences: false).joined(separator: "\\n")
    }
}
