import CFFmpeg

/// FFmpeg's own console chatter, which Reel replaces with its progress and errors.
enum FFmpegLogging {
    /// Errors only: encoder banners and statistics are not for Reel's users.
    static func quiet() {
        av_log_set_level(AV_LOG_ERROR)
    }
}
