import CFFmpeg

/// FFmpeg's libraries, opened on first use (`CFFmpeg` does not link them, so that commands that
/// encode nothing, such as `reel still`, start without loading every codec): every path into
/// FFmpeg opens them here first, where a missing library is a typed error, not a crash.
enum FFmpegLibraries {
    /// Opens the libraries (once) and silences FFmpeg's console chatter, which Reel replaces
    /// with its progress and errors: errors only, no encoder banners and statistics.
    static func open() throws(ExportError) {
        try opened.get()
    }

    private static let opened: Result<Void, ExportError> = {
        var message = [CChar](repeating: 0, count: 512)
        guard reel_ffmpeg_load(&message, message.count) == 0 else {
            return .failure(.ffmpegMissing(reason: String(cText: message)))
        }
        av_log_set_level(AV_LOG_ERROR)
        return .success(())
    }()
}
