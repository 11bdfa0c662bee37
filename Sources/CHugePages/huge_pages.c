#include "huge_pages.h"

#include <stdint.h>
#include <sys/mman.h>

void reel_advise_huge_pages(void *start, size_t size) {
    const uintptr_t huge = (uintptr_t)2 << 20;
    uintptr_t first = ((uintptr_t)start + huge - 1) & ~(huge - 1), end = ((uintptr_t)start + size) & ~(huge - 1);
    if (end > first) madvise((void *)first, end - first, MADV_HUGEPAGE);
}
