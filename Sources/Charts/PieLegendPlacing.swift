import Scene

/// Where a pie's legend goes (see `PieLegend`): beside the pie or under it, its rows a column,
/// each column's width, the legend's size and the side of the pie it leaves.
struct PieLegendPlacing {
    var beside: Bool
    var rows: Int
    var columnWidth: Double
    var size: Size
    var side: Double
}
