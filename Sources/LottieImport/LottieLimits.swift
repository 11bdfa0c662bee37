/// The bounds on a Lottie file's size and shape, so that any input is imported (or refused)
/// with bounded work and memory.
enum LottieLimits {
    /// A `.json` file, or the animation inside a `.lottie` archive.
    static let fileBytes = 64 << 20
    /// JSON arrays and objects nested inside one another.
    static let jsonDepth = 200
    /// Shape groups inside groups, and precompositions inside precompositions.
    static let nesting = 24
    /// Keyframes of one property.
    static let keyframesPerProperty = 10_000
    /// Keyframes in the whole file.
    static let keyframes = 1_000_000
    /// Vertices of one path.
    static let pathVertices = 100_000
    /// Layers built in the whole import (precompositions count each time they are used).
    static let layers = 100_000
    /// Values sampled for properties that cannot be kept as keyframes (time remapping, spatial
    /// curves, looping), in the whole import.
    static let samples = 2_000_000
    /// Canvas side, as a scene's.
    static let canvasSide = 16_383.0
    /// Frames per second.
    static let frameRate = 1_000.0
    /// Frames of the animation (`op − ip`).
    static let frames = 1_000_000.0
    /// Copies a repeater makes.
    static let repeaterCopies = 1_000
    /// Points of a polystar.
    static let starPoints = 1_000
}
