import CFFmpeg

/// Reusable buffers for one picture layout's planes, so that a render does not allocate (and
/// the kernel does not fault in) megabytes of fresh memory for every frame.
///
/// Built on FFmpeg's `AVBufferPool`: a plane returns to the pool only when its last reference
/// is dropped, so a picture the encoder still holds (a lookahead, a reference frame) is never
/// handed out again while in use. The pool is thread-safe: workers take pictures and the
/// encoder's thread releases them.
final class PicturePool: @unchecked Sendable {
    let width: Int
    let height: Int
    let format: AVPixelFormat
    private var linesizes: [Int32] = [0, 0, 0, 0]
    private var pools: [OpaquePointer?] = []

    init(width: Int, height: Int, format: AVPixelFormat) throws(ExportError) {
        self.width = width
        self.height = height
        self.format = format
        // Rows (chroma rows too) aligned to 64 bytes, as `av_frame_get_buffer` would, for SIMD.
        try check(av_image_fill_linesizes(&linesizes, format, Int32((width + 127) & ~127)), "lay out a \(width)×\(height) picture")
        var sizes = [Int](repeating: 0, count: 4)
        let strides = linesizes.map { Int($0) }
        let status = sizes.withUnsafeMutableBufferPointer { sizes in
            strides.withUnsafeBufferPointer { av_image_fill_plane_sizes(sizes.baseAddress, format, Int32(height), $0.baseAddress) }
        }
        try check(status, "lay out a \(width)×\(height) picture")
        for size in sizes where size > 0 {
            // Extra bytes past the end: some encoders read a little beyond the last row.
            guard let pool = av_buffer_pool_init(size + 64, nil) else {
                throw ExportError.ffmpeg(operation: "allocate a picture pool", message: "out of memory")
            }
            pools.append(pool)
        }
    }

    deinit {
        // Buffers still referenced stay alive; the pool is freed when the last returns.
        for index in pools.indices { av_buffer_pool_uninit(&pools[index]) }
    }

    /// A picture whose planes come from the pool. Their contents are whatever a previous
    /// picture left: the caller writes every visible pixel.
    func picture() throws(ExportError) -> EncoderPicture {
        guard let frame = av_frame_alloc() else {
            throw ExportError.ffmpeg(operation: "allocate a picture", message: "out of memory")
        }
        let picture = EncoderPicture(frame: frame)
        frame.pointee.format = format.rawValue
        frame.pointee.width = Int32(width)
        frame.pointee.height = Int32(height)
        try withUnsafeMutablePointer(to: &frame.pointee.buf) { bufTuple throws(ExportError) in
            try bufTuple.withMemoryRebound(to: UnsafeMutablePointer<AVBufferRef>?.self, capacity: 8) { buffers throws(ExportError) in
                try withUnsafeMutablePointer(to: &frame.pointee.data) { dataTuple throws(ExportError) in
                    try dataTuple.withMemoryRebound(to: UnsafeMutablePointer<UInt8>?.self, capacity: 8) { planes throws(ExportError) in
                        try withUnsafeMutablePointer(to: &frame.pointee.linesize) { linesizeTuple throws(ExportError) in
                            try linesizeTuple.withMemoryRebound(to: Int32.self, capacity: 8) { strides throws(ExportError) in
                                for (index, pool) in pools.enumerated() {
                                    guard let buffer = av_buffer_pool_get(pool) else {
                                        throw ExportError.ffmpeg(operation: "allocate a \(width)×\(height) picture", message: "out of memory")
                                    }
                                    buffers[index] = buffer
                                    planes[index] = buffer.pointee.data
                                    strides[index] = linesizes[index]
                                }
                            }
                        }
                    }
                }
            }
        }
        return picture
    }
}
