import Animation

/// A presentation written slide by slide, each slide's content timed from its own start, so a
/// deck is written without absolute times:
///
/// ```swift
/// var show = SlideShow(width: 1280, height: 720)
/// show.slide("Sales", lasting: 4, notes: "Q3 closed at 48,210") {
///     Layer.text("Sales").frame(x: 80, y: 60, width: 600, height: 80).fadeIn(at: 0.2)
/// }
/// show.slide("Outlook", lasting: 3, transition: 0.4) {
///     Layer.text("Next year").frame(x: 80, y: 60, width: 600, height: 80)
/// }
/// let scene = show.scene   // slides at 0 s and 4 s, 7 s long
/// ```
///
/// Each slide's layers show only during their slide; `transition` fades them in over that
/// many seconds from the slide's start (0, the default, cuts).
public struct SlideShow: Sendable {
    /// The scene so far: its slides, layers and duration grow with each `slide`.
    public private(set) var scene: Scene

    /// An empty show of `width` × `height` pixels.
    public init(width: Double, height: Double, fps: Double = 30, background: Color = .white) {
        scene = Scene(size: Size(width: width, height: height), fps: fps, duration: 0, background: background)
    }

    /// When the next slide starts: the end of the show so far.
    public var nextStart: Double { scene.duration }

    /// Appends a slide lasting `duration` seconds whose `content` is timed from the slide's
    /// start. `loops` repeats it until the next key press instead of pausing on its last frame.
    public mutating func slide(
        _ title: String? = nil, lasting duration: Double, notes: String? = nil, loops: Bool = false, transition: Double = 0,
        @LayerBuilder _ content: () throws -> [Layer]
    ) rethrows {
        let start = scene.duration
        let end = start + duration
        // The slide's own layer: visible from its start (fading in over `transition`) until its end.
        var holder = Layer(bounds: Rect(origin: .zero, size: scene.size), position: .zero, anchorPoint: .zero,
                           sublayers: try content().map { $0.delayed(by: start) })
        holder.opacity = 0
        let fade = max(transition, 0)
        holder.animations = [
            .basic(BasicAnimation(keyPath: "opacity", fromValue: .number(0), toValue: .number(1),
                                  timing: MediaTiming(beginTime: start, duration: fade, fillMode: .forwards))),
            .basic(BasicAnimation(keyPath: "opacity", fromValue: .number(0), toValue: .number(0),
                                  timing: MediaTiming(beginTime: end, duration: 0, fillMode: .forwards))),
        ]
        scene.layers.append(holder)
        scene.slides.append(Slide(start: start, title: title, notes: notes, loops: loops))
        scene.duration = end
    }

    /// Adds a sound that starts `offset` seconds into the slide added next (0: at its start).
    public mutating func sound(_ track: AudioTrack, offset: Double = 0) {
        var placed = track
        placed.at = nextStart + offset
        scene.audio.append(placed)
    }
}
