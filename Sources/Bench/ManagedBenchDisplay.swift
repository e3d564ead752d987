import App
import Desktop
import Foundation
import Model
import X11

/// A private Xvfb (1920×1080 unless `bench --size` says) for a window manager the bench
/// measures, with private user folders (no session file or configuration of the user's read or
/// written) and the xlogos started on it.
final class ManagedBenchDisplay {
    let xvfb: PrivateXvfb
    let size: Size
    let folder: BenchFolder
    let connection: X11Connection
    private var logos: [Process] = [], managers: [Process] = []

    init(size: Size) throws {
        self.size = size
        xvfb = try PrivateXvfb(width: Int(size.width), height: Int(size.height))
        folder = try BenchFolder("manage")
        connection = try X11Connection(display: xvfb.display)
    }

    deinit {
        logos.forEach(ProcessStats.stop)
        managers.forEach(ProcessStats.stop)
    }

    /// Stops `process` (a window manager, a compositor) when the display goes, after the xlogos.
    func stopsWithIt(_ process: Process) { managers.append(process) }

    /// Starts openbox, then picom (``LiveBench/picomArguments``), each once it is there: their
    /// process ids.
    func startPicomAndOpenbox() throws -> (picom: Int32, openbox: Int32) {
        // Its configuration is the system's (/etc/xdg), not the user's.
        let openbox = try LiveBench.start("openbox", ["--sm-disable"], on: xvfb,
                                          environment: folder.environment.merging(["XDG_CONFIG_HOME": folder.url.path]) { _, new in new })
        stopsWithIt(openbox)
        guard BenchChild.eventually({ (try? connection.windowManagerMovesWindows()) == true }) else {
            throw FlotillaError(.display, "openbox never published _NET_SUPPORTED")
        }
        let picom = try LiveBench.start("picom", LiveBench.picomArguments, on: xvfb, environment: folder.environment)
        stopsWithIt(picom)
        guard BenchChild.eventually({ (try? connection.compositingManagerRuns()) == true }) else {
            throw FlotillaError(.display, "picom never took the compositing manager selection")
        }
        return (picom.processIdentifier, openbox.processIdentifier)
    }

    /// Starts `flotilla manage --events` on the display (with its debug log kept when
    /// `logsFrames`: a line a frame), then `count` xlogos, and waits until it has settled each:
    /// the child and the top xlogo.
    func startFlotillaManaging(_ count: Int, logsFrames: Bool = false) throws -> (child: BenchChild, top: WindowID) {
        let child = try BenchChild(["manage", "--events"] + (logsFrames ? ["--log-level", "debug"] : []), display: xvfb.display,
                                   environment: folder.environment, keepsErrors: logsFrames)
        let top = try startLogos(count, managedBy: "flotilla manage")
        try child.wait(for: "\"did-settle\"", times: count)
        return (child, top)
    }

    /// Starts `count` xlogos placed like the bench's `count` panels and waits until the window
    /// manager lists them all (`_NET_CLIENT_LIST_STACKING`); the top one. `manager` names it in an error.
    func startLogos(_ count: Int, managedBy manager: String) throws -> WindowID {
        let logo = LiveBench.peerWindowSize(in: size)
        for panel in BenchScenes.panels(count, in: size).panels {
            logos.append(try LiveBench.start("xlogo", ["-geometry", "\(logo.width)x\(logo.height)+\(Int(panel.frame.minX))+\(Int(panel.frame.minY))"],
                                             on: xvfb, environment: folder.environment))
        }
        var stacking: [UInt32] = []
        guard BenchChild.eventually(timeout: 60, {
            stacking = (try? connection.property("_NET_CLIENT_LIST_STACKING", of: connection.rootWindow))??.values32 ?? []
            return stacking.count == count
        }), let top = stacking.last else {
            let running = logos.count { $0.isRunning }, topLevels = (try? connection.children(of: connection.rootWindow).count) ?? 0
            throw FlotillaError(.display, "\(manager) never listed the \(count) xlogo windows (\(stacking.count) listed, \(running) xlogo running, "
                                + "\(topLevels) windows on the root)")
        }
        return top
    }
}
