#ifndef __APPLE__
#define _GNU_SOURCE
#endif
#include "CVFLSystem.h"

#include <errno.h>
#include <fcntl.h>
#include <limits.h>
#include <pthread.h>
#include <signal.h>
#include <stdatomic.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/stat.h>
#include <time.h>
#include <unistd.h>
#ifdef __GLIBC__
#include <malloc.h>
#endif
#ifndef __APPLE__
#include <sys/syscall.h>
#endif

int vfl_exchange(const char *a, const char *b) {
#ifdef __APPLE__
    return renamex_np(a, b, RENAME_SWAP);
#elif defined(SYS_renameat2)
    // RENAME_EXCHANGE is 2 in <linux/fs.h>; glibc before 2.28 has no wrapper, so the system call.
    return (int)syscall(SYS_renameat2, AT_FDCWD, a, AT_FDCWD, b, 2);
#else
    errno = ENOSYS;
    return -1;
#endif
}

int vfl_rename_noreplace(const char *from, const char *to) {
#ifdef __APPLE__
    if (renamex_np(from, to, RENAME_EXCL) == 0) return 0;
#elif defined(SYS_renameat2)
    // RENAME_NOREPLACE is 1 in <linux/fs.h>.
    if (syscall(SYS_renameat2, AT_FDCWD, from, AT_FDCWD, to, 1) == 0) return 0;
#else
    errno = ENOSYS;
#endif
    if (errno != ENOSYS && errno != EINVAL && errno != ENOTSUP && errno != EOPNOTSUPP) return -1;
    // A file system that cannot: a second link, which never replaces a name, then the first goes;
    // one without hard links either (FAT): a plain rename to a name that is free.
    if (link(from, to) == 0) {
        unlink(from);
        return 0;
    }
    if (errno != EPERM && errno != ENOTSUP && errno != EOPNOTSUPP && errno != ENOSYS) return -1;
    struct stat info;
    if (lstat(to, &info) == 0) {
        errno = EEXIST;
        return -1;
    }
    return rename(from, to);
}

// A slot is free (0), being filled (1), live (2), taken by the signal handler (3) or held by a
// thread exchanging names (4). The handler only reads live slots and marks them taken, and a
// taken slot is never freed, so a path is never rewritten while the handler reads it.
enum { SLOTS = 256 };
static _Atomic int slot_state[SLOTS];
static char slot_path[SLOTS][PATH_MAX];
// For a slot held by a thread exchanging names: where the handler moves the temporary's file
// if it stops waiting for that thread (it may hold an editor's save), or "".
static char slot_kept[SLOTS][PATH_MAX];

int vfl_temporary_register(const char *path) {
    size_t length = strlen(path);
    if (length >= PATH_MAX) return -1;
    for (int slot = 0; slot < SLOTS; slot++) {
        int expected = 0;
        if (atomic_compare_exchange_strong(&slot_state[slot], &expected, 1)) {
            memcpy(slot_path[slot], path, length + 1);
            atomic_store(&slot_state[slot], 2);
            return slot;
        }
    }
    return -1;
}

void vfl_temporary_unregister(int slot) {
    if (slot < 0 || slot >= SLOTS) return;
    int expected = 2;
    atomic_compare_exchange_strong(&slot_state[slot], &expected, 0);
}

// Whether a handler has begun removing the temporaries, and how many threads are between
// `vfl_temporary_begin_create` and `vfl_temporary_end_create` (this thread's share in
// `creating_here`, as the handler may interrupt a thread in the middle of creating).
static _Atomic int ending;
static _Atomic int creating;
static _Thread_local int creating_here;
// Set by a handler that stopped waiting while threads were still creating, before it reads the
// slots.
static _Atomic int gave_up;
// How many threads are between `vfl_temporary_begin_exchange` and `vfl_temporary_end_exchange`
// (the handled signals are blocked on each, so a handler never runs on one of them), and the
// signal mask each had before.
static _Atomic int exchanging;
static _Thread_local sigset_t mask_before_exchange;
// For tests: how long a thread pauses in `vfl_temporary_begin_create` and again in
// `vfl_temporary_end_create` (`VFL_TEST_CREATE_PAUSE_MS`), standing for an `open` and then a
// write that stall on a busy disk.
static long pause_while_creating_ms;

// Sleeps `ms` milliseconds (none for 0 or less): the test knobs' pauses.
static void pause_ms(long ms) {
    if (ms <= 0) return;
    struct timespec wait = { ms / 1000, (ms % 1000) * 1000000 };
    nanosleep(&wait, NULL);
}

static void pause_while_creating(void) {
    pause_ms(pause_while_creating_ms);
}

// The handlers' signals, blocked while `creating` and `creating_here` change together: a handler
// running on this thread between the two would wait for this thread, which cannot go on.
static void block_handled_signals(sigset_t *previous) {
    sigset_t handled;
    sigemptyset(&handled);
    sigaddset(&handled, SIGINT);
    sigaddset(&handled, SIGTERM);
    sigaddset(&handled, SIGHUP);
    pthread_sigmask(SIG_BLOCK, &handled, previous);
}

int vfl_temporary_begin_create(void) {
    sigset_t previous;
    block_handled_signals(&previous);
    atomic_fetch_add(&creating, 1);
    int ended = atomic_load(&ending);
    if (ended) atomic_fetch_sub(&creating, 1);
    else creating_here = 1;
    pthread_sigmask(SIG_SETMASK, &previous, NULL);
    if (ended) return 0;
    pause_while_creating();
    return 1;
}

void vfl_temporary_end_create(const char *path, int made) {
    sigset_t previous;
    block_handled_signals(&previous);
    creating_here = 0;
    atomic_fetch_sub(&creating, 1);
    pthread_sigmask(SIG_SETMASK, &previous, NULL);
    // A handler that stopped waiting for this thread may have read the slots before this file
    // was registered or made: the file this thread made is removed here. (One it did not make,
    // `open` failing, is left alone: a name of an earlier run's may be taken.)
    if (made && atomic_load(&gave_up)) unlink(path);
    pause_while_creating();
}

// For tests: how long `vfl_temporary_pause_exchanging` pauses (`VFL_TEST_EXCHANGE_PAUSE_MS`),
// standing for the quiet interval a file saved just before it was read is given.
static long pause_while_exchanging_ms;

int vfl_temporary_begin_exchange(int slot, const char *kept) {
    block_handled_signals(&mask_before_exchange);
    atomic_fetch_add(&exchanging, 1);
    int held = !atomic_load(&ending);
    if (held && slot >= 0 && slot < SLOTS) {
        size_t length = kept ? strlen(kept) : 0;
        if (length < PATH_MAX) memcpy(slot_kept[slot], kept ? kept : "", length + 1);
        else slot_kept[slot][0] = 0;
        // A slot the handler took (it gave up waiting) is its to remove: no exchange then.
        int expected = 2;
        held = atomic_compare_exchange_strong(&slot_state[slot], &expected, 4);
    }
    if (!held) {
        atomic_fetch_sub(&exchanging, 1);
        pthread_sigmask(SIG_SETMASK, &mask_before_exchange, NULL);
    }
    return held;
}

void vfl_temporary_end_exchange(int slot) {
    // (A slot the handler took when it stopped waiting stays taken.)
    int expected = 4;
    if (slot >= 0 && slot < SLOTS) atomic_compare_exchange_strong(&slot_state[slot], &expected, 0);
    atomic_fetch_sub(&exchanging, 1);
    pthread_sigmask(SIG_SETMASK, &mask_before_exchange, NULL);
}

void vfl_temporary_pause_exchanging(void) {
    pause_ms(pause_while_exchanging_ms);
}

// For tests: how long a handler waits after removing the temporaries before the process ends
// (`VFL_TEST_SIGNAL_PAUSE_MS`, read when the handlers are installed), so that a thread still
// running then is sure to try to make one.
static long pause_before_ending_ms;
// How long a handler waits for threads creating a temporary (`VFL_TEST_SIGNAL_WAIT_MS` in tests,
// so that giving up can be tried).
static long wait_for_creating_ms = 5000;

// Writes `text` to standard error (from a handler: `write` only).
static void say(const char *text) {
    ssize_t ignored = write(2, text, strlen(text));
    (void)ignored;
}

// Moves the temporary of a slot whose thread the handler stopped waiting for to the name the
// thread chose, or, if that was taken since, to that name followed by `-1` … `-9`, and says
// where: the file's own name holds one version of it, and this the other. Where no name can be
// had, it says where the temporary is, which a later run in that directory would remove.
static void keep_temporary(int slot) {
    static char name[PATH_MAX];
    const char *where = NULL;
    size_t length = strlen(slot_kept[slot]);
    for (int n = 0; length > 0 && n < 10 && !where; n++) {
        if (n > 0 && length + 2 >= PATH_MAX) break;
        memcpy(name, slot_kept[slot], length + 1);
        if (n > 0) {
            name[length] = '-';
            name[length + 1] = (char)('0' + n);
            name[length + 2] = 0;
        }
        if (vfl_rename_noreplace(slot_path[slot], name) == 0) where = name;
        else if (errno != EEXIST) break;
    }
    struct stat info;
    if (!where && lstat(slot_path[slot], &info) != 0) return;   // gone: the thread was done with it
#ifdef __APPLE__
    say(getprogname());
#else
    say(program_invocation_short_name);
#endif
    say(": interrupted while a file was being replaced; its other version is kept in ");
    say(where ? where : slot_path[slot]);
    say(where ? "\n" : " (move it away: a later run in that directory removes it)\n");
}

static void remove_temporaries(int signal_number) {
    // No thread starts a temporary from now on; those under way are waited for (five seconds at
    // most: an `open` can wait for seconds behind another file's `fsync` on a busy disk), so that
    // every temporary that will ever exist is registered before the slots are read. A thread
    // this handler interrupted mid-creation never resumes: it is not waited for. One still
    // creating when the wait ends removes its own file if it runs again before the process ends
    // (`gave_up`); if it does not, its temporary stays, named for this process, until a later
    // run writes in that directory. Threads exchanging a file's name with its new contents are
    // waited for as well: between the exchange and the end of the check that follows, the
    // temporary's name holds the file as it was, or as an editor changed it meanwhile, which
    // that thread gives its name back; it is never removed here (a slot it holds is not live).
    atomic_store(&ending, 1);
    struct timespec pause = { 0, 1000000 };
    for (long waited = 0; waited < wait_for_creating_ms && (atomic_load(&creating) > creating_here || atomic_load(&exchanging) > 0); waited++) nanosleep(&pause, NULL);
    if (atomic_load(&creating) > creating_here) atomic_store(&gave_up, 1);
    for (int slot = 0; slot < SLOTS; slot++) {
        int expected = 2;
        if (atomic_compare_exchange_strong(&slot_state[slot], &expected, 3)) unlink(slot_path[slot]);
        // A thread still exchanging when the wait ended: its temporary's name may hold the file
        // as it was, or an editor's save, and would be removed by a later run once this process
        // has ended. It is moved to a name no run removes, and the run says so.
        expected = 4;
        if (atomic_compare_exchange_strong(&slot_state[slot], &expected, 3)) keep_temporary(slot);
    }
    pause_ms(pause_before_ending_ms);
    // The default action now: the process ends as the signal means (an exit status of 128 + n).
    signal(signal_number, SIG_DFL);
    raise(signal_number);
}

void vfl_temporary_install_handlers(void) {
    static atomic_flag installed = ATOMIC_FLAG_INIT;
    if (atomic_flag_test_and_set(&installed)) return;
    const char *pause = getenv("VFL_TEST_SIGNAL_PAUSE_MS");
    if (pause) pause_before_ending_ms = atol(pause);
    const char *wait = getenv("VFL_TEST_SIGNAL_WAIT_MS");
    if (wait) wait_for_creating_ms = atol(wait);
    const char *stall = getenv("VFL_TEST_CREATE_PAUSE_MS");
    if (stall) pause_while_creating_ms = atol(stall);
    const char *exchange = getenv("VFL_TEST_EXCHANGE_PAUSE_MS");
    if (exchange) pause_while_exchanging_ms = atol(exchange);
    int signals[] = { SIGINT, SIGTERM, SIGHUP };
    for (size_t i = 0; i < sizeof signals / sizeof signals[0]; i++) {
        struct sigaction previous;
        // A signal the caller ignores (nohup, a shell's background job) stays ignored.
        if (sigaction(signals[i], NULL, &previous) == 0 && previous.sa_handler == SIG_IGN) continue;
        struct sigaction action;
        memset(&action, 0, sizeof action);
        action.sa_handler = remove_temporaries;
        sigemptyset(&action.sa_mask);
        sigaction(signals[i], &action, NULL);
    }
}

void vfl_keep_freed_memory(void) {
#ifdef __GLIBC__
    // Return free memory only past 256 MB at a heap's top, and grow a heap 16 MB at a time.
    mallopt(M_TRIM_THRESHOLD, 256 * 1024 * 1024);
    mallopt(M_TOP_PAD, 16 * 1024 * 1024);
#endif
}
