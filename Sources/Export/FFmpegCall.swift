import Audio
import CFFmpeg

/// Throws an `ExportError` naming `operation` when an FFmpeg return code is negative.
@discardableResult
func check(_ code: Int32, _ operation: @autoclosure () -> String) throws(ExportError) -> Int32 {
    guard code >= 0 else { throw ExportError.ffmpeg(operation: operation(), message: ffmpegMessage(code)) }
    return code
}

extension FFmpegLibraries {
    /// Opens FFmpeg's libraries before encoding; a missing library is `ExportError.ffmpegMissing`.
    static func open() throws(ExportError) {
        try open(orThrow: ExportError.ffmpegMissing)
    }
}
