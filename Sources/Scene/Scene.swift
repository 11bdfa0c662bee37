import Animation

/// A complete animation: canvas, frame rate, length, background and the layer tree.
public struct Scene: Sendable, Equatable {
    /// The canvas size in pixels.
    public var size: Size
    /// Frames per second.
    public var fps: Double
    /// Length in seconds.
    public var duration: Double
    /// The colour behind every layer (clear for a transparent video).
    public var background: Color
    /// The root layer's sublayers, back to front.
    public var layers: [Layer]
    /// Sound files mixed into the videos written of the scene.
    public var audio: [AudioTrack]
    /// Pause points for a presentation, in time order; empty for an ordinary video.
    public var slides: [Slide]

    /// A scene of `size` at `fps` lasting `duration` seconds.
    public init(
        size: Size, fps: Double = 30, duration: Double, background: Color = .white, layers: [Layer] = [],
        audio: [AudioTrack] = [], slides: [Slide] = []
    ) {
        self.size = size
        self.fps = fps
        self.duration = duration
        self.background = background
        self.layers = layers
        self.audio = audio
        self.slides = slides
    }

    /// `round(fps × duration)`, the number of frames a render writes.
    public var frameCount: Int { Int((fps * duration).rounded()) }

    /// The time of frame `n`: n / fps, from the integer frame so that no error accumulates.
    public func time(ofFrame n: Int) -> Double { Double(n) / fps }

    /// The layer tree as it looks at `time`: every animation applied, none left attached.
    public func presentedLayers(at time: Double) -> [Layer] {
        layers.map { $0.presented(at: time) }
    }
}
