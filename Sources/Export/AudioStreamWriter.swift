import Audio
import CFFmpeg

/// Feeds the mix into an audio encoder (a render's `EncoderOutput`, a join's `JoinedOutput`) in
/// the encoder's frame size, keeping pace with the video so the muxer interleaves the two without holding either back.
final class AudioStreamWriter {
    private let output: any AudioEncoding
    private let settings: AudioStreamSettings
    private let reader: AudioMixReader
    /// Samples the file carries.
    private let total: Int
    private let frameSize: Int
    /// Samples sent to the encoder so far; the next frame's timestamp.
    private var written = 0
    private var block: [Float] = []

    /// Samples per frame for encoders that take any number (PCM).
    static let pcmFrameSize = 1024

    init(output: any AudioEncoding, settings: AudioStreamSettings) throws {
        self.output = output
        self.settings = settings
        let samples = settings.samples
        reader = try settings.mix.makeReader(from: samples.lowerBound)
        total = samples.count
        frameSize = output.audioFrameSize > 0 ? output.audioFrameSize : Self.pcmFrameSize
    }

    /// Samples of the mix that went past full scale and were limited.
    var overloadedSamples: Int { reader.overloadedSamples }

    /// Encodes whole encoder frames of audio up to the end of the video's first `frameCount` frames.
    func write(throughFrames frameCount: Int) throws {
        let target = min(total, settings.sampleCount(throughFrames: frameCount))
        while written + frameSize <= target {
            try encode(frameSize)
        }
    }

    /// Encodes the rest (the last frame may be short), then flushes the encoder.
    func finish() throws {
        while written < total {
            try encode(min(frameSize, total - written))
        }
        try output.encodeAudio(nil, operation: "flush the audio encoder")
    }

    private func encode(_ count: Int) throws {
        let channels = AudioMix.channels
        if block.count < count * channels { block = [Float](repeating: 0, count: count * channels) }
        try block.withUnsafeMutableBufferPointer { buffer throws(AudioError) in
            try reader.read(into: buffer.baseAddress!, count: count)
        }
        var frame = av_frame_alloc()
        defer { av_frame_free(&frame) }
        guard let frame else { throw ExportError.ffmpeg(operation: "allocate an audio frame", message: "out of memory") }
        frame.pointee.nb_samples = Int32(count)
        frame.pointee.format = output.audioSampleFormat.rawValue
        frame.pointee.sample_rate = Int32(AudioMix.sampleRate)
        av_channel_layout_default(&frame.pointee.ch_layout, Int32(channels))
        try check(av_frame_get_buffer(frame, 0), "allocate an audio frame")
        fill(frame, count: count)
        frame.pointee.pts = Int64(written)
        written += count
        try output.encodeAudio(frame, operation: "encode audio at sample \(written - count)")
    }

    /// Copies `count` mixed samples into the frame in the encoder's sample format.
    private func fill(_ frame: UnsafeMutablePointer<AVFrame>, count: Int) {
        let planes = UnsafeMutableRawPointer(frame.pointee.extended_data!).assumingMemoryBound(to: UnsafeMutablePointer<UInt8>?.self)
        block.withUnsafeBufferPointer { mix in
            switch output.audioSampleFormat {
            case AV_SAMPLE_FMT_FLTP:
                let left = UnsafeMutableRawPointer(planes[0]!).assumingMemoryBound(to: Float.self)
                let right = UnsafeMutableRawPointer(planes[1]!).assumingMemoryBound(to: Float.self)
                for i in 0..<count {
                    left[i] = mix[2 * i]
                    right[i] = mix[2 * i + 1]
                }
            case AV_SAMPLE_FMT_FLT:
                UnsafeMutableRawPointer(planes[0]!).assumingMemoryBound(to: Float.self).update(from: mix.baseAddress!, count: count * 2)
            default:
                // 16-bit PCM: the limiter keeps the mix inside ±1, so scaling cannot overflow.
                let samples = UnsafeMutableRawPointer(planes[0]!).assumingMemoryBound(to: Int16.self)
                for i in 0..<(count * 2) {
                    samples[i] = Int16((mix[i] * 32767).rounded())
                }
            }
        }
    }
}
