#!/usr/bin/python3
"""An X client that misbehaves on purpose, for Flotilla's hosting tests (python3-xcffib).

    misbehave.py plain          one window, painted white; runs until killed
    misbehave.py burst N        maps N windows at once
    misbehave.py resize-loop    resizes its own window every 5 ms, forever
    misbehave.py hints KIND     WM_NORMAL_HINTS that make no sense: zero, huge, min-above-max
    misbehave.py title-1mb      a 1 MB title
    misbehave.py never-paints   a window with no background that never draws
    misbehave.py ignores-close  takes part in WM_DELETE_WINDOW, and never closes when asked
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


def idle():
    while True:
        while conn.poll_for_event():
            pass
        time.sleep(0.05)


mode = sys.argv[1] if len(sys.argv) > 1 else "plain"
if mode == "burst":
    for _ in range(int(sys.argv[2])):
        conn.core.MapWindow(window())
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
elif mode == "ignores-close":
    wid = window()
    protocols, delete = atom(b"WM_PROTOCOLS"), atom(b"WM_DELETE_WINDOW")
    conn.core.ChangeProperty(xp.PropMode.Replace, wid, protocols, xp.Atom.ATOM, 32, 1, struct.pack("=I", delete))
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
