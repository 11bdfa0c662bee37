import Reel

/// The line of help of every value of every option with a fixed set of values, for `--help`.
enum ChoiceHelp {
    static let format: [OutputFormat: String] = [
        .mp4: "H.264 (or HEVC) video, for decks and websites.",
        .webm: "VP9 video, with transparency.",
        .mov: "ProRes 4444 with transparency, for video editors.",
        .gif: "An animated GIF, for READMEs.",
        .pngSequence: "One PNG file per frame.",
        .apng: "An animated PNG.",
        .webp: "An animated WebP.",
    ]

    static let quality: [ExportQuality: String] = [
        .draft: "Fast and small, for previews.",
        .standard: "Good-looking files at a reasonable speed.",
        .high: "Slower and larger, visually lossless.",
    ]

    static let codec: [VideoCodec: String] = [
        .h264: "libx264: MP4's default, plays everywhere.",
        .hevc: "libx265: smaller files, in MP4 or MOV.",
        .vp9: "libvpx-vp9: WebM's codec.",
        .prores: "prores_ks (ProRes 4444): MOV's default.",
    ]

    static let pixelFormat: [ChromaSampling: String] = [
        .yuv420p: "4:2:0, the default: every player plays it; odd sizes are padded.",
        .yuv444p: "4:4:4: sharp coloured edges and text; not every player decodes it.",
    ]

    static let compression: [PNGEncoder.Compression: String] = [
        .fast: "Four times faster than standard; the same frame may not give the same bytes twice.",
        .standard: "The default: about 40% smaller than fast on a 1080p chart frame, the same bytes every time.",
        .smallest: "A few percent smaller again, many times slower.",
    ]
}
