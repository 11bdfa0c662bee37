import Audio
import CFFmpeg

/// Opens the audio encoder and adds its stream to a muxer: 48 kHz stereo through the settings'
/// encoder. A render and a join open it the same way, so they encode the same mix to the same
/// packets.
enum AudioEncoderSetup {
    /// The opened encoder and its stream in `format`; the caller frees the encoder.
    static func open(
        _ settings: AudioStreamSettings, in format: UnsafeMutablePointer<AVFormatContext>
    ) throws(ExportError) -> (codec: UnsafeMutablePointer<AVCodecContext>, stream: UnsafeMutablePointer<AVStream>) {
        let container = String(cString: format.pointee.oformat.pointee.name)
        guard let encoder = avcodec_find_encoder_by_name(settings.encoder) else { throw ExportError.encoderMissing(name: settings.encoder) }
        guard let stream = avformat_new_stream(format, nil), let opened = avcodec_alloc_context3(encoder) else {
            throw ExportError.ffmpeg(operation: "allocate the \(container) audio stream", message: "out of memory")
        }
        var codec: UnsafeMutablePointer<AVCodecContext>? = opened
        do {
            opened.pointee.sample_fmt = settings.sampleFormat
            opened.pointee.sample_rate = Int32(AudioMix.sampleRate)
            av_channel_layout_default(&opened.pointee.ch_layout, Int32(AudioMix.channels))
            opened.pointee.time_base = AVRational(num: 1, den: Int32(AudioMix.sampleRate))
            if let bitRate = settings.bitRate { opened.pointee.bit_rate = Int64(bitRate) }
            // Same mix, same bytes on any CPU: the AAC encoder then avoids its SIMD float paths.
            opened.pointee.flags |= Int32(AV_CODEC_FLAG_BITEXACT)
            if format.pointee.oformat.pointee.flags & AVFMT_GLOBALHEADER != 0 {
                opened.pointee.flags |= Int32(AV_CODEC_FLAG_GLOBAL_HEADER)
            }
            try check(avcodec_open2(opened, encoder, nil), "open the \(settings.encoder) encoder")
            // The encoder's priming (AAC 1024 samples, Opus 312) goes into the codec parameters as
            // `initial_padding`: the MP4 muxer writes it as the edit list's start, Matroska as the
            // codec delay, so players skip it and the audio starts with the video.
            try check(avcodec_parameters_from_context(stream.pointee.codecpar, opened), "copy the audio encoder parameters")
        } catch {
            avcodec_free_context(&codec)
            throw error
        }
        stream.pointee.time_base = opened.pointee.time_base
        return (opened, stream)
    }
}
