import CFFmpeg
import Render

/// Converts rendered frames (premultiplied BGRA) into encoder pictures, on a render worker:
/// BT.709 limited range for YUV, padding, un-premultiplied alpha. Opaque YUV 4:2:0 (H.264,
/// HEVC, VP9 without alpha) goes through `YUV420Conversion`; the other formats through swscale.
/// Pictures come from a `PicturePool`, so their memory is reused from frame to frame.
final class PictureConverter: FramePreparer, @unchecked Sendable {
    let layout: PictureLayout
    private let pool: PicturePool
    /// Whether `YUV420Conversion` does the work (else swscale).
    private let convertsInIntegers: Bool
    private var scaler: OpaquePointer?
    /// A BGRA buffer of the encoded size, for frames that need padding or un-premultiplying.
    private var staging: [UInt8] = []

    init(layout: PictureLayout) throws(ExportError) {
        self.layout = layout
        pool = try PicturePool(width: layout.encodedWidth, height: layout.encodedHeight, format: layout.pixelFormat)
        convertsInIntegers = layout.pixelFormat == AV_PIX_FMT_YUV420P && !layout.keepsAlpha
            && layout.encodedWidth % 2 == 0 && layout.encodedHeight % 2 == 0
        if layout.isPadded || layout.keepsAlpha {
            staging = [UInt8](repeating: 0, count: layout.encodedWidth * layout.encodedHeight * 4)
        }
        if convertsInIntegers { return }
        scaler = sws_getContext(
            Int32(layout.encodedWidth), Int32(layout.encodedHeight), AV_PIX_FMT_BGRA,
            Int32(layout.encodedWidth), Int32(layout.encodedHeight), layout.pixelFormat,
            Int32(SWS_BICUBIC | SWS_ACCURATE_RND | SWS_FULL_CHR_H_INP | SWS_FULL_CHR_H_INT), nil, nil, nil)
        guard scaler != nil else {
            throw ExportError.ffmpeg(operation: "set up colour conversion to \(String(cString: av_get_pix_fmt_name(layout.pixelFormat)))", message: "sws_getContext failed")
        }
        if layout.isYUV {
            // swscale defaults to BT.601; the stream is tagged BT.709, so convert with BT.709 too.
            let coefficients = sws_getCoefficients(SWS_CS_ITU709)
            sws_setColorspaceDetails(scaler, coefficients, 1, coefficients, 0, 0, 1 << 16, 1 << 16)
        }
    }

    deinit { sws_freeContext(scaler) }

    func prepare(_ frame: Frame) throws -> EncoderPicture {
        let picture = try pool.picture()
        if layout.isYUV {
            picture.frame.pointee.color_range = AVCOL_RANGE_MPEG
            picture.frame.pointee.colorspace = AVCOL_SPC_BT709
            picture.frame.pointee.color_primaries = AVCOL_PRI_BT709
            picture.frame.pointee.color_trc = AVCOL_TRC_BT709
        }
        if layout.isPadded || layout.keepsAlpha {
            fillStaging(from: frame)
            staging.withUnsafeBufferPointer { convert($0.baseAddress!, stride: layout.encodedWidth * 4, into: picture) }
        } else {
            frame.pixels.withUnsafeBufferPointer { convert($0.baseAddress!, stride: frame.stride, into: picture) }
        }
        return picture
    }

    private func convert(_ pixels: UnsafePointer<UInt8>, stride: Int, into picture: EncoderPicture) {
        if convertsInIntegers {
            let frame = picture.frame.pointee
            YUV420Conversion.convert(
                source: pixels, sourceStride: stride, rows: 0..<layout.encodedHeight, columns: 0..<layout.encodedWidth,
                y: frame.data.0!, yStride: Int(frame.linesize.0), cb: frame.data.1!, cbStride: Int(frame.linesize.1),
                cr: frame.data.2!, crStride: Int(frame.linesize.2))
            return
        }
        var sourcePlanes: [UnsafePointer<UInt8>?] = [pixels, nil, nil, nil]
        var sourceStrides: [Int32] = [Int32(stride), 0, 0, 0]
        withUnsafeMutablePointer(to: &picture.frame.pointee.data) { dataTuple in
            dataTuple.withMemoryRebound(to: UnsafeMutablePointer<UInt8>?.self, capacity: 8) { planes in
                withUnsafeMutablePointer(to: &picture.frame.pointee.linesize) { linesizeTuple in
                    linesizeTuple.withMemoryRebound(to: Int32.self, capacity: 8) { strides in
                        _ = sws_scale(scaler, &sourcePlanes, &sourceStrides, 0, Int32(layout.encodedHeight), planes, strides)
                    }
                }
            }
        }
    }

    /// Copies `frame` into the staging buffer, padding with the pad colour and, for encoders
    /// that keep alpha, un-premultiplying (swscale takes straight alpha).
    private func fillStaging(from frame: Frame) {
        let width = layout.encodedWidth, height = layout.encodedHeight
        let pad = layout.padColor
        let padAlpha = layout.keepsAlpha ? pad.alpha : 1
        let premultiply = layout.keepsAlpha ? 1 : pad.alpha
        let fill: [UInt8] = [pad.blue * premultiply, pad.green * premultiply, pad.red * premultiply, padAlpha]
            .map { UInt8(max(0, min(255, ($0 * 255).rounded()))) }
        let keepsAlpha = layout.keepsAlpha
        frame.pixels.withUnsafeBufferPointer { src in
            staging.withUnsafeMutableBufferPointer { dst in
                for y in 0..<height {
                    var o = y * width * 4
                    for x in 0..<width {
                        if x < frame.width, y < frame.height {
                            let i = y * frame.stride + x * 4
                            let a = src[i + 3]
                            if !keepsAlpha || a == 255 {
                                dst[o] = src[i]; dst[o + 1] = src[i + 1]; dst[o + 2] = src[i + 2]; dst[o + 3] = keepsAlpha ? a : 255
                            } else if a == 0 {
                                dst[o] = 0; dst[o + 1] = 0; dst[o + 2] = 0; dst[o + 3] = 0
                            } else {
                                let alpha = Int(a)
                                for k in 0..<3 { dst[o + k] = UInt8(min(255, (Int(src[i + k]) * 255 + alpha / 2) / alpha)) }
                                dst[o + 3] = a
                            }
                        } else {
                            dst[o] = fill[0]; dst[o + 1] = fill[1]; dst[o + 2] = fill[2]; dst[o + 3] = fill[3]
                        }
                        o += 4
                    }
                }
            }
        }
    }
}
