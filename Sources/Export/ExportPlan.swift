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
        (width, height) = try Renderer.frameSize(for: scene)
        // FFmpeg's own limit on a picture (`av_image_check_size2`; sides rounded up to even for
        // 4:2:0 chroma), kept for every format so that one size works in all of them.
        let (evenWidth, evenHeight) = (width + width % 2, height + height % 2)
        guard evenWidth > 0, evenHeight > 0, 8 * (evenWidth + 128) * (evenHeight + 128) < Int(Int32.max) else {
            throw ExportError.invalidOption(name: "size", reason: "\(width)×\(height) is larger than FFmpeg encodes: (width + 128) × (height + 128) must stay under \(Int32.max / 8), such as 16000×16000 or 8192×8192")
        }
        guard scene.fps.isFinite, scene.fps > 0 else {
            throw ExportError.invalidOption(name: "fps", reason: "the frame rate must be a positive number, got \(scene.fps)")
        }

        let codecs = VideoCodec.codecs(for: format)
        if let codec = options.codec, !codecs.contains(codec) {
            let allowed = codecs.isEmpty ? "it takes no codec choice" : "use " + codecs.map(\.rawValue).joined(separator: " or ")
            throw ExportError.invalidOption(name: "codec", reason: "\(format) cannot hold \(codec.rawValue); \(allowed)")
        }
        codec = options.codec ?? codecs.first
        if let crf = options.crf {
            let range = codec == .vp9 ? 0...63 : 0...51
            guard range.contains(crf) else {
                throw ExportError.invalidOption(name: "crf", reason: "must be from \(range.lowerBound) to \(range.upperBound) for \(codec?.rawValue ?? format.description), got \(crf)")
            }
        }
        if let preset = options.preset {
            guard let codec, codec.takesPreset else {
                throw ExportError.invalidOption(name: "preset", reason: "only H.264 and HEVC take a preset, and \(format) is encoded with \(codec?.rawValue ?? "its own encoder"); leave --preset out (--quality sets the speed)")
            }
            guard VideoCodec.presets.contains(preset) else {
                throw ExportError.invalidOption(name: "preset", reason: "'\(preset)' is not a preset; use one of \(VideoCodec.presets.joined(separator: ", "))")
            }
        }
        guard options.loopCount >= 0, options.loopCount <= 65535 else {
            throw ExportError.invalidOption(name: "loop", reason: "give how many times to play, from 1 to 65535, or 0 for forever; got \(options.loopCount)")
        }
        guard options.dithering >= 0, options.dithering <= 1 else {
            throw ExportError.invalidOption(name: "dither", reason: "must be from 0 (none) to 1 (full), got \(options.dithering)")
        }
        guard options.dithering == 0 || format == .gif else {
            throw ExportError.invalidOption(name: "dither", reason: "only a GIF is dithered (\(format) keeps every colour); leave --dither out")
        }
        if let jobs = options.jobs, jobs < 1 {
            throw ExportError.invalidOption(name: "jobs", reason: "must be 1 or more, got \(jobs)")
        }

        let hasTransparentBackground = scene.background.alpha < 1
        switch options.transparent {
        case true? where !format.supportsTransparency:
            throw ExportError.invalidOption(name: "transparent", reason: "\(format) cannot store transparency; use .webm, .mov, .gif, .apng, .webp or a PNG sequence")
        case true? where format == .mov && codec != .prores, true? where format == .webm && codec != .vp9:
            throw ExportError.invalidOption(name: "transparent", reason: "only ProRes keeps transparency in MOV")
        case let explicit?:
            keepsAlpha = explicit
        case nil:
            keepsAlpha = hasTransparentBackground && format.supportsTransparency && (codec == nil || codec == .prores || codec == .vp9)
            if hasTransparentBackground && !keepsAlpha { notices.append(.transparencyDropped(format: format)) }
        }

        var scene = scene
        if format == .gif, scene.fps > Self.maximumGIFFrameRate {
            notices.append(.gifFrameRateLowered(from: scene.fps, to: Self.maximumGIFFrameRate))
            scene.fps = Self.maximumGIFFrameRate
        }
        self.scene = scene
        let all = 0..<scene.frameCount
        var options = options
        if let chunk = options.chunk {
            if let reason = format.whyPartsCannotJoin {
                throw ExportError.invalidOption(name: "chunk", reason: "\(format) cannot be rendered in parts: \(reason); render it whole, or render parts as .mp4, .webm, .mov or a PNG sequence")
            }
            guard chunk.whole.lowerBound >= 0, chunk.whole.upperBound <= all.upperBound else {
                throw ExportError.invalidOption(name: "chunk", reason: "the split covers frames \(chunk.whole.lowerBound)..<\(chunk.whole.upperBound), past the scene's \(all.upperBound) frames")
            }
            options.frameRange = try ChunkPlan.frames(part: chunk.part, of: chunk.count, within: chunk.whole)
            // The tag records what the join needs to mix the audio as a whole render would: the
            // frame rate that maps frames to samples, and the quality to encode it at.
            options.chunk?.fps = scene.fps
            let hasSound = !scene.audio.isEmpty && options.includesAudio && Self.audioEncoder(for: format, quality: options.quality) != nil
            options.chunk?.sound = hasSound ? options.quality : nil
        }
        self.options = options
        if let range = options.frameRange {
            guard range.lowerBound >= 0, range.upperBound <= all.upperBound, !range.isEmpty else {
                throw ExportError.invalidOption(name: "range", reason: "frames \(range.lowerBound)..<\(range.upperBound) are not within the scene's \(all.upperBound) frames (0..<\(all.upperBound))")
            }
            frames = range
        } else {
            frames = all
        }
        guard !frames.isEmpty else {
            throw ExportError.invalidOption(name: "duration", reason: "the scene has no frames (fps × duration rounds to 0)")
        }
        if options.chunk?.sound != nil {
            // Parts carry no sound: `PartJoiner` mixes and encodes it once over the whole plan.
            notices.append(.audioLeftOutOfPart)
        } else if !scene.audio.isEmpty, options.includesAudio {
            if let (encoder, sampleFormat, bitRate) = Self.audioEncoder(for: format, quality: options.quality) {
                audio = AudioStreamSettings(encoder: encoder, sampleFormat: sampleFormat, bitRate: bitRate, mix: AudioMix(scene: scene), frames: frames)
            } else {
                notices.append(.audioNotWritten(format: format))
            }
        }
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
