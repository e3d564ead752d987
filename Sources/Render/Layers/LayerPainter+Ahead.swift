import CCairo
import Foundation
import Model

/// What a live window's layer painter draws ahead of need: the pixels moving layers will rest with,
/// the mip levels their motions end at, and at rest the layers hidden under others and the
/// prospects' pixels (exposé's cells, or in exposé the panels back at their places).
extension LayerPainter {
    /// Draws, ahead of need and while the frame has drawing time left, the pixels of the moving
    /// layers of `list` at the poses they will rest at.
    func drawAhead(_ list: DisplayList) {
        guard drawingTime != nil else { return }
        for case .layer(let moving) in list.items where moving.isMoving {
            guard hasDrawingTime else { return }
            guard let resting = moving.atRest, resting.opacity > 0, resting.scale > 0, !resting.items.isEmpty else { continue }
            let key = key(for: resting)
            if !cache.contains(key) { cache.drawAhead(key) { timed { rasterize(resting, key: key) } } }
            halveAhead(moving)
        }
    }

    /// Makes, for a layer scaling towards a rest below √½ of its size, the mip level it will end
    /// its motion at, so the frames that need it only composite.
    private func halveAhead(_ layer: LayerItem) {
        guard let level = Self.aheadLevel(of: layer), hasDrawingTime else { return }
        let key = key(for: layer)
        guard !cache.contains(key.halved(level)), let pixels = cache.kept(key) else { return }
        _ = mipLevel(level, of: pixels, key: key)
    }

    /// The mip level a scaled moving layer ends its motion at, when deeper than the one it is at now.
    static func aheadLevel(of layer: LayerItem) -> Int? {
        guard scalesOnComposite(layer), let rest = layer.resting, case let level = MipLevels.level(for: rest.scale),
              level > MipLevels.level(for: layer.scale) else { return nil }
        return level
    }

    /// At rest: draws, within one frame's drawing time and while the kept pixels stay ``LayerCache/spare``
    /// bytes under the budget, the pixels of the layers the live surfaces show at the top of their
    /// lists that no frame needed yet (hidden under others), then those of their lists' prospects
    /// (``DisplayList/prospects``: the panels in exposé's cells) and, for prospects below √½ of their size,
    /// the mip level a motion there ends at, so a motion that uncovers them or brings them there
    /// (exposé) composites them instead of drawing them all while it runs. While a layer the
    /// surfaces show moves (a panel held, dragged or springing) nothing is drawn ahead; once a call
    /// finds nothing more it may draw, the next ones return at once until a frame is drawn or
    /// pixels are let go (``endFrame(showing:on:)``, ``trim()``).
    /// Returns whether any are left to draw; without a drawing time (offscreen) none are drawn.
    func drawHiddenAhead() -> Bool {
        guard drawingTime != nil, !aheadSettled,
              !shownBySurface.values.contains(where: { $0.surface != nil && $0.list.movesALayer }) else { return false }
        beginFrame()
        var drew = false
        for shown in shownBySurface.values where shown.surface != nil {
            let layers = shown.list.items.compactMap { item -> LayerItem? in
                guard case .layer(let layer) = item else { return nil }
                return layer
            }
            for layer in layers + shown.list.prospects where layer.opacity > 0 && layer.scale > 0 && !layer.items.isEmpty {
                let key = key(for: layer)
                guard !cache.contains(key) else { continue }
                // At least one a call, however short the drawing time.
                guard !drew || hasDrawingTime else { return true }
                guard cache.bytes + Self.bytes(of: layer, at: key.scale) <= cache.budget - LayerCache.spare else { return settleAhead() }
                cache.drawAhead(key) { timed { rasterize(layer, key: key) } }
                drew = true
            }
            // Then the mip level each prospect's motion would start or end at, halved from the pixels it moves with.
            // (a prospect or layer resting off the pixel grid moves with pixels of its own, drawn first).
            for motion in motionLevels(of: shown.list) where !cache.contains(motion.key.halved(motion.level)) {
                guard !drew || hasDrawingTime else { return true }
                if !cache.contains(motion.key) {
                    guard cache.bytes + Self.bytes(of: motion.layer, at: motion.key.scale) <= cache.budget - LayerCache.spare else { return settleAhead() }
                    cache.drawAhead(motion.key) { timed { rasterize(motion.layer, key: motion.key) } }
                }
                guard let pixels = cache.kept(motion.key),
                      mipLevel(motion.level, of: pixels, key: motion.key).level == motion.level else { return settleAhead() }
                drew = true
            }
        }
        return settleAhead()
    }

    /// Nothing more may be drawn ahead until a frame is drawn or pixels are let go: false.
    private func settleAhead() -> Bool {
        aheadSettled = true
        return false
    }

    /// The key of the unscaled pixels a motion to or from each prospect of `list` is composited
    /// from, and the mip level it needs: the deeper of its two ends, the prospect's and the layer
    /// `list` shows now with the same id (entering exposé, the cell's at its end; leaving, the
    /// cell's at its start); none when both ends are above √½ of the layer's size.
    func motionLevels(of list: DisplayList) -> [(layer: LayerItem, key: LayerCache.Key, level: Int)] {
        guard !list.prospects.isEmpty else { return [] }
        var scaleNow: [LayerID: Double] = [:]
        for case .layer(let layer) in list.items { scaleNow[layer.id] = layer.scale }
        return list.prospects.compactMap { prospect in
            let level = max(MipLevels.level(for: prospect.scale), MipLevels.level(for: scaleNow[prospect.id] ?? 1))
            guard level > 0, prospect.opacity > 0, !prospect.items.isEmpty else { return nil }
            return (prospect, movingKey(for: prospect.content), level)
        }
    }

    /// About how many bytes `layer`'s pixels take at `scale` (a pixel more each side for the phase).
    private static func bytes(of layer: LayerItem, at scale: Double) -> Int {
        let b = layer.contentBounds
        return Int((b.width * scale + 2) * (b.height * scale + 2)) * 4
    }
}

private extension DisplayList {
    /// Whether one of the list's layers moves (held, dragged or springing).
    var movesALayer: Bool {
        items.contains { item in
            guard case .layer(let layer) = item else { return false }
            return layer.isMoving
        }
    }
}
