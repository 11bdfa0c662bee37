// The size/speed table behind Reel's PNG writer (Sources/CPNG): one frame (a PNG file, read with
// Cairo into its premultiplied ARGB32 form, as Reel renders it) compressed with each PNG filter
// and each zlib/libdeflate level and ISA-L's igzip, beside Cairo's own writer (libpng: adaptive
// filters, zlib 6) and Reel's encoder itself. Times are the best of N runs in CPU time of the thread, so other
// processes on the machine disturb them less. Built and run by raster.py:
//   cc -O2 png-table.c ../../Sources/CPNG/png_encoder.c -I../../Sources/CPNG/include $(pkg-config --cflags --libs cairo) -lz -ldeflate -lisal
#include <cairo.h>
#include <isa-l/igzip_lib.h>
#include <libdeflate.h>
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <time.h>
#include <zlib.h>

#include "png_encoder.h"

static double cpu_ms(void) {
    struct timespec t;
    clock_gettime(CLOCK_THREAD_CPUTIME_ID, &t);
    return t.tv_sec * 1e3 + t.tv_nsec * 1e-6;
}

static int width, height, stride;
static const uint8_t *pixels;
static uint8_t *filtered;
static size_t filtered_size;

enum { NONE, SUB, UP, PAETH, ADAPTIVE };
static const char *filter_names[] = {"none", "sub", "up", "paeth", "adaptive"};

static uint8_t filter_byte(int f, int cur, int a, int b, int c) {
    switch (f) {
    case NONE: return (uint8_t)cur;
    case SUB: return (uint8_t)(cur - a);
    case UP: return (uint8_t)(cur - b);
    default: {
        int p = a + b - c, pa = abs(p - a), pb = abs(p - b), pc = abs(p - c);
        return (uint8_t)(cur - (pa <= pb && pa <= pc ? a : pb <= pc ? b : c));
    }
    }
}

// Straight RGB rows (the frames are opaque), filtered; ADAPTIVE picks per row the filter with
// the least sum of absolute values, as libpng does.
static void filter_rows(int filter) {
    size_t row = (size_t)width * 3;
    uint8_t *prev = calloc(row, 1), *cur = malloc(row), *out = filtered;
    for (int y = 0; y < height; y++) {
        const uint32_t *src = (const uint32_t *)(pixels + (size_t)y * stride);
        for (int x = 0; x < width; x++) {
            cur[3 * x] = src[x] >> 16; cur[3 * x + 1] = src[x] >> 8; cur[3 * x + 2] = src[x];
        }
        int first = filter == ADAPTIVE ? NONE : filter, last = filter == ADAPTIVE ? PAETH : filter;
        long best = -1;
        for (int f = first; f <= last; f++) {
            long sum = 0;
            for (size_t i = 0; i < row; i++) {
                uint8_t v = filter_byte(f, cur[i], i >= 3 ? cur[i - 3] : 0, prev[i], i >= 3 ? prev[i - 3] : 0);
                sum += abs((int8_t)v);
            }
            if (best < 0 || sum < best) {
                best = sum;
                out[0] = (uint8_t)(f == NONE ? 0 : f == SUB ? 1 : f == UP ? 2 : 4);
                for (size_t i = 0; i < row; i++)
                    out[1 + i] = filter_byte(f, cur[i], i >= 3 ? cur[i - 3] : 0, prev[i], i >= 3 ? prev[i - 3] : 0);
            }
        }
        out += row + 1;
        uint8_t *swap = prev; prev = cur; cur = swap;
    }
    filtered_size = (size_t)(out - filtered);
    free(prev);
    free(cur);
}

static cairo_status_t count_bytes(void *closure, const unsigned char *data, unsigned int length) {
    (void)data;
    *(size_t *)closure += length;
    return CAIRO_STATUS_SUCCESS;
}

int main(int argc, char **argv) {
    if (argc < 2) { fprintf(stderr, "usage: png-table FRAME.png [RUNS]\n"); return 2; }
    int runs = argc > 2 ? atoi(argv[2]) : 5;
    cairo_surface_t *surface = cairo_image_surface_create_from_png(argv[1]);
    if (cairo_surface_status(surface) != CAIRO_STATUS_SUCCESS) { fprintf(stderr, "cannot read %s\n", argv[1]); return 1; }
    width = cairo_image_surface_get_width(surface);
    height = cairo_image_surface_get_height(surface);
    stride = cairo_image_surface_get_stride(surface);
    pixels = cairo_image_surface_get_data(surface);
    filtered = malloc(((size_t)width * 3 + 1) * height);
    uint8_t *out = malloc(compressBound(((uLong)width * 3 + 1) * height) + 1024);
    printf("%s: %d×%d, best of %d runs (CPU ms of the thread)\n", argv[1], width, height, runs);
    printf("%-34s %10s %9s\n", "writer", "bytes", "ms");

    double best = 1e30; size_t size = 0;
    for (int r = 0; r < runs; r++) {
        size = 0;
        double t = cpu_ms();
        cairo_surface_write_to_png_stream(surface, count_bytes, &size);
        t = cpu_ms() - t;
        if (t < best) best = t;
    }
    printf("%-34s %10zu %9.2f\n", "cairo (libpng, zlib 6)", size, best);

    const int reel_levels[] = {REEL_PNG_FASTEST, 6, 12};
    const char *reel_names[] = {"reel fast (up, isa-l 1)", "reel standard (up, libdeflate 6)", "reel smallest (up, libdeflate 12)"};
    for (int k = 0; k < 3; k++) {
        int level = reel_levels[k];
        reel_png_encoder *encoder = reel_png_encoder_create(level);
        const uint8_t *png; best = 1e30;
        for (int r = 0; r < runs; r++) {
            double t = cpu_ms();
            reel_png_encode(encoder, pixels, width, height, stride, REEL_PNG_AUTO, &png, &size);
            t = cpu_ms() - t;
            if (t < best) best = t;
        }
        printf("%-34s %10zu %9.2f\n", reel_names[k], size, best);
        reel_png_encoder_free(encoder);
    }

    for (int filter = NONE; filter <= ADAPTIVE; filter++) {
        double filter_ms = 1e30;
        for (int r = 0; r < runs; r++) {
            double t = cpu_ms();
            filter_rows(filter);
            t = cpu_ms() - t;
            if (t < filter_ms) filter_ms = t;
        }
        int zlib_levels[] = {1, 6, 9};
        for (int k = 0; k < 3; k++) {
            best = 1e30;
            for (int r = 0; r < runs; r++) {
                uLongf n = compressBound(filtered_size);
                double t = cpu_ms();
                compress2(out, &n, filtered, filtered_size, zlib_levels[k]);
                t = cpu_ms() - t;
                size = n;
                if (t < best) best = t;
            }
            char name[64];
            snprintf(name, sizeof name, "%s, zlib %d", filter_names[filter], zlib_levels[k]);
            printf("%-34s %10zu %9.2f\n", name, size, filter_ms + best);
        }
        int deflate_levels[] = {1, 6, 12};
        for (int k = 0; k < 3; k++) {
            struct libdeflate_compressor *compressor = libdeflate_alloc_compressor(deflate_levels[k]);
            best = 1e30;
            for (int r = 0; r < runs; r++) {
                double t = cpu_ms();
                size = libdeflate_zlib_compress(compressor, filtered, filtered_size, out, compressBound(filtered_size));
                t = cpu_ms() - t;
                if (t < best) best = t;
            }
            libdeflate_free_compressor(compressor);
            char name[64];
            snprintf(name, sizeof name, "%s, libdeflate %d", filter_names[filter], deflate_levels[k]);
            printf("%-34s %10zu %9.2f\n", name, size, filter_ms + best);
        }
        static uint8_t igzip_buffer[ISAL_DEF_LVL1_DEFAULT];
        best = 1e30;
        for (int r = 0; r < runs; r++) {
            struct isal_zstream stream;
            isal_deflate_init(&stream);
            stream.level = 1;
            stream.level_buf = igzip_buffer;
            stream.level_buf_size = sizeof igzip_buffer;
            stream.gzip_flag = IGZIP_ZLIB;
            stream.end_of_stream = 1;
            stream.next_in = filtered;
            stream.avail_in = (uint32_t)filtered_size;
            stream.next_out = out;
            stream.avail_out = (uint32_t)compressBound(filtered_size);
            double t = cpu_ms();
            isal_deflate(&stream);
            t = cpu_ms() - t;
            size = stream.total_out;
            if (t < best) best = t;
        }
        char name[64];
        snprintf(name, sizeof name, "%s, isa-l 1", filter_names[filter]);
        printf("%-34s %10zu %9.2f\n", name, size, filter_ms + best);
    }
    return 0;
}
