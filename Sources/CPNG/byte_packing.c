#include "byte_packing.h"

#include <libdeflate.h>
#include <stdlib.h>

uint8_t *reel_pack(const uint8_t *bytes, size_t size, size_t *packed_size) {
    struct libdeflate_compressor *compressor = libdeflate_alloc_compressor(1);
    if (!compressor) return NULL;
    size_t bound = libdeflate_deflate_compress_bound(compressor, size);
    uint8_t *packed = malloc(bound);
    size_t count = packed ? libdeflate_deflate_compress(compressor, bytes, size, packed, bound) : 0;
    libdeflate_free_compressor(compressor);
    if (count == 0) {
        free(packed);
        return NULL;
    }
    uint8_t *shrunk = realloc(packed, count);
    *packed_size = count;
    return shrunk ? shrunk : packed;
}

int reel_unpack(const uint8_t *packed, size_t packed_size, uint8_t *bytes, size_t size) {
    struct libdeflate_decompressor *decompressor = libdeflate_alloc_decompressor();
    if (!decompressor) return -1;
    size_t actual = 0;
    enum libdeflate_result result = libdeflate_deflate_decompress(decompressor, packed, packed_size, bytes, size, &actual);
    libdeflate_free_decompressor(decompressor);
    return result == LIBDEFLATE_SUCCESS && actual == size ? 0 : -1;
}
