#!/usr/bin/python3
"""Reads the keyboard focus as soon as its window maps, ROUNDS times (python3-xcffib):

    focus-at-map.py ROUNDS

Each round maps a new top-level window, waits for its MapNotify (the window manager mapped it),
asks GetInputFocus at once, then destroys the window and waits for its DestroyNotify. Prints one
line per round: `ok` where the focus was the window, else the focused window's id in hex.
"""
import sys

import xcffib
import xcffib.xproto as xp

conn = xcffib.connect()
screen = conn.get_setup().roots[conn.pref_screen]


def wait_for(kind, wid):
    while True:
        event = conn.wait_for_event()
        if isinstance(event, kind) and event.window == wid:
            return


for _ in range(int(sys.argv[1])):
    wid = conn.generate_id()
    conn.core.CreateWindow(screen.root_depth, wid, screen.root, 100, 100, 200, 120, 0, xp.WindowClass.InputOutput,
                           screen.root_visual, xp.CW.BackPixel | xp.CW.EventMask, [0x3366AA, xp.EventMask.StructureNotify])
    conn.core.ChangeProperty(xp.PropMode.Replace, wid, xp.Atom.WM_CLASS, xp.Atom.STRING, 8, 20, b"focus-at-map\0Focus\0\0")
    conn.core.MapWindow(wid)
    conn.flush()
    wait_for(xp.MapNotifyEvent, wid)
    focus = conn.core.GetInputFocus().reply().focus
    print("ok" if focus == wid else hex(focus), flush=True)
    conn.core.DestroyWindow(wid)
    conn.flush()
    wait_for(xp.DestroyNotifyEvent, wid)
