import Audio
import CFFmpeg

/// The audio stream written beside the video: which encoder, and which samples of the mix.
struct AudioStreamSettings: Sendable {
    /// libavcodec's encoder name (`aac`, `libopus`, `pcm_s16le`).
    var encoder: String
    /// The sample format the encoder takes.
    var sampleFormat: AVSampleFormat
    /// Bits per second for lossy codecs; `nil` for PCM.
    var bitRate: Int?
    var mix: AudioMix
    /// The frames rendered; the file carries exactly their samples of the mix.
    var frames: Range<Int>

    /// The mix samples the file carries.
    var samples: Range<Int> { mix.samples(ofFrames: frames) }

    /// Samples of the file that sound during its first `count` frames.
    func sampleCount(throughFrames count: Int) -> Int {
        AudioMix.sample(ofFrame: frames.lowerBound + count, fps: mix.fps) - samples.lowerBound
    }
}
