import CFFmpeg

/// FFmpeg's libraries, opened on first use (`CFFmpeg` does not link them, so that commands that
/// encode nothing, such as `reel still`, start without loading every codec): every path into
/// FFmpeg, here and in `Export`, opens them here first, where a missing library is a typed
/// error, not a crash.
package enum FFmpegLibraries {
    /// Opens the libraries (once) and silences FFmpeg's console chatter, which Reel replaces
    /// with its progress and errors: errors only, no encoder banners and statistics. When they
    /// do not load, throws `failure` of the reason.
    package static func open<Failure: Error>(orThrow failure: (_ reason: String) -> Failure) throws(Failure) {
        if let reason = loadFailure { throw failure(reason) }
    }

    /// Why the libraries did not load; `nil` once they have.
    private static let loadFailure: String? = {
        var message = [CChar](repeating: 0, count: 512)
        guard reel_ffmpeg_load(&message, message.count) == 0 else { return String(cText: message) }
        av_log_set_level(AV_LOG_ERROR)
        return nil
    }()
}
