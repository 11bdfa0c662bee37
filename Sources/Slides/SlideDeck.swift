import Scene

/// A scene cut at its slides' start times: what `reel slides` writes as a deck or a handout.
public struct SlideDeck: Sendable {
    /// The scene the slides cut.
    public let scene: Scene
    /// The slides, in order.
    public let slides: [DeckSlide]

    /// The deck of `scene`; a scene without `slides:` is one slide. Fails when a slide has no
    /// frame at the scene's frame rate (a `--fps` lower than the file's can cause it).
    public init(scene: Scene) throws(SlidesError) {
        guard scene.frameCount > 0 else { throw SlidesError.noFrames(duration: scene.duration, fps: scene.fps) }
        self.scene = scene
        var slides: [DeckSlide] = []
        for (index, (slide, frames)) in zip(scene.deckSlides, scene.slideFrameRanges).enumerated() {
            guard !frames.isEmpty else { throw SlidesError.slideWithoutFrames(number: index + 1, start: slide.start, fps: scene.fps) }
            slides.append(DeckSlide(number: index + 1, title: slide.title, notes: slide.notes, loops: slide.loops, frames: frames))
        }
        self.slides = slides
    }

    /// Digits in the slides' file names: at least two.
    var fileDigits: Int { max(2, String(slides.count).count) }

    /// The time of a slide's pause frame.
    public func pauseTime(of slide: DeckSlide) -> Double { scene.time(ofFrame: slide.lastFrame) }
}
