@testable import App
import Foundation
import Glibc
import Model
import Testing

/// Issue 22: saving never closes anything. A failed save is said once and tried again with a
/// growing wait; the last good file stays whole; folders and files others could change are
/// refused; a session past the size limit is cut to fit.
@Suite("Session saving rides out failures")
struct SessionSavingTests {
    final class Lines: @unchecked Sendable {
        var all: [String] = []
    }

    /// A fresh state folder, and the session file's place in it.
    func withSessionFile(_ body: (_ url: URL) throws -> Void) throws {
        let home = FileManager.default.temporaryDirectory.appendingPathComponent("flotilla-saving-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: home) }
        try body(SessionFile.url(forScene: URL(fileURLWithPath: "/scenes/panels.json"), environment: ["XDG_STATE_HOME": home.path]))
    }

    static func state(_ x: Int, opened: Int = 0, parameter: String = "") -> SessionState {
        let main = SessionState.Window(role: .main, x: x, y: 0, width: 800, height: 600, layout: PanelLayoutState(panels: [], focusedID: nil), sheets: [:])
        let others = (0..<opened).map { i in
            SessionState.Window(role: .opened(type: "detail", parameters: ["n": "\(i)", "text": parameter]), x: i, y: 0, width: 400, height: 300,
                                layout: PanelLayoutState(panels: [], focusedID: nil), sheets: [:])
        }
        return SessionState(windows: [main] + others)
    }

    func saved(_ url: URL) throws -> SessionState { try SessionState.decode(try Data(contentsOf: url)) }

    /// Saved 500 ms after the last change, at least every 2 s while changes keep coming; a save
    /// that fails keeps them unsaved until its retry.
    @Test func aSaveFallsDueAfterAPauseOrEveryTwoSeconds() throws {
        try withSessionFile { url in
            let saver = SessionSaver(url: url) { _ in }
            #expect(saver.due == nil)
            saver.changed(at: 10)
            saver.changed(at: 10.3)
            #expect(saver.due == 10.8)
            for t in stride(from: 10.6, through: 12.5, by: 0.3) { saver.changed(at: t) }
            #expect(saver.due == 12, "2 s after the first unsaved change")
            #expect(saver.save(Self.state(1), now: 12))
            #expect(saver.due == nil)
            saver.changed(at: 13)
            try FileManager.default.removeItem(at: url)
            try FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
            #expect(!saver.save(Self.state(2), now: 13.5))
            #expect(saver.due == 14.5, "unsaved still, tried again after the 1 s back-off")
        }
    }

    @Test func aFailedSaveIsSaidOnceRetriedWithBackOffAndRecovers() throws {
        try withSessionFile { url in
            let lines = Lines()
            let saver = SessionSaver(url: url) { lines.all.append($0) }
            #expect(saver.save(Self.state(1), now: 0))
            // The session file's place taken by a folder: every save fails, the good file's
            // contents are elsewhere no more, but nothing ends.
            try FileManager.default.removeItem(at: url)
            try FileManager.default.createDirectory(at: url, withIntermediateDirectories: false)
            var waits: [Double] = []
            for t in [10.0, 11, 13, 17, 25, 41, 71, 101] {
                #expect(!saver.save(Self.state(2), now: t))
                waits.append(try #require(saver.retryAt) - t)
            }
            #expect(waits == [1, 2, 4, 8, 16, 30, 30, 30])
            #expect(lines.all.count == 1, "\(lines.all)")
            #expect(lines.all.first?.contains("\(url.path): a folder, not a regular file") == true, "\(lines.all)")
            try FileManager.default.removeItem(at: url)
            #expect(saver.save(Self.state(3), now: 131))
            #expect(saver.retryAt == nil)
            #expect(try saved(url).windows[0].x == 3, "the state of the moment writing works again")
            #expect(lines.all.last == "flotilla: session \(url.path): saved again")
        }
    }

    @Test func foldersAndFilesOthersCouldChangeAreRefused() throws {
        try withSessionFile { url in
            let folder = url.deletingLastPathComponent()
            let lines = Lines()
            let saver = SessionSaver(url: url) { lines.all.append($0) }
            #expect(saver.save(Self.state(1), now: 0))
            chmod(folder.path, 0o777)
            #expect(!saver.save(Self.state(2), now: 1))
            #expect(lines.all.first?.contains("the folder \(folder.path) is writable by others (mode 777)") == true, "\(lines.all)")
            let read = SessionFile.read(from: url, version: SessionState.version, decode: SessionState.decode)
            guard case .rejected(let report) = read else { Issue.record("read \(read)"); return }
            #expect(report.contains("writable by others") && report.contains("left it alone"), "\(report)")
            chmod(folder.path, 0o700)
            chmod(url.path, 0o666)
            #expect(!saver.save(Self.state(3), now: 2), "a file others may write is refused too")
            chmod(url.path, 0o600)
            #expect(saver.save(Self.state(4), now: 3))
            #expect(try saved(url).windows[0].x == 4)
            // Another user's symbolic link in its place is never followed.
            try FileManager.default.removeItem(at: url)
            try FileManager.default.createSymbolicLink(atPath: url.path, withDestinationPath: "/tmp/elsewhere-\(UUID().uuidString)")
            #expect(!saver.save(Self.state(5), now: 4))
        }
    }

    /// A save falls due every 2 s while a panel is dragged; the layout only changes when it lands.
    @Test func aStateTheFileHoldsIsNotWrittenAgain() throws {
        try withSessionFile { url in
            let saver = SessionSaver(url: url) { _ in }
            func modified() throws -> Date { try #require(FileManager.default.attributesOfItem(atPath: url.path)[.modificationDate] as? Date) }
            #expect(saver.save(Self.state(1), now: 0))
            let past = Date(timeIntervalSince1970: 1_000_000)
            try FileManager.default.setAttributes([.modificationDate: past], ofItemAtPath: url.path)
            #expect(saver.save(Self.state(1), now: 2))
            #expect(try modified() == past, "the same state: the file left as it was")
            #expect(saver.save(Self.state(2), now: 4))
            #expect(try modified() != past)
            #expect(try saved(url).windows[0].x == 2)
        }
    }

    @Test func aSessionPastTheLimitLosesTheWindowsOpenedFirst() throws {
        let big = String(repeating: "x", count: 16 * 1024)
        let state = Self.state(1, opened: 300, parameter: big)
        let (data, dropped) = try state.fitted(within: SessionFile.maximumSize, for: URL(fileURLWithPath: "/s.json"))
        #expect(data.count <= SessionFile.maximumSize)
        let kept = try SessionState.decode(data)
        #expect(dropped > 0 && kept.windows.count == 301 - dropped)
        #expect(kept.windows[0].role == .main)
        func n(_ w: SessionState.Window?) -> String? { if case .opened(_, let parameters)? = w?.role { parameters["n"] } else { nil } }
        #expect(n(kept.windows[1]) == "\(dropped)", "the first opened are left out")
        #expect(n(kept.windows.last) == "299")
        // As few as fit are left out: one more kept would not fit.
        let oneMore = SessionState(windows: [state.windows[0]] + state.windows.dropFirst(1).dropFirst(dropped - 1))
        #expect(try oneMore.encoded().count > SessionFile.maximumSize)
    }

    @Test func aCutSessionIsSaidOnce() throws {
        try withSessionFile { url in
            let lines = Lines()
            let saver = SessionSaver(url: url) { lines.all.append($0) }
            let state = Self.state(1, opened: 300, parameter: String(repeating: "x", count: 16 * 1024))
            #expect(saver.save(state, now: 0))
            #expect(saver.save(state, now: 1))
            #expect(lines.all.count == 1 && lines.all[0].contains("window"), "\(lines.all)")
            let size = try Data(contentsOf: url).count
            #expect(size <= SessionFile.maximumSize)
        }
    }
}

@Suite("The canvas limit, live windows")
struct CanvasLimitTests {
    @Test func sizesPastTheLimitAreClamped() {
        #expect(CanvasLimit.fit(width: 800, height: 600) == (800, 600))
        #expect(CanvasLimit.fit(width: 16384, height: 4096) == (16384, 4096))
        #expect(CanvasLimit.fit(width: 16384, height: 16384) == (8192, 8192))
        let huge = CanvasLimit.fit(width: 32767, height: 32767)
        #expect(huge == (8192, 8192))
        let wide = CanvasLimit.fit(width: 32767, height: 5000)
        #expect(wide.width <= 16384 && wide.width * wide.height <= Limits.maximumCanvasPixels && wide.width > wide.height)
        #expect(CanvasLimit.fit(width: 0, height: -3) == (1, 1))
    }
}
