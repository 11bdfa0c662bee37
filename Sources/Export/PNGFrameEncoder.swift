import Render

/// Compresses frames into PNG files with Reel's `PNGEncoder`, on a render worker.
final class PNGFrameEncoder: FramePreparer, @unchecked Sendable {
    private let encoder: PNGEncoder
    private let alpha: PNGEncoder.Alpha

    /// Every file of a sequence gets the same colour type: RGBA when `keepsAlpha`, else RGB.
    init(keepsAlpha: Bool, compression: PNGEncoder.Compression) {
        encoder = PNGEncoder(compression: compression)
        alpha = keepsAlpha ? .kept : .dropped
    }

    /// The frame as a complete PNG file.
    func prepare(_ frame: Frame) throws -> [UInt8] {
        try encoder.encode(frame, alpha: alpha)
    }
}
