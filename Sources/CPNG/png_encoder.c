#include "png_encoder.h"

#include <huge_pages.h>
#include <isa-l/igzip_lib.h>
#include <libdeflate.h>
#include <limits.h>
#include <stdlib.h>
#include <string.h>

struct reel_png_encoder {
    struct libdeflate_compressor *compressor;  // levels 1–12; NULL for REEL_PNG_FASTEST
    struct isal_zstream *igzip;                // ISA-L's stream (82 kB: not for the stack) and
    uint8_t *igzip_buffer;                     // its level-1 buffer, for REEL_PNG_FASTEST
    uint8_t *filtered;       // filter byte + filtered row, for every row
    size_t filtered_capacity;
    uint8_t *rows;           // two straight rows: the current one and the one above
    size_t rows_capacity;
    uint8_t *png;            // the file
    size_t png_capacity;
};

enum { IGZIP_LEVEL = 1, IGZIP_BUFFER_SIZE = ISAL_DEF_LVL1_DEFAULT };

reel_png_encoder *reel_png_encoder_create(int level) {
    if (level < REEL_PNG_FASTEST || level > 12) return NULL;
    reel_png_encoder *encoder = calloc(1, sizeof *encoder);
    if (!encoder) return NULL;
    if (level == REEL_PNG_FASTEST) {
        // ISA-L's vector code expects its state aligned as a compiler aligns it on the stack.
        encoder->igzip = aligned_alloc(64, (sizeof *encoder->igzip + 63) / 64 * 64);
        encoder->igzip_buffer = aligned_alloc(64, (IGZIP_BUFFER_SIZE + 63) / 64 * 64);
    } else {
        encoder->compressor = libdeflate_alloc_compressor(level);
    }
    if (!encoder->compressor && !(encoder->igzip && encoder->igzip_buffer)) {
        reel_png_encoder_free(encoder);
        return NULL;
    }
    return encoder;
}

void reel_png_encoder_free(reel_png_encoder *encoder) {
    if (!encoder) return;
    libdeflate_free_compressor(encoder->compressor);
    free(encoder->igzip);
    free(encoder->igzip_buffer);
    free(encoder->filtered);
    free(encoder->rows);
    free(encoder->png);
    free(encoder);
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
    if (whole) reel_advise_huge_pages(grown, size);
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

/// The zlib stream of `size` bytes at `in`, compressed by ISA-L (igzip level 1) into the
/// encoder's PNG buffer from `offset` on; the buffer grows (keeping its first `offset` bytes)
/// when the data does not compress. Returns the stream's length, or 0 when out of memory.
static size_t igzip_compress(reel_png_encoder *encoder, uint8_t *in, size_t size, size_t offset) {
    struct isal_zstream *const z = encoder->igzip;
    isal_deflate_init(z);
    z->level = IGZIP_LEVEL;
    z->level_buf = encoder->igzip_buffer;
    z->level_buf_size = IGZIP_BUFFER_SIZE;
    z->gzip_flag = IGZIP_ZLIB;
    z->flush = NO_FLUSH;
    z->next_in = NULL;  // isal_deflate_init leaves the input alone
    z->avail_in = 0;
    while (size > 0 || z->internal_state.state != ZSTATE_END) {
        // ISA-L takes 32-bit counts: feed the input in pieces.
        if (z->avail_in == 0 && size > 0) {
            uint32_t piece = size > (1u << 30) ? (1u << 30) : (uint32_t)size;
            z->next_in = in;
            z->avail_in = piece;
            z->end_of_stream = piece == size;
            in += piece;
            size -= piece;
        }
        size_t written = z->total_out;
        if (encoder->png_capacity - offset - written < 64) {
            uint8_t *grown = realloc(encoder->png, encoder->png_capacity * 2);
            if (!grown) return 0;
            encoder->png = grown;
            encoder->png_capacity *= 2;
        }
        size_t room = encoder->png_capacity - offset - written - 16;  // the IDAT's CRC and IEND
        z->next_out = encoder->png + offset + written;
        z->avail_out = room > UINT32_MAX ? UINT32_MAX : (uint32_t)room;
        uint32_t unread = z->avail_in;
        if (isal_deflate(z) != COMP_OK) return 0;
        if (z->total_out == written && z->avail_in == unread && z->internal_state.state != ZSTATE_END) return 0;
    }
    return z->total_out;
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

    // ISA-L's output grows its buffer as it goes; start it at a tenth, which chart frames fit.
    size_t bound = encoder->compressor ? libdeflate_zlib_compress_bound(encoder->compressor, filtered_size)
                                       : filtered_size / 10 + 4096;
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
    size_t compressed = encoder->compressor
        ? libdeflate_zlib_compress(encoder->compressor, encoder->filtered, filtered_size, p + 8, bound)
        : igzip_compress(encoder, encoder->filtered, filtered_size, (size_t)(p + 8 - encoder->png));
    if (compressed == 0 || compressed > UINT32_MAX - 64) return -1;
    p = encoder->png + (8 + 25);  // igzip_compress may have moved the buffer
    p = finish_chunk(p, "IDAT", (uint32_t)compressed);
    p = finish_chunk(p, "IEND", 0);
    *png = encoder->png;
    *size = (size_t)(p - encoder->png);
    return 0;
}
