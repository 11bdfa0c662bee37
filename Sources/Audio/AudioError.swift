/// Why a sound could not be read, decoded or mixed.
public enum AudioError: Error, Sendable, Equatable, CustomStringConvertible {
    /// A sound file of the scene cannot be opened or decoded: the file, and why.
    case unreadable(path: String, reason: String)
    /// An FFmpeg call failed: what Reel was doing, and FFmpeg's own message.
    case ffmpeg(operation: String, message: String)
    /// FFmpeg's shared libraries (opened on first use) are not installed, or not these versions.
    case ffmpegMissing(reason: String)

    /// The message, for logs and errors.
    public var description: String {
        switch self {
        case let .unreadable(path, reason):
            return "cannot play the sound file \(path): \(reason); use a WAV, FLAC, MP3, Ogg/Opus or AAC/M4A file"
        case let .ffmpeg(operation, message):
            return "FFmpeg could not \(operation): \(message)"
        case let .ffmpegMissing(reason):
            return "the FFmpeg libraries could not be loaded (\(reason)); install FFmpeg's shared libraries (on Debian `make deps` does: libavcodec-dev, libavformat-dev, libswscale-dev, libswresample-dev)"
        }
    }
}
