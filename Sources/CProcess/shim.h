#ifndef FLOTILLA_CPROCESS_SHIM_H
#define FLOTILLA_CPROCESS_SHIM_H
// What starting and watching apps needs from glibc and Linux beyond the Glibc module: a new
// session for the child (POSIX_SPAWN_SETSID, glibc 2.26), its working directory and no inherited
// descriptors (the _np file actions, glibc 2.29 and 2.34), and a pollable descriptor for its exit
// (pidfd_open, Linux 5.3), which glibc 2.36 offers only through syscall(2), a variadic function.
#include <spawn.h>
#include <sys/syscall.h>
#include <unistd.h>

#define FLOTILLA_POSIX_SPAWN_SETSID 0x80

extern int posix_spawn_file_actions_addchdir_np(posix_spawn_file_actions_t *__restrict actions, const char *__restrict path);
extern int posix_spawn_file_actions_addclosefrom_np(posix_spawn_file_actions_t *actions, int from);

/// A descriptor that becomes readable when process `pid` ends; -1 with errno set on failure.
static inline int flotilla_pidfd_open(pid_t pid) {
    return (int)syscall(SYS_pidfd_open, pid, 0);
}

#endif
