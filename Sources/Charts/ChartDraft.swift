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
    /// `demoChanges` as a key adds the document's changes to the gauge's.
    public var gaugeDemo: GaugeDemo {
        get { GaugeDemo() }
        set { gauge.changes += Gauge.demoChanges(count: newValue.count, start: newValue.start, interval: newValue.interval) }
    }
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
    /// `values` of a live line; the document's generated values when omitted.
    public var liveValues: [Double]?
    /// `values` as a key sets it (an empty list until then).
    public var liveValuesKey: [Double] {
        get { liveValues ?? [] }
        set { liveValues = newValue }
    }
    /// How many of the document's generated values the live line gets when `values` is absent.
    public var liveCount = 40
    /// `bar-race`.
    public var barRace = BarRace()
    /// `line-race`.
    public var lineRace = LineRace()
    /// A data story's columns and settings, shared by `bar-race` and `line-race`.
    public var race = RaceDraft()

    /// Every chart at its defaults.
    public init() {}
}
