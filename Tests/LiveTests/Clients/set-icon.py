#!/usr/bin/python3
"""Sets another client's _NET_WM_ICON, as a program sets its own (python3-xcffib):

    set-icon.py WINDOW RRGGBB

lists three images, each one opaque colour: 16×16 black, SIZE-nearest 32×32 in RRGGBB, 64×64
white, so a test knows which size was taken by the colour drawn.
"""
import struct
import sys

import xcffib
import xcffib.xproto as xp

conn = xcffib.connect()
window = int(sys.argv[1], 0)
colour = 0xFF000000 | int(sys.argv[2], 16)
name = b"_NET_WM_ICON"
icon = conn.core.InternAtom(False, len(name), name).reply().atom
values = []
for side, pixel in ((16, 0xFF000000), (32, colour), (64, 0xFFFFFFFF)):
    values += [side, side] + [pixel] * (side * side)
conn.core.ChangeProperty(xp.PropMode.Replace, window, icon, xp.Atom.CARDINAL, 32, len(values), struct.pack("=%dI" % len(values), *values))
conn.core.GetInputFocus().reply()
conn.disconnect()
