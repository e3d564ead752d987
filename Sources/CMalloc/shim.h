#ifndef FLOTILLA_CMALLOC_SHIM_H
#define FLOTILLA_CMALLOC_SHIM_H
#include <malloc.h>
#endif
