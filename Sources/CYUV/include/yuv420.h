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
// column_end), all even, into the same places of the planes. Uses AVX-512 or AVX2 where the CPU
// has them (the same integer arithmetic: the same bytes).
void reel_bgra_to_yuv420(
    const uint8_t *source, ptrdiff_t source_stride,
    int row_begin, int row_end, int column_begin, int column_end,
    uint8_t *y, ptrdiff_t y_stride, uint8_t *cb, ptrdiff_t cb_stride, uint8_t *cr, ptrdiff_t cr_stride,
    const reel_yuv_coefficients *k);

// The conversion's vector kernels, narrowest first.
typedef enum {
    REEL_YUV_KERNEL_PLAIN = 0,
    REEL_YUV_KERNEL_AVX2 = 1,
    // AVX-512 with VNNI's fused multiply-adds and VBMI's byte permutes (Ice Lake, Zen 4 and later).
    REEL_YUV_KERNEL_AVX512 = 2,
} reel_yuv_kernel;

// The widest kernel this CPU runs, the one reel_bgra_to_yuv420 uses.
reel_yuv_kernel reel_yuv_widest_kernel(void);

// reel_bgra_to_yuv420 with kernels no wider than `widest` (and than the CPU runs), so that tests
// check each kernel's bytes on a CPU that would otherwise only run the widest.
void reel_bgra_to_yuv420_using(
    reel_yuv_kernel widest,
    const uint8_t *source, ptrdiff_t source_stride,
    int row_begin, int row_end, int column_begin, int column_end,
    uint8_t *y, ptrdiff_t y_stride, uint8_t *cb, ptrdiff_t cb_stride, uint8_t *cr, ptrdiff_t cr_stride,
    const reel_yuv_coefficients *k);

#endif
