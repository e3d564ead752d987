#!/usr/bin/python3
"""An override-redirect window (as a tooltip or a notification is) for Flotilla's `manage` tests
(python3-xcffib): override.py X Y WIDTH HEIGHT RRGGBB maps one at (X, Y) on the root, filled with
that colour, and runs until killed.
"""
import sys
import time

import xcffib
import xcffib.xproto as xp

conn = xcffib.connect()
screen = conn.get_setup().roots[conn.pref_screen]
x, y, width, height = (int(v) for v in sys.argv[1:5])
colour = int(sys.argv[5], 16)
tip = conn.generate_id()
conn.core.CreateWindow(screen.root_depth, tip, screen.root, x, y, width, height, 0, xp.WindowClass.InputOutput, screen.root_visual,
                       xp.CW.BackPixel | xp.CW.OverrideRedirect, [colour, 1])
conn.core.MapWindow(tip)
conn.flush()
while True:
    time.sleep(3600)
