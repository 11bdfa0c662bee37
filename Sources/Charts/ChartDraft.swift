import Scene

/// The chart a chart layer is building while its keys are read, with the few settings that are
/// not properties of the chart itself (replays, generated data). `ChartType`'s keys are
/// declared on it.
public struct ChartDraft: Sendable {
    /// `bar-chart`.
    public var bar = BarChart()
    /// Times of the bar chart's "Change" replays.
    public var barReplays: [Double] = []
    /// Picks the replays' shuffles.
    public var barSeed = 1
    /// `line-chart`: scene files give their own labels and values, no demo data.
    public var line = LineChart(xLabels: [], yLabels: [], series: [])
    /// `values`: a single line, put before the `series` lines.
    public var lineValues: [Double]?
    /// `lineColor` (the first line's) and `pointLabels` (every line's), applied once all lines are read.
    public var lineColor: Color?
    /// `pointLabels` of a line chart, applied to every line.
    public var linePointLabels: Bool?
    /// The scene's theme, whose first colour a line given by `values` takes.
    public var lineTheme: ChartTheme?
    /// `values` as a key sets it (an empty list until then).
    public var lineValuesKey: [Double] {
        get { lineValues ?? [] }
        set { lineValues = newValue }
    }
    /// `pointLabels` as a key sets it (off until then).
    public var linePointLabelsKey: Bool {
        get { linePointLabels ?? false }
        set { linePointLabels = newValue }
    }
    /// `gauge`.
    public var gauge = Gauge()
    /// `demoChanges` as a key adds the demo changes (10, 20, …) to the gauge's.
    public var gaugeDemo: GaugeDemo {
        get { GaugeDemo() }
        set { gauge.changes += Gauge.demoChanges(count: newValue.count, start: newValue.start, interval: newValue.interval) }
    }
    /// `states` of a bar, line or pie chart, as the file writes them.
    public var statesSource: ChartStatesSource?
    /// `states` as a key sets it (none until then).
    public var statesKey: ChartStatesSource {
        get { statesSource ?? .inline([]) }
        set { statesSource = newValue }
    }
    /// The states' clock settings (`stateDuration`, `transitionDuration`, `transitionTiming`).
    public var stateClock = ChartStates([])
    /// `stateDuration` as a key sets it (none until then).
    public var stateDurationKey: Double {
        get { stateClock.stateDuration ?? 0 }
        set { stateClock.stateDuration = newValue }
    }
    /// `stateTimes`: a time per state, for states read from the data file.
    public var stateTimes: [Double] = []
    /// The data file's column of names, for states read from it.
    public var stateNameColumn = "name"
    /// The data file's column of values, for states read from it.
    public var stateValueColumn = "value"
    /// The states, read and checked, once every key is (the chart types' `prepare` give them
    /// to their charts).
    public var states: ChartStates?
    /// `pie-chart`.
    public var pie = PieChart()
    /// `progress-track`.
    public var track = ProgressTrack()
    /// `counter-arc`.
    public var counter = CounterArc()
    /// `area-chart`.
    public var area = AreaChart()
    /// `wave`.
    public var wave = Wave()
    /// `live-line`.
    public var liveLine = LiveLine(values: [])
    /// `values` of a live line; generated values (`sin(t)` plus seeded noise) when omitted.
    public var liveValues: [Double]?
    /// `values` as a key sets it (an empty list until then).
    public var liveValuesKey: [Double] {
        get { liveValues ?? [] }
        set { liveValues = newValue }
    }
    /// How many generated values the live line gets when `values` is absent.
    public var liveCount = 40
    /// `bar-race`.
    public var barRace = BarRace()
    /// `line-race`.
    public var lineRace = LineRace()
    /// A data story's columns and settings, shared by `bar-race` and `line-race` (and the
    /// bubble race's timing and design).
    public var race = RaceDraft()
    /// `bubble-race`, with its columns.
    public var bubble = BubbleDraft()

    /// Every chart at its defaults.
    public init() {}
}
