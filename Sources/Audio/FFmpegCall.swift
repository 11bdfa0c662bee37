import CFFmpeg

/// FFmpeg's text for an error code.
package func ffmpegMessage(_ code: Int32) -> String {
    var buffer = [CChar](repeating: 0, count: 256)
    av_strerror(code, &buffer, buffer.count)
    return String(cText: buffer)
}

/// Throws an `AudioError` naming `operation` when an FFmpeg return code is negative.
@discardableResult
func check(_ code: Int32, _ operation: @autoclosure () -> String) throws(AudioError) -> Int32 {
    guard code >= 0 else { throw AudioError.ffmpeg(operation: operation(), message: ffmpegMessage(code)) }
    return code
}
