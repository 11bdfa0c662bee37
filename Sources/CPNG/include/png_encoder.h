#ifndef REEL_PNG_ENCODER_H
#define REEL_PNG_ENCODER_H

#include <stddef.h>
#include <stdint.h>

/// A PNG encoder for Cairo ARGB32 images (premultiplied, native-endian 0xAARRGGBB words).
///
/// Every row gets the Up filter and the whole image one zlib stream, libdeflate's or ISA-L's: on
/// chart frames (flat colours, mostly vertical edges) libdeflate's level 6 is as small as libpng's
/// adaptive filters at zlib level 6 for a fraction of the time, and ISA-L a quarter of that again
/// (Benchmarks/Raster/png-table.c). The output depends only on the pixels and the level, so it is
/// byte-deterministic. Not thread-safe: one encoder per thread.
typedef struct reel_png_encoder reel_png_encoder;

/// The colour type written.
typedef enum {
    /// RGB when every pixel is opaque, RGBA (straight alpha) otherwise.
    REEL_PNG_AUTO = 0,
    /// RGB; alpha is dropped (premultiplied colour, that is the image over black).
    REEL_PNG_RGB = 1,
    /// RGBA with straight alpha.
    REEL_PNG_RGBA = 2,
} reel_png_color;

/// The compression level that uses ISA-L's igzip (level 1) instead of libdeflate: on a 1080p
/// chart frame about 15 times faster than libdeflate's fastest level, for about 1.6 times the
/// bytes (Benchmarks/Raster/png-table.c).
#define REEL_PNG_FASTEST 0

/// A new encoder compressing at `level`: REEL_PNG_FASTEST, or libdeflate's level (1 fast … 12
/// smallest); NULL when out of memory or the level is out of range.
reel_png_encoder *reel_png_encoder_create(int level);

void reel_png_encoder_free(reel_png_encoder *encoder);

/// Encodes `width`×`height` pixels whose rows are `stride` bytes apart. On success returns 0
/// and points `*png` at the file's bytes (owned by the encoder, valid until its next call) and
/// `*size` at their count; returns -1 when out of memory or the size is not valid for PNG.
int reel_png_encode(reel_png_encoder *encoder, const uint8_t *pixels, int width, int height, int stride,
                    reel_png_color color, const uint8_t **png, size_t *size);

#endif
