import App
import Desktop
import Foundation
import Input
import Model
import X11

extension HostedBench {
    /// The measurements of `flotilla bench --hosted` on one private Xvfb, driven by XTEST.
    struct Measures {
        struct CPU {
            var flotilla: Double, server: Double
            var total: Double { flotilla + server }
        }

        /// The xterm beside a drawn panel: CPU per move of each, keystroke latency, idle ticks.
        struct Pair {
            var drawnCPU: CPU, hostedCPU: CPU
            var keystrokes: Samples
            var idleTicks: Int
        }

        /// 10 panels: resident bytes at `ready` and at rest, idle ticks, and the drawing times
        /// (ms) of the frames from the exposé key until it settled.
        struct Cascade {
            var readyResident: Int, restResident: Int
            var idleTicks: Int
            var exposeFrames: [Double]
        }

        let xvfb: PrivateXvfb
        let connection: X11Connection
        let input: SyntheticInput
        let moves: Int, rounds: Int

        init(xvfb: PrivateXvfb, moves: Int, rounds: Int) throws {
            self.xvfb = xvfb
            connection = try X11Connection(display: xvfb.display)
            input = try SyntheticInput(connection: connection)
            self.moves = moves
            self.rounds = max(1, rounds)
        }

        /// Keystroke latency of an xterm of 800×600 on the root, no Flotilla running.
        func unhostedKeystrokes(_ count: Int) throws -> Samples {
            let xterm = try startXterm(at: 100, 100)
            defer { ProcessStats.stop(xterm) }
            let root = connection.rootWindow
            // Mapped once its white ground shows; keys go where the pointer is (no window manager).
            let spot = PixelRect(x: 400, y: 400, width: 1, height: 1)
            guard BenchChild.eventually({ (try? connection.capture(root, area: spot).pixels[0] & 0xFF_FFFF) == 0xFF_FFFF }) else {
                throw FlotillaError(.display, "the xterm on the root never showed")
            }
            try input.move(to: 500, 400)
            Thread.sleep(forTimeInterval: 0.3)
            return try keystrokes(count, band: PixelRect(x: 100, y: 100, width: 800, height: 60), in: root)
        }

        /// The drawn panel and the xterm side by side: keystrokes into the xterm, its idle CPU,
        /// then each dragged by its title bar.
        func pair(keystrokes count: Int) throws -> Pair {
            let setup = Setup.pair
            let child = try start(setup)
            try child.wait(for: "\"did-adopt\"", times: 1)
            Thread.sleep(forTimeInterval: 1)
            let (drawn, xterm) = (setup.panels[0].frame, setup.panels[1].frame)
            let content = PixelRect(x: Int(xterm.minX), y: Int(xterm.minY + TitleBarLayout.height),
                                    width: Int(xterm.width), height: Int(xterm.height - TitleBarLayout.height))
            try input.move(to: content.x + content.width / 2, content.y + content.height / 2, in: child.window)
            try input.press(button: 1)
            try input.release(button: 1)
            try child.wait(for: "\"did-focus\"", times: 1)
            Thread.sleep(forTimeInterval: 0.3)
            let typed = try keystrokes(count, band: PixelRect(x: content.x, y: content.y, width: content.width, height: 60), in: child.window)
            let idle = try idleTicks(child)
            let drawnCPU = try cpuToDrag(drawn, child)
            let hostedCPU = try cpuToDrag(xterm, child)
            return Pair(drawnCPU: drawnCPU, hostedCPU: hostedCPU, keystrokes: typed, idleTicks: idle)
        }

        /// Ten panels of `setup`: memory at `ready` and at rest, idle CPU, then exposé by `exposeKey`.
        func cascade(_ setup: Setup, exposeKey: KeyPress) throws -> Cascade {
            let child = try start(setup)
            let ready = ProcessStats.residentBytes(child.pid)
            let apps = setup.apps.count
            if apps > 0 { try child.wait(for: "\"did-adopt\"", times: apps) }
            Thread.sleep(forTimeInterval: 1.5)
            let rest = ProcessStats.residentBytes(child.pid)
            let idle = try idleTicks(child)
            let logged = child.errorText.endIndex
            try input.key(exposeKey)
            try child.wait(for: "\"did-enter-expose\"", times: 1)
            Thread.sleep(forTimeInterval: 1.5)
            let log = child.errorText
            return Cascade(readyResident: ready, restResident: rest, idleTicks: idle,
                           exposeFrames: HostedBench.frameTimes(inLog: log[min(logged, log.endIndex)...]))
        }

        /// An `xterm -e cat` of 133×46 cells (800×600 pixels) at (x, y) on the root, no Flotilla running.
        func startXterm(at x: Int, _ y: Int) throws -> Process {
            let xterm = Process()
            xterm.executableURL = URL(fileURLWithPath: "/usr/bin/xterm")
            xterm.arguments = ["-geometry", "133x46+\(x)+\(y)", "-e", "cat"]
            xterm.environment = ProcessInfo.processInfo.environment.merging(["DISPLAY": xvfb.display]) { _, new in new }
            do { try xterm.run() } catch {
                throw FlotillaError(.display, "cannot start xterm (Debian package xterm): \(error.localizedDescription)")
            }
            return xterm
        }

        private func start(_ setup: Setup) throws -> BenchChild {
            let json = String(decoding: try JSONEncoder().encode(setup), as: UTF8.self)
            return try BenchChild(["bench", "--serve-hosted", json], display: xvfb.display, keepsErrors: setup.logsFrames)
        }

        /// Flotilla's CPU ticks over 2 s with the pointer resting on an empty spot.
        private func idleTicks(_ child: BenchChild) throws -> Int {
            try input.move(to: Setup.emptySpot.x, Setup.emptySpot.y, in: child.window)
            Thread.sleep(forTimeInterval: 1)
            let before = ProcessStats.cpuTicks(child.pid)
            Thread.sleep(forTimeInterval: 2)
            return ProcessStats.cpuTicks(child.pid) - before
        }

        /// CPU per move while the panel at `frame` is held by its title bar and moved about
        /// (``LiveBench/cpuPerMove``), after a first move of 30 px down and right.
        private func cpuToDrag(_ frame: Rect, _ child: BenchChild) throws -> CPU {
            let grab = (x: Int(frame.midX), y: Int(frame.minY) + 22)
            try input.move(to: grab.x, grab.y, in: child.window)
            try input.press(button: 1)
            for step in 1...10 {
                try input.move(to: grab.x + 3 * step, grab.y + 3 * step, in: child.window)
                Thread.sleep(forTimeInterval: 0.016)
            }
            Thread.sleep(forTimeInterval: 0.3)
            let cpu = try LiveBench.cpuPerMove(moves: moves, rounds: rounds, around: (grab.x + 30, grab.y + 30), flotilla: child.pid,
                                               xvfb: xvfb.pid, input: input, window: child.window)
            try input.release(button: 1)
            Thread.sleep(forTimeInterval: 0.5)
            return CPU(flotilla: cpu.flotilla, server: cpu.server)
        }

        /// `count` keystrokes (a to z, over and over), each from the XTEST press until `band` of
        /// `window` reads back changed (at most 500 ms), 30 ms apart.
        private func keystrokes(_ count: Int, band: PixelRect, in window: WindowID) throws -> Samples {
            let clock = ContinuousClock()
            let letters = Array("abcdefghijklmnopqrstuvwxyz")
            var result = Samples()
            for i in 0..<count {
                let before = try connection.capture(window, area: band).pixels
                let start = clock.now
                try input.key(KeyPress(.character(letters[i % letters.count])))
                while try connection.capture(window, area: band).pixels == before {
                    guard clock.now - start < .milliseconds(500) else { break }
                }
                let d = clock.now - start
                result.add(Double(d.components.seconds) + Double(d.components.attoseconds) * 1e-18)
                Thread.sleep(forTimeInterval: 0.03)
            }
            return result
        }
    }
}
