#include "yuv420.h"

// One pair of rows: both rows' luma, then the chroma of their 2x2 blocks, while the rows are
// still in cache. Written as plain loops over 32-bit words so that the compiler vectorises them
// for whichever target the caller was compiled for.
static inline __attribute__((always_inline)) void convert_rows(
    const uint8_t *source, ptrdiff_t source_stride, int row_begin, int row_end, int first, int count,
    uint8_t *y, ptrdiff_t y_stride, uint8_t *cb, ptrdiff_t cb_stride, uint8_t *cr, ptrdiff_t cr_stride,
    const reel_yuv_coefficients *k)
{
    const int32_t yr = k->yr, yg = k->yg, yb = k->yb;
    const int32_t ur = k->ur, ug = k->ug, ub = k->ub;
    const int32_t vr = k->vr, vg = k->vg, vb = k->vb;
    const int32_t luma_offset = (16 << 16) + (1 << 15);
    // A chroma sample sums four pixels: two more bits to shift out.
    const int32_t chroma_offset = (128 << 18) + (1 << 17);
    for (int row = row_begin; row < row_end; row += 2) {
        const uint32_t *top = (const uint32_t *)(source + (ptrdiff_t)row * source_stride) + first;
        const uint32_t *bottom = (const uint32_t *)(source + (ptrdiff_t)(row + 1) * source_stride) + first;
        uint8_t *restrict luma_top = y + (ptrdiff_t)row * y_stride + first;
        uint8_t *restrict luma_bottom = y + (ptrdiff_t)(row + 1) * y_stride + first;
        for (int x = 0; x < count; x++) {
            int32_t p = (int32_t)top[x];
            int32_t b = p & 0xFF, g = (p >> 8) & 0xFF, r = (p >> 16) & 0xFF;
            luma_top[x] = (uint8_t)((yr * r + yg * g + yb * b + luma_offset) >> 16);
        }
        for (int x = 0; x < count; x++) {
            int32_t p = (int32_t)bottom[x];
            int32_t b = p & 0xFF, g = (p >> 8) & 0xFF, r = (p >> 16) & 0xFF;
            luma_bottom[x] = (uint8_t)((yr * r + yg * g + yb * b + luma_offset) >> 16);
        }
        uint8_t *restrict cb_row = cb + (ptrdiff_t)(row / 2) * cb_stride + first / 2;
        uint8_t *restrict cr_row = cr + (ptrdiff_t)(row / 2) * cr_stride + first / 2;
        for (int x = 0; x < count / 2; x++) {
            int32_t p0 = (int32_t)top[2 * x], p1 = (int32_t)top[2 * x + 1];
            int32_t p2 = (int32_t)bottom[2 * x], p3 = (int32_t)bottom[2 * x + 1];
            // Blue and red summed side by side in 16-bit halves (four bytes never carry).
            int32_t blue_red = (p0 & 0xFF00FF) + (p1 & 0xFF00FF) + (p2 & 0xFF00FF) + (p3 & 0xFF00FF);
            int32_t g = ((p0 >> 8) & 0xFF) + ((p1 >> 8) & 0xFF) + ((p2 >> 8) & 0xFF) + ((p3 >> 8) & 0xFF);
            int32_t b = blue_red & 0xFFFF, r = (blue_red >> 16) & 0xFFFF;
            cb_row[x] = (uint8_t)((ur * r + ug * g + ub * b + chroma_offset) >> 18);
            cr_row[x] = (uint8_t)((vr * r + vg * g + vb * b + chroma_offset) >> 18);
        }
    }
}

__attribute__((target("avx2"))) static void convert_avx2(
    const uint8_t *source, ptrdiff_t source_stride, int row_begin, int row_end, int first, int count,
    uint8_t *y, ptrdiff_t y_stride, uint8_t *cb, ptrdiff_t cb_stride, uint8_t *cr, ptrdiff_t cr_stride,
    const reel_yuv_coefficients *k)
{
    convert_rows(source, source_stride, row_begin, row_end, first, count, y, y_stride, cb, cb_stride, cr, cr_stride, k);
}

static void convert_baseline(
    const uint8_t *source, ptrdiff_t source_stride, int row_begin, int row_end, int first, int count,
    uint8_t *y, ptrdiff_t y_stride, uint8_t *cb, ptrdiff_t cb_stride, uint8_t *cr, ptrdiff_t cr_stride,
    const reel_yuv_coefficients *k)
{
    convert_rows(source, source_stride, row_begin, row_end, first, count, y, y_stride, cb, cb_stride, cr, cr_stride, k);
}

void reel_bgra_to_yuv420(
    const uint8_t *source, ptrdiff_t source_stride,
    int row_begin, int row_end, int column_begin, int column_end,
    uint8_t *y, ptrdiff_t y_stride, uint8_t *cb, ptrdiff_t cb_stride, uint8_t *cr, ptrdiff_t cr_stride,
    const reel_yuv_coefficients *k)
{
    int count = column_end - column_begin;
    if (__builtin_cpu_supports("avx2")) {
        convert_avx2(source, source_stride, row_begin, row_end, column_begin, count, y, y_stride, cb, cb_stride, cr, cr_stride, k);
    } else {
        convert_baseline(source, source_stride, row_begin, row_end, column_begin, count, y, y_stride, cb, cb_stride, cr, cr_stride, k);
    }
}
