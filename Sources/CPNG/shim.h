#ifndef FLOTILLA_CPNG_SHIM_H
#define FLOTILLA_CPNG_SHIM_H
#include <png.h>
#endif
