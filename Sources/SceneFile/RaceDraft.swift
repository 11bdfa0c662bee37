import Charts
import Scene

/// What a data story's layer reads besides the chart's own settings: which columns of its
/// `data` file hold what.
struct RaceDraft {
    var story = RaceStory()
    /// The column of the periods (the first column when omitted).
    var periodColumn: String?
    /// The columns of the names and values in long form; both omitted is wide form.
    var nameColumn: String?
    var valueColumn: String?
    var top = 10
    var highlight: [String] = []
    /// `colors` as a key sets the story's colours by name or its palette.
    var colors: RaceColors {
        get { story.palette.isEmpty ? .byName(story.colors) : .palette(story.palette) }
        set {
            switch newValue {
            case .byName(let colors): story.colors.merge(colors) { $1 }
            case .palette(let palette): story.palette = palette
            }
        }
    }
}
