import CFFmpeg

/// Where `AudioStreamWriter` sends the mix: an audio encoder whose packets a muxer writes. A
/// render's `EncoderOutput` and a join's `JoinedOutput` (video copied, audio encoded once over
/// the whole plan) both write it through their `MuxedFile`.
protocol AudioEncoding: AnyObject {
    /// Samples per frame the audio encoder takes (the last may be shorter); 0 for any number.
    var audioFrameSize: Int { get }
    /// The audio encoder's sample format.
    var audioSampleFormat: AVSampleFormat { get }
    /// Sends audio samples to the audio encoder (`nil` flushes it) and writes its packets.
    func encodeAudio(_ frame: UnsafeMutablePointer<AVFrame>?, operation: @autoclosure () -> String) throws(ExportError)
}
