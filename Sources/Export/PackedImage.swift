import CPNG
import Foundation

/// A straight image packed losslessly in memory (raw DEFLATE, libdeflate's fastest level): a
/// chart frame shrinks to a few percent of its size, so a GIF's frames can be kept between its
/// palette pass and its mapping pass instead of being drawn twice.
final class PackedImage: @unchecked Sendable {
    let width: Int
    let height: Int
    /// The packed bytes' count.
    let byteCount: Int
    private let bytes: UnsafeMutablePointer<UInt8>

    /// `image` packed, or `nil` when out of memory.
    init?(_ image: StraightImage) {
        var count = 0
        guard let packed = image.pixels.withUnsafeBufferPointer({ reel_pack($0.baseAddress, $0.count, &count) }) else { return nil }
        width = image.width
        height = image.height
        byteCount = count
        bytes = packed
    }

    deinit { free(bytes) }

    /// The image again, exactly.
    func unpacked() throws(ExportError) -> StraightImage {
        var pixels = [UInt8](repeating: 0, count: width * height * 4)
        let status = pixels.withUnsafeMutableBufferPointer { reel_unpack(bytes, byteCount, $0.baseAddress, $0.count) }
        guard status == 0 else {
            throw ExportError.ffmpeg(operation: "unpack a kept GIF frame", message: "its packed bytes are damaged")
        }
        return StraightImage(width: width, height: height, pixels: pixels)
    }
}
