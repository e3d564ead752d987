import Model
import Testing

/// Issue 59: a dialog larger than the screen hung off it (mousepad's Save As, 1096×856 with a
/// least size of 547×427, on a 1280×720 screen).
@Suite("Where an app's dialog shows on its panel")
struct DialogPlacementTests {
    let screen = Rect(x: 0, y: 0, width: 1280, height: 720)
    let saveAs = PanelContentSizes(preferred: Size(width: 1096, height: 856), minimum: Size(width: 547, height: 427),
                                   maximum: Size(width: 4000, height: 4000), titleBar: 0)

    @Test func aDialogLargerThanTheRoomBelowTheTitleBarIsMadeSmallerToFitIt() {
        let placement = DialogPlacement(parent: Rect(x: 390, y: 38, width: 500, height: 400), workArea: screen)
        #expect(placement.fitsAsSheet(saveAs))
        let sheet = placement.sheet(size: saveAs.preferredFrameSize, sizes: saveAs)
        #expect(sheet == Rect(x: 92, y: 82, width: 1096, height: 638), "below the title bar, to the screen's foot")
        #expect(screen.contains(sheet.origin) && sheet.maxX <= screen.maxX && sheet.maxY <= screen.maxY)
    }

    @Test func aSmallDialogIsCentredBelowTheTitleBarAsItAsks() {
        let small = PanelContentSizes(preferred: Size(width: 200, height: 120), titleBar: 0)
        let placement = DialogPlacement(parent: Rect(x: 100, y: 80, width: 400, height: 344), workArea: screen)
        #expect(placement.sheet(size: small.preferredFrameSize, sizes: small) == Rect(x: 200, y: 124, width: 200, height: 120))
        // Wider than its panel: past its sides, inside the work area.
        let wide = PanelContentSizes(preferred: Size(width: 500, height: 300), titleBar: 0)
        let left = DialogPlacement(parent: Rect(x: 20, y: 80, width: 200, height: 244), workArea: screen)
        #expect(left.sheet(size: wide.preferredFrameSize, sizes: wide) == Rect(x: 0, y: 124, width: 500, height: 300))
    }

    @Test func theWorkAreaBoundsItAndResizeStepsAreKept() {
        // A dock of 40 along the foot; 10-point steps from a base of 0.
        var stepped = saveAs
        stepped.increments = PanelContentSizes.Increments(base: .zero, step: Size(width: 10, height: 10))
        let placement = DialogPlacement(parent: Rect(x: 390, y: 38, width: 500, height: 400), workArea: Rect(x: 0, y: 0, width: 1280, height: 680))
        let sheet = placement.sheet(size: stepped.preferredFrameSize, sizes: stepped)
        #expect(sheet.maxY <= 680 && sheet.height == 590 && sheet.width == 1090, "\(sheet)")
    }

    @Test func oneWhoseLeastSizeDoesNotFitBelowTheTitleBarFloatsCentredOnItsParent() {
        var tall = saveAs
        tall.minimum = Size(width: 547, height: 700)
        let placement = DialogPlacement(parent: Rect(x: 390, y: 38, width: 500, height: 400), workArea: screen)
        #expect(!placement.fitsAsSheet(tall))
        var own = tall
        own.titleBar = 44
        let floating = placement.floating(size: own.preferredFrameSize, sizes: own)
        #expect(floating == Rect(x: 92, y: 0, width: 1096, height: 744), "from the screen's top, its least 744 not allowing less: \(floating)")
        // A parent moved low since: a sheet whose least size is taller than the room moves up onto the work area.
        let low = DialogPlacement(parent: Rect(x: 390, y: 500, width: 500, height: 200), workArea: screen)
        #expect(low.sheet(size: saveAs.preferredFrameSize, sizes: saveAs) == Rect(x: 92, y: 293, width: 1096, height: 427))
    }
}
