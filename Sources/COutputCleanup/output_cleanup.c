#define _GNU_SOURCE
#include "output_cleanup.h"

#include <errno.h>
#include <fcntl.h>
#include <pthread.h>
#include <signal.h>
#include <stdatomic.h>
#include <string.h>
#include <sys/mman.h>
#include <sys/syscall.h>
#include <unistd.h>

enum { SLOT_COUNT = 256, PATH_CAPACITY = 4096, ALT_STACK_SIZE = 64 * 1024 };
enum { SLOT_FREE = 0, SLOT_FILLING = 1, SLOT_READY = 2 };

static _Atomic int slot_states[SLOT_COUNT];
static char slot_paths[SLOT_COUNT][PATH_CAPACITY];

int reel_cleanup_add(const char *path) {
    size_t length = strlen(path);
    if (length >= PATH_CAPACITY) return -1;
    for (int i = 0; i < SLOT_COUNT; i++) {
        int expected = SLOT_FREE;
        if (atomic_compare_exchange_strong(&slot_states[i], &expected, SLOT_FILLING)) {
            memcpy(slot_paths[i], path, length + 1);
            atomic_store(&slot_states[i], SLOT_READY);
            return i;
        }
    }
    return -1;
}

void reel_cleanup_remove(int slot) {
    if (slot >= 0 && slot < SLOT_COUNT) atomic_store(&slot_states[slot], SLOT_FREE);
}

struct linux_dirent64 {
    unsigned long long d_ino;
    long long d_off;
    unsigned short d_reclen;
    unsigned char d_type;
    char d_name[];
};

/// Unlinks every entry of the directory (temporary directories hold only files), with
/// getdents64: opendir and readdir may allocate, which a signal handler must not.
static void empty_directory(const char *path) {
    int fd = open(path, O_RDONLY | O_DIRECTORY | O_CLOEXEC);
    if (fd < 0) return;
    char buffer[8192] __attribute__((aligned(8)));
    for (;;) {
        long count = syscall(SYS_getdents64, fd, buffer, sizeof buffer);
        if (count <= 0) break;
        for (long offset = 0; offset < count;) {
            struct linux_dirent64 *entry = (struct linux_dirent64 *)(buffer + offset);
            offset += entry->d_reclen;
            const char *name = entry->d_name;
            if (name[0] == '.' && (name[1] == 0 || (name[1] == '.' && name[2] == 0))) continue;
            unlinkat(fd, name, 0);
        }
    }
    close(fd);
}

void reel_cleanup_remove_path(const char *path) {
    if (unlink(path) == 0 || errno == ENOENT) return;
    // A directory: a writer may still be adding files to it, so empty it until it goes.
    for (int attempt = 0; attempt < 1000; attempt++) {
        empty_directory(path);
        if (rmdir(path) == 0 || errno == ENOENT || errno == ENOTDIR) return;
    }
}

void reel_cleanup_run(void) {
    int saved = errno;
    for (int i = 0; i < SLOT_COUNT; i++) {
        if (atomic_load(&slot_states[i]) == SLOT_READY) reel_cleanup_remove_path(slot_paths[i]);
    }
    errno = saved;
}

static const int fatal_signals[] = {SIGSEGV, SIGBUS, SIGABRT, SIGILL, SIGFPE};
enum { FATAL_COUNT = sizeof fatal_signals / sizeof fatal_signals[0] };
static struct sigaction previous_actions[FATAL_COUNT];

static void on_fatal_signal(int signal_number, siginfo_t *info, void *context) {
    (void)context;
    reel_cleanup_run();
    for (int i = 0; i < FATAL_COUNT; i++) {
        if (fatal_signals[i] != signal_number) continue;
        if (info != NULL && info->si_code > 0) {
            // A real fault: on return the instruction runs again and faults into the handler
            // that was there before (the Swift runtime's backtracer, or the default action).
            sigaction(signal_number, &previous_actions[i], NULL);
            return;
        }
        // Sent with kill() or raise(): a handler that returns would let the process go on,
        // so the default action ends it once this handler returns.
        struct sigaction fallback;
        memset(&fallback, 0, sizeof fallback);
        fallback.sa_handler = SIG_DFL;
        sigemptyset(&fallback.sa_mask);
        sigaction(signal_number, &fallback, NULL);
        raise(signal_number);
        return;
    }
}

void reel_cleanup_install_fatal_handlers(void) {
    static atomic_flag installed = ATOMIC_FLAG_INIT;
    if (atomic_flag_test_and_set(&installed)) return;
    for (int i = 0; i < FATAL_COUNT; i++) {
        struct sigaction action;
        memset(&action, 0, sizeof action);
        action.sa_sigaction = on_fatal_signal;
        action.sa_flags = SA_SIGINFO | SA_ONSTACK;
        sigemptyset(&action.sa_mask);
        sigaction(fatal_signals[i], &action, &previous_actions[i]);
    }
    // A parent may have left them blocked (the mask is inherited): a blocked SIGABRT sent by
    // kill() would never be delivered.
    sigset_t fatal;
    sigemptyset(&fatal);
    for (int i = 0; i < FATAL_COUNT; i++) sigaddset(&fatal, fatal_signals[i]);
    pthread_sigmask(SIG_UNBLOCK, &fatal, NULL);
    reel_cleanup_begin_thread();
}

void *reel_cleanup_begin_thread(void) {
    stack_t current;
    if (sigaltstack(NULL, &current) == 0 && !(current.ss_flags & SS_DISABLE)) return NULL;
    void *memory = mmap(NULL, ALT_STACK_SIZE, PROT_READ | PROT_WRITE, MAP_PRIVATE | MAP_ANONYMOUS, -1, 0);
    if (memory == MAP_FAILED) return NULL;
    stack_t stack = {.ss_sp = memory, .ss_size = ALT_STACK_SIZE, .ss_flags = 0};
    if (sigaltstack(&stack, NULL) != 0) {
        munmap(memory, ALT_STACK_SIZE);
        return NULL;
    }
    return memory;
}

void reel_cleanup_end_thread(void *stack) {
    if (stack == NULL) return;
    stack_t disable = {.ss_sp = NULL, .ss_size = 0, .ss_flags = SS_DISABLE};
    sigaltstack(&disable, NULL);
    munmap(stack, ALT_STACK_SIZE);
}
