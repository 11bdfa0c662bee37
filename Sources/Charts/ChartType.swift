import Scene

/// A chart layer type, as `LayerType` is for the model's layers: its scene-file `type` name, what
/// it draws, the keys it reads into a `ChartDraft` (each declared once, beside its chart, in
/// `ChartType+BarChart.swift` and the others) and how the chart is built once they are read. The
/// scene-file decoder, the JSON Schema and the reference derive from `ChartType.all`.
///
/// Adding a chart type: its `Chart`, its place in `ChartDraft`, a `ChartType+Name.swift` declaring
/// it with `init(_:name:summary:keys:)`, and an entry in `all`.
public struct ChartType: Sendable {
    /// The scene file's `type` name, such as `bar-chart`.
    public let name: String
    /// What the chart draws, for the reference.
    public let summary: String
    /// The keys the chart reads into its draft, on top of every layer's.
    public let keys: [ModelProperty<ChartDraft>]
    /// Whether the chart tells a data story: the layer's `data` file is read into
    /// `ChartDraft.race` (with `ChartType.storyKeys`' columns) before `prepare`.
    public let tellsStory: Bool
    /// The chart's name in messages, such as "bar chart".
    public let chartName: String
    /// For a chart that moves between data states (`ChartType.stateKeys`): when its reveal
    /// ends in a draft, the earliest its first state may be shown; `nil` for other charts.
    public let stateReveal: (@Sendable (ChartDraft) -> Double)?
    /// Whether its states' values may be negative.
    public let negativeStates: Bool
    /// Which of its scene-file keys sets the colour of which of its layers, by layer id: a
    /// text's or its group's (`bar-texts`: `barTextColor`), a mark's, the container's
    /// (`chartBackground`). An id also stands for the ids it begins followed by `-` (`bar` for
    /// `bar-3`).
    public let colorKeys: [String: String]
    private let prepareDraft: @Sendable (inout ChartDraft) throws(ValueProblem) -> Void
    private let chartSize: @Sendable (ChartDraft) -> Size
    private let build: @Sendable (ChartDraft, Size, any TextMeasuring) throws -> Layer

    /// A chart type whose chart is `draft[keyPath: chart]`: `prepare` completes the draft from
    /// settings that are not the chart's own once every key is read, and `build` (the chart's
    /// `layer(measuring:)` unless given) makes its layer.
    public init<C: Chart>(
        _ chart: WritableKeyPath<ChartDraft, C> & Sendable, name: String, summary: String, keys: [ModelProperty<ChartDraft>],
        tellsStory: Bool = false,
        stateReveal: (@Sendable (ChartDraft) -> Double)? = nil, negativeStates: Bool = false, colorKeys: [String: String] = [:],
        prepare: @escaping @Sendable (inout ChartDraft) throws(ValueProblem) -> Void = { _ in },
        build: @escaping @Sendable (C, ChartDraft, any TextMeasuring) throws -> Layer = { chart, _, measurer in
            try chart.layer(measuring: measurer)
        }
    ) {
        self.name = name
        self.summary = summary
        self.keys = keys
        self.tellsStory = tellsStory
        self.stateReveal = stateReveal
        self.negativeStates = negativeStates
        self.colorKeys = colorKeys
        chartName = C.chartName
        prepareDraft = prepare
        chartSize = { $0[keyPath: chart].size }
        self.build = { draft, size, measurer in
            var built = draft[keyPath: chart]
            built.size = size
            return try build(built, draft, measurer)
        }
    }

    /// Every chart layer type, in the order the reference lists them.
    public static let all: [ChartType] = [barChart, lineChart, gauge, pieChart, progressTrack, counterArc, areaChart, wave, liveLine, barRace, lineRace, bubbleRace]

    /// Completes `draft` once every key is read.
    /// - Throws: what is missing or contradictory, with the fix.
    public func prepare(_ draft: inout ChartDraft) throws(ValueProblem) {
        try prepareDraft(&draft)
    }

    /// The chart's own size in `draft`, for a layer that gives none on a canvas of no size.
    public func size(in draft: ChartDraft) -> Size { chartSize(draft) }

    /// The chart of `draft` at `size`, as one container layer, its texts laid out with `measurer`.
    public func layer(from draft: ChartDraft, size: Size, measuring measurer: any TextMeasuring) throws -> Layer {
        try build(draft, size, measurer)
    }

    /// Every chart type's `colorKeys`, by its chart's name (`ChartInfo.kind`): what
    /// `LayoutTree.problems(colorKeys:)` names in a low-contrast fix.
    public static let colorKeysByKind: [String: [String: String]] = Dictionary(all.map { ($0.chartName, $0.colorKeys) }) { first, _ in first }
}
