#!/usr/bin/python3
"""Says what logind says to lock a session, on a private bus standing in for the system bus.

logind-lock.py ADDRESS lock PATH  -- the session at object path PATH is to lock (Session.Lock)
logind-lock.py ADDRESS sleep      -- a suspend is coming (Manager.PrepareForSleep(true))

It takes logind's name (org.freedesktop.login1) first, as a listener matches signals by it,
sends the one signal, and ends once the bus has it.
"""
import sys

import dbus
import dbus.lowlevel

address, what = sys.argv[1], sys.argv[2]
bus = dbus.bus.BusConnection(address)
if bus.request_name("org.freedesktop.login1") != dbus.bus.REQUEST_NAME_REPLY_PRIMARY_OWNER:
    sys.exit("logind-lock.py: the name org.freedesktop.login1 is taken")
if what == "lock":
    message = dbus.lowlevel.SignalMessage(sys.argv[3], "org.freedesktop.login1.Session", "Lock")
else:
    message = dbus.lowlevel.SignalMessage("/org/freedesktop/login1", "org.freedesktop.login1.Manager", "PrepareForSleep")
    message.append(True, signature="b")
bus.send_message(message)
bus.flush()
# A round trip: the bus has routed the signal before this process (and its name) goes.
bus.get_unique_name()
bus.list_names()
