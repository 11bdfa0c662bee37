/// How to write an export. Every property has a default; `nil` means "pick for the format".
public struct ExportOptions: Sendable, Equatable {
    /// The file format; `nil` takes it from the output path (see `OutputFormat(path:)`).
    public var format: OutputFormat?
    /// The video codec; `nil` takes the format's default (H.264 for MP4).
    public var codec: VideoCodec?
    /// Constant rate factor (lower is better and larger); `nil` takes the quality's value.
    public var crf: Int?
    /// The encoder preset (x264/x265 `ultrafast` … `veryslow`); `nil` takes the quality's value.
    public var preset: String?
    /// Chroma sampling for H.264/HEVC/VP9.
    public var chroma: ChromaSampling
    /// Draft, standard or high: the encoder's preset and quality together.
    public var quality: ExportQuality
    /// How many times an animated image (GIF, APNG, WebP) plays; 0 plays it forever.
    public var loopCount: Int
    /// GIF dithering strength, from 0 (none, the default) to 1 (full). With one shared palette
    /// only colours it lacks are dithered (anti-aliased edges, shadows, gradients), never the
    /// flat colours it holds. Off by default: on charts a dither adds noise and bytes and buys
    /// no fidelity (see the README's Benchmarks); raise it for wide gradients, which band
    /// without it.
    public var dithering: Double
    /// Gives every GIF frame its own palette instead of one shared palette. Better colour for
    /// scenes whose colours change a lot, but FFmpeg then stores every frame whole.
    public var perFramePalettes: Bool
    /// Keeps the alpha channel; `nil` keeps it when the scene's background is not opaque and
    /// the format can (everything but MP4).
    public var transparent: Bool?
    /// Render workers; `nil` uses one per processor core.
    public var jobs: Int?
    /// The frames to write (frame n is at n / fps); `nil` writes them all.
    public var frameRange: Range<Int>?
    /// The file name prefix of a PNG sequence written into a directory.
    public var sequenceName: String
    /// Writes the scene's audio tracks into formats with sound (MP4, WebM, MOV); `false` leaves
    /// the video silent.
    public var includesAudio: Bool
    /// The files the scene was read from (scene, includes, data, images): the output is never
    /// written over one of them.
    public var inputs: [String] = []
    /// Renders one part of a split render (its frames replace `frameRange`, which must be the
    /// whole render's) and tags the file with the plan so `PartJoiner` can join the parts.
    public var chunk: ChunkPlan?

    /// Options; every one not given keeps its default (see each property).
    public init(
        format: OutputFormat? = nil, codec: VideoCodec? = nil, crf: Int? = nil, preset: String? = nil,
        chroma: ChromaSampling = .yuv420p, quality: ExportQuality = .standard, loopCount: Int = 0,
        dithering: Double = 0, perFramePalettes: Bool = false, transparent: Bool? = nil, jobs: Int? = nil,
        frameRange: Range<Int>? = nil, sequenceName: String = "frame", includesAudio: Bool = true
    ) {
        self.format = format
        self.codec = codec
        self.crf = crf
        self.preset = preset
        self.chroma = chroma
        self.quality = quality
        self.loopCount = loopCount
        self.dithering = dithering
        self.perFramePalettes = perFramePalettes
        self.transparent = transparent
        self.jobs = jobs
        self.frameRange = frameRange
        self.sequenceName = sequenceName
        self.includesAudio = includesAudio
    }
}
