#define _GNU_SOURCE
#include "stop_signals.h"

#include <errno.h>
#include <fcntl.h>
#include <pthread.h>
#include <signal.h>
#include <string.h>
#include <unistd.h>

static volatile int forward_fd = -1;

static void forward_signal(int signal_number) {
    int saved = errno;
    unsigned char byte = (unsigned char)signal_number;
    (void)!write(forward_fd, &byte, 1);
    errno = saved;
}

int reel_forward_stop_signals(void) {
    int ends[2];
    if (pipe2(ends, O_CLOEXEC) != 0) return -1;
    forward_fd = ends[1];
    struct sigaction action;
    memset(&action, 0, sizeof action);
    action.sa_handler = forward_signal;
    sigemptyset(&action.sa_mask);
    action.sa_flags = SA_RESTART;
    if (sigaction(SIGINT, &action, NULL) != 0 || sigaction(SIGTERM, &action, NULL) != 0) {
        int saved = errno;
        close(ends[0]);
        close(ends[1]);
        forward_fd = -1;
        errno = saved;
        return -1;
    }
    return ends[0];
}

int reel_accept_stop_signals(void) {
    sigset_t stop;
    sigemptyset(&stop);
    sigaddset(&stop, SIGINT);
    sigaddset(&stop, SIGTERM);
    return pthread_sigmask(SIG_UNBLOCK, &stop, NULL);
}
