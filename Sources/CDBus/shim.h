#ifndef FLOTILLA_CDBUS_SHIM_H
#define FLOTILLA_CDBUS_SHIM_H
// libdbus (Debian's libdbus-1-dev): the system bus, where logind says when a session is to lock.
#include <dbus/dbus.h>
#endif
