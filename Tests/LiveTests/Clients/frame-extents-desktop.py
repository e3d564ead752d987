#!/usr/bin/python3
"""Stands in for a desktop whose window manager draws no shadows of its own but lets clients draw
theirs (as GNOME's does), for Flotilla's hosting tests (python3-xcffib): announces a supporting
window manager (_NET_SUPPORTING_WM_CHECK) that supports _GTK_FRAME_EXTENTS, so that GTK 3 draws
its windows' shadows itself when a compositing manager runs, and manages nothing. Prints "ready"
once the root says so, and runs until killed.
"""
import struct
import sys
import time

import xcffib
import xcffib.xproto as xp

conn = xcffib.connect()
screen = conn.get_setup().roots[conn.pref_screen]


def atom(name):
    return conn.core.InternAtom(False, len(name), name).reply().atom


check = conn.generate_id()
conn.core.CreateWindow(0, check, screen.root, -1, -1, 1, 1, 0, xp.WindowClass.InputOnly, 0, xp.CW.OverrideRedirect, [1])
wm_check = atom(b"_NET_SUPPORTING_WM_CHECK")
for window in (check, screen.root):
    conn.core.ChangeProperty(xp.PropMode.Replace, window, wm_check, xp.Atom.WINDOW, 32, 1, struct.pack("=I", check))
name = b"frame-extents-desktop"
conn.core.ChangeProperty(xp.PropMode.Replace, check, atom(b"_NET_WM_NAME"), atom(b"UTF8_STRING"), 8, len(name), name)
conn.core.ChangeProperty(xp.PropMode.Replace, screen.root, atom(b"_NET_SUPPORTED"), xp.Atom.ATOM, 32, 1,
                         struct.pack("=I", atom(b"_GTK_FRAME_EXTENTS")))
conn.core.GetInputFocus().reply()
print("ready", flush=True)
while True:
    time.sleep(3600)
