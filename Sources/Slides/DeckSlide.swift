/// One slide as a deck and a handout show it: its frames, and the frame it pauses on.
public struct DeckSlide: Sendable, Equatable {
    /// 1-based, as the deck's `data-slide` and the handout's pages count.
    public var number: Int
    /// The slide's title, if it has one.
    public var title: String?
    /// The speaker's notes, if any.
    public var notes: String?
    /// Whether the slide's part plays in a loop while it waits.
    public var loops: Bool
    /// The scene frames the slide plays (frame n is at n / fps).
    public var frames: Range<Int>

    /// The frame the slide pauses on, the one its still, its handout page and `reel still` show.
    public var lastFrame: Int { frames.upperBound - 1 }

    /// The name under which the deck writes its files (`slide-01`): zero-padded so they sort.
    public func fileStem(digits: Int) -> String {
        let number = String(self.number)
        return "slide-" + String(repeating: "0", count: max(0, digits - number.count)) + number
    }
}
