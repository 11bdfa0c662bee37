import Animation

/// A chart that can move between data states (`BarChart`, `LineChart`, `PieChart`).
public protocol StateChart: Chart {
    /// The states the chart moves between; `nil` draws the chart's own values.
    var states: ChartStates? { get set }
}

extension StateChart {
    /// A copy moving through `states`, each `stateDuration` after the one before unless it gives
    /// its own `time` or `duration`, the transitions lasting `transitionDuration` eased by
    /// `timing`: the modifier form of setting `states`.
    ///
    ///     try BarChart()
    ///         .states([ChartState("Q1", ["North": 120, "South": 95]), ChartState("Q2", ["North": 140, "West": 60])],
    ///                 stateDuration: 2.5)
    ///         .frame(Rect(x: 40, y: 40, width: 800, height: 450))
    ///         .layer(measuring: measurer)
    public func states(
        _ states: [ChartState], stateDuration: Double? = nil, transitionDuration: Double = 0.8, timing: TimingFunction = .easeInEaseOut
    ) -> Self {
        var copy = self
        copy.states = ChartStates(states, stateDuration: stateDuration, transitionDuration: transitionDuration, timing: timing)
        return copy
    }
}
