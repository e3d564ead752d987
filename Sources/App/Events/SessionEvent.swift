import Compositor

/// Everything a session reports, as one schema: the window being ready, then the compositor's events.
public enum SessionEvent: Hashable, Sendable {
    /// The window was mapped and its first frame is on screen: its size in points and its scale
    /// (pixels per point; the window is width × scale by height × scale pixels); `motion` says
    /// whether springs or cross-fades (reduced motion) carry its transitions.
    case ready(width: Double, height: Double, scale: Double, window: UInt32, motion: MotionPreference = .full)
    case compositor(CompositorEvent)
    /// `--events` only: `count` lines were dropped because the reader fell behind (``EventPrinter``).
    case eventsDropped(count: Int)
    /// App `app`'s window (its process `pid`, titled `title`) was taken into panel `panel`.
    case didAdopt(panel: String, app: String, pid: Int32, title: String)
    /// The process of app `app` (in panel `panel`) ended: with an exit `status`, or killed by `signal`.
    case didAppExit(panel: String, app: String, status: Int32?, signal: Int32?)
    /// The launch of application `app` (its desktop file id) ended: its window mapped (`window`, the
    /// client's id; it takes the focus), or no window came in time (`window` nil).
    case didEndLaunch(app: String, window: UInt32?)
    /// Key `key` (named as the settings name it) ran its command, as process `pid`.
    case didRunCommand(key: String, pid: Int32)
    /// The settings file `file` was read again after it changed: in force now, or refused
    /// (`problem`, the line said on stderr; the settings in force stay).
    case didReadSettings(file: String, problem: String?)
    /// `manage --session` began the login session: the autostart entries it launched and the
    /// applications it started again (that ran when the last session ended), by desktop file id;
    /// `again`: the X session had begun before (a restart), so none were.
    case didBeginSession(autostart: [String], relaunch: [String], again: Bool)
    /// Log out was asked for: the log-out prompt shows, over the panels open.
    case didAskLogOut(panels: [String])
    /// Log out was confirmed (`anyway`: Log Out Anyway): the panels whose windows were asked to
    /// close (`anyway`: ended). The session ends once their windows are gone.
    case didLogOut(panels: [String], anyway: Bool)
    /// The screen locker `locker` (its program's name) started as process `pid`, asked for by
    /// `cause`: `key`, `search`, `idle` (the X screen saver) or `logind`.
    case didLock(locker: String, pid: Int32, cause: String)
    /// The screen was not locked: `problem`, the notice shown.
    case didNotLock(problem: String)
    /// The screen locker `locker` ended (the screen unlocked): with an exit `status`, or killed by `signal`.
    case didUnlock(locker: String, status: Int32?, signal: Int32?)
    /// The pointer was pushed down against the bottom edge of the monitor whose edge spans `x`
    /// ..< `x` + `width` pixels (where the dock comes up).
    case didPushBottomEdge(x: Int, width: Int)
}

extension SessionEvent: Codable {
    private enum Field: String, CodingKey { case event, width, height, scale, window, motion, count, panel, app, pid, title, status, signal, key, file, problem, autostart, relaunch, again, panels, locker, cause, anyway, x }

    public func encode(to encoder: any Encoder) throws {
        switch self {
        case .ready(let width, let height, let scale, let window, let motion):
            var fields = encoder.container(keyedBy: Field.self)
            try fields.encode("ready", forKey: .event)
            try fields.encode(width, forKey: .width)
            try fields.encode(height, forKey: .height)
            try fields.encode(scale, forKey: .scale)
            try fields.encode(window, forKey: .window)
            try fields.encode(motion.rawValue, forKey: .motion)
        case .compositor(let event):
            try event.encode(to: encoder)
        case .eventsDropped(let count):
            var fields = encoder.container(keyedBy: Field.self)
            try fields.encode("events-dropped", forKey: .event)
            try fields.encode(count, forKey: .count)
        case .didAdopt(let panel, let app, let pid, let title):
            var fields = encoder.container(keyedBy: Field.self)
            try fields.encode("did-adopt", forKey: .event)
            try fields.encode(panel, forKey: .panel)
            try fields.encode(app, forKey: .app)
            try fields.encode(pid, forKey: .pid)
            try fields.encode(title, forKey: .title)
        case .didEndLaunch(let app, let window):
            var fields = encoder.container(keyedBy: Field.self)
            try fields.encode("did-end-launch", forKey: .event)
            try fields.encode(app, forKey: .app)
            try fields.encodeIfPresent(window, forKey: .window)
        case .didRunCommand(let key, let pid):
            var fields = encoder.container(keyedBy: Field.self)
            try fields.encode("did-run-command", forKey: .event)
            try fields.encode(key, forKey: .key)
            try fields.encode(pid, forKey: .pid)
        case .didReadSettings(let file, let problem):
            var fields = encoder.container(keyedBy: Field.self)
            try fields.encode("did-read-settings", forKey: .event)
            try fields.encode(file, forKey: .file)
            try fields.encodeIfPresent(problem, forKey: .problem)
        case .didBeginSession(let autostart, let relaunch, let again):
            var fields = encoder.container(keyedBy: Field.self)
            try fields.encode("did-begin-session", forKey: .event)
            try fields.encode(autostart, forKey: .autostart)
            try fields.encode(relaunch, forKey: .relaunch)
            try fields.encode(again, forKey: .again)
        case .didAskLogOut(let panels):
            var fields = encoder.container(keyedBy: Field.self)
            try fields.encode("did-ask-log-out", forKey: .event)
            try fields.encode(panels, forKey: .panels)
        case .didLogOut(let panels, let anyway):
            var fields = encoder.container(keyedBy: Field.self)
            try fields.encode("did-log-out", forKey: .event)
            try fields.encode(panels, forKey: .panels)
            try fields.encode(anyway, forKey: .anyway)
        case .didAppExit(let panel, let app, let status, let signal):
            var fields = encoder.container(keyedBy: Field.self)
            try fields.encode("did-app-exit", forKey: .event)
            try fields.encode(panel, forKey: .panel)
            try fields.encode(app, forKey: .app)
            try fields.encodeIfPresent(status, forKey: .status)
            try fields.encodeIfPresent(signal, forKey: .signal)
        case .didLock(let locker, let pid, let cause):
            var fields = encoder.container(keyedBy: Field.self)
            try fields.encode("did-lock", forKey: .event)
            try fields.encode(locker, forKey: .locker)
            try fields.encode(pid, forKey: .pid)
            try fields.encode(cause, forKey: .cause)
        case .didNotLock(let problem):
            var fields = encoder.container(keyedBy: Field.self)
            try fields.encode("did-not-lock", forKey: .event)
            try fields.encode(problem, forKey: .problem)
        case .didUnlock(let locker, let status, let signal):
            var fields = encoder.container(keyedBy: Field.self)
            try fields.encode("did-unlock", forKey: .event)
            try fields.encode(locker, forKey: .locker)
            try fields.encodeIfPresent(status, forKey: .status)
            try fields.encodeIfPresent(signal, forKey: .signal)
        case .didPushBottomEdge(let x, let width):
            var fields = encoder.container(keyedBy: Field.self)
            try fields.encode("did-push-bottom-edge", forKey: .event)
            try fields.encode(x, forKey: .x)
            try fields.encode(width, forKey: .width)
        }
    }

    public init(from decoder: any Decoder) throws {
        let fields = try decoder.container(keyedBy: Field.self)
        switch try fields.decode(String.self, forKey: .event) {
        case "ready": break
        case "events-dropped":
            self = .eventsDropped(count: try fields.decode(Int.self, forKey: .count))
            return
        case "did-adopt":
            self = .didAdopt(panel: try fields.decode(String.self, forKey: .panel), app: try fields.decode(String.self, forKey: .app),
                             pid: try fields.decode(Int32.self, forKey: .pid), title: try fields.decode(String.self, forKey: .title))
            return
        case "did-end-launch":
            self = .didEndLaunch(app: try fields.decode(String.self, forKey: .app), window: try fields.decodeIfPresent(UInt32.self, forKey: .window))
            return
        case "did-run-command":
            self = .didRunCommand(key: try fields.decode(String.self, forKey: .key), pid: try fields.decode(Int32.self, forKey: .pid))
            return
        case "did-read-settings":
            self = .didReadSettings(file: try fields.decode(String.self, forKey: .file), problem: try fields.decodeIfPresent(String.self, forKey: .problem))
            return
        case "did-begin-session":
            self = .didBeginSession(autostart: try fields.decode([String].self, forKey: .autostart), relaunch: try fields.decode([String].self, forKey: .relaunch),
                                    again: try fields.decode(Bool.self, forKey: .again))
            return
        case "did-ask-log-out":
            self = .didAskLogOut(panels: try fields.decode([String].self, forKey: .panels))
            return
        case "did-log-out":
            self = .didLogOut(panels: try fields.decode([String].self, forKey: .panels), anyway: try fields.decode(Bool.self, forKey: .anyway))
            return
        case "did-app-exit":
            self = .didAppExit(panel: try fields.decode(String.self, forKey: .panel), app: try fields.decode(String.self, forKey: .app), status: try fields.decodeIfPresent(Int32.self, forKey: .status),
                               signal: try fields.decodeIfPresent(Int32.self, forKey: .signal))
            return
        case "did-lock":
            self = .didLock(locker: try fields.decode(String.self, forKey: .locker), pid: try fields.decode(Int32.self, forKey: .pid),
                            cause: try fields.decode(String.self, forKey: .cause))
            return
        case "did-not-lock":
            self = .didNotLock(problem: try fields.decode(String.self, forKey: .problem))
            return
        case "did-unlock":
            self = .didUnlock(locker: try fields.decode(String.self, forKey: .locker), status: try fields.decodeIfPresent(Int32.self, forKey: .status),
                              signal: try fields.decodeIfPresent(Int32.self, forKey: .signal))
            return
        case "did-push-bottom-edge":
            self = .didPushBottomEdge(x: try fields.decode(Int.self, forKey: .x), width: try fields.decode(Int.self, forKey: .width))
            return
        default:
            self = .compositor(try CompositorEvent(from: decoder))
            return
        }
        let motion = try fields.decodeIfPresent(String.self, forKey: .motion).map { name in
            guard let motion = MotionPreference(rawValue: name) else {
                throw DecodingError.dataCorruptedError(forKey: .motion, in: fields, debugDescription: "expected full or reduced, got \(name)")
            }
            return motion
        }
        self = .ready(width: try fields.decode(Double.self, forKey: .width), height: try fields.decode(Double.self, forKey: .height),
                      scale: try fields.decode(Double.self, forKey: .scale), window: try fields.decode(UInt32.self, forKey: .window),
                      motion: motion ?? .full)
    }
}
