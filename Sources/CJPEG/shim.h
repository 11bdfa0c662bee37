#ifndef REEL_CJPEG_SHIM_H
#define REEL_CJPEG_SHIM_H
// libjpeg reports errors by longjmp, which Swift cannot call through: this shim decodes a
// whole image behind setjmp and returns either pixels or the library's message.
#include <stdio.h>
#include <stdint.h>
#include <stdlib.h>
#include <setjmp.h>
#include <jpeglib.h>

struct reel_jpeg_error {
    struct jpeg_error_mgr manager;
    jmp_buf jump;
    char message[JMSG_LENGTH_MAX];
};

static void reel_jpeg_error_exit(j_common_ptr info) {
    struct reel_jpeg_error *error = (struct reel_jpeg_error *)info->err;
    (*info->err->format_message)(info, error->message);
    longjmp(error->jump, 1);
}

static void reel_jpeg_silence(j_common_ptr info) { (void)info; }

/// Decodes JPEG bytes into malloc'd opaque 0xAARRGGBB pixels (Cairo's ARGB32), rows width*4
/// bytes apart; the caller frees them. On failure returns NULL with a message.
static inline uint32_t *reel_jpeg_decode(const unsigned char *data, unsigned long size, int max_side,
                                         int *width, int *height, char *message, size_t message_size) {
    struct jpeg_decompress_struct info;
    struct reel_jpeg_error error;
    uint32_t *volatile pixels = NULL;
    unsigned char *volatile row = NULL;
    info.err = jpeg_std_error(&error.manager);
    error.manager.error_exit = reel_jpeg_error_exit;
    error.manager.output_message = reel_jpeg_silence;
    error.message[0] = 0;
    if (setjmp(error.jump)) {
        snprintf(message, message_size, "%s", error.message);
        jpeg_destroy_decompress(&info);
        free(pixels);
        free(row);
        return NULL;
    }
    jpeg_create_decompress(&info);
    jpeg_mem_src(&info, (unsigned char *)data, size);
    jpeg_read_header(&info, TRUE);
    info.out_color_space = JCS_RGB;
    jpeg_start_decompress(&info);
    unsigned int w = info.output_width, h = info.output_height;
    if (w == 0 || h == 0 || w > (unsigned)max_side || h > (unsigned)max_side) {
        snprintf(message, message_size, "the image is %ux%u pixels; at most %d a side is supported", w, h, max_side);
        jpeg_destroy_decompress(&info);
        return NULL;
    }
    pixels = malloc((size_t)w * h * 4);
    row = malloc((size_t)w * 3);
    if (!pixels || !row) {
        snprintf(message, message_size, "out of memory");
        jpeg_destroy_decompress(&info);
        free(pixels);
        free(row);
        return NULL;
    }
    while (info.output_scanline < h) {
        unsigned int y = info.output_scanline;
        JSAMPROW rows[1] = { row };
        jpeg_read_scanlines(&info, rows, 1);
        uint32_t *out = pixels + (size_t)y * w;
        for (unsigned int x = 0; x < w; x++) {
            out[x] = 0xFF000000u | ((uint32_t)row[3 * x] << 16) | ((uint32_t)row[3 * x + 1] << 8) | row[3 * x + 2];
        }
    }
    jpeg_finish_decompress(&info);
    jpeg_destroy_decompress(&info);
    free(row);
    *width = (int)w;
    *height = (int)h;
    return pixels;
}
#endif
