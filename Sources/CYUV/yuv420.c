#include "yuv420.h"

#include <immintrin.h>

// The two source rows from `row` and the samples they make, from column `first`.
typedef struct {
    const uint32_t *top, *bottom;
    uint8_t *luma_top, *luma_bottom, *cb, *cr;
} row_pair;

static inline __attribute__((always_inline)) row_pair row_pair_at(
    int row, int first, const uint8_t *source, ptrdiff_t source_stride,
    uint8_t *y, ptrdiff_t y_stride, uint8_t *cb, ptrdiff_t cb_stride, uint8_t *cr, ptrdiff_t cr_stride)
{
    return (row_pair){
        .top = (const uint32_t *)(source + (ptrdiff_t)row * source_stride) + first,
        .bottom = (const uint32_t *)(source + (ptrdiff_t)(row + 1) * source_stride) + first,
        .luma_top = y + (ptrdiff_t)row * y_stride + first,
        .luma_bottom = y + (ptrdiff_t)(row + 1) * y_stride + first,
        .cb = cb + (ptrdiff_t)(row / 2) * cb_stride + first / 2,
        .cr = cr + (ptrdiff_t)(row / 2) * cr_stride + first / 2,
    };
}

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
        row_pair rows = row_pair_at(row, first, source, source_stride, y, y_stride, cb, cb_stride, cr, cr_stride);
        const uint32_t *top = rows.top, *bottom = rows.bottom;
        uint8_t *restrict luma_top = rows.luma_top;
        uint8_t *restrict luma_bottom = rows.luma_bottom;
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
        uint8_t *restrict cb_row = rows.cb;
        uint8_t *restrict cr_row = rows.cr;
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

// Whether the AVX2 kernel gives exactly the plain loops' bytes with these coefficients: each
// 16-bit multiplier fits (the green luma one split in two halves), and no sum leaves 0–255, so
// that the kernel's saturating packs agree with the plain loops' truncation.
static int wide_kernel_applies(const reel_yuv_coefficients *k) {
    const int32_t c[] = { k->yr, k->yb, k->yg / 2, k->yg - k->yg / 2, k->ur, k->ug, k->ub, k->vr, k->vg, k->vb };
    for (unsigned i = 0; i < sizeof c / sizeof c[0]; i++) if (c[i] < -32768 || c[i] > 32767) return 0;
    // The extreme sums: every channel at 0 or at its largest (255 a pixel, 1020 a 2x2 block).
    const int32_t luma[] = { k->yr, k->yg, k->yb }, blue[] = { k->ur, k->ug, k->ub }, red[] = { k->vr, k->vg, k->vb };
    int64_t low = 0, high = 0;
    for (int i = 0; i < 3; i++) { low += luma[i] < 0 ? 255LL * luma[i] : 0; high += luma[i] > 0 ? 255LL * luma[i] : 0; }
    if (((low + (16 << 16) + (1 << 15)) >> 16) < 0 || ((high + (16 << 16) + (1 << 15)) >> 16) > 255) return 0;
    for (int plane = 0; plane < 2; plane++) {
        const int32_t *q = plane == 0 ? blue : red;
        low = 0; high = 0;
        for (int i = 0; i < 3; i++) { low += q[i] < 0 ? 1020LL * q[i] : 0; high += q[i] > 0 ? 1020LL * q[i] : 0; }
        if (((low + (128 << 18) + (1 << 17)) >> 18) < 0 || ((high + (128 << 18) + (1 << 17)) >> 18) > 255) return 0;
    }
    return 1;
}

// Two 16-bit coefficients (low, high) in every 32-bit lane.
__attribute__((target("avx2"))) static inline __m256i pair(int32_t low, int32_t high) {
    return _mm256_set1_epi32((int32_t)(((uint32_t)(uint16_t)high << 16) | (uint16_t)low));
}

// Two pairs, alternating: (a_low, a_high) in even lanes, (b_low, b_high) in odd ones.
__attribute__((target("avx2"))) static inline __m256i pairs(int32_t a_low, int32_t a_high, int32_t b_low, int32_t b_high) {
    int32_t a = (int32_t)(((uint32_t)(uint16_t)a_high << 16) | (uint16_t)a_low);
    int32_t b = (int32_t)(((uint32_t)(uint16_t)b_high << 16) | (uint16_t)b_low);
    return _mm256_setr_epi32(a, b, a, b, a, b, a, b);
}

// Columns [first, first + count) of rows [row_begin, row_end), count a multiple of 32, 32
// pixels of both rows at a time. Each pixel becomes two pairs of 16-bit numbers, (b, r) and
// (g, g), which vpmaddwd multiplies by coefficient pairs and sums into 32-bit lanes:
// yb b + yr r + (yg/2) g + (yg - yg/2) g is the plain loops' luma sum, exactly. A 2x2 block's
// sums come from the same pairs: top plus bottom, plus the neighbouring lane's; Cb's sum is
// then made in the even lanes and Cr's in the odd ones.
__attribute__((target("avx2"))) static void convert_avx2_wide(
    const uint8_t *source, ptrdiff_t source_stride, int row_begin, int row_end, int first, int count,
    uint8_t *y, ptrdiff_t y_stride, uint8_t *cb, ptrdiff_t cb_stride, uint8_t *cr, ptrdiff_t cr_stride,
    const reel_yuv_coefficients *k)
{
    const __m256i br_mask = _mm256_set1_epi32(0x00FF00FF);
    // Byte 1 of each pixel (green) to bytes 0 and 2 of its lane, zeros elsewhere.
    const __m256i gg_shuffle = _mm256_setr_epi8(
        1, -1, 1, -1, 5, -1, 5, -1, 9, -1, 9, -1, 13, -1, 13, -1,
        1, -1, 1, -1, 5, -1, 5, -1, 9, -1, 9, -1, 13, -1, 13, -1);
    const __m256i luma_br = pair(k->yb, k->yr), luma_gg = pair(k->yg / 2, k->yg - k->yg / 2);
    const __m256i luma_offset = _mm256_set1_epi32((16 << 16) + (1 << 15));
    const __m256i chroma_br = pairs(k->ub, k->ur, k->vb, k->vr), chroma_gg = pairs(k->ug, 0, k->vg, 0);
    const __m256i chroma_offset = _mm256_set1_epi32((128 << 18) + (1 << 17));
    // Packed luma bytes come out in 4-byte groups per 128-bit half; this puts them in order.
    const __m256i luma_order = _mm256_setr_epi32(0, 4, 1, 5, 2, 6, 3, 7);
    // Packed chroma bytes, Cb and Cr alternating, to Cb's eight then Cr's eight in each half.
    const __m256i chroma_split = _mm256_setr_epi8(
        0, 2, 4, 6, 8, 10, 12, 14, 1, 3, 5, 7, 9, 11, 13, 15,
        0, 2, 4, 6, 8, 10, 12, 14, 1, 3, 5, 7, 9, 11, 13, 15);
    for (int row = row_begin; row < row_end; row += 2) {
        row_pair rows = row_pair_at(row, first, source, source_stride, y, y_stride, cb, cb_stride, cr, cr_stride);
        const uint32_t *top = rows.top, *bottom = rows.bottom;
        uint8_t *luma_top = rows.luma_top, *luma_bottom = rows.luma_bottom, *cb_row = rows.cb, *cr_row = rows.cr;
        for (int x = 0; x < count; x += 32) {
            __m256i lt[4], lb[4], c[4];
            for (int i = 0; i < 4; i++) {
                __m256i t = _mm256_loadu_si256((const __m256i *)(top + x + 8 * i));
                __m256i b = _mm256_loadu_si256((const __m256i *)(bottom + x + 8 * i));
                __m256i t_br = _mm256_and_si256(t, br_mask), t_gg = _mm256_shuffle_epi8(t, gg_shuffle);
                __m256i b_br = _mm256_and_si256(b, br_mask), b_gg = _mm256_shuffle_epi8(b, gg_shuffle);
                lt[i] = _mm256_srai_epi32(_mm256_add_epi32(_mm256_add_epi32(
                    _mm256_madd_epi16(t_br, luma_br), _mm256_madd_epi16(t_gg, luma_gg)), luma_offset), 16);
                lb[i] = _mm256_srai_epi32(_mm256_add_epi32(_mm256_add_epi32(
                    _mm256_madd_epi16(b_br, luma_br), _mm256_madd_epi16(b_gg, luma_gg)), luma_offset), 16);
                // Column sums (at most 510 a 16-bit half), then each lane plus its neighbour:
                // both lanes of a block hold the block's sums.
                __m256i br = _mm256_add_epi16(t_br, b_br), gg = _mm256_add_epi16(t_gg, b_gg);
                br = _mm256_add_epi16(br, _mm256_shuffle_epi32(br, 0xB1));
                gg = _mm256_add_epi16(gg, _mm256_shuffle_epi32(gg, 0xB1));
                c[i] = _mm256_srai_epi32(_mm256_add_epi32(_mm256_add_epi32(
                    _mm256_madd_epi16(br, chroma_br), _mm256_madd_epi16(gg, chroma_gg)), chroma_offset), 18);
            }
            __m256i top_bytes = _mm256_packus_epi16(_mm256_packus_epi32(lt[0], lt[1]), _mm256_packus_epi32(lt[2], lt[3]));
            __m256i bottom_bytes = _mm256_packus_epi16(_mm256_packus_epi32(lb[0], lb[1]), _mm256_packus_epi32(lb[2], lb[3]));
            _mm256_storeu_si256((__m256i *)(luma_top + x), _mm256_permutevar8x32_epi32(top_bytes, luma_order));
            _mm256_storeu_si256((__m256i *)(luma_bottom + x), _mm256_permutevar8x32_epi32(bottom_bytes, luma_order));
            // Blocks 0-1 4-5 8-9 12-13 in the low half, 2-3 6-7 10-11 14-15 in the high one,
            // each as 8 Cb bytes then 8 Cr bytes: interleaving 16-bit units of the halves
            // puts the blocks in order.
            __m256i chroma = _mm256_shuffle_epi8(
                _mm256_packus_epi16(_mm256_packus_epi32(c[0], c[1]), _mm256_packus_epi32(c[2], c[3])), chroma_split);
            __m128i low = _mm256_castsi256_si128(chroma), high = _mm256_extracti128_si256(chroma, 1);
            _mm_storeu_si128((__m128i *)(cb_row + x / 2), _mm_unpacklo_epi16(low, high));
            _mm_storeu_si128((__m128i *)(cr_row + x / 2), _mm_unpackhi_epi16(low, high));
        }
    }
}

// The wide kernel's arithmetic, 16 pixels a register: VNNI's vpdpwssd adds the multiply-add to
// its accumulator (the offset, then the first pair's sum) in one instruction, and since every
// sum plus its offset lies in [0, 2^24) (wide_kernel_applies), a luma sample is byte 2 of its
// lane: one VBMI byte permute gathers a row's 32 samples from two registers without shifting
// or packing. Chroma sums are shifted to byte 0 first, then one permute gathers 16 Cb bytes
// (even lanes) and 16 Cr bytes (odd lanes). 0.38 → 0.24 ms a 1080p frame on Zen 4, the same bytes.
#define REEL_AVX512 __attribute__((target("avx512f,avx512bw,avx512vnni,avx512vbmi")))

REEL_AVX512 static inline __m512i pair512(int32_t low, int32_t high) {
    return _mm512_set1_epi32((int32_t)(((uint32_t)(uint16_t)high << 16) | (uint16_t)low));
}

REEL_AVX512 static void convert_avx512(
    const uint8_t *source, ptrdiff_t source_stride, int row_begin, int row_end, int first, int count,
    uint8_t *y, ptrdiff_t y_stride, uint8_t *cb, ptrdiff_t cb_stride, uint8_t *cr, ptrdiff_t cr_stride,
    const reel_yuv_coefficients *k)
{
    const __m512i br_mask = _mm512_set1_epi32(0x00FF00FF);
    // Byte 1 of each pixel (green) to bytes 0 and 2 of its lane, zeros elsewhere.
    const __m512i gg_shuffle = _mm512_set4_epi32((int32_t)0xFF0DFF0D, (int32_t)0xFF09FF09, (int32_t)0xFF05FF05, (int32_t)0xFF01FF01);
    const __m512i luma_br = pair512(k->yb, k->yr), luma_gg = pair512(k->yg / 2, k->yg - k->yg / 2);
    const __m512i luma_offset = _mm512_set1_epi32((16 << 16) + (1 << 15));
    // Cb's coefficients in even lanes, Cr's in odd ones.
    const __m512i chroma_br = _mm512_mask_blend_epi32(0xAAAA, pair512(k->ub, k->ur), pair512(k->vb, k->vr));
    const __m512i chroma_gg = _mm512_mask_blend_epi32(0xAAAA, pair512(k->ug, 0), pair512(k->vg, 0));
    const __m512i chroma_offset = _mm512_set1_epi32((128 << 18) + (1 << 17));
    // Byte j of a permute's result: for luma, byte 2 of lane j of the two registers (64 and up
    // is the second); for chroma, Cb of blocks 0-15 (byte 0 of the even lanes), then Cr (odd).
    uint8_t luma_bytes[64], chroma_bytes[64];
    for (int j = 0; j < 64; j++) {
        int lane = j & 15, second = (j & 31) >= 16;
        luma_bytes[j] = (uint8_t)(64 * second + 4 * lane + 2);
        chroma_bytes[j] = (uint8_t)(64 * ((lane & 8) != 0) + 8 * (lane & 7) + 4 * second);
    }
    const __m512i luma_order = _mm512_loadu_si512(luma_bytes), chroma_order = _mm512_loadu_si512(chroma_bytes);
    for (int row = row_begin; row < row_end; row += 2) {
        row_pair rows = row_pair_at(row, first, source, source_stride, y, y_stride, cb, cb_stride, cr, cr_stride);
        const uint32_t *top = rows.top, *bottom = rows.bottom;
        uint8_t *luma_top = rows.luma_top, *luma_bottom = rows.luma_bottom, *cb_row = rows.cb, *cr_row = rows.cr;
        for (int x = 0; x < count; x += 32) {
            __m512i lt[2], lb[2], c[2];
            for (int i = 0; i < 2; i++) {
                __m512i t = _mm512_loadu_si512(top + x + 16 * i);
                __m512i b = _mm512_loadu_si512(bottom + x + 16 * i);
                __m512i t_br = _mm512_and_si512(t, br_mask), t_gg = _mm512_shuffle_epi8(t, gg_shuffle);
                __m512i b_br = _mm512_and_si512(b, br_mask), b_gg = _mm512_shuffle_epi8(b, gg_shuffle);
                lt[i] = _mm512_dpwssd_epi32(_mm512_dpwssd_epi32(luma_offset, t_br, luma_br), t_gg, luma_gg);
                lb[i] = _mm512_dpwssd_epi32(_mm512_dpwssd_epi32(luma_offset, b_br, luma_br), b_gg, luma_gg);
                // As in the AVX2 kernel: column sums, then each lane plus its neighbour.
                __m512i br = _mm512_add_epi16(t_br, b_br), gg = _mm512_add_epi16(t_gg, b_gg);
                br = _mm512_add_epi16(br, _mm512_shuffle_epi32(br, (_MM_PERM_ENUM)0xB1));
                gg = _mm512_add_epi16(gg, _mm512_shuffle_epi32(gg, (_MM_PERM_ENUM)0xB1));
                c[i] = _mm512_srli_epi32(_mm512_dpwssd_epi32(_mm512_dpwssd_epi32(chroma_offset, br, chroma_br), gg, chroma_gg), 18);
            }
            _mm256_storeu_si256((__m256i *)(luma_top + x), _mm512_castsi512_si256(_mm512_permutex2var_epi8(lt[0], luma_order, lt[1])));
            _mm256_storeu_si256((__m256i *)(luma_bottom + x), _mm512_castsi512_si256(_mm512_permutex2var_epi8(lb[0], luma_order, lb[1])));
            __m512i chroma = _mm512_permutex2var_epi8(c[0], chroma_order, c[1]);
            _mm_storeu_si128((__m128i *)(cb_row + x / 2), _mm512_castsi512_si128(chroma));
            _mm_storeu_si128((__m128i *)(cr_row + x / 2), _mm512_extracti32x4_epi32(chroma, 1));
        }
    }
}

reel_yuv_kernel reel_yuv_widest_kernel(void) {
    if (__builtin_cpu_supports("avx512f") && __builtin_cpu_supports("avx512bw")
        && __builtin_cpu_supports("avx512vnni") && __builtin_cpu_supports("avx512vbmi")) return REEL_YUV_KERNEL_AVX512;
    if (__builtin_cpu_supports("avx2")) return REEL_YUV_KERNEL_AVX2;
    return REEL_YUV_KERNEL_PLAIN;
}

void reel_bgra_to_yuv420(
    const uint8_t *source, ptrdiff_t source_stride,
    int row_begin, int row_end, int column_begin, int column_end,
    uint8_t *y, ptrdiff_t y_stride, uint8_t *cb, ptrdiff_t cb_stride, uint8_t *cr, ptrdiff_t cr_stride,
    const reel_yuv_coefficients *k)
{
    reel_bgra_to_yuv420_using(reel_yuv_widest_kernel(), source, source_stride, row_begin, row_end, column_begin, column_end,
                              y, y_stride, cb, cb_stride, cr, cr_stride, k);
}

void reel_bgra_to_yuv420_using(
    reel_yuv_kernel widest,
    const uint8_t *source, ptrdiff_t source_stride,
    int row_begin, int row_end, int column_begin, int column_end,
    uint8_t *y, ptrdiff_t y_stride, uint8_t *cb, ptrdiff_t cb_stride, uint8_t *cr, ptrdiff_t cr_stride,
    const reel_yuv_coefficients *k)
{
    reel_yuv_kernel kernel = widest < reel_yuv_widest_kernel() ? widest : reel_yuv_widest_kernel();
    int count = column_end - column_begin;
    if (kernel >= REEL_YUV_KERNEL_AVX2 && wide_kernel_applies(k)) {
        // 32 pixels at a time, the last few columns by the plain loops.
        int wide = count & ~31;
        if (kernel == REEL_YUV_KERNEL_AVX512) {
            convert_avx512(source, source_stride, row_begin, row_end, column_begin, wide, y, y_stride, cb, cb_stride, cr, cr_stride, k);
        } else {
            convert_avx2_wide(source, source_stride, row_begin, row_end, column_begin, wide, y, y_stride, cb, cb_stride, cr, cr_stride, k);
        }
        if (wide < count) {
            convert_avx2(source, source_stride, row_begin, row_end, column_begin + wide, count - wide, y, y_stride, cb, cb_stride, cr, cr_stride, k);
        }
    } else if (kernel >= REEL_YUV_KERNEL_AVX2) {
        convert_avx2(source, source_stride, row_begin, row_end, column_begin, count, y, y_stride, cb, cb_stride, cr, cr_stride, k);
    } else {
        convert_baseline(source, source_stride, row_begin, row_end, column_begin, count, y, y_stride, cb, cb_stride, cr, cr_stride, k);
    }
}
