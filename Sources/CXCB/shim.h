#ifndef FLOTILLA_CXCB_SHIM_H
#define FLOTILLA_CXCB_SHIM_H
#include <stdlib.h>
#include <xcb/xcb.h>
#include <xcb/xtest.h>
#include <xcb/xcb_cursor.h>
#include <xcb/shm.h>
#include <xcb/randr.h>
#include <xcb/shape.h>
#include <sys/ipc.h>
#include <sys/shm.h>

/// `xcb_test_id` is an incomplete extern type Swift cannot import; query it here.
static inline const xcb_query_extension_reply_t *flotilla_xtest_extension(xcb_connection_t *c) {
    return xcb_get_extension_data(c, &xcb_test_id);
}

/// The same for MIT-SHM's `xcb_shm_id`.
static inline const xcb_query_extension_reply_t *flotilla_shm_extension(xcb_connection_t *c) {
    return xcb_get_extension_data(c, &xcb_shm_id);
}
#endif
