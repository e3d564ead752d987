@testable import App
import Desktop
import Foundation
import Input
import Model
import Testing
@testable import X11

/// Issue 60: a client's own icon (`_NET_WM_ICON`) shows on its title bar and in its search row.
extension Live.ManageLiveTests {
    /// xlogo, given an icon by a test client (16, 32 and 64 pixels, the 32 one orange): its title
    /// bar shows the orange icon, and so does its row in the search field (where it showed a
    /// letter's tile).
    @Test func aWindowsOwnIconShowsOnItsTitleBarAndInItsSearchRow() throws {
        let display = try ManagedDisplay()
        let app = try display.manage()
        defer { app.stop() }
        _ = try app.readyWindow()
        let (xlogo, frame) = try display.startXlogo(under: app)
        _ = try display.output(of: "python3", [TestClients.setIcon, String(xlogo), "D08770"])
        let orange = { (area: PixelRect) in
            (try? display.connection.capture(display.connection.rootWindow, area: area))?.pixels.allSatisfy { $0 & 0xFF_FFFF == 0xD0_8770 } == true
        }
        let room = TitleBarLayout.titleFrame(for: .floating, in: Rect(x: Double(frame.x), y: Double(frame.y), width: Double(frame.width),
                                                                     height: Double(frame.height)), top: Double(frame.y), tiles: true)
        #expect(eventually { orange(PixelRect(x: Int(room.minX) + 6, y: Int(room.midY) - 4, width: 8, height: 8)) }, "the title bar's icon")

        try display.input.key(KeyPress(.space, modifiers: .super))
        _ = try app.wait(for: "did-open-search")
        for ch in "xlogo" { try display.input.key(KeyPress(.character(ch))) }
        let row = LaunchFieldLayout(results: 1, on: Rect(x: 0, y: 0, width: 1280, height: 800)).rows[0]
        #expect(eventually { orange(PixelRect(x: Int(row.minX) + 8 + 12, y: Int(row.midY) - 4, width: 8, height: 8)) }, "the search row's icon")
    }
}
