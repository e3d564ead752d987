import App
import Foundation

/// The cells of the bench's tables: figures and padding.
enum TableCells {
    /// `v` milliseconds with three decimals below 10, one above.
    static func ms(_ v: Double) -> String { v < 10 ? String(format: "%.3f", v) : String(format: "%.1f", v) }

    /// `s` padded with spaces to `width`: on the right when `left` (left-aligned), else on the left.
    static func pad(_ s: String, _ width: Int, _ left: Bool = false) -> String {
        let fill = String(repeating: " ", count: max(0, width - s.count))
        return left ? s + fill : fill + s
    }

    /// `cells` padded to `widths`, the columns at `leftAligned` on the left, joined by spaces.
    static func line(_ cells: [String], _ widths: [Int], leftAligned: Set<Int> = [0]) -> String {
        cells.enumerated().map { pad($1, widths[$0], leftAligned.contains($0)) }.joined(separator: " ")
    }
}

extension LiveBench {
    /// The lines of the live measurements (none when there are none): the drags, then picom
    /// beside them, then `manage` beside picom + openbox, then the frames of exposé and the sheet
    /// fling, each under a header of its own.
    static func table(rows: [Row], peers: [PeerRow], manage: [ManageRow] = [], frames: [FrameRow]) -> [String] {
        let ms = TableCells.ms
        var lines: [String] = []
        if !rows.isEmpty {
            let widths = [10, 6, 11, 9, 9, 9, 9, 10, 8, 8, 10]
            let line = { (cells: [String]) in TableCells.line(cells, widths, leftAligned: [0, 10]) }
            lines += ["", line(["live", "moves", "CPU/move ms", "flotilla", "Xvfb", "idle", "less idle", "latency ms", "p99", "RSS MiB", "presenting"])]
            for r in rows {
                lines.append(line(["\(r.panels) panels", String(r.moves), ms(r.totalCPU), ms(r.flotillaCPU), ms(r.serverCPU),
                                   r.idleCPU.map(ms) ?? "–", r.idleCPU.map { ms(r.totalCPU - $0) } ?? "–", ms(r.latencyMedian),
                                   ms(r.latencyP99), String(r.peakResidentBytes >> 20), r.presenting]))
            }
            lines.append("CPU per pointer move of the dragged panel (Flotilla + the X server), move → pixels on screen, on a private 1920×1080 Xvfb;")
            lines.append("idle: the same moves over an empty spot, nothing held (Flotilla + the X server receiving XTEST motion, nothing drawn);")
            lines.append("less idle: CPU/move minus idle, what the drag itself costs")
        }
        if !peers.isEmpty {
            let widths = [16, 6, 11, 9, 9]
            let line = { (cells: [String]) in TableCells.line(cells, widths) }
            lines += ["", line(["peer", "moves", "CPU/move ms", "picom", "Xvfb"])]
            for p in peers {
                if let skipped = p.skipped {
                    lines.append(line([p.name, "–", "–", "–", "–"]) + "  \(skipped)")
                } else {
                    lines.append(line([p.name, String(p.moves), p.totalCPU.map(ms) ?? "–", p.peerCPU.map(ms) ?? "–", p.serverCPU.map(ms) ?? "–"]))
                }
            }
            lines.append("Debian's picom (xrender, shadows of radius 18, corners of radius 12) compositing as many 360×240 xlogo windows as the")
            lines.append("panels, placed like them, on an Xvfb of its own; the top one moved by ConfigureWindow to the drag's positions, 16 ms apart")
        }
        lines += manageTable(manage)
        if !frames.isEmpty {
            let widths = [23, 6, 12, 9, 9, 9, 10]
            let line = { (cells: [String]) in TableCells.line(cells, widths) }
            lines += ["", line(["live frames", "frames", "CPU/frame ms", "flotilla", "Xvfb", "median ms", "slowest ms"])]
            for f in frames {
                lines.append(line([f.name, String(f.frames), ms(f.totalCPU), ms(f.flotillaCPU), ms(f.serverCPU), ms(f.medianFrame), ms(f.slowestFrame)]))
            }
            lines.append("from the key (exposé, F3), the pager's request (manage showing a second space and the first again) or the press "
                         + "(the Maps search sheet flung from half to full) until the frames stop:")
            lines.append("CPU per frame (Flotilla + the X server); median and slowest: the drawing times Flotilla logged (--log-level debug)")
        }
        return lines
    }
}

extension LiveBench {
    /// `manage` beside picom + openbox, a line for each window count, under a header (none when
    /// not measured).
    static func manageTable(_ rows: [ManageRow]) -> [String] {
        guard !rows.isEmpty else { return [] }
        let ms = { (v: Double?) in v.map(TableCells.ms) ?? "–" }
        let widths = [9, 6, 8, 9, 9, 14, 9, 9, 9, 8]
        let line = { (cells: [String]) in TableCells.line(cells, widths) }
        var lines = ["", line(["manage", "moves", "ms/move", "flotilla", "Xvfb", "picom+openbox", "picom", "openbox", "Xvfb", "cheaper"])]
        for r in rows {
            lines.append(line(["\(r.windows) xlogo", String(r.moves), ms(r.flotillaTotal), ms(r.flotillaCPU), ms(r.flotillaServerCPU),
                               ms(r.peerTotal), ms(r.picomCPU), ms(r.openboxCPU), ms(r.peerServerCPU),
                               r.cheaper.map { String(format: "%.1f×", $0) } ?? "–"]) + (r.skipped.map { "  \($0)" } ?? ""))
        }
        let rounds = rows[0].rounds == 1 ? "one round" : "median of \(rows[0].rounds) rounds, the sides' rounds taking turns"
        lines.append("CPU per move (\(rounds)), flotilla manage + its Xvfb beside picom (as above) + openbox + theirs, each on")
        lines.append("a private Xvfb with as many 360×240 xlogo windows placed like the panels, the top one dragged by its title bar through XTEST;")
        lines.append("targets (issue 25): ≤ \(TableCells.ms(manageTargetCPU)) ms per move at 50 windows, ≥ \(String(format: "%.0f", manageTargetCheaper))× cheaper than picom + openbox")
        return lines
    }
}
