#ifndef REEL_STOP_SIGNALS_H
#define REEL_STOP_SIGNALS_H

/// Makes a pipe and installs a handler for SIGINT and SIGTERM that writes the signal's number,
/// one byte, to it and does nothing else: the only work that is safe inside a handler. Returns
/// the pipe's read end, or -1 with errno set.
int reel_forward_stop_signals(void);

/// Unblocks SIGINT and SIGTERM on the calling thread, so that at least one thread takes them:
/// the kernel delivers a process's signal only to a thread that does not block it, and the
/// threads libdispatch and the Swift runtime start block them all. Returns 0 or an errno value.
int reel_accept_stop_signals(void);

#endif
