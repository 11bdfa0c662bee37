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
    /// A second value axis across `scale`, for a chart whose marks sit on two (a bubble chart:
    /// `scale` is its y axis, this its x axis).
    public var crossScale: ValueAxis?
    /// For a chart whose marks show values by their area (bubbles): the square points of area
    /// one unit of value takes.
    public var areaPerValue: Double?
    /// For such a chart: the radius no mark of a value above 0 is drawn smaller than, so that
    /// the smallest show (their area is then more than their value's).
    public var smallestRadius: Double?

    /// What a chart named `kind` records.
    public init(kind: String, scale: ValueAxis? = nil, periods: [ChartPeriod] = [], crossScale: ValueAxis? = nil, areaPerValue: Double? = nil,
                smallestRadius: Double? = nil) {
        self.kind = kind
        self.scale = scale
        self.periods = periods
        self.crossScale = crossScale
        self.areaPerValue = areaPerValue
        self.smallestRadius = smallestRadius
    }

    /// The value axes: `scale`, then `crossScale`.
    public var scales: [ValueAxis] { [scale, crossScale].compactMap { $0 } }
}
