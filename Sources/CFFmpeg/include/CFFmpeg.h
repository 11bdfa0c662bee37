#ifndef REEL_CFFMPEG_SHIM_H
#define REEL_CFFMPEG_SHIM_H
#include <libavformat/avformat.h>
#include <libavcodec/avcodec.h>
#include <libswscale/swscale.h>
#include <libswresample/swresample.h>
#include <libavutil/channel_layout.h>
#include <libavutil/avutil.h>
#include <libavutil/imgutils.h>
#include <libavutil/opt.h>
#include <libavutil/error.h>
#include <libavutil/log.h>
#include <stddef.h>

// The FFmpeg libraries are opened on first use (ffmpeg_libraries.c), not when `reel` starts:
// they and the codecs they link (x264, x265, libaom, rsvg, gnutls…) are most of a `reel still`'s
// start-up. Loads them once, thread-safe; returns 0, or -1 with the loader's message in `message`.
int reel_ffmpeg_load(char *message, size_t size);

// Function-like macros Swift cannot import.
static inline int reel_averror(int e) { return AVERROR(e); }
static inline int reel_averror_eof(void) { return AVERROR_EOF; }
static inline int reel_averror_eagain(void) { return AVERROR(EAGAIN); }
static inline int reel_averror_invaliddata(void) { return AVERROR_INVALIDDATA; }
static inline int64_t reel_nopts_value(void) { return AV_NOPTS_VALUE; }
static inline AVRational reel_time_base_q(void) { AVRational q = {1, AV_TIME_BASE}; return q; }

// The allocator settings Export uses to return freed frame buffers to the system and to keep
// the rest (glibc only).
#if defined(__GLIBC__)
#include <malloc.h>
static inline void reel_set_allocator_thresholds(int mmap_threshold, int trim_threshold) {
    mallopt(M_MMAP_THRESHOLD, mmap_threshold);
    mallopt(M_TRIM_THRESHOLD, trim_threshold);
}
#else
static inline void reel_set_allocator_thresholds(int mmap_threshold, int trim_threshold) { (void)mmap_threshold; (void)trim_threshold; }
#endif
#endif
