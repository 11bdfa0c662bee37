// FFmpeg on first use. `reel` does not link the FFmpeg libraries: it calls these functions of the
// same names, which open libavutil, libswresample, libswscale, libavcodec and libavformat (the
// major versions of the headers Reel is built against) once, on the first call, and forward to
// them. Loading FFmpeg and its codecs' libraries (x264, x265, libaom, dav1d, rsvg, gnutls…) is
// ~40 ms of CPU, most of what a `reel still` or `reel --version` used to spend starting up.
//
// The wrappers are hidden: they stand in for FFmpeg only inside Reel's own binary, never for
// the libraries' calls to each other. A Swift call to an FFmpeg function not listed here fails
// to link ("undefined reference"): add a line for it (its declaration from the header).
#include "CFFmpeg.h"

#include <dlfcn.h>
#include <pthread.h>
#include <stdio.h>
#include <stdlib.h>

enum { REEL_avutil, REEL_swresample, REEL_swscale, REEL_avcodec, REEL_avformat, REEL_LIBRARY_COUNT };

// In dependency order; the sonames of the headers' major versions, as linking would record them.
static const char *const sonames[REEL_LIBRARY_COUNT] = {
    "libavutil.so." AV_STRINGIFY(LIBAVUTIL_VERSION_MAJOR),
    "libswresample.so." AV_STRINGIFY(LIBSWRESAMPLE_VERSION_MAJOR),
    "libswscale.so." AV_STRINGIFY(LIBSWSCALE_VERSION_MAJOR),
    "libavcodec.so." AV_STRINGIFY(LIBAVCODEC_VERSION_MAJOR),
    "libavformat.so." AV_STRINGIFY(LIBAVFORMAT_VERSION_MAJOR),
};
static void *handles[REEL_LIBRARY_COUNT];
static char failure[512];
static pthread_once_t once = PTHREAD_ONCE_INIT;

static void open_libraries(void) {
    for (int library = 0; library < REEL_LIBRARY_COUNT; library++) {
        handles[library] = dlopen(sonames[library], RTLD_LAZY | RTLD_LOCAL);
        if (handles[library] == NULL) {
            const char *reason = dlerror();
            snprintf(failure, sizeof failure, "%s", reason != NULL ? reason : sonames[library]);
            return;
        }
    }
}

int reel_ffmpeg_load(char *message, size_t size) {
    pthread_once(&once, open_libraries);
    if (failure[0] == '\0') return 0;
    if (size > 0) snprintf(message, size, "%s", failure);
    return -1;
}

// Export calls `reel_ffmpeg_load` (and reports its failure as a typed error) before any FFmpeg
// call, so these aborts are for a broken installation only: a library without a function.
static void *function_named(int library, const char *name) {
    char message[sizeof failure];
    if (reel_ffmpeg_load(message, sizeof message) != 0) {
        fprintf(stderr, "reel: the FFmpeg libraries could not be loaded: %s\n", message);
        abort();
    }
    void *function = dlsym(handles[library], name);
    if (function == NULL) {
        fprintf(stderr, "reel: %s has no %s; reinstall FFmpeg's libraries\n", sonames[library], name);
        abort();
    }
    return function;
}

// Each wrapper looks its function up once; racing first calls look up the same address.
#define REEL_RESOLVE(lib, name)                                                       \
    static __typeof__(&name) resolved;                                                \
    __typeof__(&name) function = __atomic_load_n(&resolved, __ATOMIC_ACQUIRE);        \
    if (function == NULL) {                                                           \
        function = (__typeof__(&name))function_named(REEL_##lib, #name);              \
        __atomic_store_n(&resolved, function, __ATOMIC_RELEASE);                      \
    }

#define REEL_LAZY(lib, type, name, parameters, arguments) \
    __attribute__((visibility("hidden"))) type name parameters { REEL_RESOLVE(lib, name) return function arguments; }
#define REEL_LAZY_VOID(lib, name, parameters, arguments) \
    __attribute__((visibility("hidden"))) void name parameters { REEL_RESOLVE(lib, name) function arguments; }

REEL_LAZY(avutil, AVBufferRef *, av_buffer_pool_get, (AVBufferPool *pool), (pool))
REEL_LAZY(avutil, AVBufferPool *, av_buffer_pool_init, (size_t size, AVBufferRef* (*alloc)(size_t size)), (size, alloc))
REEL_LAZY_VOID(avutil, av_buffer_pool_uninit, (AVBufferPool **pool), (pool))
REEL_LAZY(avutil, int, av_channel_layout_copy, (AVChannelLayout *dst, const AVChannelLayout *src), (dst, src))
REEL_LAZY_VOID(avutil, av_channel_layout_default, (AVChannelLayout *ch_layout, int nb_channels), (ch_layout, nb_channels))
REEL_LAZY_VOID(avutil, av_channel_layout_uninit, (AVChannelLayout *channel_layout), (channel_layout))
REEL_LAZY(avutil, const char *, av_color_primaries_name, (enum AVColorPrimaries primaries), (primaries))
REEL_LAZY(avutil, const char *, av_color_range_name, (enum AVColorRange range), (range))
REEL_LAZY(avutil, const char *, av_color_space_name, (enum AVColorSpace space), (space))
REEL_LAZY(avutil, const char *, av_color_transfer_name, (enum AVColorTransferCharacteristic transfer), (transfer))
REEL_LAZY(avutil, AVRational, av_d2q, (double d, int max), (d, max))
REEL_LAZY_VOID(avutil, av_dict_free, (AVDictionary **m), (m))
REEL_LAZY(avutil, AVDictionaryEntry *, av_dict_get, (const AVDictionary *m, const char *key, const AVDictionaryEntry *prev, int flags), (m, key, prev, flags))
REEL_LAZY(avutil, int, av_dict_set, (AVDictionary **pm, const char *key, const char *value, int flags), (pm, key, value, flags))
REEL_LAZY(avutil, AVFrame *, av_frame_alloc, (void), ())
REEL_LAZY_VOID(avutil, av_frame_free, (AVFrame **frame), (frame))
REEL_LAZY(avutil, int, av_frame_get_buffer, (AVFrame *frame, int align), (frame, align))
REEL_LAZY(avutil, int, av_frame_is_writable, (AVFrame *frame), (frame))
REEL_LAZY(avutil, int, av_frame_ref, (AVFrame *dst, const AVFrame *src), (dst, src))
REEL_LAZY_VOID(avutil, av_frame_unref, (AVFrame *frame), (frame))
REEL_LAZY(avutil, const char *, av_get_pix_fmt_name, (enum AVPixelFormat pix_fmt), (pix_fmt))
REEL_LAZY(avutil, const char *, av_get_sample_fmt_name, (enum AVSampleFormat sample_fmt), (sample_fmt))
REEL_LAZY(avutil, int, av_image_check_size2, (unsigned int w, unsigned int h, int64_t max_pixels, enum AVPixelFormat pix_fmt, int log_offset, void *log_ctx), (w, h, max_pixels, pix_fmt, log_offset, log_ctx))
REEL_LAZY(avutil, int, av_image_fill_linesizes, (int linesizes[4], enum AVPixelFormat pix_fmt, int width), (linesizes, pix_fmt, width))
REEL_LAZY(avutil, int, av_image_fill_plane_sizes, (size_t size[4], enum AVPixelFormat pix_fmt, int height, const ptrdiff_t linesizes[4]), (size, pix_fmt, height, linesizes))
REEL_LAZY_VOID(avutil, av_log_set_level, (int level), (level))
REEL_LAZY(avutil, int, av_opt_get_int, (void *obj, const char *name, int search_flags, int64_t *out_val), (obj, name, search_flags, out_val))
REEL_LAZY(avutil, int, av_opt_set_int, (void *obj, const char *name, int64_t val, int search_flags), (obj, name, val, search_flags))
REEL_LAZY(avutil, int64_t, av_rescale, (int64_t a, int64_t b, int64_t c), (a, b, c))
REEL_LAZY(avutil, int64_t, av_rescale_q, (int64_t a, AVRational bq, AVRational cq), (a, bq, cq))
REEL_LAZY(avutil, int64_t, av_rescale_q_rnd, (int64_t a, AVRational bq, AVRational cq, enum AVRounding rnd), (a, bq, cq, rnd))
REEL_LAZY(avutil, int, av_strerror, (int errnum, char *errbuf, size_t errbuf_size), (errnum, errbuf, errbuf_size))
REEL_LAZY(swresample, int, swr_alloc_set_opts2, (struct SwrContext **ps, AVChannelLayout *out_ch_layout, enum AVSampleFormat out_sample_fmt, int out_sample_rate, AVChannelLayout *in_ch_layout, enum AVSampleFormat in_sample_fmt, int in_sample_rate, int log_offset, void *log_ctx), (ps, out_ch_layout, out_sample_fmt, out_sample_rate, in_ch_layout, in_sample_fmt, in_sample_rate, log_offset, log_ctx))
REEL_LAZY(swresample, int, swr_convert, (struct SwrContext *s, uint8_t **out, int out_count, const uint8_t **in , int in_count), (s, out, out_count, in, in_count))
REEL_LAZY_VOID(swresample, swr_free, (struct SwrContext **s), (s))
REEL_LAZY(swresample, int, swr_get_out_samples, (struct SwrContext *s, int in_samples), (s, in_samples))
REEL_LAZY(swresample, int, swr_init, (struct SwrContext *s), (s))
REEL_LAZY(swresample, int, swr_set_matrix, (struct SwrContext *s, const double *matrix, int stride), (s, matrix, stride))
REEL_LAZY_VOID(swscale, sws_freeContext, (struct SwsContext *swsContext), (swsContext))
REEL_LAZY(swscale, struct SwsContext *, sws_getCachedContext, (struct SwsContext *context, int srcW, int srcH, enum AVPixelFormat srcFormat, int dstW, int dstH, enum AVPixelFormat dstFormat, int flags, SwsFilter *srcFilter, SwsFilter *dstFilter, const double *param), (context, srcW, srcH, srcFormat, dstW, dstH, dstFormat, flags, srcFilter, dstFilter, param))
REEL_LAZY(swscale, const int *, sws_getCoefficients, (int colorspace), (colorspace))
REEL_LAZY(swscale, struct SwsContext *, sws_getContext, (int srcW, int srcH, enum AVPixelFormat srcFormat, int dstW, int dstH, enum AVPixelFormat dstFormat, int flags, SwsFilter *srcFilter, SwsFilter *dstFilter, const double *param), (srcW, srcH, srcFormat, dstW, dstH, dstFormat, flags, srcFilter, dstFilter, param))
REEL_LAZY(swscale, int, sws_scale, (struct SwsContext *c, const uint8_t *const srcSlice[], const int srcStride[], int srcSliceY, int srcSliceH, uint8_t *const dst[], const int dstStride[]), (c, srcSlice, srcStride, srcSliceY, srcSliceH, dst, dstStride))
REEL_LAZY(swscale, int, sws_setColorspaceDetails, (struct SwsContext *c, const int inv_table[4], int srcRange, const int table[4], int dstRange, int brightness, int contrast, int saturation), (c, inv_table, srcRange, table, dstRange, brightness, contrast, saturation))
REEL_LAZY(avcodec, AVPacket *, av_packet_alloc, (void), ())
REEL_LAZY_VOID(avcodec, av_packet_free, (AVPacket **pkt), (pkt))
REEL_LAZY_VOID(avcodec, av_packet_rescale_ts, (AVPacket *pkt, AVRational tb_src, AVRational tb_dst), (pkt, tb_src, tb_dst))
REEL_LAZY_VOID(avcodec, av_packet_unref, (AVPacket *pkt), (pkt))
REEL_LAZY(avcodec, AVCodecContext *, avcodec_alloc_context3, (const AVCodec *codec), (codec))
REEL_LAZY(avcodec, const AVCodec *, avcodec_find_decoder, (enum AVCodecID id), (id))
REEL_LAZY(avcodec, const AVCodec *, avcodec_find_decoder_by_name, (const char *name), (name))
REEL_LAZY(avcodec, const AVCodec *, avcodec_find_encoder_by_name, (const char *name), (name))
REEL_LAZY_VOID(avcodec, avcodec_free_context, (AVCodecContext **avctx), (avctx))
REEL_LAZY(avcodec, const char *, avcodec_get_name, (enum AVCodecID id), (id))
REEL_LAZY(avcodec, int, avcodec_open2, (AVCodecContext *avctx, const AVCodec *codec, AVDictionary **options), (avctx, codec, options))
REEL_LAZY(avcodec, int, avcodec_parameters_copy, (AVCodecParameters *dst, const AVCodecParameters *src), (dst, src))
REEL_LAZY(avcodec, int, avcodec_parameters_from_context, (AVCodecParameters *par, const AVCodecContext *codec), (par, codec))
REEL_LAZY(avcodec, int, avcodec_parameters_to_context, (AVCodecContext *codec, const AVCodecParameters *par), (codec, par))
REEL_LAZY(avcodec, const char *, avcodec_profile_name, (enum AVCodecID codec_id, int profile), (codec_id, profile))
REEL_LAZY(avcodec, int, avcodec_receive_frame, (AVCodecContext *avctx, AVFrame *frame), (avctx, frame))
REEL_LAZY(avcodec, int, avcodec_receive_packet, (AVCodecContext *avctx, AVPacket *avpkt), (avctx, avpkt))
REEL_LAZY(avcodec, int, avcodec_send_frame, (AVCodecContext *avctx, const AVFrame *frame), (avctx, frame))
REEL_LAZY(avcodec, int, avcodec_send_packet, (AVCodecContext *avctx, const AVPacket *avpkt), (avctx, avpkt))
REEL_LAZY(avformat, int, av_find_best_stream, (AVFormatContext *ic, enum AVMediaType type, int wanted_stream_nb, int related_stream, const AVCodec **decoder_ret, int flags), (ic, type, wanted_stream_nb, related_stream, decoder_ret, flags))
REEL_LAZY(avformat, int, av_interleaved_write_frame, (AVFormatContext *s, AVPacket *pkt), (s, pkt))
REEL_LAZY(avformat, int, av_read_frame, (AVFormatContext *s, AVPacket *pkt), (s, pkt))
REEL_LAZY(avformat, int, av_write_trailer, (AVFormatContext *s), (s))
REEL_LAZY(avformat, int, avformat_alloc_output_context2, (AVFormatContext **ctx, const AVOutputFormat *oformat, const char *format_name, const char *filename), (ctx, oformat, format_name, filename))
REEL_LAZY_VOID(avformat, avformat_close_input, (AVFormatContext **s), (s))
REEL_LAZY(avformat, int, avformat_find_stream_info, (AVFormatContext *ic, AVDictionary **options), (ic, options))
REEL_LAZY_VOID(avformat, avformat_free_context, (AVFormatContext *s), (s))
REEL_LAZY(avformat, AVStream *, avformat_new_stream, (AVFormatContext *s, const AVCodec *c), (s, c))
REEL_LAZY(avformat, int, avformat_open_input, (AVFormatContext **ps, const char *url, const AVInputFormat *fmt, AVDictionary **options), (ps, url, fmt, options))
REEL_LAZY(avformat, int, avformat_write_header, (AVFormatContext *s, AVDictionary **options), (s, options))
REEL_LAZY(avformat, int, avio_closep, (AVIOContext **s), (s))
REEL_LAZY(avformat, int, avio_open, (AVIOContext **s, const char *url, int flags), (s, url, flags))

