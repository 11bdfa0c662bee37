import Charts
import Scene

/// The chart a chart layer is building while its keys are read, with the few settings that are
/// not properties of the chart itself (replays, generated data).
struct ChartDraft {
    var bar = BarChart()
    /// Times of the bar chart's "Change" replays.
    var barReplays: [Double] = []
    var barSeed = 1
    /// Scene files give their own labels and values: no demo data.
    var line = LineChart(xLabels: [], yLabels: [], series: [])
    /// `values`: a single line, put before the `series` lines.
    var lineValues: [Double]?
    /// `lineColor` (the first line's) and `pointLabels` (every line's), applied once all lines are read.
    var lineColor: Color?
    /// The scene's theme, whose first colour a line given by `values` takes.
    var lineTheme: ChartTheme?
    var linePointLabels: Bool?
    /// `values` as a key sets it (an empty list until then).
    var lineValuesKey: [Double] {
        get { lineValues ?? [] }
        set { lineValues = newValue }
    }
    /// `pointLabels` as a key sets it (off until then).
    var linePointLabelsKey: Bool {
        get { linePointLabels ?? false }
        set { linePointLabels = newValue }
    }
    var gauge = Gauge()
    /// `demoChanges` as a key adds the document's changes to the gauge's.
    var gaugeDemo: GaugeDemo {
        get { GaugeDemo() }
        set { gauge.changes += Gauge.demoChanges(count: newValue.count, start: newValue.start, interval: newValue.interval) }
    }
    var pie = PieChart()
    /// `states` of a bar, line or pie chart, as the file writes them.
    var statesSource: ChartStatesSource?
    /// `states` as a key sets it (none until then).
    var statesKey: ChartStatesSource {
        get { statesSource ?? .inline([]) }
        set { statesSource = newValue }
    }
    /// The states' clock settings (`stateDuration`, `transitionDuration`, `transitionTiming`).
    var stateClock = ChartStates([])
    /// `stateDuration` as a key sets it (none until then).
    var stateDurationKey: Double {
        get { stateClock.stateDuration ?? 0 }
        set { stateClock.stateDuration = newValue }
    }
    /// `stateTimes`: a time per state, for states read from the data file.
    var stateTimes: [Double] = []
    /// The data file's columns of names and values, for states read from it.
    var stateNameColumn = "name"
    var stateValueColumn = "value"
    /// The states, read and checked, once every key is.
    var states: ChartStates?
    var track = ProgressTrack()
    var counter = CounterArc()
    var area = AreaChart()
    var wave = Wave()
    var liveLine = LiveLine(values: [])
    /// How many of the document's generated values the live line gets when `values` is absent.
    var liveCount = 40
    var barRace = BarRace()
    var lineRace = LineRace()
    /// A data story's columns and settings, shared by `bar-race` and `line-race`.
    var race = RaceDraft()
}
