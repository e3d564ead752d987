# Shared by scripts/run and scripts/test (sourced, not run): installs what a fresh Debian machine
# with only Swift lacks, and starts a private Xvfb.

# Debian packages: build (cairo, pango, librsvg for SVG icons, xcb), run (Xvfb, pinned fonts), Xephyr (a screen that
# changes size, for the monitors' tests), a window manager for the
# tests that need a real one (openbox), desktop-file-validate for the installed desktop entry, and
# an XSETTINGS manager (xsettingsd) for the reduced-motion test; hosting's xcb extensions and the
# real programs its tests host (xterm, xlogo, zenity, gtk3-demo; xcffib for misbehaving clients); picom,
# the compositor `bench --live` measures beside Flotilla; wmctrl and xdotool, the tools `manage` answers;
# hsetroot, a wallpaper setter `manage` draws the root background of; the real applications the
# manage suite runs (mousepad, gtk4-demo, FeatherPad, Tk's wish, mpv, glxgears, rofi, tint2,
# Firefox ESR, Chromium: each runs with no session bus and no recommended package); libdbus (logind's
# lock signals), dbus-daemon and python3-dbus (a session bus, and the tests' stand-in for logind), i3lock.
FLOTILLA_PACKAGES=(pkg-config libcairo2-dev libpango1.0-dev librsvg2-dev libpng-dev libxcb1-dev libxcb-xtest0-dev libxcb-cursor-dev libxcb-shm0-dev libxcb-randr0-dev libxcb-shape0-dev libxcb-xinput-dev libxcb-xrm-dev
                   libxcb-composite0-dev libxcb-damage0-dev libxcb-xfixes0-dev libxcb-res0-dev libxcb-render0-dev libxcb-sync-dev libxcb-screensaver0-dev libdbus-1-dev
                   xvfb xserver-xephyr xauth fonts-dejavu-core openbox xcompmgr xsettingsd x11-xserver-utils desktop-file-utils
                   xterm x11-apps zenity gtk-3-examples python3-xcffib picom wmctrl xdotool hsetroot
                   mousepad gtk-4-examples featherpad tk mpv mesa-utils rofi tint2 firefox-esr chromium
                   dbus-daemon dbus-bin dbus-session-bus-common python3-dbus i3lock)

# Installs the packages that are missing; does nothing when all are present.
ensure_packages() {
    local missing=()
    for p in "${FLOTILLA_PACKAGES[@]}"; do
        dpkg-query -W -f='${Status}' "$p" 2>/dev/null | grep -q "install ok installed" || missing+=("$p")
    done
    [ ${#missing[@]} -eq 0 ] && return 0
    echo "installing: ${missing[*]}" >&2
    local sudo=""
    [ "$(id -u)" -eq 0 ] || sudo="sudo"
    $sudo apt-get update -qq
    DEBIAN_FRONTEND=noninteractive $sudo apt-get install -y -qq --no-install-recommends "${missing[@]}" >/dev/null
}

# Starts a private Xvfb (1280x800x24, no TCP, no window manager) on a free display, exports
# DISPLAY and stops the server when the calling script exits.
start_private_xvfb() {
    local size="${1:-1280x800x24}" numfile
    numfile=$(mktemp)
    Xvfb -displayfd 9 -screen 0 "$size" -nolisten tcp -noreset 9>"$numfile" 2>/dev/null &
    XVFB_PID=$!
    trap 'kill "$XVFB_PID" 2>/dev/null; wait "$XVFB_PID" 2>/dev/null' EXIT
    for _ in $(seq 100); do
        [ -s "$numfile" ] && break
        kill -0 "$XVFB_PID" 2>/dev/null || { echo "Xvfb failed to start" >&2; return 1; }
        sleep 0.1
    done
    [ -s "$numfile" ] || { echo "Xvfb did not report its display" >&2; return 1; }
    export DISPLAY=":$(head -n1 "$numfile")"
    rm -f "$numfile"
    echo "private Xvfb on $DISPLAY ($size)" >&2
}
