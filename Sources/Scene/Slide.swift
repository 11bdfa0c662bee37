/// A pause point of a presentation: the slide plays from `start` to the next slide's start (the
/// last one to the scene's end), then waits for the speaker.
public struct Slide: Sendable, Equatable {
    /// When the slide starts, in seconds.
    public var start: Double
    /// A short name for the speaker view, the PDF's bookmarks and the deck's page title.
    public var title: String?
    /// The speaker's notes: shown in the speaker view, and under the slide in a handout.
    public var notes: String?
    /// Whether the slide repeats until the next key press instead of pausing on its last frame.
    public var loops: Bool

    /// A slide starting at `start` seconds.
    public init(start: Double, title: String? = nil, notes: String? = nil, loops: Bool = false) {
        self.start = start
        self.title = title
        self.notes = notes
        self.loops = loops
    }
}
