#!/usr/bin/python3
"""Sends made-up key events to a window with SendEvent, as a hostile client may (python3-xcffib):

    send-keys.py WINDOW KEYSYM MODIFIERS

a KeyPress then a KeyRelease of the key KEYSYM (a number, as 0x20 for space) with the modifier
mask MODIFIERS (0x40: Mod4, Super), sent to WINDOW (its id).
"""
import struct
import sys

import xcffib
import xcffib.xproto as xp

conn = xcffib.connect()
window, keysym, state = (int(v, 0) for v in sys.argv[1:4])
setup = conn.get_setup()
root = setup.roots[conn.pref_screen].root
mapping = conn.core.GetKeyboardMapping(setup.min_keycode, setup.max_keycode - setup.min_keycode + 1).reply()
per = mapping.keysyms_per_keycode
code = next(setup.min_keycode + i // per for i, k in enumerate(mapping.keysyms) if k == keysym)
for kind in (2, 3):  # KeyPress, KeyRelease
    event = struct.pack("=BBHIIIIhhhhHBx", kind, code, 0, 0, root, window, 0, 10, 10, 10, 10, state, 1)
    conn.core.SendEvent(False, window, xp.EventMask.KeyPress | xp.EventMask.KeyRelease, event)
conn.core.GetInputFocus().reply()
conn.disconnect()
