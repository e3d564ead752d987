import Input
import Model
import Spring

/// Everything a person sets in `$XDG_CONFIG_HOME/flotilla/settings.yaml`, each part with its
/// default: what Flotilla does with no file at all.
public struct Settings: Hashable, Sendable {
    /// Which keys do what, and the keys that run commands.
    public var keys: KeyBindings
    /// The modifier and buttons that move and resize a window from anywhere in it (in the file's `keys`).
    public var windowDrags: WindowDrags
    public var appearance: Appearance
    public var motion: Motion
    public var desktop: Desktop
    public var session: Session
    /// The icon theme, where no XSETTINGS manager names one.
    public var iconTheme: String

    public init(keys: KeyBindings = Settings.standardKeys, windowDrags: WindowDrags = WindowDrags(), appearance: Appearance = Appearance(),
                motion: Motion = Motion(), desktop: Desktop = Desktop(), session: Session = Session(), iconTheme: String = "Adwaita") {
        self.keys = keys
        self.windowDrags = windowDrags
        self.appearance = appearance
        self.motion = motion
        self.desktop = desktop
        self.session = session
        self.iconTheme = iconTheme
    }

    /// How panels and the backdrop look.
    public struct Appearance: Hashable, Sendable {
        /// The accent: the chosen search result, the switcher's ring, the space that shows, pin previews.
        public var accent: Color = PanelLook.defaultTint
        /// The corner radius of windows' panels, in points.
        public var cornerRadius: Double = PanelLook.standardAppearance.cornerRadius
        /// Whether windows' panels cast shadows.
        public var shadows: Bool = true
        /// Whether windows' panels show their title (the title bar and its buttons stay).
        public var titles: Bool = true
        /// Whether a wallpaper setter's background (feh, nitrogen, xwallpaper…), where one set it,
        /// is drawn in place of the backdrop.
        public var wallpaper = true
        /// The backdrop's colour, shading to ``gradientTo`` at the foot when set.
        public var backdrop: Color = Color(rgb: 0x4C566A)
        public var gradientTo: Color? = Color(rgb: 0x2E3440)

        public init() {}
    }

    /// How things move.
    public struct Motion: Hashable, Sendable {
        /// Cross-fades in place of springs (as `--reduced-motion`).
        public var reduced = false
        /// The springs' feel: standard, snappy, gentle or bouncy.
        public var springs = SpringPreset.standard

        public init() {}
    }

    /// The desktop under `flotilla manage`.
    public struct Desktop: Hashable, Sendable {
        /// How many spaces, where the display had none and `--spaces` does not say.
        public var spaces = 4
        /// Whether windows tile (flung to an edge, Super+arrows, Arrange All).
        public var tiling = true
        /// What the pointer in a monitor's top-left corner does.
        public var hotCorner = HotCorner.pushed
        /// The screen locker the lock key starts: a command that runs until the screen is
        /// unlocked (as `i3lock -n`); empty (null in the file): the first installed of xsecurelock and i3lock.
        public var lock = ""
        /// Whether the screen locks when the X screen saver starts (after the idle time `xset s` sets).
        public var lockOnIdle = true

        public init() {}
    }

    /// What a login session (`flotilla manage --session`) does.
    public struct Session: Hashable, Sendable {
        /// Start the autostart entries (the Desktop Application Autostart spec) as the session begins.
        public var autostart = true
        /// Start again the applications that ran when the last session ended.
        public var relaunch = true

        public init() {}
    }

    /// Every action on its default keys, and the usual command keys: a terminal, a screenshot,
    /// the volume, playback and brightness keys.
    public static let standardKeys: KeyBindings = {
        let commands: [(KeyPress, String)] = [
            (KeyPress(.enter, modifiers: .super), "x-terminal-emulator"),
            (KeyPress(.print), "import -window root \"$HOME/Screenshot $(date '+%Y-%m-%d %H.%M.%S').png\""),
            (KeyPress(.media(.audioRaiseVolume)), "pactl set-sink-volume @DEFAULT_SINK@ +5%"),
            (KeyPress(.media(.audioLowerVolume)), "pactl set-sink-volume @DEFAULT_SINK@ -5%"),
            (KeyPress(.media(.audioMute)), "pactl set-sink-mute @DEFAULT_SINK@ toggle"),
            (KeyPress(.media(.audioPlay)), "playerctl play-pause"),
            (KeyPress(.media(.audioNext)), "playerctl next"),
            (KeyPress(.media(.audioPrev)), "playerctl previous"),
            (KeyPress(.media(.monBrightnessUp)), "brightnessctl set +10%"),
            (KeyPress(.media(.monBrightnessDown)), "brightnessctl set 10%-"),
        ]
        // The defaults bind no key twice.
        return try! KeyBindings(keys: KeyBindings.standard.keys, commands: commands.map(KeyCommand.init))
    }()
}

/// What the pointer in a monitor's top-left corner does: shows exposé once pushed into it (a
/// pressure barrier: a warp or a pass along the edge does nothing), at each arrival (`instant`), or
/// nothing. The settings file says `true`, `instant` or `false`.
public enum HotCorner: String, CaseIterable, Hashable, Sendable {
    case pushed = "true", instant, off = "false"
}
