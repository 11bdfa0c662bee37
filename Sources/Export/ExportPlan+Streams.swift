import CFFmpeg
import Foundation

extension ExportPlan {
    /// Encoder and muxer settings for the formats written through one libavcodec encoder.
    func streamSettings() throws -> StreamSettings {
        let quality = options.quality
        func layout(_ pixelFormat: AVPixelFormat, isYUV: Bool, evenSides: Bool) -> PictureLayout {
            PictureLayout(
                width: width, height: height,
                encodedWidth: evenSides ? width + width % 2 : width, encodedHeight: evenSides ? height + height % 2 : height,
                pixelFormat: pixelFormat, isYUV: isYUV, keepsAlpha: keepsAlpha, padColor: scene.background)
        }
        let yuv444 = options.chroma == .yuv444p
        let gop = max(1, min(250, Int(scene.fps * 10)))
        switch (format, codec) {
        case (.mp4, .h264?), (.mov, .h264?):
            let crf = options.crf ?? [.draft: 28, .standard: 20, .high: 16][quality]!
            let preset = options.preset ?? [.draft: "ultrafast", .standard: "veryfast", .high: "slow"][quality]!
            return StreamSettings(
                container: format == .mp4 ? "mp4" : "mov", encoder: "libx264",
                layout: layout(yuv444 ? AV_PIX_FMT_YUV444P : AV_PIX_FMT_YUV420P, isYUV: true, evenSides: !yuv444),
                frameRate: frameRate,
                codecOptions: [("preset", preset), ("crf", String(crf)), ("threads", String(DeterministicEncoding.encoderThreads)),
                               ("x264-params", DeterministicEncoding.x264Parameters)],
                muxerOptions: [("movflags", "+faststart")], gopSize: gop)
        case (.mp4, .hevc?), (.mov, .hevc?):
            let crf = options.crf ?? [.draft: 32, .standard: 26, .high: 20][quality]!
            let preset = options.preset ?? [.draft: "ultrafast", .standard: "fast", .high: "medium"][quality]!
            return StreamSettings(
                container: format == .mp4 ? "mp4" : "mov", encoder: "libx265",
                layout: layout(yuv444 ? AV_PIX_FMT_YUV444P : AV_PIX_FMT_YUV420P, isYUV: true, evenSides: !yuv444),
                frameRate: frameRate,
                codecOptions: [("preset", preset), ("crf", String(crf)), ("x265-params", DeterministicEncoding.x265Parameters)],
                muxerOptions: [("movflags", "+faststart")], codecTag: "hvc1", gopSize: gop)
        case (.webm, _):
            let crf = options.crf ?? [.draft: 40, .standard: 32, .high: 24][quality]!
            let speed = [.draft: "8", .standard: "5", .high: "2"][quality]!
            let pixelFormat = keepsAlpha ? AV_PIX_FMT_YUVA420P : yuv444 ? AV_PIX_FMT_YUV444P : AV_PIX_FMT_YUV420P
            return StreamSettings(
                container: "webm", encoder: "libvpx-vp9",
                layout: layout(pixelFormat, isYUV: true, evenSides: pixelFormat != AV_PIX_FMT_YUV444P),
                frameRate: frameRate,
                codecOptions: [
                    ("crf", String(crf)), ("b", "0"), ("row-mt", "1"), ("cpu-used", speed),
                    ("threads", String(DeterministicEncoding.encoderThreads)),
                    ("deadline", quality == .draft ? "realtime" : "good"),
                ],
                gopSize: gop)
        case (.mov, _):
            return StreamSettings(
                container: "mov", encoder: "prores_ks",
                layout: layout(keepsAlpha ? AV_PIX_FMT_YUVA444P10LE : AV_PIX_FMT_YUV444P10LE, isYUV: true, evenSides: false),
                frameRate: frameRate,
                codecOptions: [("profile", "4444"), ("vendor", "apl0")])
        case (.apng, _):
            return StreamSettings(
                container: "apng", encoder: "apng",
                layout: layout(keepsAlpha ? AV_PIX_FMT_RGBA : AV_PIX_FMT_RGB24, isYUV: false, evenSides: false),
                frameRate: frameRate,
                codecOptions: [("compression_level", [.draft: "1", .standard: "6", .high: "9"][quality]!)],
                muxerOptions: [("plays", String(options.loopCount))])
        default:
            throw ExportError.unsupportedFormat(path: format.description)
        }
    }

    /// Settings for an animated WebP, written frame by frame through libwebp (see `WebPSink`).
    func webPSettings() -> WebPSettings {
        let quality = options.quality
        // libwebp takes BGRA in memory with straight alpha.
        let layout = PictureLayout(
            width: width, height: height, encodedWidth: width, encodedHeight: height,
            pixelFormat: AV_PIX_FMT_BGRA, isYUV: false, keepsAlpha: keepsAlpha, padColor: scene.background)
        return WebPSettings(
            lossless: quality == .high, quality: [.draft: 60, .standard: 85, .high: 75][quality]!,
            method: [.draft: 1, .standard: 4, .high: 6][quality]!, layout: layout, fps: scene.fps, loopCount: options.loopCount)
    }

    /// Notices the stream settings cause.
    func notices(for settings: StreamSettings) -> [ExportNotice] {
        let layout = settings.layout
        guard layout.isPadded else { return [] }
        return [.paddedToEvenSize(width: width, height: height, paddedWidth: layout.encodedWidth, paddedHeight: layout.encodedHeight)]
    }
}
