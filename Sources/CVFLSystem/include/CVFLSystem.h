// System calls Swift's Glibc module does not bring in (extended attributes), with one signature
// on Linux and Darwin, for the command-line layer's atomic writes.
#ifndef CVFLSYSTEM_H
#define CVFLSYSTEM_H

#include <sys/types.h>
#include <sys/xattr.h>

/// The names of `path`'s extended attributes, each NUL-terminated (as listxattr(2)).
static inline ssize_t vfl_listxattr(const char *path, char *names, size_t size) {
#ifdef __APPLE__
    return listxattr(path, names, size, 0);
#else
    return listxattr(path, names, size);
#endif
}

/// The value of `path`'s attribute `name` (as getxattr(2)).
static inline ssize_t vfl_getxattr(const char *path, const char *name, void *value, size_t size) {
#ifdef __APPLE__
    return getxattr(path, name, value, size, 0, 0);
#else
    return getxattr(path, name, value, size);
#endif
}

/// Sets the attribute `name` of the open file `fd` (as fsetxattr(2)).
static inline int vfl_fsetxattr(int fd, const char *name, const void *value, size_t size) {
#ifdef __APPLE__
    return fsetxattr(fd, name, value, size, 0, 0);
#else
    return fsetxattr(fd, name, value, size, 0);
#endif
}

#endif
