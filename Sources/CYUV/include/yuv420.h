#ifndef REEL_YUV420_H
#define REEL_YUV420_H
#include <stddef.h>
#include <stdint.h>

// Fixed-point BT.709 coefficients of YUV420Conversion (Sources/Export), scaled by 2^16.
typedef struct {
    int32_t yr, yg, yb;
    int32_t ur, ug, ub;
    int32_t vr, vg, vb;
} reel_yuv_coefficients;

// Premultiplied BGRA (one 32-bit word a pixel, B in the low byte) to YUV 4:2:0: each luma
// sample from its pixel, each chroma sample from the sum of its 2x2 block, in integers, so every
// CPU gives the same bytes. Converts rows [row_begin, row_end) and columns [column_begin,
// column_end), all even, into the same places of the planes. Uses AVX2 where the CPU has it
// (the same integer arithmetic: the same bytes).
void reel_bgra_to_yuv420(
    const uint8_t *source, ptrdiff_t source_stride,
    int row_begin, int row_end, int column_begin, int column_end,
    uint8_t *y, ptrdiff_t y_stride, uint8_t *cb, ptrdiff_t cb_stride, uint8_t *cr, ptrdiff_t cr_stride,
    const reel_yuv_coefficients *k);

#endif
