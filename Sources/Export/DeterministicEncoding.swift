/// Encoder settings behind Reel's promise that the same scene and options give the same bytes
/// whatever the heap, the load, the number of render workers and the machine's core count.
enum DeterministicEncoding {
    /// Frame threads for x264, x265 and libvpx. x264 and x265 encode differently with a
    /// different number of frame threads, so the count is fixed here and never taken from the
    /// machine. Two matches the CI box; the render workers use the remaining cores.
    static let encoderThreads = 2

    /// x264's private parameters. `mbtree=0`: libx264 0.164's macroblock-tree rate control
    /// reads memory it never initialised, so with it the bytes (and sometimes the pixels)
    /// depended on what the heap held before (measured: MALLOC_PERTURB_=42 and =255 gave
    /// different MP4s for a 64×48 moving square, at 1, 2 and 4 threads; with `mbtree=0`
    /// they never differed). The read is in x264's AVX-512 kernels: with `asm=avx2` the bytes
    /// never differed, with mbtree on, at 1, 2 and 4 threads (FFmpeg's command line, 2026-11-26),
    /// but on an AVX-512 machine x264 then took 1.10× the time it takes with AVX-512 at the
    /// same threads, more than mbtree saves, so mbtree stays off (docs/benchmarks.md). The
    /// lookahead runs on its own thread (x264's default): x264's output depends on its thread
    /// count, never on thread timing, and `DeterminismTests` checks that across heaps and
    /// worker counts. (`sync-lookahead=0`, which ran it in the encoding thread, serialised the
    /// encoder: 1.4 × slower for about 50 MB less at 1080p.)
    static let x264Parameters = "mbtree=0"

    /// x265's private parameters: a fixed number of frame threads and of pool threads (x265
    /// otherwise sizes both from the cores it sees).
    static let x265Parameters = "log-level=error:frame-threads=\(encoderThreads):pools=\(encoderThreads)"
}
