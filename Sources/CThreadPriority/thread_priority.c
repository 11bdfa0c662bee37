#define _GNU_SOURCE
#include "thread_priority.h"

#include <errno.h>
#include <sys/resource.h>
#include <sys/syscall.h>
#include <unistd.h>

int reel_lower_thread_priority(void) {
    const id_t thread = (id_t)syscall(SYS_gettid);
    return setpriority(PRIO_PROCESS, thread, 19) == 0 ? 0 : errno;
}
