/// What a chart's container layer records about the chart it holds, for tools that inspect the
/// evaluated tree (`reel layout`, `reel validate`): which chart, its value scale, its periods.
public struct ChartInfo: Sendable, Equatable {
    /// The chart's name, as scene files write its type ("bar race").
    public var kind: String
    /// The scale the chart's marks sit on, in the container's coordinates; `nil` for a chart
    /// without a linear value axis (a pie).
    public var scale: ValueAxis?
    /// A data story's periods, in order; empty for other charts.
    public var periods: [ChartPeriod]

    /// What a chart named `kind` records.
    public init(kind: String, scale: ValueAxis? = nil, periods: [ChartPeriod] = []) {
        self.kind = kind
        self.scale = scale
        self.periods = periods
    }
}
