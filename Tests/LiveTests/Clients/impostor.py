#!/usr/bin/python3
"""A window that claims a launch's panel, as a hostile client may (python3-xcffib):

    impostor.py MARK

maps a 200×100 window titled "impostor" that marks itself with _FLOTILLA_APP = MARK (the mark
Flotilla gives the windows it adopted) before it maps. Runs until killed.
"""
import sys
import time

import xcffib
import xcffib.xproto as xp

conn = xcffib.connect()
screen = conn.get_setup().roots[conn.pref_screen]
mark = sys.argv[1].encode()


def atom(name):
    return conn.core.InternAtom(False, len(name), name).reply().atom


wid = conn.generate_id()
conn.core.CreateWindow(screen.root_depth, wid, screen.root, 300, 300, 200, 100, 0, xp.WindowClass.InputOutput,
                       screen.root_visual, xp.CW.BackPixel, [0xBF616A])
conn.core.ChangeProperty(xp.PropMode.Replace, wid, atom(b"_FLOTILLA_APP"), atom(b"UTF8_STRING"), 8, len(mark), mark)
conn.core.ChangeProperty(xp.PropMode.Replace, wid, xp.Atom.WM_NAME, xp.Atom.STRING, 8, 8, b"impostor")
conn.core.ChangeProperty(xp.PropMode.Replace, wid, xp.Atom.WM_CLASS, xp.Atom.STRING, 8, 18, b"impostor\0Impostor\0")
conn.core.MapWindow(wid)
conn.flush()
while True:
    time.sleep(60)
