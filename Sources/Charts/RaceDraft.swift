import Scene

/// What a data story's layer reads besides the chart's own settings: which columns of its
/// `data` file hold what.
public struct RaceDraft: Sendable {
    /// The story the race tells, once its data is read.
    public var story = RaceStory()
    /// The column of the periods (the first column when omitted).
    public var periodColumn: String?
    /// The columns of the names and values in long form; both omitted is wide form.
    public var nameColumn: String?
    /// The column of the values in long form.
    public var valueColumn: String?
    /// `top` of a bar race.
    public var top = 10
    /// `highlight` of a line race.
    public var highlight: [String] = []
    /// `colors` as a key sets the story's colours by name or its palette.
    public var colors: RaceColors {
        get { story.palette.isEmpty ? .byName(story.colors) : .palette(story.palette) }
        set {
            switch newValue {
            case .byName(let colors): story.colors.merge(colors) { $1 }
            case .palette(let palette): story.palette = palette
            }
        }
    }

    /// A story at its defaults, its columns found from the data.
    public init() {}
}
