#!/usr/bin/python3
"""A window that asks for EWMH states of its own before it maps (python3-xcffib):

    own-states.py WIDTH HEIGHT STATE...

maps a WIDTH × HEIGHT window (class own-states) with _NET_WM_STATE set to _NET_WM_STATE_STATE for
each STATE given (MAXIMIZED_VERT, MAXIMIZED_HORZ, …), as an app that starts maximised does, and
runs until killed.
"""
import struct
import sys
import time

import xcffib
import xcffib.xproto as xp

conn = xcffib.connect()
screen = conn.get_setup().roots[conn.pref_screen]
width, height = int(sys.argv[1]), int(sys.argv[2])


def atom(name):
    return conn.core.InternAtom(False, len(name), name).reply().atom


wid = conn.generate_id()
conn.core.CreateWindow(screen.root_depth, wid, screen.root, 0, 0, width, height, 0, xp.WindowClass.InputOutput,
                       screen.root_visual, xp.CW.BackPixel, [0x88AA33])
conn.core.ChangeProperty(xp.PropMode.Replace, wid, xp.Atom.WM_CLASS, xp.Atom.STRING, 8, 22, b"own-states\0OwnStates\0")
states = [atom(b"_NET_WM_STATE_" + name.encode()) for name in sys.argv[3:]]
conn.core.ChangeProperty(xp.PropMode.Replace, wid, atom(b"_NET_WM_STATE"), xp.Atom.ATOM, 32, len(states), struct.pack("=%dI" % len(states), *states))
conn.core.MapWindow(wid)
conn.flush()
while True:
    time.sleep(3600)
