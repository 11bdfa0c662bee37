import Charts
import Scene

/// The keys of a chart that moves between data states (`bar-chart`, `line-chart`,
/// `pie-chart`), and how its states are read: inline, or from the layer's data file.
enum ChartStateKeys {
    static let keys: [ModelProperty<LayerDraft>] = [
        .key("states", \.chart.statesKey, example: "[{state: Q1, duration: 2s, values: {North: 120, South: 95}}, {state: Q2, values: {North: 140, West: 60}}]",
            "Data states the chart moves between: a list of `{state, values, at, duration}`, or the column of the layer's `data` file naming each row's state (with `name` and `value` columns). Marks are matched by name: kept ones move, new ones grow in, removed ones shrink out."),
        .key("stateDuration", \.chart.stateDurationKey, range: 0.001...86_400, form: .time, example: "2.5s",
            "The time from one state to the next, for states without their own `at` or `duration`."),
        .key("stateTimes", \.chart.stateTimes, form: .times, example: "[1.5s, 4s, 6.5s]", "When each state is shown exactly, one time per state (for states from the data file)."),
        .key("transitionDuration", \.chart.stateClock.transitionDuration, range: 0...86_400, form: .time, example: "0.8s",
            "How long marks take to move into the next state (at most the time between the states); 0.8 s by default."),
        .key("transitionTiming", \.chart.stateClock.timing, example: "easeInEaseOut", "The transitions' curve; easeInEaseOut by default."),
        .key("name", \.chart.stateNameColumn, form: .text, example: "region", "With `states` from the data file: the column of names (`name` by default)."),
        .key("value", \.chart.stateValueColumn, form: .text, example: "sales", "With `states` from the data file: the column of values (`value` by default)."),
    ]

    /// Reads the states into `draft.chart.states` and checks them for `chart` (whose reveal ends
    /// at `revealEnd`, whose values may be negative when `allowsNegative`); `true` when there are
    /// none, `false` after reporting a problem.
    static func prepare(_ draft: inout LayerDraft, _ reader: NodeReader, _ keys: KeyedNodes, chart: String, revealEnd: Double, allowsNegative: Bool) -> Bool {
        guard let source = draft.chart.statesSource, let at = keys["states"] else { return true }
        var states = draft.chart.stateClock
        switch source {
        case .inline(let list):
            states.states = list
        case .column(let column):
            guard let table = reader.context.dataTable else {
                if !reader.context.dataFileFailed {
                    at.report("'\(column.echoed)' names the data file's column of states, but this layer has no `data` file",
                        fix: "add `data: sales.csv` (columns state, name, value) to the layer, or write the states as a list")
                }
                return false
            }
            let name = draft.chart.stateNameColumn, value = draft.chart.stateValueColumn
            // A missing column is reported at the key naming it.
            for (key, wanted) in [("states", column), ("name", name), ("value", value)] {
                do throws(DataTable.Problem) { _ = try table.column(wanted) } catch {
                    (keys[key] ?? at).report(error.message, fix: error.fix)
                    return false
                }
            }
            do throws(DataTable.Problem) {
                states.states = try read(table, stateColumn: column, name: name, value: value)
            } catch {
                at.report(error.message, fix: error.fix)
                return false
            }
        }
        if !draft.chart.stateTimes.isEmpty {
            guard draft.chart.stateTimes.count == states.states.count else {
                (keys["stateTimes"] ?? at).report("\(draft.chart.stateTimes.count) state times for \(states.states.count) states",
                    fix: "give one time per state (\(states.states.map(\.name).joined(separator: ", ").echoed)), or `stateDuration: 2s`")
                return false
            }
            for k in states.states.indices { states.states[k].time = draft.chart.stateTimes[k] }
        }
        // A problem of one state is reported at that state, when the scene writes them inline.
        var items: [NodeReader]?
        if case .sequence = at.node { items = at.sequence() }
        for k in states.states.indices {
            var upTo = states
            upTo.states = Array(states.states[...k])
            do throws(ChartError) {
                try ChartStates([states.states[k]]).validate(chart: chart, allowsNegative: allowsNegative)
                _ = try upTo.times(revealEnd: revealEnd, chart: chart)
            } catch {
                let place = items.map { $0[k] } ?? at
                // The fix goes on its own line.
                if case .invalidData(let chart, let message, let fix) = error { place.report("\(chart): \(message)", fix: fix) } else { place.report(error.description, fix: error.fix) }
                return false
            }
        }
        do throws(ChartError) {
            try states.validate(chart: chart, allowsNegative: allowsNegative)
        } catch {
            at.report(error.description, fix: error.fix)
            return false
        }
        draft.chart.states = states
        return true
    }

    /// The states of a long-form table: rows grouped by their state (in the order states first
    /// appear), each row a name and its value.
    static func read(_ table: DataTable, stateColumn: String, name: String, value: String) throws(DataTable.Problem) -> [ChartState] {
        let stateCells = try table.column(stateColumn), names = try table.column(name)
        let values = try table.numbers(value, in: NodeReader.dataRange)
        var states: [ChartState] = []
        var index: [String: Int] = [:]
        var rows: [String: [String: Int]] = [:]
        for (row, state) in stateCells.enumerated() {
            let k = index[state] ?? {
                states.append(ChartState(name: state, names: [], values: []))
                index[state] = states.count - 1
                return states.count - 1
            }()
            if let earlier = rows[state]?[names[row]] {
                throw DataTable.Problem(
                    message: "rows \(earlier + 2) and \(row + 2) of '\(table.file)' both give '\(names[row].echoed)' in state '\(state.echoed)'",
                    fix: "give each name once per state: marks are matched by name from state to state")
            }
            rows[state, default: [:]][names[row]] = row
            states[k].names.append(names[row])
            states[k].values.append(values[row])
        }
        guard !states.isEmpty else {
            throw DataTable.Problem(message: "'\(table.file)' has no rows", fix: "add rows of state, name and value")
        }
        return states
    }
}
