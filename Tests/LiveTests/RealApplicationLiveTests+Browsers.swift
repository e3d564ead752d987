import Foundation
import Testing
@testable import X11

/// Firefox ESR and Chromium under `flotilla manage`, each opening a local page whose field sets
/// the page's title (and so the window's) to what is typed into it.
extension Live.RealApplicationLiveTests {
    /// The page: titled "ready" once loaded; typing sets the title to "typed:" and the text.
    static func page(in folder: URL) throws -> String {
        let page = folder.appendingPathComponent("page.html")
        try Data("<!doctype html><title>ready</title><input autofocus oninput=\"document.title='typed:'+this.value\">".utf8).write(to: page)
        return page.absoluteString
    }

    /// Types into the loaded page and reads the window's title back, then resizes and closes it.
    static func expectTypedResizedClosed(_ window: ManagedWindow, on display: ManagedDisplay, by app: RunningFlotilla, top: Int) throws {
        #expect(eventually(within: 30) { display.title(window.client)?.hasPrefix("ready") == true }, "\(String(describing: display.title(window.client)))")
        try display.type("browser", into: window)
        #expect(eventually(within: 10) { display.title(window.client)?.hasPrefix("typed:browser") == true }, "\(String(describing: display.title(window.client)))")
        try display.expectResized(window, to: resized, top: top)
        try display.expectClosed(window, by: app)
    }

    @Test func firefox() throws {
        let (display, app) = try Self.managed()
        defer { app.stop() }
        let folder = try temporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let profile = folder.appendingPathComponent("profile")
        try FileManager.default.createDirectory(at: profile, withIntermediateDirectories: true)
        let window = try display.open("firefox-esr", ["-profile", profile.path, "-no-remote", try Self.page(in: folder)],
                                           environment: Self.gtk.merging(["MOZ_DISABLE_CONTENT_SANDBOX": "1"]) { _, new in new }, by: app, within: 60) { $0.hasPrefix("Navigator") }
        try Self.expectShown(window, on: display, top: Self.titleBar)
        try Self.expectTypedResizedClosed(window, on: display, by: app, top: Self.titleBar)
    }

    /// Chromium (Motif decorations: all) has Flotilla's title bar, and a drag of it moves the window.
    @Test func chromium() throws {
        let (display, app) = try Self.managed()
        defer { app.stop() }
        let folder = try temporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let arguments = ["--no-sandbox", "--user-data-dir=\(folder.appendingPathComponent("profile").path)", "--no-first-run",
                         "--no-default-browser-check", "--disable-gpu", "--password-store=basic", try Self.page(in: folder)]
        let window = try display.open("chromium", arguments, environment: Self.gtk, by: app, within: 60) { $0.hasPrefix("chromium") }
        try Self.expectShown(window, on: display, top: Self.titleBar)
        try Self.expectDraggedByTitleBar(window, on: display, by: app)
        // A second window (the running browser's), closed by its title bar's close button.
        let second = try display.open("chromium", ["--new-window"] + arguments, environment: Self.gtk, by: app, within: 30) { $0.hasPrefix("chromium") }
        #expect(eventually { display.frameTop(second.client) == Self.titleBar })
        try Self.expectClosedByCloseButton(second, on: display, by: app)
        #expect(display.clientList().contains(window.client))
        try Self.expectTypedResizedClosed(window, on: display, by: app, top: Self.titleBar)
    }
}
