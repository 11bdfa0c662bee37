import Scene

/// How a data story's sizes follow its frame: its type sizes, margins and strokes are designed
/// for 1920 × 1080 and scale by the frame's height over 1080, or by its width over 1350 when
/// that is less, so that a portrait frame (1080 × 1920) keeps its text inside its width.
enum RaceLayoutScale {
    static func scale(for size: Size) -> Double {
        max(min(size.height / 1080, size.width / 1350), 0.05)
    }
}
