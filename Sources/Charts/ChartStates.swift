import Animation
import Scene

/// A chart's data moving from state to state: each state is shown exactly at its time; the
/// transition into a state ends at that time and lasts `transitionDuration` (or the whole gap
/// when the states are closer). Marks are matched by name: a kept mark moves and resizes, a new
/// one grows in from zero, a removed one shrinks out; a renamed mark is a new one.
public struct ChartStates: Sendable, Equatable {
    /// The snapshots, in order.
    public var states: [ChartState]
    /// The time from one state to the next, for states without their own `time` or `duration`.
    public var stateDuration: Double?
    /// How long marks take to move into the next state.
    public var transitionDuration: Double
    /// The transitions' easing.
    public var timing: TimingFunction
    /// Whether the chart writes the name of the state it shows ("Q2 2026") large above its marks.
    public var showsLabel = true

    /// States `states`, each `stateDuration` after the one before unless they say otherwise.
    public init(_ states: [ChartState], stateDuration: Double? = nil, transitionDuration: Double = 0.8, timing: TimingFunction = .easeInEaseOut) {
        self.states = states
        self.stateDuration = stateDuration
        self.transitionDuration = transitionDuration
        self.timing = timing
    }

    /// Checks the states for `chart` (its name in messages): names unique within a state, one
    /// value per name, finite values (not negative where `allowsNegative` is false, at most
    /// `largest` in size).
    public func validate(chart: String, allowsNegative: Bool, largest: Double = InputLimits.chartMagnitude) throws(ChartError) {
        guard !states.isEmpty else {
            throw .invalidData(chart: chart, message: "`states` is empty", fix: "give at least one state, such as `- {state: Q1, values: {North: 120, South: 95}}`")
        }
        for state in states {
            guard state.names.count == state.values.count else {
                throw .invalidData(chart: chart, message: "state '\(state.name)' has \(state.names.count) names and \(state.values.count) values",
                    fix: "give one value per name")
            }
            for (i, line) in state.moreValues.enumerated() where line.count != state.names.count {
                throw .invalidData(chart: chart, message: "state '\(state.name)' has \(state.names.count) names and \(line.count) values for line \(i + 2)",
                    fix: "give each line one value per name")
            }
            var seen: Set<String> = []
            for name in state.names where !seen.insert(name).inserted {
                throw .invalidData(chart: chart, message: "'\(name)' appears twice in state '\(state.name)'",
                    fix: "give each name once per state: marks are matched by name from state to state")
            }
            for (name, value) in zip(state.names, state.values) + state.moreValues.flatMap({ zip(state.names, $0) }) {
                guard value.isFinite else {
                    throw .invalidData(chart: chart, message: "'\(name)' in state '\(state.name)' is not a finite number", fix: "give a number such as 42.5")
                }
                guard abs(value) <= largest else {
                    throw .invalidData(chart: chart, message: "'\(name)' in state '\(state.name)' is \(value.plainText), larger than a \(chart) draws (\(largest.plainText))",
                        fix: "scale the data down and say so in a label")
                }
                guard allowsNegative || value >= 0 else {
                    throw .invalidData(chart: chart, message: "'\(name)' in state '\(state.name)' is \(value.plainText), but a \(chart) draws sizes, which cannot be negative",
                        fix: "use values of 0 or more")
                }
            }
        }
        guard transitionDuration >= 0, transitionDuration.isFinite else {
            throw .invalidSetting(chart: chart, name: "transitionDuration", value: transitionDuration, allowed: "0 seconds or more")
        }
    }

    /// When each state is shown exactly: the first at its `time`, or when the chart's reveal ends
    /// (`revealEnd`); each next one at its `time`, or the one before's plus its `duration` (or
    /// `stateDuration`).
    /// - Throws: a state before the reveal ends, a state without a time, times that do not increase.
    public func times(revealEnd: Double, chart: String) throws(ChartError) -> [Double] {
        var times: [Double] = []
        for (k, state) in states.enumerated() {
            let time: Double
            if let given = state.time {
                time = given
            } else if k == 0 {
                time = revealEnd
            } else if let step = states[k - 1].duration ?? stateDuration {
                time = times[k - 1] + step
            } else {
                throw .invalidData(chart: chart, message: "state '\(state.name)' has no time",
                    fix: "give it `at: \((times[k - 1] + 2).plainText)s`, give state '\(states[k - 1].name)' a `duration`, or give the chart `stateDuration: 2s`")
            }
            guard time.isFinite else {
                throw .invalidData(chart: chart, message: "state '\(state.name)' has no finite time", fix: "give times in seconds such as 2.5s")
            }
            if k == 0, time < revealEnd - 1e-9 {
                throw .invalidData(chart: chart, message: "state '\(state.name)' is at \(time.plainText) s, before the chart's reveal ends at \(revealEnd.plainText) s",
                    fix: "give it `at: \(revealEnd.plainText)s` or later, or start the reveal earlier (`startTime`, `animationDuration`)")
            }
            if k > 0, time <= times[k - 1] + 1e-9 {
                throw .invalidData(chart: chart, message: "state '\(state.name)' is at \(time.plainText) s, not after state '\(states[k - 1].name)' at \(times[k - 1].plainText) s",
                    fix: "give the states increasing times, each after the one before")
            }
            times.append(time)
        }
        return times
    }

    /// Every name in any state, in the order they first appear (a mark's id and colour follow it).
    public var allNames: [String] {
        var seen: Set<String> = []
        return states.flatMap(\.names).filter { seen.insert($0).inserted }
    }
}
