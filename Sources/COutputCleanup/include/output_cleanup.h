#ifndef REEL_OUTPUT_CLEANUP_H
#define REEL_OUTPUT_CLEANUP_H

/// Temporary outputs that must not outlive the process, kept where a signal handler can reach
/// them without allocating or locking: a fixed table of C strings.

/// Remembers `path` (a temporary file, or a temporary directory whose files are removed with
/// it). Returns its slot, or -1 when the table is full or the path too long.
int reel_cleanup_add(const char *path);

/// Forgets a slot returned by `reel_cleanup_add`.
void reel_cleanup_remove(int slot);

/// Removes a file, or a directory after emptying it (again while writers add files to it).
void reel_cleanup_remove_path(const char *path);

/// Removes every remembered path (a directory's entries first). Async-signal-safe.
void reel_cleanup_run(void);

/// Runs the cleanup on SIGSEGV, SIGBUS, SIGABRT, SIGILL and SIGFPE, then hands the signal to
/// the handler that was there before (the Swift runtime's backtracer, or the default action).
void reel_cleanup_install_fatal_handlers(void);

/// Gives the calling thread an alternate signal stack, so the handler also runs after a stack
/// overflow. Returns the stack to pass to `reel_cleanup_end_thread` before the thread ends.
void *reel_cleanup_begin_thread(void);
void reel_cleanup_end_thread(void *stack);

#endif
