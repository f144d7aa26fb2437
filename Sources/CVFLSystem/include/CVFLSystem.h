// System calls Swift's Glibc module does not bring in or cannot use as their manuals say
// (extended attributes, directory entries, exchanging two names, cleaning up on a signal),
// with one signature on Linux and Darwin, for the command-line layer's file work.
#ifndef CVFLSYSTEM_H
#define CVFLSYSTEM_H

#include <dirent.h>
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

/// The name of a directory entry from readdir(3): a pointer into the record itself, to be read
/// up to its NUL. A record is only as long as its name, so `d_name` must never be copied as the
/// fixed-size array its declaration shows (the end of readdir's buffer may be unmapped memory).
static inline const char *vfl_dirent_name(const struct dirent *entry) {
    return entry->d_name;
}

/// The type of a directory entry as the directory lists it (`DT_UNKNOWN` where it does not say).
static inline unsigned char vfl_dirent_type(const struct dirent *entry) {
    return entry->d_type;
}

/// Swaps the names `a` and `b` in one step (Linux renameat2 RENAME_EXCHANGE, Darwin renamex_np
/// RENAME_SWAP): each then names the other's file. -1 with errno ENOSYS, EINVAL or ENOTSUP where
/// the system or the file system cannot.
int vfl_exchange(const char *a, const char *b);

/// Renames `from` to `to` unless `to` exists (then -1 with errno EEXIST): Linux renameat2
/// RENAME_NOREPLACE, Darwin renamex_np RENAME_EXCL, else a hard link and an unlink.
int vfl_rename_noreplace(const char *from, const char *to);

/// Temporary files being written: removed if the process is stopped by SIGINT, SIGTERM or SIGHUP
/// (then the signal takes its default course). Registering returns a slot (-1 when all are in
/// use: that file is then left to the next run's cleanup); unregistering before the temporary
/// file takes the final name keeps the handler from removing what is no longer temporary.
int vfl_temporary_register(const char *path);
void vfl_temporary_unregister(int slot);
/// Brackets the registering and creating of a temporary file: a signal handler running on
/// another thread meanwhile waits until the file exists (and is registered) before it removes
/// the temporaries, so none is created after it looked. `begin` returns 0 when the process is
/// already ending (create nothing then, and call no `end`). `end` is given the temporary's path
/// and whether this thread made it: when the handler gave up waiting (a file system stalled for
/// seconds) and may have read the slots before the file was made, `end` removes it.
int vfl_temporary_begin_create(void);
void vfl_temporary_end_create(const char *path, int made);
/// Brackets the exchange of a temporary's name with the file's and the check that follows (until
/// the temporary's name is removed or given back): the handled signals are blocked on this
/// thread, a handler on another waits for it, and the slot is never removed by a handler, since
/// its name may hold a version an editor saved meanwhile. `begin` returns 0 when the process is
/// ending (exchange nothing then, and call no `end`); `end` frees the slot. `kept` is a free name
/// beside the file: a handler that stops waiting for this thread (a file system stalled for
/// seconds) moves the temporary there, and says so, rather than leave it to a later run's
/// cleanup.
int vfl_temporary_begin_exchange(int slot, const char *kept);
void vfl_temporary_end_exchange(int slot);
/// For tests: pauses as long as `VFL_TEST_EXCHANGE_PAUSE_MS` says (nothing otherwise).
void vfl_temporary_pause_exchanging(void);
/// Installs the handlers once; later calls do nothing.
void vfl_temporary_install_handlers(void);

/// Keeps the memory the process frees for its next allocations rather than handing it back to
/// the system at once (glibc; elsewhere nothing). A tool that lints file after file on every
/// core frees each file's tokens and tables as it goes, and glibc's default returns the top of
/// a thread's heap whenever more than 128 KB lie free there: an madvise call, and a TLB flush
/// on every core, thousands of times a run. Peak memory is unchanged.
void vfl_keep_freed_memory(void);

#endif
