import Desktop
import Model
import X11

/// An app's pixels the X server shows itself (``ServerRegion``): its window's pixmap copied (or
/// composited, ``ServerComposite/show(_:x:y:)``) onto the window Flotilla draws in, no pixel
/// passing through Flotilla, and what of them
/// Flotilla's own copy has not read yet.
final class ServerShowing {
    /// How long an app's panel rests, the server showing what it draws, before Flotilla reads
    /// what it showed and draws the panel again (its corners, blended with what lies behind).
    static let quiet = 0.25

    private let composite: ServerComposite
    /// Rectangles of the app's window drawn since Flotilla last read it (disjoint).
    private(set) var unread: [PixelRect] = []
    /// When the server last showed some of them (monotonic seconds).
    private(set) var shownAt = 0.0

    /// Nil when the server cannot (no RENDER, or the app's window is not viewable).
    init?(_ window: any ClientWindow, onto target: WindowID) {
        guard let composite = window.serverComposite(onto: target) else { return nil }
        self.composite = composite
    }

    /// Shows `rects` (the app window's pixels) with the window's top-left at (`x`, `y`) of the
    /// target; `damage` (what the app drew, those rects among it) stays unread.
    func show(_ rects: [PixelRect], x: Int, y: Int, damage: [PixelRect], at time: Double) {
        composite.show(rects, x: x, y: y)
        add(damage)
        shownAt = time
    }

    /// Adds `rects` to what is unread.
    func add(_ rects: [PixelRect]) { unread = Self.merged(unread, rects) }

    /// `old` and `new` (each disjoint) as disjoint rectangles, at most
    /// ``HostedWindow/rectangleLimit`` of them (else their bounding box): what ``HostedWindow/fetch(_:)`` reads.
    static func merged(_ old: [PixelRect], _ new: [PixelRect]) -> [PixelRect] {
        guard !old.isEmpty else { return new }
        let cuts = new.map(Rect.init)
        let kept = old.map(Rect.init).flatMap { $0.subtracting(cuts) } + cuts
        guard kept.count > HostedWindow.rectangleLimit, let first = kept.first else { return kept.map(PixelRect.init) }
        return [PixelRect(kept.dropFirst().reduce(first) { $0.union($1) })]
    }

    /// What is unread, emptied: Flotilla reads it now.
    func take() -> [PixelRect] {
        defer { unread = [] }
        return unread
    }

    /// When Flotilla reads what the server showed, once the app has drawn nothing for ``quiet``; nil when all is read.
    var readDue: Double? { unread.isEmpty ? nil : shownAt + Self.quiet }
}
