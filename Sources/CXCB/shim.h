#ifndef FLOTILLA_CXCB_SHIM_H
#define FLOTILLA_CXCB_SHIM_H
#include <stdlib.h>
#include <xcb/xcb.h>
#include <xcb/xtest.h>
#include <xcb/xcb_cursor.h>
#include <xcb/shm.h>
#include <xcb/randr.h>
#include <xcb/shape.h>
#include <xcb/xinput.h>
#include <xcb/xcb_xrm.h>
#include <xcb/composite.h>
#include <xcb/damage.h>
#include <xcb/xfixes.h>
#include <xcb/res.h>
#include <xcb/render.h>
#include <xcb/sync.h>
#include <xcb/screensaver.h>
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

/// The same for XInput's `xcb_input_id`.
static inline const xcb_query_extension_reply_t *flotilla_xinput_extension(xcb_connection_t *c) {
    return xcb_get_extension_data(c, &xcb_input_id);
}

/// The same for the extensions hosting needs: Composite, Damage, XFixes, SHAPE and X-Resource.
static inline const xcb_query_extension_reply_t *flotilla_composite_extension(xcb_connection_t *c) {
    return xcb_get_extension_data(c, &xcb_composite_id);
}
static inline const xcb_query_extension_reply_t *flotilla_damage_extension(xcb_connection_t *c) {
    return xcb_get_extension_data(c, &xcb_damage_id);
}
static inline const xcb_query_extension_reply_t *flotilla_xfixes_extension(xcb_connection_t *c) {
    return xcb_get_extension_data(c, &xcb_xfixes_id);
}
static inline const xcb_query_extension_reply_t *flotilla_shape_extension(xcb_connection_t *c) {
    return xcb_get_extension_data(c, &xcb_shape_id);
}
static inline const xcb_query_extension_reply_t *flotilla_res_extension(xcb_connection_t *c) {
    return xcb_get_extension_data(c, &xcb_res_id);
}
static inline const xcb_query_extension_reply_t *flotilla_sync_extension(xcb_connection_t *c) {
    return xcb_get_extension_data(c, &xcb_sync_id);
}

/// The same for MIT-SCREEN-SAVER (the screen saver starting: locking on idle).
static inline const xcb_query_extension_reply_t *flotilla_screensaver_extension(xcb_connection_t *c) {
    return xcb_get_extension_data(c, &xcb_screensaver_id);
}

/// The same for RandR (a managed display's monitors, and their changes).
static inline const xcb_query_extension_reply_t *flotilla_randr_extension(xcb_connection_t *c) {
    return xcb_get_extension_data(c, &xcb_randr_id);
}

/// The same for RENDER (the server-side composite of a hosted window's pixmap).
static inline const xcb_query_extension_reply_t *flotilla_render_extension(xcb_connection_t *c) {
    return xcb_get_extension_data(c, &xcb_render_id);
}

/// Selects XInput 2 motion and enter events of the master pointers on `window` (one mask word).
static inline void flotilla_xi_select_motion(xcb_connection_t *c, xcb_window_t window) {
    struct { xcb_input_event_mask_t head; uint32_t mask; } m;
    m.head.deviceid = XCB_INPUT_DEVICE_ALL_MASTER;
    m.head.mask_len = 1;
    m.mask = XCB_INPUT_XI_EVENT_MASK_MOTION | XCB_INPUT_XI_EVENT_MASK_ENTER;
    xcb_input_xi_select_events(c, window, 1, &m.head);
}

/// The same, and the pointer barriers on `window` hit and left (XInput 2.3).
static inline void flotilla_xi_select_motion_and_barriers(xcb_connection_t *c, xcb_window_t window) {
    struct { xcb_input_event_mask_t head; uint32_t mask; } m;
    m.head.deviceid = XCB_INPUT_DEVICE_ALL_MASTER;
    m.head.mask_len = 1;
    m.mask = XCB_INPUT_XI_EVENT_MASK_MOTION | XCB_INPUT_XI_EVENT_MASK_ENTER
        | XCB_INPUT_XI_EVENT_MASK_BARRIER_HIT | XCB_INPUT_XI_EVENT_MASK_BARRIER_LEAVE;
    xcb_input_xi_select_events(c, window, 1, &m.head);
}
#endif
