import App
import Desktop
import Foundation
import Model
import X11

extension LiveBench {
    /// The peer beside Flotilla's drag: Debian's picom compositing as many 360×240 xlogo windows
    /// as the drag's scene has panels, placed like them, on an Xvfb of its own; the top one moved
    /// by ConfigureWindow from the bench's one connection to the positions the drag's pointer takes.
    public struct PeerRow: Codable, Sendable, Equatable {
        /// "picom 10 xlogo".
        public var name: String
        public var windows: Int
        public var moves: Int, rounds: Int
        /// Milliseconds of CPU per move of picom and of its X server; nil when not measured.
        public var peerCPU: Double?, serverCPU: Double?
        public var totalCPU: Double? { peerCPU.flatMap { peer in serverCPU.map { peer + $0 } } }
        /// Why it was not measured (picom or xlogo missing); nil when it was.
        public var skipped: String?
    }

    /// picom as the issue sets it: the xrender backend, shadows of radius 18, corners of radius
    /// 12, no config file.
    static let picomArguments = ["--config", "/dev/null", "--backend", "xrender", "--shadow", "--shadow-radius", "18", "--corner-radius", "12"]

    /// The size of each xlogo window at the standard size, and in a window of `size` (the bench
    /// scene's factor).
    static let peerWindowSize = (width: 360, height: 240)
    static func peerWindowSize(in size: Size) -> (width: Int, height: Int) {
        let factor = BenchScenes.factor(for: size)
        return (Int((Double(peerWindowSize.width) * factor).rounded()), Int((Double(peerWindowSize.height) * factor).rounded()))
    }

    /// The first of `names` that is not an executable on `$PATH`, if any.
    static func missingProgram(_ names: [String], path: String = ProcessInfo.processInfo.environment["PATH"] ?? "/usr/bin:/bin") -> String? {
        names.first { name in !path.split(separator: ":").contains { FileManager.default.isExecutableFile(atPath: "\($0)/\(name)") } }
    }

    /// Why a measurement needing `program` was skipped: it is not installed, and its Debian package.
    static func notInstalled(_ program: String) -> String {
        "\(program) not installed (Debian package \(program == "xlogo" ? "x11-apps" : program))"
    }

    /// picom with `count` xlogos on `xvfb` (nil: picom or xlogo is missing), `moves` × `rounds`.
    static func peer(windows count: Int, size screen: Size, moves: Int, rounds: Int, xvfb: PrivateXvfb?) throws -> PeerRow {
        var row = PeerRow(name: "picom \(count) xlogo", windows: count, moves: moves, rounds: rounds)
        guard let xvfb else {
            let missing = missingProgram(["picom", "xlogo"]) ?? "picom"
            row.skipped = notInstalled(missing)
            return row
        }
        let connection = try X11Connection(display: xvfb.display)
        let picom = try start("picom", picomArguments, on: xvfb)
        defer { ProcessStats.stop(picom) }
        guard BenchChild.eventually({ (try? connection.compositingManagerRuns()) == true }) else {
            throw FlotillaError(.display, "picom never took the compositing manager selection")
        }
        let origins = BenchScenes.panels(count, in: screen).panels.map { (x: Int($0.frame.minX), y: Int($0.frame.minY)) }
        let size = peerWindowSize(in: screen)
        var logos: [Process] = []
        defer { logos.forEach(ProcessStats.stop) }
        for o in origins { logos.append(try start("xlogo", ["-geometry", "\(size.width)x\(size.height)+\(o.x)+\(o.y)"], on: xvfb)) }
        // The moved one is the scene's top panel's.
        let top = origins.last!
        var moved: WindowID?
        guard BenchChild.eventually({ moved = try? logoWindow(at: top, sized: size, among: count, on: connection); return moved != nil }), let moved else {
            throw FlotillaError(.display, "the \(count) xlogo windows never all showed")
        }
        connection.raise(moved)
        // The pointer of the drag holds a panel's title bar at its middle, 22 px below its top.
        let grab = (x: size.width / 2, y: 22)
        connection.move(moved, x: 600 - grab.x, y: 400 - grab.y)
        Thread.sleep(forTimeInterval: 1)
        let cpu = cpuPerMove(moves: moves, rounds: rounds, around: (600, 400), of: [picom.processIdentifier, xvfb.pid]) { x, y in
            connection.move(moved, x: x - grab.x, y: y - grab.y)
        }
        (row.peerCPU, row.serverCPU) = (cpu[0], cpu[1])
        return row
    }

    /// The xlogo window at `origin` once `count` of `size` are top-level windows, else nil.
    private static func logoWindow(at origin: (x: Int, y: Int), sized size: (width: Int, height: Int), among count: Int,
                                   on connection: X11Connection) throws -> WindowID? {
        let logos = try connection.topLevelWindows().filter { try connection.size(of: $0) == size }
        guard logos.count == count else { return nil }
        // Its inside starts a border's width (1 px) in from where it was placed.
        return try logos.last { window in
            let inside = try connection.rootPosition(0, 0, in: window)
            return (0...1).contains(inside.x - origin.x) && (0...1).contains(inside.y - origin.y)
        }
    }

    /// `program` (found on `$PATH`) with `arguments` on `xvfb`, `environment` over this process's own, its output dropped.
    static func start(_ program: String, _ arguments: [String], on xvfb: PrivateXvfb,
                      environment: [String: String] = [:]) throws(FlotillaError) -> Process {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
        process.arguments = [program] + arguments
        process.environment = BenchChild.environment(display: xvfb.display, environment)
        process.standardOutput = FileHandle.nullDevice
        process.standardError = FileHandle.nullDevice
        do { try process.run() } catch {
            throw FlotillaError(.display, "cannot start \(program): \(error.localizedDescription)")
        }
        return process
    }
}
