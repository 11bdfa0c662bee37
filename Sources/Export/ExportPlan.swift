import Audio
import CFFmpeg
import Foundation
import Render
import Scene

/// The concrete decisions for one export: options resolved against the scene and the format.
struct ExportPlan {
    var format: OutputFormat
    var codec: VideoCodec?
    var options: ExportOptions
    /// The scene as rendered (a GIF over 50 fps is rendered at 50 fps).
    var scene: Scene
    var frames: Range<Int>
    var keepsAlpha: Bool
    var width: Int
    var height: Int
    var notices: [ExportNotice] = []
    /// The audio stream beside the video; `nil` without audio tracks or for formats without sound.
    var audio: AudioStreamSettings?

    /// GIF delays are whole 1/100 s and browsers slow down those under 2/100 s.
    static let maximumGIFFrameRate = 50.0

    init(scene: Scene, path: String, options: ExportOptions) throws {
        let format = try options.format ?? OutputFormat(path: path)
        // A PNG sequence never calls FFmpeg, so it starts as light as `reel still`.
        if format.usesFFmpeg { try FFmpegLibraries.open() }
        self.format = format
        self.options = options
        (width, height) = try Self.checkedFrameSize(of: scene)
        guard scene.fps.isFinite, scene.fps > 0 else {
            throw ExportError.invalidOption(name: "fps", reason: "the frame rate must be a positive number, got \(scene.fps)")
        }
        codec = try Self.codec(of: options, for: format)
        try Self.checkEncoderOptions(options, format: format, codec: codec)
        keepsAlpha = try Self.keepsAlpha(options, format: format, codec: codec, background: scene.background, notices: &notices)
        self.scene = Self.sceneAsRendered(scene, format: format, notices: &notices)
        self.options = try Self.resolvingChunk(of: options, format: format, scene: self.scene)
        frames = try Self.frames(of: self.options, frameCount: self.scene.frameCount)
        audio = Self.audioStream(of: self.options, format: format, scene: self.scene, frames: frames, notices: &notices)
    }

    /// FFmpeg's limit on a picture (`av_image_check_size2`): (width + 128) × (height + 128),
    /// times 8, must fit in an `Int32`.
    static let pictureMargin = 128
    static let pictureBytesPerPixelBound = 8

    /// The scene's frame size, within what FFmpeg encodes (sides rounded up to even for 4:2:0
    /// chroma), kept for every format so that one size works in all of them.
    private static func checkedFrameSize(of scene: Scene) throws -> (Int, Int) {
        let (width, height) = try Renderer.frameSize(for: scene)
        let (evenWidth, evenHeight) = (width + width % 2, height + height % 2)
        let bound = pictureBytesPerPixelBound * (evenWidth + pictureMargin) * (evenHeight + pictureMargin)
        guard evenWidth > 0, evenHeight > 0, bound < Int(Int32.max) else {
            throw ExportError.invalidOption(name: "size", reason: "\(width)×\(height) is larger than FFmpeg encodes: (width + \(pictureMargin)) × (height + \(pictureMargin)) must stay under \(Int32.max / Int32(pictureBytesPerPixelBound)), such as 16000×16000 or 8192×8192")
        }
        return (width, height)
    }

    /// The codec asked for, if the container holds it, or the container's default.
    private static func codec(of options: ExportOptions, for format: OutputFormat) throws(ExportError) -> VideoCodec? {
        let codecs = VideoCodec.codecs(for: format)
        if let codec = options.codec, !codecs.contains(codec) {
            let allowed = codecs.isEmpty ? "it takes no codec choice" : "use " + codecs.map(\.rawValue).joined(separator: " or ")
            throw ExportError.invalidOption(name: "codec", reason: "\(format) cannot hold \(codec.rawValue); \(allowed)")
        }
        return options.codec ?? codecs.first
    }

    /// The constant rate factors each encoder takes: VP9 0–63, H.264 and HEVC 0–51.
    static let vp9RateFactors = 0...63
    static let x26xRateFactors = 0...51
    /// A GIF, APNG or WebP plays this many times at most (0 plays it forever).
    static let loopCounts = 0...65535
    /// Dithering strength, from none to full.
    static let ditherAmounts = 0.0...1.0
    /// Render workers.
    static let workerCounts = 1...256

    /// The one check of every encoder option's range: CRF, preset, loop count, dithering, workers.
    private static func checkEncoderOptions(_ options: ExportOptions, format: OutputFormat, codec: VideoCodec?) throws(ExportError) {
        if let crf = options.crf {
            let range = codec == .vp9 ? vp9RateFactors : x26xRateFactors
            guard range.contains(crf) else {
                throw ExportError.outOfRange(name: "crf", allowed: "from \(range.lowerBound) to \(range.upperBound) for \(codec?.rawValue ?? format.description)", got: "\(crf)")
            }
        }
        if let preset = options.preset {
            guard let codec, codec.takesPreset else {
                throw ExportError.invalidOption(name: "preset", reason: "only H.264 and HEVC take a preset, and \(format) is encoded with \(codec?.rawValue ?? "its own encoder"); leave --preset out (--quality sets the speed)")
            }
            guard VideoCodec.presets.contains(preset) else {
                throw ExportError.outOfRange(name: "preset", allowed: "one of \(VideoCodec.presets.joined(separator: ", "))", got: "'\(preset)'")
            }
        }
        guard loopCounts.contains(options.loopCount) else {
            throw ExportError.outOfRange(name: "loop", allowed: "from 0 (forever) to \(loopCounts.upperBound)", got: "\(options.loopCount)")
        }
        guard ditherAmounts.contains(options.dithering) else {
            throw ExportError.outOfRange(name: "dither", allowed: "from 0 (none) to 1 (full)", got: options.dithering.plainText)
        }
        guard options.dithering == 0 || format == .gif else {
            throw ExportError.invalidOption(name: "dither", reason: "only a GIF is dithered (\(format) keeps every colour); leave --dither out")
        }
        if let jobs = options.jobs, !workerCounts.contains(jobs) {
            throw ExportError.outOfRange(name: "jobs", allowed: "from \(workerCounts.lowerBound) to \(workerCounts.upperBound)", got: "\(jobs)")
        }
    }

    /// Whether the output keeps the alpha channel: as asked, or when the background is not
    /// opaque and the format and codec can (a note says when it is dropped).
    private static func keepsAlpha(
        _ options: ExportOptions, format: OutputFormat, codec: VideoCodec?, background: Color, notices: inout [ExportNotice]
    ) throws(ExportError) -> Bool {
        let hasTransparentBackground = background.alpha < 1
        switch options.transparent {
        case true? where !format.supportsTransparency:
            throw ExportError.invalidOption(name: "transparent", reason: "\(format) cannot store transparency; use .webm, .mov, .gif, .apng, .webp or a PNG sequence")
        case true? where format == .mov && codec != .prores, true? where format == .webm && codec != .vp9:
            throw ExportError.invalidOption(name: "transparent", reason: "only ProRes keeps transparency in MOV")
        case let explicit?:
            return explicit
        case nil:
            let keepsAlpha = hasTransparentBackground && format.supportsTransparency && (codec == nil || codec == .prores || codec == .vp9)
            if hasTransparentBackground && !keepsAlpha { notices.append(.transparencyDropped(format: format)) }
            return keepsAlpha
        }
    }

    /// The scene as rendered: a GIF over 50 fps is rendered at 50 fps.
    private static func sceneAsRendered(_ scene: Scene, format: OutputFormat, notices: inout [ExportNotice]) -> Scene {
        var scene = scene
        if format == .gif, scene.fps > maximumGIFFrameRate {
            notices.append(.gifFrameRateLowered(from: scene.fps, to: maximumGIFFrameRate))
            scene.fps = maximumGIFFrameRate
        }
        return scene
    }

    /// The options with a split render's part turned into its frame range, and the part's tag
    /// completed with what the join needs.
    private static func resolvingChunk(of options: ExportOptions, format: OutputFormat, scene: Scene) throws -> ExportOptions {
        guard let chunk = options.chunk else { return options }
        let frameCount = scene.frameCount
        if let reason = format.whyPartsCannotJoin {
            throw ExportError.invalidOption(name: "chunk", reason: "\(format) cannot be rendered in parts: \(reason); render it whole, or render parts as .mp4, .webm, .mov or a PNG sequence")
        }
        guard chunk.whole.lowerBound >= 0, chunk.whole.upperBound <= frameCount else {
            throw ExportError.invalidOption(name: "chunk", reason: "the split covers frames \(chunk.whole.lowerBound)..<\(chunk.whole.upperBound), past the scene's \(frameCount) frames")
        }
        var options = options
        options.frameRange = try ChunkPlan.frames(part: chunk.part, of: chunk.count, within: chunk.whole)
        // The tag records what the join needs to mix the audio as a whole render would: the
        // frame rate that maps frames to samples, and the quality to encode it at.
        options.chunk?.fps = scene.fps
        let hasSound = !scene.audio.isEmpty && options.includesAudio && audioEncoder(for: format, quality: options.quality) != nil
        options.chunk?.sound = hasSound ? options.quality : nil
        return options
    }

    /// The frames to write: the range asked for, within the scene, or all of them.
    private static func frames(of options: ExportOptions, frameCount: Int) throws(ExportError) -> Range<Int> {
        var frames = 0..<frameCount
        if let range = options.frameRange {
            guard range.lowerBound >= 0, range.upperBound <= frameCount, !range.isEmpty else {
                throw ExportError.invalidOption(name: "range", reason: "frames \(range.lowerBound)..<\(range.upperBound) are not within the scene's \(frameCount) frames (0..<\(frameCount))")
            }
            frames = range
        }
        guard !frames.isEmpty else {
            throw ExportError.invalidOption(name: "duration", reason: "the scene has no frames (fps × duration rounds to 0)")
        }
        return frames
    }

    /// The audio stream beside the video, or `nil` (with a note when the scene's sound is left out).
    private static func audioStream(
        of options: ExportOptions, format: OutputFormat, scene: Scene, frames: Range<Int>, notices: inout [ExportNotice]
    ) -> AudioStreamSettings? {
        if options.chunk?.sound != nil {
            // Parts carry no sound: `PartJoiner` mixes and encodes it once over the whole plan.
            notices.append(.audioLeftOutOfPart)
            return nil
        }
        guard !scene.audio.isEmpty, options.includesAudio else { return nil }
        guard let (encoder, sampleFormat, bitRate) = audioEncoder(for: format, quality: options.quality) else {
            notices.append(.audioNotWritten(format: format))
            return nil
        }
        return AudioStreamSettings(encoder: encoder, sampleFormat: sampleFormat, bitRate: bitRate, mix: AudioMix(scene: scene), frames: frames)
    }

    /// The audio encoder of each format with sound: AAC in MP4 (FFmpeg's own encoder), Opus in
    /// WebM (libopus), 16-bit PCM in MOV (for editors); bit rates for stereo by quality.
    static func audioEncoder(for format: OutputFormat, quality: ExportQuality) -> (String, AVSampleFormat, Int?)? {
        switch format {
        case .mp4: return ("aac", AV_SAMPLE_FMT_FLTP, [.draft: 96_000, .standard: 160_000, .high: 256_000][quality]!)
        case .webm: return ("libopus", AV_SAMPLE_FMT_FLT, [.draft: 64_000, .standard: 128_000, .high: 192_000][quality]!)
        case .mov: return ("pcm_s16le", AV_SAMPLE_FMT_S16, nil)
        case .gif, .pngSequence, .apng, .webp: return nil
        }
    }

    var jobs: Int { options.jobs ?? ProcessInfo.processInfo.activeProcessorCount }

    /// The frame rate as an exact fraction (29.97 → 30000/1001).
    var frameRate: AVRational { av_d2q(scene.fps, 1_000_000) }
}
