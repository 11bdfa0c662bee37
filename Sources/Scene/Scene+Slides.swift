extension Scene {
    /// The frame of the first frame time at or after `time` (within 1 ns, like every boundary).
    public func firstFrame(atOrAfter time: Double) -> Int {
        Int((time * fps - 1e-9 * fps).rounded(.up))
    }

    /// Each slide's frames, in order: slide i owns the frames from its start up to the next
    /// slide's start (the last one up to the scene's end). A scene without slides is one slide.
    /// A range is empty when its slide is shorter than a frame at this frame rate.
    public var slideFrameRanges: [Range<Int>] {
        let starts = slides.isEmpty ? [0] : slides.map { min(max(firstFrame(atOrAfter: $0.start), 0), frameCount) }
        return starts.indices.map { i in
            let end = i + 1 < starts.count ? starts[i + 1] : frameCount
            return starts[i]..<max(end, starts[i])
        }
    }

    /// The slides as a deck shows them: the scene's own, or one untitled slide for a scene
    /// without any.
    public var deckSlides: [Slide] {
        slides.isEmpty ? [Slide(start: 0)] : slides
    }
}
