#!/usr/bin/python3
"""A window of an EWMH type for Flotilla's `manage` tests (python3-xcffib):

    typed-window.py TYPE X Y WIDTH HEIGHT RRGGBB [STRUT [START END]]

maps a window of _NET_WM_WINDOW_TYPE_TYPE (DOCK, DESKTOP, …) at (X, Y), WIDTH × HEIGHT pixels,
filled with one colour; with STRUT, it reserves that many pixels at the foot of the screen
(_NET_WM_STRUT_PARTIAL), as a bottom panel does: from x START to END (inclusive; by default the
screen's whole width). Each button press it receives is counted in its
_TEST_PRESSES property (CARDINAL), so a test knows where the pointer went. Started with
DESKTOP_STARTUP_ID, it sets _NET_STARTUP_ID on its window (as GTK does); with STARTUP_ON_LEADER=1
too, on an unmapped client leader instead (WM_CLIENT_LEADER, as mousepad does), and it sets
_TEST_STARTUP_REMOVED on its window once the display is told `remove:` for that launch. Runs
until killed.
"""
import struct
import sys

import xcffib
import xcffib.xproto as xp

conn = xcffib.connect()
screen = conn.get_setup().roots[conn.pref_screen]
kind = sys.argv[1].encode()
x, y, width, height = (int(v) for v in sys.argv[2:6])
colour = int(sys.argv[6], 16)
strut = int(sys.argv[7]) if len(sys.argv) > 7 else 0
start, end = (int(v) for v in sys.argv[8:10]) if len(sys.argv) > 9 else (0, screen.width_in_pixels - 1)


def atom(name):
    return conn.core.InternAtom(False, len(name), name).reply().atom


wid = conn.generate_id()
conn.core.CreateWindow(screen.root_depth, wid, screen.root, x, y, width, height, 0, xp.WindowClass.InputOutput,
                       screen.root_visual, xp.CW.BackPixel | xp.CW.EventMask, [colour, xp.EventMask.ButtonPress])
conn.core.ChangeProperty(xp.PropMode.Replace, wid, atom(b"_NET_WM_WINDOW_TYPE"), xp.Atom.ATOM, 32, 1,
                         struct.pack("=I", atom(b"_NET_WM_WINDOW_TYPE_" + kind)))
if strut:
    partial = [0, 0, 0, strut, 0, 0, 0, 0, 0, 0, start, end]
    conn.core.ChangeProperty(xp.PropMode.Replace, wid, atom(b"_NET_WM_STRUT_PARTIAL"), xp.Atom.CARDINAL, 32, 12, struct.pack("=12I", *partial))
# Launched with startup notification, it names its launch on its window, as GTK does.
import os
startup_id = os.environ.get("DESKTOP_STARTUP_ID", "").encode()
on_leader = os.environ.get("STARTUP_ON_LEADER") == "1"
if startup_id:
    named = wid
    if on_leader:
        named = conn.generate_id()
        conn.core.CreateWindow(0, named, screen.root, 0, 0, 1, 1, 0, xp.WindowClass.InputOnly, screen.root_visual, 0, [])
        for window in (wid, named):
            conn.core.ChangeProperty(xp.PropMode.Replace, window, atom(b"WM_CLIENT_LEADER"), xp.Atom.WINDOW, 32, 1, struct.pack("=I", named))
        # Startup messages are broadcast to the root with PropertyChange.
        conn.core.ChangeWindowAttributes(screen.root, xp.CW.EventMask, [xp.EventMask.PropertyChange])
    conn.core.ChangeProperty(xp.PropMode.Replace, named, atom(b"_NET_STARTUP_ID"), atom(b"UTF8_STRING"), 8, len(startup_id), startup_id)
begin, more = atom(b"_NET_STARTUP_INFO_BEGIN"), atom(b"_NET_STARTUP_INFO")
messages = {}
name = kind.lower()
conn.core.ChangeProperty(xp.PropMode.Replace, wid, xp.Atom.WM_CLASS, xp.Atom.STRING, 8, 2 * len(name) + 2, name + b"\0" + name + b"\0")
conn.core.MapWindow(wid)
conn.flush()
presses = 0
pressed = atom(b"_TEST_PRESSES")
while True:
    event = conn.wait_for_event()
    if isinstance(event, xp.ButtonPressEvent):
        presses += 1
        conn.core.ChangeProperty(xp.PropMode.Replace, wid, pressed, xp.Atom.CARDINAL, 32, 1, struct.pack("=I", presses))
        conn.flush()
    elif isinstance(event, xp.ClientMessageEvent) and event.type in (begin, more) and event.format == 8:
        chunk = bytes(event.data.data8)
        text = (b"" if event.type == begin else messages.get(event.window, b"")) + chunk
        if b"\0" not in text:
            messages[event.window] = text
            continue
        messages.pop(event.window, None)
        message = text.split(b"\0")[0]
        if startup_id and message.startswith(b"remove:") and b'ID="' + startup_id + b'"' in message:
            conn.core.ChangeProperty(xp.PropMode.Replace, wid, atom(b"_TEST_STARTUP_REMOVED"), xp.Atom.CARDINAL, 32, 1, struct.pack("=I", 1))
            conn.flush()
