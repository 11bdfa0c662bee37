#ifndef REEL_THREAD_PRIORITY_H
#define REEL_THREAD_PRIORITY_H

/// Gives the calling thread, and only it, the lowest scheduling priority (nice 19): Linux keeps
/// a nice value per thread, addressed by the thread's id, which Swift cannot get (`gettid` goes
/// through the variadic `syscall` on older C libraries). One way only: without privileges
/// (RLIMIT_NICE is 0 on Debian) a thread cannot raise its priority again. Returns 0 or an errno
/// value.
int reel_lower_thread_priority(void);

#endif
