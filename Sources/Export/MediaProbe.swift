import Audio
import CFFmpeg
import Foundation
import Render

/// Opens a media file and decodes it, to check what a writer really produced.
public final class MediaProbe {
    private let reader: StreamDecoder
    private var scaler: OpaquePointer?

    private init(reader: StreamDecoder) { self.reader = reader }

    deinit {
        if let scaler { sws_freeContext(scaler) }
    }

    /// Decodes every frame of the first video stream of `path`; keeps the pixels of the frames
    /// whose indices are in `keepFrames`. `decoder` names a decoder to use instead of FFmpeg's
    /// default for the codec (FFmpeg's own VP9 decoder drops alpha; `libvpx-vp9` keeps it).
    /// `conversion` says how the kept frames' YUV becomes RGB.
    public static func inspect(
        _ path: String, keepFrames: Set<Int> = [], decoder: String? = nil, conversion: DecodedFrameConversion = .accurate
    ) throws -> MediaInfo {
        let probe = MediaProbe(reader: try StreamDecoder(path: path, media: AVMEDIA_TYPE_VIDEO, preferredDecoder: decoder))
        var info = try probe.read(keepFrames: keepFrames, conversion: conversion)
        info.loopCount = AnimationLoopReader.loopCount(ofFileAt: path)
        return info
    }

    private func read(keepFrames: Set<Int>, conversion: DecodedFrameConversion) throws -> MediaInfo {
        let stream = reader.stream, parameters = reader.parameters
        let rate = stream.pointee.avg_frame_rate.num != 0 ? stream.pointee.avg_frame_rate : stream.pointee.r_frame_rate
        var info = MediaInfo(
            formatName: String(cString: reader.container.pointee.iformat.pointee.name),
            codecName: String(cString: avcodec_get_name(parameters.pointee.codec_id)),
            profile: name(avcodec_profile_name(parameters.pointee.codec_id, parameters.pointee.profile), or: "unknown"),
            pixelFormat: name(av_get_pix_fmt_name(AVPixelFormat(parameters.pointee.format)), or: "none"),
            decodedPixelFormat: "none",
            width: Int(parameters.pointee.width), height: Int(parameters.pointee.height),
            frameRate: rate.den != 0 ? Double(rate.num) / Double(rate.den) : 0,
            colorSpace: name(av_color_space_name(parameters.pointee.color_space), or: "unknown"),
            colorPrimaries: name(av_color_primaries_name(parameters.pointee.color_primaries), or: "unknown"),
            colorTransfer: name(av_color_transfer_name(parameters.pointee.color_trc), or: "unknown"),
            colorRange: name(av_color_range_name(parameters.pointee.color_range), or: "unknown"),
            frameTimes: [], frameDurations: [], loopCount: nil, frames: [:])
        let timeBase = stream.pointee.time_base
        try reader.decodeAll { frame in
            let pts = frame.pointee.best_effort_timestamp
            info.frameTimes.append(Double(pts) * Double(timeBase.num) / Double(timeBase.den))
            info.frameDurations.append(Double(frame.pointee.pkt_duration) * Double(timeBase.num) / Double(timeBase.den))
            if info.frameTimes.count == 1 {
                info.decodedPixelFormat = name(av_get_pix_fmt_name(AVPixelFormat(frame.pointee.format)), or: "none")
            }
            let n = info.frameTimes.count - 1
            if keepFrames.contains(n) {
                info.frames[n] = try conversion == .chromiumSoftware ? chromiumSoftwareFrame(frame) ?? convertedFrame(frame) : convertedFrame(frame)
            }
        }
        return info
    }

    private func name(_ text: UnsafePointer<CChar>?, or fallback: String) -> String {
        text.map { String(cString: $0) } ?? fallback
    }

    /// `frame` as BGRA, converted with the matrix its tags name.
    private func convertedFrame(_ frame: UnsafeMutablePointer<AVFrame>) throws -> Frame {
        let width = Int(frame.pointee.width), height = Int(frame.pointee.height)
        let sourceFormat = AVPixelFormat(frame.pointee.format)
        scaler = sws_getCachedContext(
            scaler, Int32(width), Int32(height), sourceFormat, Int32(width), Int32(height), AV_PIX_FMT_BGRA,
            Int32(SWS_BICUBIC | SWS_ACCURATE_RND | SWS_FULL_CHR_H_INT), nil, nil, nil)
        guard let scaler else { throw ExportError.ffmpeg(operation: "convert a decoded frame", message: "sws_getCachedContext failed") }
        let space = frame.pointee.colorspace == AVCOL_SPC_BT709 ? SWS_CS_ITU709 : SWS_CS_DEFAULT
        let fullRange: Int32 = frame.pointee.color_range == AVCOL_RANGE_JPEG ? 1 : 0
        sws_setColorspaceDetails(scaler, sws_getCoefficients(space), fullRange, sws_getCoefficients(SWS_CS_DEFAULT), 1, 0, 1 << 16, 1 << 16)
        var result = Frame(width: width, height: height)
        let stride = result.stride
        result.pixels.withUnsafeMutableBufferPointer { buffer in
            var destination: [UnsafeMutablePointer<UInt8>?] = [buffer.baseAddress, nil, nil, nil]
            var destinationStrides: [Int32] = [Int32(stride), 0, 0, 0]
            withUnsafePointer(to: &frame.pointee.data) { dataTuple in
                dataTuple.withMemoryRebound(to: UnsafePointer<UInt8>?.self, capacity: 8) { planes in
                    withUnsafePointer(to: &frame.pointee.linesize) { linesizeTuple in
                        linesizeTuple.withMemoryRebound(to: Int32.self, capacity: 8) { strides in
                            _ = sws_scale(scaler, planes, strides, 0, Int32(height), &destination, &destinationStrides)
                        }
                    }
                }
            }
        }
        premultiply(&result)
        return result
    }

    /// `frame` converted as Chromium's software path does (libyuv's BT.709
    /// limited-range `H420ToARGB`), or nil for a picture that is not 8-bit BT.709 limited-range
    /// 4:2:0.
    private func chromiumSoftwareFrame(_ frame: UnsafeMutablePointer<AVFrame>) -> Frame? {
        let decoded = frame.pointee
        guard AVPixelFormat(decoded.format) == AV_PIX_FMT_YUV420P, decoded.colorspace == AVCOL_SPC_BT709,
            decoded.color_range != AVCOL_RANGE_JPEG
        else { return nil }
        let width = Int(decoded.width), height = Int(decoded.height)
        let (lumaStride, blueStride, redStride) = (Int(decoded.linesize.0), Int(decoded.linesize.1), Int(decoded.linesize.2))
        guard let luma = decoded.data.0, let blue = decoded.data.1, let red = decoded.data.2 else { return nil }
        // libyuv's kYuvH709Constants: round(2.112 × 64) = 135 does not fit the int8 it is stored
        // in, so blue uses 128; luma gain round(1.164 × 64 × 65536 / 257) and bias
        // -16 × 1.164 × 64 + 32.
        let (ub, ug, vg, vr, yg, yb) = (128, 14, 34, 115, 18997, -1160)
        func clamped(_ value: Int) -> UInt8 { UInt8(min(max(value >> 6, 0), 255)) }
        var result = Frame(width: width, height: height)
        let stride = result.stride
        result.pixels.withUnsafeMutableBufferPointer { pixels in
            for y in 0..<height {
                let row = y * stride
                for x in 0..<width {
                    let y1 = (Int(luma[y * lumaStride + x]) * 0x0101 * yg) >> 16
                    let u = Int(blue[(y / 2) * blueStride + x / 2]) - 128
                    let v = Int(red[(y / 2) * redStride + x / 2]) - 128
                    let i = row + x * 4
                    pixels[i] = clamped(y1 + u * ub + yb)
                    pixels[i + 1] = clamped(y1 - (u * ug + v * vg) + yb)
                    pixels[i + 2] = clamped(y1 + v * vr + yb)
                    pixels[i + 3] = 255
                }
            }
        }
        return result
    }

    /// swscale writes straight alpha; `Frame` holds premultiplied colour.
    private func premultiply(_ frame: inout Frame) {
        let stride = frame.stride
        frame.pixels.withUnsafeMutableBufferPointer { pixels in
            for y in 0..<frame.height {
                for x in 0..<frame.width {
                    let i = y * stride + x * 4
                    let a = Int(pixels[i + 3])
                    guard a != 255 else { continue }
                    for k in 0..<3 { pixels[i + k] = UInt8((Int(pixels[i + k]) * a + 127) / 255) }
                }
            }
        }
    }
}
