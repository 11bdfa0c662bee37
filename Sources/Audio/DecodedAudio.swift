import CFFmpeg

/// The audio stream of a media file decoded as it is, without resampling, to check what a
/// writer really produced (codec, rate, exact length, the samples themselves).
public struct DecodedAudio: Sendable {
    /// The decoder's codec name (`aac`, `opus`, `pcm_s16le`).
    public var codecName: String
    /// Samples per second per channel.
    public var sampleRate: Int
    /// Channels in `samples`, interleaved.
    public var channels: Int
    /// Every decoded sample, interleaved by channel, as float (16-bit PCM scaled by 1/32768).
    /// libavcodec has dropped the encoder's priming here (the MP4 edit list's start, Opus'
    /// pre-skip); for AAC it keeps the padding of the last packet.
    public var samples: [Float]
    /// The stream's length as the container declares it, in samples (the MP4 edit list's
    /// duration, which players stop at); `nil` when the container does not say.
    public var declaredLength: Int?

    /// Samples per channel that decoded.
    public var decodedLength: Int { channels == 0 ? 0 : samples.count / channels }

    /// Samples per channel a player plays: the decoded ones, up to the declared length.
    public var playedLength: Int { min(decodedLength, declaredLength ?? decodedLength) }

    /// Decodes the best audio stream of `path`; throws when there is none.
    public static func decode(_ path: String) throws -> DecodedAudio {
        let reader = try StreamDecoder(path: path, media: AVMEDIA_TYPE_AUDIO)
        let stream = reader.stream, parameters = reader.parameters
        let channels = Int(parameters.pointee.ch_layout.nb_channels)
        var declared: Int?
        if stream.pointee.duration > 0 {
            let timeBase = stream.pointee.time_base
            declared = Int(av_rescale(stream.pointee.duration, Int64(timeBase.num) * Int64(parameters.pointee.sample_rate), Int64(timeBase.den)))
        }
        var result = DecodedAudio(
            codecName: reader.decoderName, sampleRate: Int(parameters.pointee.sample_rate), channels: channels,
            samples: [], declaredLength: declared)
        try reader.decodeAll { frame in try append(frame, channels: channels, to: &result.samples) }
        return result
    }

    /// Appends a decoded frame's samples, interleaved, as float.
    private static func append(_ frame: UnsafeMutablePointer<AVFrame>, channels: Int, to samples: inout [Float]) throws(AudioError) {
        let count = Int(frame.pointee.nb_samples)
        let planes = UnsafeMutableRawPointer(frame.pointee.extended_data!).assumingMemoryBound(to: UnsafeMutableRawPointer?.self)
        let format = AVSampleFormat(frame.pointee.format)
        samples.reserveCapacity(samples.count + count * channels)
        for i in 0..<count {
            for c in 0..<channels {
                switch format {
                case AV_SAMPLE_FMT_FLTP: samples.append(planes[c]!.assumingMemoryBound(to: Float.self)[i])
                case AV_SAMPLE_FMT_FLT: samples.append(planes[0]!.assumingMemoryBound(to: Float.self)[i * channels + c])
                case AV_SAMPLE_FMT_S16: samples.append(Float(planes[0]!.assumingMemoryBound(to: Int16.self)[i * channels + c]) / 32768)
                case AV_SAMPLE_FMT_S16P: samples.append(Float(planes[c]!.assumingMemoryBound(to: Int16.self)[i]) / 32768)
                default:
                    throw AudioError.ffmpeg(operation: "read decoded audio", message: "sample format \(String(cString: av_get_sample_fmt_name(format))) is not handled")
                }
            }
        }
    }
}
