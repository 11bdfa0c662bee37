/// Why a deck or a handout could not be written: a message and, separately, the fix.
public enum SlidesError: Error, Sendable, Equatable, CustomStringConvertible {
    case noFrames(duration: Double, fps: Double)
    case slideWithoutFrames(number: Int, start: Double, fps: Double)
    /// The output directory exists and is not a deck Reel wrote, so it is not replaced.
    case notADeck(path: String)
    /// The output is neither a directory, an `.html` file nor a `.pdf` file.
    case unsupportedOutput(path: String)

    /// What went wrong.
    public var message: String {
        switch self {
        case let .noFrames(duration, fps):
            return "the scene has no frame to show (\(duration) s at \(fps) fps)"
        case let .slideWithoutFrames(number, start, fps):
            return "slide \(number) (at \(start) s) is shorter than one frame at \(fps) fps, so it has nothing to show"
        case let .notADeck(path):
            return "\(path) exists and is not a deck written by `reel slides`, so it is left alone"
        case let .unsupportedOutput(path):
            return "cannot tell what to write to \(path)"
        }
    }

    /// What to do about it.
    public var fix: String {
        switch self {
        case .noFrames: return "make the scene's duration at least one frame long"
        case .slideWithoutFrames: return "start the slides further apart, or use a higher --fps"
        case .notADeck: return "choose a new directory with -o, or remove this one first"
        case .unsupportedOutput: return "give a directory for a deck, a name ending in .html for a single-file deck, or in .pdf for a handout"
        }
    }

    /// The message with its fix.
    public var description: String { "\(message)\n    fix: \(fix)" }
}
