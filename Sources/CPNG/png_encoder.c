#include "png_encoder.h"

#include <libdeflate.h>
#include <limits.h>
#include <stdlib.h>
#include <string.h>
#include <sys/mman.h>

struct reel_png_encoder {
    struct libdeflate_compressor *compressor;
    uint8_t *filtered;       // filter byte + filtered row, for every row
    size_t filtered_capacity;
    uint8_t *rows;           // two straight rows: the current one and the one above
    size_t rows_capacity;
    uint8_t *png;            // the file
    size_t png_capacity;
};

reel_png_encoder *reel_png_encoder_create(int level) {
    if (level < 1 || level > 12) return NULL;
    reel_png_encoder *encoder = calloc(1, sizeof *encoder);
    if (!encoder) return NULL;
    encoder->compressor = libdeflate_alloc_compressor(level);
    if (!encoder->compressor) {
        free(encoder);
        return NULL;
    }
    return encoder;
}

void reel_png_encoder_free(reel_png_encoder *encoder) {
    if (!encoder) return;
    libdeflate_free_compressor(encoder->compressor);
    free(encoder->filtered);
    free(encoder->rows);
    free(encoder->png);
    free(encoder);
}

/// Asks for the kernel's 2 MB pages over the whole ones inside a buffer not written yet: its
/// first writes then fault a few times instead of once every 4 kB (several ms for a 1080p frame).
static void advise_huge_pages(uint8_t *start, size_t size) {
    const uintptr_t huge = (uintptr_t)2 << 20;
    uintptr_t first = ((uintptr_t)start + huge - 1) & ~(huge - 1), end = ((uintptr_t)start + size) & ~(huge - 1);
    if (end > first) madvise((void *)first, end - first, MADV_HUGEPAGE);
}

/// Makes room for `size` bytes; the old contents are not kept. `whole` says the buffer will be
/// written through, so it is worth huge pages (not the output, sized for the worst case).
static int reserve(uint8_t **buffer, size_t *capacity, size_t size, int whole) {
    if (*capacity >= size) return 0;
    free(*buffer);
    *buffer = NULL;
    *capacity = 0;
    uint8_t *grown = malloc(size);
    if (!grown) return -1;
    if (whole) advise_huge_pages(grown, size);
    *buffer = grown;
    *capacity = size;
    return 0;
}

static void put32(uint8_t *p, uint32_t v) {
    p[0] = (uint8_t)(v >> 24); p[1] = (uint8_t)(v >> 16); p[2] = (uint8_t)(v >> 8); p[3] = (uint8_t)v;
}

/// Writes a chunk whose `length` data bytes are already at `p + 8`; returns its end.
static uint8_t *finish_chunk(uint8_t *p, const char type[4], uint32_t length) {
    put32(p, length);
    memcpy(p + 4, type, 4);
    put32(p + 8 + length, libdeflate_crc32(0, p + 4, 4 + (size_t)length));
    return p + 12 + length;
}

static int is_opaque(const uint8_t *pixels, int width, int height, int stride) {
    for (int y = 0; y < height; y++) {
        const uint32_t *row = (const uint32_t *)(pixels + (size_t)y * stride);
        uint32_t all = 0xff000000u;
        for (int x = 0; x < width; x++) all &= row[x];
        if (all != 0xff000000u) return 0;
    }
    return 1;
}

/// One row as straight RGB or RGBA bytes. Un-premultiplying rounds like Cairo's PNG writer.
static void straighten(const uint32_t *src, int width, int channels, uint8_t *dst) {
    if (channels == 3) {
        for (int x = 0; x < width; x++) {
            uint32_t p = src[x];
            dst[0] = (uint8_t)(p >> 16); dst[1] = (uint8_t)(p >> 8); dst[2] = (uint8_t)p;
            dst += 3;
        }
        return;
    }
    for (int x = 0; x < width; x++) {
        uint32_t p = src[x], a = p >> 24;
        if (a == 255) {
            dst[0] = (uint8_t)(p >> 16); dst[1] = (uint8_t)(p >> 8); dst[2] = (uint8_t)p; dst[3] = 255;
        } else if (a == 0) {
            dst[0] = dst[1] = dst[2] = dst[3] = 0;
        } else {
            uint32_t c[3] = {(p >> 16) & 255, (p >> 8) & 255, p & 255};
            for (int k = 0; k < 3; k++) {
                uint32_t v = (c[k] * 255 + a / 2) / a;
                dst[k] = (uint8_t)(v > 255 ? 255 : v);
            }
            dst[3] = (uint8_t)a;
        }
        dst += 4;
    }
}

int reel_png_encode(reel_png_encoder *encoder, const uint8_t *pixels, int width, int height, int stride,
                    reel_png_color color, const uint8_t **png, size_t *size) {
    if (width <= 0 || height <= 0 || stride < width * 4) return -1;
    int channels = color == REEL_PNG_RGB ? 3 : color == REEL_PNG_RGBA ? 4
        : is_opaque(pixels, width, height, stride) ? 3 : 4;
    size_t row_bytes = (size_t)width * channels;
    size_t filtered_size = (row_bytes + 1) * (size_t)height;
    if (reserve(&encoder->filtered, &encoder->filtered_capacity, filtered_size, 1) != 0) return -1;
    if (reserve(&encoder->rows, &encoder->rows_capacity, 2 * row_bytes, 0) != 0) return -1;

    // The Up filter: each byte minus the one above (zero above the first row).
    uint8_t *above = encoder->rows, *current = encoder->rows + row_bytes;
    memset(above, 0, row_bytes);
    uint8_t *out = encoder->filtered;
    for (int y = 0; y < height; y++) {
        const uint8_t *source = pixels + (size_t)y * stride;
        *out++ = 2;
        if (y > 0 && memcmp(source, source - stride, (size_t)width * 4) == 0) {
            memset(out, 0, row_bytes);  // a row like the one above: `above` stays right
        } else {
            straighten((const uint32_t *)source, width, channels, current);
            for (size_t i = 0; i < row_bytes; i++) out[i] = (uint8_t)(current[i] - above[i]);
            uint8_t *swap = above; above = current; current = swap;
        }
        out += row_bytes;
    }

    size_t bound = libdeflate_zlib_compress_bound(encoder->compressor, filtered_size);
    if (bound > UINT32_MAX - 64) return -1;
    if (reserve(&encoder->png, &encoder->png_capacity, 8 + 25 + 12 + bound + 12, 0) != 0) return -1;
    uint8_t *p = encoder->png;
    memcpy(p, "\x89PNG\r\n\x1a\n", 8);
    p += 8;
    put32(p + 8, (uint32_t)width);
    put32(p + 12, (uint32_t)height);
    p[16] = 8;                           // bit depth
    p[17] = channels == 3 ? 2 : 6;       // truecolour, or truecolour with alpha
    p[18] = 0; p[19] = 0; p[20] = 0;     // deflate, adaptive filtering, not interlaced
    p = finish_chunk(p, "IHDR", 13);
    size_t compressed = libdeflate_zlib_compress(encoder->compressor, encoder->filtered, filtered_size, p + 8, bound);
    if (compressed == 0) return -1;
    p = finish_chunk(p, "IDAT", (uint32_t)compressed);
    p = finish_chunk(p, "IEND", 0);
    *png = encoder->png;
    *size = (size_t)(p - encoder->png);
    return 0;
}
