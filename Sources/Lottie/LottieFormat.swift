import Foundation

/// The two files a Lottie export writes: the JSON animation, or the dotLottie archive holding it.
public enum LottieFormat: String, Sendable, CaseIterable {
    /// Bodymovin JSON (`.json`).
    case json = "lottie"
    /// A dotLottie archive (`.lottie`): a zip of a manifest and the animation.
    case dotLottie = "dotlottie"

    /// The format `format` (a `--format` value) or else the path's extension names, or `nil`
    /// when neither is a Lottie format.
    public init?(path: String?, format: String?) {
        if let format {
            guard let chosen = LottieFormat(rawValue: format.lowercased()) else { return nil }
            self = chosen
            return
        }
        guard let path else { return nil }
        switch URL(fileURLWithPath: path).pathExtension.lowercased() {
        case "json": self = .json
        case "lottie": self = .dotLottie
        default: return nil
        }
    }

    /// The file extension written.
    public var fileExtension: String { self == .json ? "json" : "lottie" }
}
