import App
import Assets
import Foundation
import Model
import Render
import SnapshotTesting
import TestSupport
import Testing

/// HiDPI: scenes drawn at a display scale, in pixels = points × scale, at full resolution.
@Suite("Scale goldens", .serialized)
struct ScaleGoldenTests {
    static let bundled = ["adwaita", "demo", "maps", "panels", "popover"]

    /// Every bundled scene at scale 2: twice the width and height, text, hairlines and shadows
    /// rasterised at that resolution.
    @Test(arguments: bundled)
    func bundledSceneAtScaleTwo(_ name: String) throws {
        let scene = try SceneLoading.load(path: Assets.scene(named: name).path)
        let image = try HeadlessRenderer(scale: 2).render(scene)
        #expect(image.width == 2 * Int(scene.size.width) && image.height == 2 * Int(scene.size.height))
        assertSnapshot(of: image, as: .png(), named: "\(name)@2x")
    }

    /// A fractional scale: the demo at 1.5 (its size rounds up to whole pixels).
    @Test func demoAtOneAndAHalf() throws {
        let scene = try SceneLoading.load(path: Assets.scene(named: "demo").path, size: Size(width: 481, height: 321))
        let image = try HeadlessRenderer(scale: 1.5).render(scene)
        #expect(image.width == 722 && image.height == 482)
        assertSnapshot(of: image, as: .png(), named: "demo-481x321@1.5x")
    }

    /// Points stay points: the scale-2 picture, averaged over each 2×2 block, is the scale-1
    /// picture (the same layout), yet it is not the scale-1 picture enlarged (edges are sharper):
    /// many pixels differ from that upscale.
    @Test func scaleTwoIsTheSameLayoutDrawnFiner() throws {
        let scene = try SceneLoading.load(path: Assets.scene(named: "demo").path)
        let one = try HeadlessRenderer().render(scene), two = try HeadlessRenderer(scale: 2).render(scene)
        var averageError = 0.0, differFromUpscale = 0
        func channel(_ pixel: UInt32, _ shift: UInt32) -> Double { Double((pixel >> shift) & 0xFF) }
        for y in 0..<one.height {
            for x in 0..<one.width {
                let block = [two[2 * x, 2 * y], two[2 * x + 1, 2 * y], two[2 * x, 2 * y + 1], two[2 * x + 1, 2 * y + 1]]
                let target = one[x, y]
                for shift: UInt32 in [0, 8, 16] {
                    let mean = block.reduce(0.0) { $0 + channel($1, shift) } / 4
                    averageError += abs(mean - channel(target, shift))
                }
                differFromUpscale += block.filter { $0 != target }.count
            }
        }
        averageError /= Double(one.width * one.height * 3)
        #expect(averageError < 1.5, "mean difference per channel of the 2×2 average: \(averageError)")
        #expect(differFromUpscale > 20_000, "pixels that differ from the scale-1 picture enlarged: \(differFromUpscale)")
    }

    /// `--scale` is a finite number from 1 to 4.
    @Test func aScaleOutsideOneToFourIsRefused() {
        for scale in [0.5, 4.5, .nan, .infinity] {
            #expect(throws: FlotillaError.self) { try HeadlessRenderer(scale: scale) }
        }
    }
}
