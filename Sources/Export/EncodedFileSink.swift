import Audio
import CFFmpeg
import Foundation
import Render

/// Writes frames through one libavcodec encoder into one libavformat file (MP4, WebM, MOV,
/// APNG, WebP), with the scene's mixed audio beside them when there is any, under a temporary
/// name that is renamed onto the target only when complete.
final class EncodedFileSink: FrameSink {
    private let settings: StreamSettings
    private let output: EncoderOutput
    private var audio: AudioStreamWriter?
    private var frameIndex: Int64 = 0

    init(path: String, settings: StreamSettings, audio audioSettings: AudioStreamSettings? = nil) throws {
        self.settings = settings
        let layout = settings.layout
        var muxerOptions = settings.muxerOptions
        if audioSettings != nil, settings.container == "mp4" || settings.container == "mov" {
            // The edit lists that trim the AAC priming and padding are in the movie's time scale
            // (1/1000 s by default): at 1/48000 they end on the exact sample.
            muxerOptions.append(("movie_timescale", String(AudioMix.sampleRate)))
        }
        output = try EncoderOutput(
            path: path, container: settings.container, encoderName: settings.encoder,
            codecOptions: settings.codecOptions, muxerOptions: muxerOptions, codecTag: settings.codecTag, metadata: settings.metadata, audio: audioSettings
        ) { codec, container in
            codec.pointee.width = Int32(layout.encodedWidth)
            codec.pointee.height = Int32(layout.encodedHeight)
            codec.pointee.pix_fmt = layout.pixelFormat
            codec.pointee.time_base = av_inv_q(settings.frameRate)
            codec.pointee.framerate = settings.frameRate
            if let gop = settings.gopSize { codec.pointee.gop_size = Int32(gop) }
            if layout.isYUV {
                codec.pointee.color_range = AVCOL_RANGE_MPEG
                codec.pointee.colorspace = AVCOL_SPC_BT709
                codec.pointee.color_primaries = AVCOL_PRI_BT709
                codec.pointee.color_trc = AVCOL_TRC_BT709
            }
            if container.pointee.flags & AVFMT_GLOBALHEADER != 0 {
                codec.pointee.flags |= Int32(AV_CODEC_FLAG_GLOBAL_HEADER)
            }
        }
        audio = try output.abandoningOnFailure { try audioSettings.map { try AudioStreamWriter(output: output.muxer, settings: $0) } }
    }

    /// Samples of the audio mix that went past full scale and were limited, so far.
    public var overloadedAudioSamples: Int { audio?.overloadedSamples ?? 0 }

    /// Whether the frame was padded to the encoder's even dimensions.
    public var isPadded: Bool { settings.layout.isPadded }

    func makePreparer() throws -> PictureConverter {
        try PictureConverter(layout: settings.layout)
    }

    func write(_ picture: EncoderPicture) throws {
        // The encoder keeps its own reference to the picture's buffers, so a hold can pass the
        // same picture again with a new timestamp.
        picture.frame.pointee.pts = frameIndex
        frameIndex += 1
        try output.encode(picture.frame, operation: "encode frame \(frameIndex - 1)", adjust: Self.lastsOneFrame)
        try audio?.write(throughFrames: Int(frameIndex))
    }

    /// Every frame lasts one frame interval; muxers need it for the last frame's length.
    private static func lastsOneFrame(_ packet: UnsafeMutablePointer<AVPacket>) {
        if packet.pointee.duration == 0 { packet.pointee.duration = 1 }
    }

    func finish() throws {
        try output.abandoningOnFailure {
            try output.encode(nil, operation: "flush the encoder", adjust: Self.lastsOneFrame)
            try audio?.finish()
            try output.finish()
        }
    }

    func cancel() {
        output.cancel()
    }
}
