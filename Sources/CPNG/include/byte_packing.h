#ifndef REEL_BYTE_PACKING_H
#define REEL_BYTE_PACKING_H

#include <stddef.h>
#include <stdint.h>

/// Fast lossless packing of frames kept in memory (a GIF's frames between its palette pass and
/// its mapping pass): raw DEFLATE at libdeflate's level 1. Thread-safe.

/// Packs `size` bytes into a new `malloc`ed buffer, its size in `*packed_size`; NULL when out of memory.
uint8_t *reel_pack(const uint8_t *bytes, size_t size, size_t *packed_size);

/// Unpacks what `reel_pack` made of exactly `size` bytes into `bytes`; returns 0, or -1 when the
/// packed bytes do not unpack to that size.
int reel_unpack(const uint8_t *packed, size_t packed_size, uint8_t *bytes, size_t size);

#endif
