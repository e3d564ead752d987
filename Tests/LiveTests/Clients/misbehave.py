#!/usr/bin/python3
"""An X client that misbehaves on purpose, for Flotilla's hosting tests (python3-xcffib).

    misbehave.py plain          one window, painted white; runs until killed
    misbehave.py burst N        maps N windows at once
    misbehave.py resize-loop    resizes its own window every 5 ms, forever
    misbehave.py hints KIND     WM_NORMAL_HINTS that make no sense: zero, huge, min-above-max
    misbehave.py title-1mb      a 1 MB title
    misbehave.py never-paints   a window with no background that never draws
    misbehave.py ignores-close  takes part in WM_DELETE_WINDOW, and never closes when asked
    misbehave.py hangs          takes part in WM_DELETE_WINDOW and _NET_WM_PING, and answers neither
    misbehave.py asks-to-save   takes part in WM_DELETE_WINDOW; asked to close, maps a dialog named
                                "Save changes?" (transient for its window) and ends once the dialog
                                is clicked, as an editor with unsaved work does
    misbehave.py shadowed [TYPE]  draws its own frame (_MOTIF_WM_HINTS: no decorations) in a depth-32
                                window: a 20-pixel margin of its own translucent shadow around it
                                (_GTK_FRAME_EXTENTS 20 each side), opaque white inside; with TYPE, a
                                window of _NET_WM_WINDOW_TYPE_TYPE at (700, 450)
    misbehave.py utility        one window; once a window manager (or Flotilla) took it, a second,
                                a utility window (_NET_WM_WINDOW_TYPE_UTILITY) transient for it
    misbehave.py second-window  one window; once a window manager (or Flotilla) took it, a second
                                main window of 300 × 200 named "second", transient for nothing
    misbehave.py flood WHAT     one window; once taken, changes it as fast as it can until killed,
                                never waiting on the server: WHAT is title (WM_NAME and _NET_WM_NAME),
                                hints (WM_NORMAL_HINTS' minimum size) or resize (a ConfigureRequest)
    misbehave.py oversize TYPE  one window of _NET_WM_WINDOW_TYPE_TYPE (NOTIFICATION: composited where it
                                is, not managed); once mapped, configures itself to 32767 × 32767 and
                                prints "oversize"
    misbehave.py overwide TYPE  maps a window of that type 32767 pixels wide with a border of 100: past
                                the largest pixmap, so that Composite cannot redirect it
    misbehave.py dock-moved-away  asks to map a dock (a strut of 100 at the top) and, before any
                                manager can answer (the server grabbed), moves it into an unmapped
                                window of its own; then maps a plain window
    misbehave.py transient-cycle  maps cycle-a and cycle-b, each WM_TRANSIENT_FOR the other; once a
                                manager took both, withdraws cycle-a (unmap and a synthetic UnmapNotify,
                                as GTK does) and maps it again
    misbehave.py overlay-locker draws into the Composite overlay window as xsecurelock does while a
                                compositor runs: a black child window of the overlay over the whole screen
    misbehave.py circulate      maps two override-redirect windows named circulate-low and circulate-high,
                                the second over the first at (300, 300), then asks the root to raise the
                                lowest window another hides (CirculateWindow RaiseLowest): circulate-low
"""
import os
import struct
import sys
import time

import xcffib
import xcffib.xproto as xp

conn = xcffib.connect()
screen = conn.get_setup().roots[conn.pref_screen]


def atom(name):
    return conn.core.InternAtom(False, len(name), name).reply().atom


def window(width=240, height=160, painted=True):
    wid = conn.generate_id()
    mask, values = xp.CW.EventMask, [xp.EventMask.Exposure | xp.EventMask.StructureNotify]
    if painted:
        mask, values = xp.CW.BackPixel | mask, [screen.white_pixel] + values
    conn.core.CreateWindow(screen.root_depth, wid, screen.root, 0, 0, width, height, 0, xp.WindowClass.InputOutput,
                           screen.root_visual, mask, values)
    conn.core.ChangeProperty(xp.PropMode.Replace, wid, atom(b"_NET_WM_PID"), xp.Atom.CARDINAL, 32, 1, struct.pack("=I", os.getpid()))
    conn.core.ChangeProperty(xp.PropMode.Replace, wid, xp.Atom.WM_NAME, xp.Atom.STRING, 8, 9, b"misbehave")
    return wid


def hints(wid, minimum, maximum, increment, base):
    flags = 16 | 32 | 64 | 256
    values = [flags, 0, 0, 0, 0, *minimum, *maximum, *increment, 0, 0, 0, 0, *base, 1]
    conn.core.ChangeProperty(xp.PropMode.Replace, wid, xp.Atom.WM_NORMAL_HINTS, xp.Atom.WM_SIZE_HINTS, 32, 18,
                             struct.pack("=18i", *values))


def taken_window():
    """Maps a window and returns it once a window manager (or Flotilla) took it (reparented it)."""
    wid = window()
    conn.core.MapWindow(wid)
    conn.flush()
    while not isinstance(conn.wait_for_event(), xp.ReparentNotifyEvent):
        pass
    return wid


def idle():
    while True:
        while conn.poll_for_event():
            pass
        time.sleep(0.05)


def flood(what):
    wid = taken_window()
    net_wm_name, utf8 = atom(b"_NET_WM_NAME"), atom(b"UTF8_STRING")
    n = 0
    while True:
        n += 1
        if what == "title":
            title = b"flood %d" % n
            conn.core.ChangeProperty(xp.PropMode.Replace, wid, xp.Atom.WM_NAME, xp.Atom.STRING, 8, len(title), title)
            conn.core.ChangeProperty(xp.PropMode.Replace, wid, net_wm_name, utf8, 8, len(title), title)
        elif what == "hints":
            hints(wid, (100 + n % 50, 80 + n % 30), (4000, 4000), (1, 1), (0, 0))
        elif what == "resize":
            conn.core.ConfigureWindow(wid, xp.ConfigWindow.Width | xp.ConfigWindow.Height, [250 + n % 100, 150 + n % 80])
        if n % 32 == 0:
            conn.flush()
            while conn.poll_for_event():
                pass


mode = sys.argv[1] if len(sys.argv) > 1 else "plain"
if mode == "burst":
    for _ in range(int(sys.argv[2])):
        conn.core.MapWindow(window())
    conn.flush()
    idle()
elif mode == "flood":
    flood(sys.argv[2])
elif mode == "oversize":
    wid = window()
    conn.core.ChangeProperty(xp.PropMode.Replace, wid, atom(b"_NET_WM_WINDOW_TYPE"), xp.Atom.ATOM, 32, 1,
                             struct.pack("=I", atom(b"_NET_WM_WINDOW_TYPE_" + sys.argv[2].encode())))
    conn.core.MapWindow(wid)
    conn.flush()
    while not isinstance(conn.wait_for_event(), xp.MapNotifyEvent):
        pass
    conn.core.ConfigureWindow(wid, xp.ConfigWindow.Width | xp.ConfigWindow.Height, [32767, 32767])
    conn.core.GetInputFocus().reply()
    print("oversize", flush=True)
    idle()
elif mode == "overwide":
    wid = window()
    conn.core.ChangeProperty(xp.PropMode.Replace, wid, atom(b"_NET_WM_WINDOW_TYPE"), xp.Atom.ATOM, 32, 1,
                             struct.pack("=I", atom(b"_NET_WM_WINDOW_TYPE_" + sys.argv[2].encode())))
    conn.core.ConfigureWindow(wid, xp.ConfigWindow.Width | xp.ConfigWindow.BorderWidth, [32767, 100])
    conn.core.MapWindow(wid)
    conn.flush()
    idle()
elif mode == "dock-moved-away":
    dock, container = window(screen.width_in_pixels, 100), window(10, 10)
    conn.core.ChangeProperty(xp.PropMode.Replace, dock, atom(b"_NET_WM_WINDOW_TYPE"), xp.Atom.ATOM, 32, 1,
                             struct.pack("=I", atom(b"_NET_WM_WINDOW_TYPE_DOCK")))
    conn.core.ChangeProperty(xp.PropMode.Replace, dock, atom(b"_NET_WM_STRUT_PARTIAL"), xp.Atom.CARDINAL, 32, 12,
                             struct.pack("=12I", 0, 0, 100, 0, 0, 0, 0, 0, 0, screen.width_in_pixels - 1, 0, 0))
    conn.core.GrabServer()
    conn.core.MapWindow(dock)
    conn.core.ReparentWindow(dock, container, 0, 0)
    conn.core.UngrabServer()
    conn.core.MapWindow(window())
    conn.flush()
    idle()
elif mode == "circulate":
    for name in (b"circulate-low", b"circulate-high"):
        wid = window()
        conn.core.ChangeWindowAttributes(wid, xp.CW.OverrideRedirect, [1])
        conn.core.ConfigureWindow(wid, xp.ConfigWindow.X | xp.ConfigWindow.Y, [300, 300])
        conn.core.ChangeProperty(xp.PropMode.Replace, wid, xp.Atom.WM_NAME, xp.Atom.STRING, 8, len(name), name)
        conn.core.MapWindow(wid)
    conn.core.GetInputFocus().reply()
    conn.core.CirculateWindow(xp.Circulate.RaiseLowest, screen.root)
    conn.flush()
    idle()
elif mode == "resize-loop":
    wid = window()
    conn.core.MapWindow(wid)
    conn.flush()
    n = 0
    while True:
        n += 1
        conn.core.ConfigureWindow(wid, xp.ConfigWindow.Width | xp.ConfigWindow.Height, [200 + n % 50, 150 + n % 37])
        conn.flush()
        while conn.poll_for_event():
            pass
        time.sleep(0.005)
elif mode == "hints":
    wid = window()
    kind = sys.argv[2]
    if kind == "zero":
        hints(wid, (0, 0), (0, 0), (0, 0), (0, 0))
    elif kind == "huge":
        hints(wid, (30000, 30000), (2**31 - 1, 2**31 - 1), (2**31 - 1, 7), (-5, 2**31 - 1))
    elif kind == "min-above-max":
        hints(wid, (500, 400), (100, 80), (-3, 0), (10, 10))
    conn.core.MapWindow(wid)
    conn.flush()
    idle()
elif mode == "title-1mb":
    wid = window()
    title = b"t" * (1 << 20)
    conn.core.ChangeProperty(xp.PropMode.Replace, wid, atom(b"_NET_WM_NAME"), atom(b"UTF8_STRING"), 8, len(title), title)
    conn.core.MapWindow(wid)
    conn.flush()
    idle()
elif mode in ("ignores-close", "hangs"):
    wid = window()
    protocols = [atom(b"WM_DELETE_WINDOW")] + ([atom(b"_NET_WM_PING")] if mode == "hangs" else [])
    conn.core.ChangeProperty(xp.PropMode.Replace, wid, atom(b"WM_PROTOCOLS"), xp.Atom.ATOM, 32, len(protocols),
                             struct.pack("=%dI" % len(protocols), *protocols))
    conn.core.MapWindow(wid)
    conn.flush()
    idle()
elif mode == "asks-to-save":
    wid = window()
    delete = atom(b"WM_DELETE_WINDOW")
    conn.core.ChangeProperty(xp.PropMode.Replace, wid, atom(b"WM_PROTOCOLS"), xp.Atom.ATOM, 32, 1, struct.pack("=I", delete))
    conn.core.MapWindow(wid)
    conn.flush()
    dialog = None
    while True:
        event = conn.wait_for_event()
        if isinstance(event, xp.ClientMessageEvent) and event.data.data32[0] == delete and dialog is None:
            dialog = window(200, 100)
            conn.core.ChangeProperty(xp.PropMode.Replace, dialog, xp.Atom.WM_NAME, xp.Atom.STRING, 8, 13, b"Save changes?")
            conn.core.ChangeProperty(xp.PropMode.Replace, dialog, xp.Atom.WM_TRANSIENT_FOR, xp.Atom.WINDOW, 32, 1, struct.pack("=I", wid))
            conn.core.ChangeProperty(xp.PropMode.Replace, dialog, atom(b"_NET_WM_WINDOW_TYPE"), xp.Atom.ATOM, 32, 1,
                                     struct.pack("=I", atom(b"_NET_WM_WINDOW_TYPE_DIALOG")))
            conn.core.ChangeWindowAttributes(dialog, xp.CW.EventMask, [xp.EventMask.ButtonPress])
            conn.core.MapWindow(dialog)
            conn.flush()
        elif isinstance(event, xp.ButtonPressEvent) and event.event == dialog:
            sys.exit(0)
elif mode == "shadowed":
    visual = next(v.visual_id for d in screen.allowed_depths if d.depth == 32 for v in d.visuals if v._class == xp.VisualClass.TrueColor)
    colormap = conn.generate_id()
    conn.core.CreateColormap(xp.ColormapAlloc._None, colormap, screen.root, visual)
    wid, (width, height, margin) = conn.generate_id(), (240, 160, 20)
    kind = sys.argv[2].encode() if len(sys.argv) > 2 else None
    conn.core.CreateWindow(32, wid, screen.root, 700 if kind else 0, 450 if kind else 0, width, height, 0, xp.WindowClass.InputOutput, visual,
                           xp.CW.BackPixel | xp.CW.BorderPixel | xp.CW.EventMask | xp.CW.Colormap,
                           [0, 0, xp.EventMask.Exposure | xp.EventMask.StructureNotify, colormap])
    conn.core.ChangeProperty(xp.PropMode.Replace, wid, atom(b"_NET_WM_PID"), xp.Atom.CARDINAL, 32, 1, struct.pack("=I", os.getpid()))
    conn.core.ChangeProperty(xp.PropMode.Replace, wid, xp.Atom.WM_NAME, xp.Atom.STRING, 8, 8, b"shadowed")
    conn.core.ChangeProperty(xp.PropMode.Replace, wid, atom(b"_MOTIF_WM_HINTS"), atom(b"_MOTIF_WM_HINTS"), 32, 5,
                             struct.pack("=5I", 2, 0, 0, 0, 0))
    conn.core.ChangeProperty(xp.PropMode.Replace, wid, atom(b"_GTK_FRAME_EXTENTS"), xp.Atom.CARDINAL, 32, 4,
                             struct.pack("=4I", margin, margin, margin, margin))
    if kind:
        conn.core.ChangeProperty(xp.PropMode.Replace, wid, atom(b"_NET_WM_WINDOW_TYPE"), xp.Atom.ATOM, 32, 1,
                                 struct.pack("=I", atom(b"_NET_WM_WINDOW_TYPE_" + kind)))
    gc = conn.generate_id()
    conn.core.CreateGC(gc, wid, 0, [])
    # Premultiplied ARGB: clear above, a quarter-black shadow below and beside, white inside.
    rows = []
    for y in range(height):
        row = []
        for x in range(width):
            inside = margin <= x < width - margin and margin <= y < height - margin
            row.append(0xFFFFFFFF if inside else 0 if y < margin // 2 else 0x40000000)
        rows.append(struct.pack("=%dI" % width, *row))
    image = b"".join(rows)
    conn.core.MapWindow(wid)
    conn.flush()
    while True:
        event = conn.wait_for_event()
        if isinstance(event, xp.ExposeEvent) and event.count == 0:
            for top in range(0, height, 40):
                band = image[top * width * 4:(top + 40) * width * 4]
                conn.core.PutImage(xp.ImageFormat.ZPixmap, wid, gc, width, 40, 0, top, 0, 32, len(band), band)
            conn.flush()
elif mode == "utility":
    main = taken_window()
    palette = window(120, 200)
    conn.core.ChangeProperty(xp.PropMode.Replace, palette, xp.Atom.WM_NAME, xp.Atom.STRING, 8, 7, b"palette")
    conn.core.ChangeProperty(xp.PropMode.Replace, palette, xp.Atom.WM_TRANSIENT_FOR, xp.Atom.WINDOW, 32, 1, struct.pack("=I", main))
    conn.core.ChangeProperty(xp.PropMode.Replace, palette, atom(b"_NET_WM_WINDOW_TYPE"), xp.Atom.ATOM, 32, 1,
                             struct.pack("=I", atom(b"_NET_WM_WINDOW_TYPE_UTILITY")))
    conn.core.MapWindow(palette)
    conn.flush()
    idle()
elif mode == "second-window":
    taken_window()
    second = window(300, 200)
    conn.core.ChangeProperty(xp.PropMode.Replace, second, xp.Atom.WM_NAME, xp.Atom.STRING, 8, 6, b"second")
    conn.core.MapWindow(second)
    conn.flush()
    idle()
elif mode == "transient-cycle":
    first, second = window(), window()
    for wid, name, owner in ((first, b"cycle-a", second), (second, b"cycle-b", first)):
        conn.core.ChangeProperty(xp.PropMode.Replace, wid, xp.Atom.WM_CLASS, xp.Atom.STRING, 8, len(name) * 2 + 2, name + b"\0" + name + b"\0")
        conn.core.ChangeProperty(xp.PropMode.Replace, wid, xp.Atom.WM_TRANSIENT_FOR, xp.Atom.WINDOW, 32, 1, struct.pack("=I", owner))
        conn.core.MapWindow(wid)
    conn.flush()
    taken = set()
    while len(taken) < 2:
        event = conn.wait_for_event()
        if isinstance(event, xp.ReparentNotifyEvent) and event.parent != screen.root:
            taken.add(event.window)
    conn.core.UnmapWindow(first)
    unmap = struct.pack("=BB2xIIB19x", 18, 0, screen.root, first, 0)
    conn.core.SendEvent(False, screen.root, xp.EventMask.SubstructureRedirect | xp.EventMask.SubstructureNotify, unmap)
    conn.flush()
    while not (isinstance(e := conn.wait_for_event(), xp.ReparentNotifyEvent) and e.window == first and e.parent == screen.root):
        pass
    conn.core.MapWindow(first)
    conn.flush()
    idle()
elif mode == "overlay-locker":
    import xcffib.composite
    overlay = conn(xcffib.composite.key).GetOverlayWindow(screen.root).reply().overlay_win
    wid = conn.generate_id()
    conn.core.CreateWindow(screen.root_depth, wid, overlay, 0, 0, screen.width_in_pixels, screen.height_in_pixels, 0,
                           xp.WindowClass.InputOutput, screen.root_visual, xp.CW.BackPixel, [screen.black_pixel])
    conn.core.MapWindow(wid)
    conn.flush()
    idle()
elif mode == "never-paints":
    conn.core.MapWindow(window(painted=False))
    conn.flush()
    idle()
else:
    conn.core.MapWindow(window())
    conn.flush()
    idle()
