import CPNG
import Foundation

/// Compresses frames into PNG files: the one PNG writer behind `reel still`, `reel frames`,
/// `reel preview` and PNG-sequence renders.
///
/// Rows get PNG's Up filter and the image one zlib stream (`CPNG`: libdeflate, or ISA-L for
/// `fast`), chosen from a measured size/speed table (README, "Benchmarks"). Owns reusable buffers, so keep one per
/// thread and reuse it; with libdeflate (`standard`, `smallest`) the bytes depend only on the
/// frame and the level, with ISA-L (`fast`) only the pixels do.
public final class PNGEncoder {
    /// How hard to compress. Every setting is lossless; they trade bytes for time (README,
    /// "Benchmarks": the PNG table).
    public enum Compression: Int32, Sendable, CaseIterable {
        /// ISA-L's igzip level 1: about 15 times faster than libdeflate on a 1080p chart frame,
        /// for 1.1–1.7 times the bytes. For the preview's playback: its bytes are not always the
        /// same for the same frame (about one 1080p still in 600 differed here, decoding to the same
        /// pixels; the cause, inside ISA-L, is not found), so files never get it by default.
        case fast = 0
        /// libdeflate level 6: about as small as libpng's defaults, much faster.
        case standard = 6
        /// libdeflate level 12: a few percent smaller than standard, many times slower.
        case smallest = 12
    }

    /// What the file stores of the frame's alpha.
    public enum Alpha: Sendable {
        /// RGB when every pixel is opaque, straight RGBA otherwise.
        case automatic
        /// RGB; the frame's premultiplied colour, that is the frame over black.
        case dropped
        /// Straight RGBA.
        case kept
    }

    private let encoder: OpaquePointer

    /// An encoder compressing at `compression`.
    public init(compression: Compression = .standard) {
        // Fails only when out of memory (the level is always valid).
        guard let encoder = reel_png_encoder_create(Int32(compression.rawValue)) else {
            fatalError("out of memory creating a PNG encoder")
        }
        self.encoder = encoder
    }

    deinit { reel_png_encoder_free(encoder) }

    /// `frame` as a complete PNG file.
    public func encode(_ frame: Frame, alpha: Alpha = .automatic) throws -> [UInt8] {
        try withEncoded(frame, alpha: alpha) { [UInt8]($0) }
    }

    /// `frame` as a complete PNG file.
    public func data(_ frame: Frame, alpha: Alpha = .automatic) throws -> Data {
        try withEncoded(frame, alpha: alpha) { Data($0) }
    }

    private func withEncoded<Result>(_ frame: Frame, alpha: Alpha, _ body: (UnsafeBufferPointer<UInt8>) -> Result) throws -> Result {
        let color: reel_png_color = switch alpha {
        case .automatic: REEL_PNG_AUTO
        case .dropped: REEL_PNG_RGB
        case .kept: REEL_PNG_RGBA
        }
        var png: UnsafePointer<UInt8>?
        var size = 0
        let status = frame.pixels.withUnsafeBufferPointer { pixels in
            reel_png_encode(encoder, pixels.baseAddress, Int32(frame.width), Int32(frame.height), Int32(frame.stride), color, &png, &size)
        }
        guard status == 0, let png else {
            throw RenderError.outOfMemory(operation: "encode a \(frame.width)×\(frame.height) PNG")
        }
        return body(UnsafeBufferPointer(start: png, count: size))
    }
}
