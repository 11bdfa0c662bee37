import Scene

/// Why a frame could not be drawn or an image could not be read or written.
public enum RenderError: Error, Sendable, Equatable, CustomStringConvertible {
    case canvasTooLarge(width: Int, height: Int, limit: Int)
    case invalidCanvasSize(width: Double, height: Double)
    case cairo(operation: String, status: String)
    /// Memory ran out (a PNG encoder's buffers).
    case outOfMemory(operation: String)
    case unreadableImage(path: String, reason: String)
    /// A font family fontconfig neither has nor is configured to alias.
    case fontNotInstalled(family: String, installed: [String])
    /// The renderer's `shouldStop` asked it to stop (an interrupt).
    case interrupted

    /// The message, for logs and errors.
    public var description: String {
        switch self {
        case let .canvasTooLarge(width, height, limit):
            return "the canvas \(width)×\(height) is larger than Reel renders (at most \(limit) pixels a side and \(InputLimits.framePixels) pixels in all); lower `size` or use --scale"
        case let .invalidCanvasSize(width, height):
            return "the canvas size \(width)×\(height) is not a positive whole number of pixels; give `size: [width, height]` with positive values"
        case let .cairo(operation, status):
            return "Cairo failed to \(operation): \(status)"
        case let .outOfMemory(operation):
            return "out of memory to \(operation); free memory or render a smaller size (--scale)"
        case let .unreadableImage(path, reason):
            return "cannot read the image \(path): \(reason)"
        case .interrupted:
            return "interrupted"
        case let .fontNotInstalled(family, installed):
            return "the font family '\(family)' is not installed and fontconfig has no alias for it; "
                + "use one of \(installed.joined(separator: ", ")) (or a generic family such as sans-serif), or install the font"
        }
    }
}
