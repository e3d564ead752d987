#!/usr/bin/python3
"""A dock for Flotilla's `manage` tests (python3-xcffib): a window of type _NET_WM_WINDOW_TYPE_DOCK
along the bottom of the screen, HEIGHT pixels tall (the first argument, 40 by default), filled with
one colour, reserving that strip with _NET_WM_STRUT_PARTIAL. Prints its window id once mapped, and
runs until killed.
"""
import struct
import sys
import time

import xcffib
import xcffib.xproto as xp

conn = xcffib.connect()
screen = conn.get_setup().roots[conn.pref_screen]
height = int(sys.argv[1]) if len(sys.argv) > 1 else 40
width, bottom = screen.width_in_pixels, screen.height_in_pixels


def atom(name):
    return conn.core.InternAtom(False, len(name), name).reply().atom


dock = conn.generate_id()
conn.core.CreateWindow(screen.root_depth, dock, screen.root, 0, bottom - height, width, height, 0, xp.WindowClass.InputOutput,
                       screen.root_visual, xp.CW.BackPixel | xp.CW.EventMask, [0x2E7D32, xp.EventMask.StructureNotify])
conn.core.ChangeProperty(xp.PropMode.Replace, dock, atom(b"_NET_WM_WINDOW_TYPE"), xp.Atom.ATOM, 32, 1,
                         struct.pack("=I", atom(b"_NET_WM_WINDOW_TYPE_DOCK")))
strut = [0, 0, 0, height, 0, 0, 0, 0, 0, 0, 0, width - 1]
conn.core.ChangeProperty(xp.PropMode.Replace, dock, atom(b"_NET_WM_STRUT_PARTIAL"), xp.Atom.CARDINAL, 32, 12, struct.pack("=12I", *strut))
conn.core.ChangeProperty(xp.PropMode.Replace, dock, xp.Atom.WM_CLASS, xp.Atom.STRING, 8, 10, b"dock\0Dock\0")
conn.core.MapWindow(dock)
conn.flush()
while True:
    event = conn.wait_for_event()
    if isinstance(event, xp.MapNotifyEvent):
        break
print(dock, flush=True)
while True:
    time.sleep(3600)
